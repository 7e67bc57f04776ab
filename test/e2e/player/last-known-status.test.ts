import type { Browser, Page } from 'playwright-core';
import { axe } from '../a11y/a11y-routes';
import { fault, openPlayer } from './player-helpers';
import { launch, openPage } from '../support/browser';
import { demoPlayer, zoneNumber } from '../support/fleet';
import { recordCommands } from '../support/hub-frames';
import { zoneCard } from '../support/identity';
import { waitForNowPlaying } from '../support/now-playing';
import { framesPainted, recordShifts, shiftsSoFar } from '../support/layout-shifts';
import { routeScripts } from '../support/bundle-manifest';

/** A player with several zones that no other browser test uses: silencing it disturbs no one. */
const PLAYER = demoPlayer('Treatment Rooms');
const [FIRST_ZONE, SECOND_ZONE] = PLAYER.zones as [string, string];

const title = (page: Page) => page.getByTestId('track-title');
const mark = (page: Page) => page.getByTestId('last-known-mark');

/** Waits until the player screen shows the live status and the zone's volume: nothing more arrives on its own. */
async function settledOnLive(page: Page): Promise<void> {
  await waitForNowPlaying(page);
  await page.getByTestId('player-volume').waitFor();
}

/** A phone-sized page on the player's first zone, recording its layout shifts from every document on. */
async function playerOnPhone(browser: Browser) {
  const opened = await openPage(browser, { viewport: { width: 412, height: 823 } });
  await recordShifts(opened.page);
  await openPlayer(opened.page, PLAYER.name, FIRST_ZONE);
  return opened;
}

/** Goes back from the player screen to the player's zones and waits for the zone list (command 741, from the player). */
async function backToZones(page: Page): Promise<void> {
  await page.goBack();
  await page.waitForURL('**/player-selector/channels');
  await zoneCard(page, zoneNumber(PLAYER, SECOND_ZONE)).waitFor();
}

/** docs/design.md "What loads when": a zone's last known status shows at once, marked, until the hub brings its live one. */
describe('last known status in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reopening a zone shows its last known track, marked, until the live status; another zone never shows it', async () => {
    const { page, errors, context } = await openPage(browser);
    const wire = recordCommands(page);
    const seen = await openPlayer(page, PLAYER.name, FIRST_ZONE);
    await backToZones(page);

    // The player falls silent: reopening the zone, only what the tab stored can show.
    await fault('silencePlayer', { licenceKey: PLAYER.licenceKey, on: true });
    try {
      const asked = wire.next((sent) => sent.command === 0);
      await zoneCard(page, zoneNumber(PLAYER, FIRST_ZONE)).click();
      await page.waitForURL(/\/player$/);
      await mark(page).waitFor();
      expect(await title(page).getAttribute('data-last-known-file-name')).toBe(seen);
      expect(await title(page).getAttribute('data-file-name')).toBe(''); // no live track
      // The mark is there for assistive technology too: it describes the title.
      expect(await title(page).getAttribute('aria-describedby')).toBe(await mark(page).getAttribute('id'));
      expect(await mark(page).getAttribute('aria-hidden')).toBeNull();
      expect(await page.getByTestId('play-pause').isDisabled()).toBe(true);
      expect(await axe(page)).toEqual([]);

      // The app asked for the status (the silent player dropped it); the player speaks again and the app
      // asks once more as the browser comes back online: the live status replaces the last known one.
      await asked;
      await fault('silencePlayer', { licenceKey: PLAYER.licenceKey, on: false });
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await waitForNowPlaying(page);
      await mark(page).waitFor({ state: 'detached' });
      expect(await title(page).getAttribute('data-last-known-file-name')).toBeNull();
      expect(await page.getByTestId('play-pause').isEnabled()).toBe(true);

      // Another zone of the same player, never seen: nothing stored shows for it.
      await backToZones(page);
      await fault('silencePlayer', { licenceKey: PLAYER.licenceKey, on: true });
      await zoneCard(page, zoneNumber(PLAYER, SECOND_ZONE)).click();
      await page.waitForURL(/\/player$/);
      await title(page).waitFor();
      expect(await title(page).getAttribute('data-file-name')).toBe('');
      expect(await title(page).getAttribute('data-last-known-file-name')).toBeNull();
      expect(await mark(page).count()).toBe(0);
    } finally {
      await fault('silencePlayer', { licenceKey: PLAYER.licenceKey, on: false });
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('nothing on the player screen moves from its skeleton, or from the last known status, to the live status', async () => {
    const { page, errors, context } = await playerOnPhone(browser);

    // A reload with nothing stored: skeletons first.
    await page.evaluate(() => {
      for (const store of [localStorage, sessionStorage])
        for (const key of Object.keys(store)) if (/laststatus|artwork/.test(key)) store.removeItem(key);
    });
    await page.reload();
    await page.locator('[data-testid="track-title"][data-placeholder]').waitFor();
    await settledOnLive(page);
    expect(await shiftsSoFar(page)).toEqual([]);

    // A reload with the zone's last known status stored.
    await page.reload();
    await mark(page).waitFor();
    await settledOnLive(page);
    await mark(page).waitFor({ state: 'detached' });
    expect(await shiftsSoFar(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('nothing moves when the player area’s code comes after the skeleton has painted: the app renders under it, unseen', async () => {
    const { page, errors, context } = await playerOnPhone(browser);
    // A slow network: the player area's scripts are held until the routes' loading placeholder has been
    // committed and painted under the skeleton.
    const scripts = new Set(routeScripts('player-area'));
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    const hold = (url: URL) => scripts.has(url.pathname.replace(/^\//, ''));
    await page.route(hold, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await page.locator('[data-skeleton]').waitFor({ state: 'attached' });
    await page.getByTestId('route-loading').waitFor({ state: 'attached' });
    await framesPainted(page);
    release();
    await settledOnLive(page);
    expect(await page.locator('[data-skeleton]').count()).toBe(0);
    expect(await shiftsSoFar(page)).toEqual([]);
    await page.unroute(hold);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
