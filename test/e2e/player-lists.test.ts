import type { Browser, Page } from 'playwright-core';
import { launch, openPage, until } from './support/browser';
import { openFromMenu, openPlayer, toast } from './player-helpers';

/** Playlists, current playlist and messages (spec §2; commands 200, 706, 711, 723, 726, 727, 754, 755, 780, 799, 806, 801). */
describe('player lists in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const card = (page: Page, testId: string, text: string | RegExp) =>
    page.getByTestId(testId).filter({ hasText: text }).first();
  const isCurrent = (page: Page, testId: string, text: string | RegExp) =>
    card(page, testId, text).getAttribute('data-current');

  it('playlists: filter, paginator, play (727 / 726) with toasts and the equaliser, resume timetable (200)', async () => {
    const { page, errors, context } = await openPage(browser);
    await openPlayer(page, 'Dining Room');
    await openFromMenu(page, 'Playlists', '/player/playlists');
    await page.getByRole('heading', { name: 'Playlists of Dining Room' }).waitFor();
    const cards = page.getByTestId('playlist-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(9); // wide window: 9 per page
    expect(await page.getByLabel('Items per page').locator('option').allTextContents()).toEqual([
      '9',
      '18',
      '27',
    ]);
    // The page size follows a resize: 10 at 1200 px or less, with the other options.
    await page.setViewportSize({ width: 1000, height: 800 });
    await until(
      () => cards.count(),
      (n) => n === 10,
    );
    expect(await page.getByLabel('Items per page').locator('option').allTextContents()).toEqual([
      '10',
      '20',
      '30',
    ]);
    await page.setViewportSize({ width: 1280, height: 720 });
    await until(
      () => cards.count(),
      (n) => n === 9,
    );
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next page' }).click();
    await until(
      () => cards.count(),
      (n) => n >= 1 && n <= 9,
    );
    expect(await page.getByRole('navigation', { name: 'Pages' }).textContent()).toMatch(/10–\d+ of \d+/);

    const filter = page.getByLabel('Search playlists');
    await filter.fill('  ROCK, ');
    await until(
      () => cards.count(),
      (n) => n === 1,
    );
    await page.getByRole('button', { name: 'Play Rock, Pop' }).click();
    expect(await toast(page, 'Now playing the playlist Rock, Pop.')).toBe('success');
    await until(
      () => isCurrent(page, 'playlist-card', 'Rock, Pop'),
      (v) => v === 'true',
    );
    await card(page, 'playlist-card', 'Rock, Pop').getByTestId('equaliser').waitFor();
    expect(await card(page, 'playlist-card', 'Rock, Pop').textContent()).toMatch(/55 tracks · \d+:\d\d:\d\d/);

    await filter.fill('christmas');
    await page.getByRole('button', { name: 'Play Christmas Classics' }).click();
    expect(await toast(page, 'Now playing the playlist Christmas Classics.')).toBe('success');
    await until(
      () => isCurrent(page, 'playlist-card', 'Christmas Classics'),
      (v) => v === 'true',
    );

    await filter.fill('no such playlist');
    await page.getByText('No playlists found in your search query, please try again.').waitFor();
    await filter.fill('');
    await page.getByTestId('resume-timetable').click();
    expect(await toast(page, 'The timetable has been resumed.')).toBe('success');
    await until(
      () => page.locator('[data-testid="playlist-card"][data-current="true"]').count(),
      (n) => n === 1,
    );
    // The scheduled playlist is a calendar one.
    await page
      .locator('[data-testid="playlist-card"][data-current="true"]')
      .getByRole('img', { name: 'Scheduled playlist' })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('current playlist: title and count, play by index (755), queue (806), favourite and disable (723) with the 780 / 799 views', async () => {
    const { page, errors, context } = await openPage(browser);
    await openPlayer(page, 'Kitchen');
    await page.getByTestId('current-playlist-button').click();
    await page.waitForURL('**/player/current-playlist');
    const title = page.getByTestId('current-playlist-title');
    await until(
      () => title.textContent(),
      (t) => /\(\d+ tracks\)$/.test(t ?? ''),
    );
    const tracks = page.getByTestId('track-card');
    await page
      .locator('[data-testid="track-card"][data-current="true"]')
      .or(tracks.first())
      .first()
      .waitFor();

    // Play the second track of the page that is enabled and not current (755): it becomes the one playing.
    const target = page
      .locator('[data-testid="track-card"][data-current="false"]')
      .filter({ has: page.locator('button[aria-label^="Play "]:not([disabled])') })
      .first();
    const targetTitle = (await target.locator('h2').textContent())!;
    await target.getByRole('button', { name: `Play ${targetTitle}` }).click();
    await until(
      () => page.getByTestId('overlay-title').textContent(),
      (t) => t === targetTitle,
    );
    await until(
      () => isCurrent(page, 'track-card', targetTitle),
      (v) => v === 'true',
    );

    // Queue another (806): toast, and the overlay's next button names it.
    const other = page
      .locator('[data-testid="track-card"][data-current="false"]')
      .filter({ hasNotText: 'Disabled' })
      .nth(1);
    const otherTitle = (await other.locator('h2').textContent())!;
    await other.getByTestId('track-menu-button').click();
    await page.locator(':popover-open').getByRole('button', { name: 'Play next', exact: true }).click();
    expect(await toast(page, `${otherTitle} will play next.`)).toBe('success');
    await until(
      () => page.getByTestId('overlay-bar').getByRole('button', { name: /^Next/ }).getAttribute('title'),
      (t) => t === `Next: ${otherTitle}`,
    );

    // Favourite it from its menu (723); 500 ms later the list and the favourites view (780) show it.
    const favourites = page.getByText(/^Favourites \(\d+\)$/);
    const before = Number((await favourites.textContent())!.match(/\d+/)![0]);
    const wasFavourite = (await other.textContent())!.includes('Favourite');
    await other.getByTestId('track-menu-button').click();
    await page
      .locator(':popover-open')
      .getByRole('button', {
        name: wasFavourite ? 'Remove from favourites' : 'Add to favourites',
        exact: true,
      })
      .click();
    await until(
      () => favourites.textContent(),
      (t) => t === `Favourites (${wasFavourite ? before - 1 : before + 1})`,
    );

    // Disable it (723 'file,false,false'); the disabled view (799) lists it; enable it again.
    await other.getByTestId('track-menu-button').click();
    await page
      .locator(':popover-open')
      .getByRole('button', { name: 'Disable this track', exact: true })
      .click();
    await until(
      () => card(page, 'track-card', otherTitle).textContent(),
      (t) => !!t?.includes('Disabled'),
    );
    await page.getByLabel(/^Disabled \(\d+\)$/).check();
    await until(
      () => tracks.allTextContents(),
      (all) => all.some((t) => t.includes(otherTitle)) && all.every((t) => t.includes('Disabled')),
    );
    await card(page, 'track-card', otherTitle).getByTestId('track-menu-button').click();
    await page
      .locator(':popover-open')
      .getByRole('button', { name: 'Enable this track', exact: true })
      .click();
    await until(
      () => tracks.allTextContents(),
      (all) => !all.some((t) => t.includes(otherTitle)),
    );
    await page.getByLabel(/^All \(\d+\)$/).check();

    // Filter on title or artist (spec §5).
    const artist = (await tracks.first().locator('p').first().textContent())!;
    await page.getByLabel('Search by title or artist').fill(artist.toUpperCase());
    await until(
      () => tracks.allTextContents(),
      (all) => all.length > 0 && all.every((t) => t.toLowerCase().includes(artist.toLowerCase())),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('messages: filter on title, play (754) with its toast and equaliser; adverts hide artist, favourite and disable', async () => {
    const { page, errors, context } = await openPage(browser);
    await openPlayer(page, 'Denim Corner');
    await openFromMenu(page, 'Messages', '/player/messages');
    const cards = page.getByTestId('message-card');
    await cards.first().waitFor();
    expect(await cards.first().textContent()).toMatch(/\d\d:\d\d/);
    await page.getByLabel('Search messages').fill('closing');
    await until(
      () => cards.count(),
      (n) => n === 1,
    );
    await page.getByRole('button', { name: 'Play Closing in 15 Minutes' }).click();
    expect(await toast(page, 'Now playing the message Closing in 15 Minutes.')).toBe('success');
    await card(page, 'message-card', 'Closing in 15 Minutes').getByTestId('equaliser').waitFor();
    await until(
      () => page.getByTestId('overlay-title').textContent(),
      (t) => t === 'Closing in 15 Minutes',
    );
    expect(await page.getByTestId('overlay-bar').getByTestId('favourite-button').count()).toBe(0);
    await page.getByLabel('Search messages').fill('nothing like this');
    await page.getByText('No messages found in your search query, please try again.').waitFor();

    await openFromMenu(page, 'Player', '/player');
    await until(
      () => page.getByTestId('track-title').textContent(),
      (t) => t === 'Closing in 15 Minutes',
    );
    expect(await page.getByTestId('track-artist').count()).toBe(0);
    expect(await page.getByTestId('favourite-button').count()).toBe(0);
    expect(await page.getByTestId('disable-button').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
