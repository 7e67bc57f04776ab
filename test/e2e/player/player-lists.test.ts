import type { Browser, Page } from 'playwright-core';
import { launch, openPage } from '../support/browser';
import { until } from '../../support/until';
import { openFromMenu, openPlayer, toast } from './player-helpers';
import { keyOf, listItem } from '../support/identity';
import { waitForTrack } from '../support/now-playing';

/** A track's FileName from its current-playlist key (`<Index>-<FileName>`). */
const fileOfTrackKey = (key: string) => key.slice(key.indexOf('-') + 1);

/** Playlists, current playlist and messages (spec §2; commands 200, 706, 711, 723, 726, 727, 754, 755, 780, 799, 806, 801). */
describe('player lists in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The card of the list item whose key is `key`. */
  const card = (page: Page, testId: string, key: string) => listItem(page, key).getByTestId(testId);
  const isCurrent = (page: Page, testId: string, key: string) =>
    card(page, testId, key).getAttribute('data-current');

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
    // Found by typing its name; from then on the playlist is its PlaylistId (the item's key).
    await filter.fill('  ROCK, ');
    await until(
      () => cards.count(),
      (n) => n === 1,
    );
    const rock = await keyOf(cards.first());
    await listItem(page, rock).getByRole('button', { name: 'Play Rock, Pop' }).click();
    expect(await toast(page, 'Now playing the playlist Rock, Pop.')).toBe('success');
    await until(
      () => isCurrent(page, 'playlist-card', rock),
      (v) => v === 'true',
    );
    await card(page, 'playlist-card', rock).getByTestId('equaliser').waitFor();
    expect(await card(page, 'playlist-card', rock).textContent()).toMatch(/55 tracks · \d+:\d\d:\d\d/);

    await filter.fill('christmas');
    await until(
      () => cards.count(),
      (n) => n === 1,
    );
    const christmas = await keyOf(cards.first());
    expect(christmas).not.toBe(rock);
    await listItem(page, christmas).getByRole('button', { name: 'Play Christmas Classics' }).click();
    expect(await toast(page, 'Now playing the playlist Christmas Classics.')).toBe('success');
    await until(
      () => isCurrent(page, 'playlist-card', christmas),
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

    // Play the first track of the page that is enabled and not current (755): it becomes the one playing.
    const notCurrent = page
      .locator('li[data-key]')
      .filter({ has: page.locator('[data-testid="track-card"][data-current="false"]') });
    const targetKey = await keyOf(
      notCurrent.filter({ has: page.locator('button[aria-label^="Play "]:not([disabled])') }).first(),
    );
    const target = listItem(page, targetKey);
    const targetTitle = (await target.locator('h2').textContent())!;
    await target.getByRole('button', { name: `Play ${targetTitle}` }).click();
    await waitForTrack(page, fileOfTrackKey(targetKey), 'overlay-title');
    await until(
      () => isCurrent(page, 'track-card', targetKey),
      (v) => v === 'true',
    );

    // Queue another (806): toast, and the overlay's next button names it.
    const otherKey = await keyOf(notCurrent.filter({ hasNotText: 'Disabled' }).nth(1));
    const otherFile = fileOfTrackKey(otherKey);
    const other = listItem(page, otherKey);
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
      () => card(page, 'track-card', otherKey).textContent(),
      (t) => !!t?.includes('Disabled'),
    );
    // The disabled view (799) lists it (by FileName: its keys come from that list) and only disabled tracks.
    const shownFiles = () =>
      page.locator('li[data-key]').evaluateAll((items) => items.map((li) => li.getAttribute('data-key')!));
    await page.getByLabel(/^Disabled \(\d+\)$/).check();
    await until(
      async () => ({
        files: (await shownFiles()).map(fileOfTrackKey),
        texts: await tracks.allTextContents(),
      }),
      ({ files, texts }) => files.includes(otherFile) && texts.every((t) => t.includes('Disabled')),
    );
    const disabledKey = (await shownFiles()).find((key) => fileOfTrackKey(key) === otherFile)!;
    await card(page, 'track-card', disabledKey).getByTestId('track-menu-button').click();
    await page
      .locator(':popover-open')
      .getByRole('button', { name: 'Enable this track', exact: true })
      .click();
    await until(
      async () => (await shownFiles()).map(fileOfTrackKey),
      (files) => !files.includes(otherFile),
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
    // Found by typing its title; from then on the advert is its FileName (the item's key).
    await page.getByLabel('Search messages').fill('closing');
    await until(
      () => cards.count(),
      (n) => n === 1,
    );
    const closing = await keyOf(cards.first());
    await listItem(page, closing).getByRole('button', { name: 'Play Closing in 15 Minutes' }).click();
    expect(await toast(page, 'Now playing the message Closing in 15 Minutes.')).toBe('success');
    await card(page, 'message-card', closing).getByTestId('equaliser').waitFor();
    await waitForTrack(page, closing, 'overlay-title');
    expect(await page.getByTestId('overlay-title').textContent()).toBe('Closing in 15 Minutes');
    expect(await page.getByTestId('overlay-bar').getByTestId('favourite-button').count()).toBe(0);
    await page.getByLabel('Search messages').fill('nothing like this');
    await page.getByText('No messages found in your search query, please try again.').waitFor();

    await openFromMenu(page, 'Player', '/player');
    await waitForTrack(page, closing);
    expect(await page.getByTestId('track-artist').count()).toBe(0);
    expect(await page.getByTestId('favourite-button').count()).toBe(0);
    expect(await page.getByTestId('disable-button').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
