import type { Browser } from 'playwright-core';
import { launch, openPage } from '../support/browser';
import { openFromMenu, openPlayer, setRange, toast } from './player-helpers';

/** Volume where people look (spec §2 Player screen and overlay, Settings; command 107). */
describe('the zone volume on the player and the mini-player in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('now playing has the volume slider; the desktop mini-player has a compact one; both send 107 with the settings toast', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await openPlayer(page, 'Reception');
    const slider = page.getByTestId('player-volume');
    await slider.waitFor({ timeout: 15_000 });
    expect(await page.getByRole('slider', { name: 'Volume' }).count()).toBe(1);

    await setRange(page, 'player-volume', 42);
    expect(await toast(page, 'Volume set to 42%.')).toBe('success');
    expect(await slider.getAttribute('aria-valuetext')).toBe('42 percent');
    expect(await page.getByTestId('player-volume-value').textContent()).toBe('42%');

    // A sub-screen: the mini-player starts from the zone's volume and sends its own changes.
    await openFromMenu(page, 'Playlists', '/player/playlists');
    const compact = page.getByTestId('overlay-bar').getByTestId('overlay-volume');
    await compact.waitFor({ timeout: 15_000 });
    expect(await compact.inputValue()).toBe('42');
    await setRange(page, 'overlay-volume', 30);
    expect(await toast(page, 'Volume set to 30%.')).toBe('success');

    // Settings reads the zone's volume back (802) and says the slider acts at once.
    await openFromMenu(page, 'Settings', '/player/settings');
    await page.getByTestId('volume-slider').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('volume-slider').inputValue()).toBe('30');
    expect(await page.getByTestId('volume-help').isVisible()).toBe(true);
    // One volume control on the screen: the mini-player leaves its own out on Settings.
    await page.getByTestId('overlay-bar').waitFor();
    expect(await page.getByRole('slider', { name: 'Volume' }).count()).toBe(1);
    expect(await page.getByTestId('overlay-volume').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a zone without remote volume shows the permissions notice on the player and no mini-player slider', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await openPlayer(page, 'Window Display');
    await page.getByTestId('player-volume-permissions').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('player-volume').count()).toBe(0);
    await openFromMenu(page, 'Playlists', '/player/playlists');
    await page.getByTestId('overlay-bar').waitFor();
    expect(await page.getByTestId('overlay-volume').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
