import type { Browser, Page } from 'playwright-core';
import { launch, openPage } from '../support/browser';
import { until } from '../../support/until';
import { openFromMenu, openPlayer, toast } from './player-helpers';
import { clockSeconds, nowPlayingFile, waitForTrack, waitForTrackChange } from '../support/now-playing';
import { adverts } from '../../../server/fleet/catalogue';

/** The simulated fleet's advert titles. */
const ADVERT_TITLES: ReadonlySet<string> = new Set(adverts.map((advert) => advert.Title));

/** Player screen, header, menu and transport (spec §2 Player screen, Player header, Menu; commands 0, 101–104, 723). */
describe('player screen in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const text = (page: Page, id: string) => page.getByTestId(id).textContent();

  it('shows the track, zone, player and playlist, and plays, pauses, skips and rates', async () => {
    const { page, errors, context } = await openPage(browser);
    await openPlayer(page, 'Espresso Bar');
    expect(await text(page, 'player-name')).toBe('Espresso Bar');
    expect(await text(page, 'zone-settings')).toContain('Main');
    expect(await text(page, 'header-title')).not.toBe('');
    expect(await text(page, 'track-artist')).not.toBe('');
    expect(await text(page, 'track-details')).toMatch(/\d+ BPM/);
    await page.getByTestId('current-playlist-button').waitFor();
    // Artwork (spec §3 Track: `<stillsBase>/<FileName without extension>.jpg`) loads from the local service's stills.
    const artwork = page.locator('img[src^="/stills/trk-"]').first();
    await artwork.waitFor();
    expect(
      await until(
        () => artwork.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1)),
        (width) => width !== -1,
      ),
    ).toBe(300);

    // Play state: 1 shows pause, 2 shows play (101 / 102, status 250 ms later).
    const playPause = page.getByTestId('play-pause');
    const before = await playPause.getAttribute('data-state');
    await playPause.click();
    await until(
      () => playPause.getAttribute('data-state'),
      (s) => s !== before,
    );
    expect(await playPause.getAttribute('aria-label')).toBe(before === 'playing' ? 'Play' : 'Pause');
    if ((await playPause.getAttribute('data-state')) === 'paused') {
      await playPause.click();
      await until(
        () => playPause.getAttribute('data-state'),
        (s) => s === 'playing',
      );
    }

    // Next (103): another track plays, whose title is the one the tooltip named; previous (104) goes back.
    const first = await nowPlayingFile(page);
    const next = page.getByRole('button', { name: /^Next/ });
    const nextTitle = (await next.getAttribute('title'))!.replace(/^Next: /, '');
    await next.click();
    await waitForTrackChange(page, first);
    // The tooltip names what plays on its own next (NextPlaying); Next skips an advert that is due
    // (docs/player-protocol.md §4), so when the tooltip names one, Next lands on a track instead.
    const landed = (await text(page, 'track-title')) ?? '';
    if (ADVERT_TITLES.has(nextTitle)) expect(ADVERT_TITLES.has(landed)).toBe(false);
    else expect(landed).toBe(nextTitle);
    await page.getByRole('button', { name: /^Previous/ }).click();
    await waitForTrack(page, first);

    // Favourite and disable (723): the status 500 ms later shows the new flags.
    const favourite = page.getByTestId('favourite-button');
    const wasFavourite = await favourite.getAttribute('aria-pressed');
    await favourite.click();
    await until(
      () => favourite.getAttribute('aria-pressed'),
      (p) => p !== wasFavourite,
    );
    await favourite.click();
    await until(
      () => favourite.getAttribute('aria-pressed'),
      (p) => p === wasFavourite,
    );
    const disable = page.getByTestId('disable-button');
    await disable.click();
    await until(
      () => disable.getAttribute('aria-pressed'),
      (p) => p === 'true',
    );
    await disable.click();
    await until(
      () => disable.getAttribute('aria-pressed'),
      (p) => p === 'false',
    );

    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses play/pause where RemotePauseAllowed is false, with the refusal toast', async () => {
    const { page, errors, context } = await openPage(browser);
    await openPlayer(page, 'Lobby', 'Spa');
    const playPause = page.getByTestId('play-pause');
    const state = await playPause.getAttribute('data-state');
    await playPause.click();
    expect(
      await toast(
        page,
        state === 'playing'
          ? 'Pausing remotely is not allowed for this zone.'
          : 'Playing remotely is not allowed for this zone.',
      ),
    ).toBe('error');
    expect(await playPause.getAttribute('data-state')).toBe(state);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has every menu entry; sub-screens show the zone name and go back in history; logout signs out', async () => {
    const { page, errors, context } = await openPage(browser);
    // The page's clock flows as usual; the test moves it on by hand while another screen shows.
    await page.clock.install();
    await openPlayer(page, 'Reception');
    await page.getByTestId('menu-button').click();
    const menu = page.getByTestId('menu');
    for (const entry of [
      'Home',
      'Player',
      'Playlists',
      'Messages',
      'Status',
      'Settings',
      'Help',
      'Change password',
    ]) {
      await menu.getByRole('link', { name: entry, exact: true }).waitFor();
    }
    await menu.getByTestId('language-picker').waitFor();
    await page.keyboard.press('Escape');

    const playPause = page.getByTestId('play-pause');
    if ((await playPause.getAttribute('data-state')) === 'paused') {
      await playPause.click();
      await until(
        () => playPause.getAttribute('data-state'),
        (s) => s === 'playing',
      );
    }
    const fileBefore = await nowPlayingFile(page);
    const elapsedBefore = await text(page, 'elapsed');
    await openFromMenu(page, 'Status', '/player/status');
    expect(await text(page, 'header-title')).toBe('Main');
    await page.getByTestId('overlay-bar').waitFor();
    // 2.5 s pass for the app while the status screen shows (its timers fire; no real waiting).
    await page.clock.runFor(2_500);
    await page.getByTestId('back-button').click();
    await page.waitForURL(/\/player$/);
    // Back on the player, the elapsed time has moved on while another screen was shown (not restarted).
    const moved = clockSeconds(await text(page, 'elapsed')) >= clockSeconds(elapsedBefore) + 2;
    expect(moved || (await nowPlayingFile(page)) !== fileBefore).toBe(true);
    await page.getByTestId('back-button').click();
    await page.waitForURL(/\/player-selector$/);

    await page.goBack();
    await page.waitForURL(/\/player$/);
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('ngx-webstorage|accesstoken'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
