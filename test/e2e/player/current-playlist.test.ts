import type { Browser } from 'playwright-core';
import { launch, openPage } from '../support/browser';
import { until } from '../../support/until';
import { openPlayer, playPlaylist, LONG_PLAYLIST, LONG_PLAYLIST_PLAYER } from './player-helpers';
import { openZone } from '../support/screens';

/** The current playlist: its filter and paging, where it opens, and the phone header above it. */
describe('the current playlist in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const DESKTOP = { width: 1280, height: 800 };
  const PHONE = { width: 375, height: 812 };

  it('a search with no match shows the empty text alone; a result that fits one page has no paging controls', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await openZone(page, LONG_PLAYLIST_PLAYER);
    await playPlaylist(page, LONG_PLAYLIST);
    await page.getByTestId('current-playlist-button').click();
    await page.getByTestId('track-card').first().waitFor();
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.waitFor(); // many tracks: paging
    const filter = page.getByLabel('Search by title or artist');
    await filter.fill('no such track anywhere');
    await page.getByTestId('empty-text').waitFor();
    expect(await pages.count()).toBe(0);
    expect(await page.getByTestId('track-card').count()).toBe(0);

    await filter.fill('');
    const first = await page.getByTestId('track-card').first().locator('h2').textContent();
    await filter.fill(first ?? '');
    await until(
      () => page.getByTestId('track-card').count(),
      (n) => n >= 1 && n <= 9,
    );
    expect(await pages.count()).toBe(0);
    await context.close();
  });

  it('the current playlist opens on the page of the playing track, with it in view', async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE });
    await openZone(page, LONG_PLAYLIST_PLAYER);
    await playPlaylist(page, LONG_PLAYLIST);
    await page.getByTestId('current-playlist-button').click();
    await page.getByTestId('track-card').first().waitFor();
    // Play a track from the third page (the list may have opened on another page: start from the first).
    const pages = page.getByRole('navigation', { name: 'Pages' });
    const previous = pages.getByRole('button', { name: 'Previous page' });
    while (await previous.isEnabled()) await previous.click();
    const next = pages.getByRole('button', { name: 'Next page' });
    await next.click();
    await next.click();
    await until(
      () => pages.textContent(),
      (text) => !!text?.includes('21–30'),
    );
    const card = page
      .locator('li[data-key]')
      .filter({ has: page.getByRole('button', { name: /^Play / }) })
      .nth(3);
    const key = (await card.getAttribute('data-key'))!;
    const file = key.slice(key.indexOf('-') + 1);
    await card.getByRole('button', { name: /^Play / }).click();
    await page
      .locator(`[data-testid="overlay-title"][data-file-name="${file}"]`)
      .waitFor({ timeout: 15_000 });
    // Leave and come back: the list opens on that page, the track in view.
    await page.getByTestId('overlay-bar').getByRole('link').click();
    await page.waitForURL(/\/player$/);
    await page.getByTestId('current-playlist-button').click();
    const playing = page.locator(`li[data-key="${key}"]`);
    await playing.waitFor();
    await until(
      () =>
        playing.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= window.innerHeight;
        }),
      (inView) => inView,
    );
    await context.close();
  });

  it('the phone header stays on screen while the current playlist scrolls', async () => {
    const { page, context } = await openPage(browser, {
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    await openPlayer(page, 'Kitchen');
    await page.getByTestId('current-playlist-button').click();
    await page.waitForURL('**/player/current-playlist');
    const tracks = page.getByTestId('track-card');
    await tracks.nth(5).waitFor();
    await tracks.last().scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    for (const id of ['back-button', 'menu-button']) {
      const box = (await page.getByTestId(id).boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      // Nothing covers it: the point at its centre is the control (or inside it).
      const onTop = await page.getByTestId(id).evaluate(
        (el, [x, y]) => {
          let hit = (el.getRootNode() as Document | ShadowRoot).elementFromPoint(x!, y!);
          while (hit && hit !== el) hit = hit.parentElement;
          return hit === el;
        },
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(onTop).toBe(true);
    }
    await context.close();
  });
});
