import type { Browser, Page } from 'playwright-core';
import { launch, openPage, signIn } from '../support/browser';
import { playPlaylist, LONG_PLAYLIST, LONG_PLAYLIST_PLAYER } from '../player/player-helpers';
import { boxOf, isAt, openZone } from '../support/screens';

/** A track's menu and the language lists (header and player menu) open at their buttons, every entry in view. */
describe('menus and language lists at their buttons, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const DESKTOP = { width: 1280, height: 800 };
  const PHONE = { width: 375, height: 812 };

  /** Every option of the open language list lies inside the list's visible box and the window. */
  async function allLanguagesVisible(page: Page): Promise<void> {
    const list = page.locator('[data-testid="language-list"]:popover-open');
    const panel = await boxOf(list);
    const options = list.locator('[data-language]');
    expect(await options.count()).toBe(7);
    const viewport = page.viewportSize()!;
    for (const option of await options.all()) {
      const box = await boxOf(option);
      expect(box.top).toBeGreaterThanOrEqual(panel.top - 0.5);
      expect(box.bottom).toBeLessThanOrEqual(panel.bottom + 0.5);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(viewport.height);
    }
  }

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'a track’s menu and the language lists open at their buttons, all seven languages in view (%s)',
    async (_name, viewport) => {
      const { page, context, errors } = await openPage(browser, { viewport });
      await signIn(page);
      // The selector header's language list.
      const trigger = page.getByTestId('language-picker');
      await trigger.click();
      const headerList = page.locator('[data-testid="language-list"]:popover-open');
      await headerList.waitFor();
      expect(isAt(await boxOf(headerList), await boxOf(trigger))).toBe(true);
      await allLanguagesVisible(page);
      await page.keyboard.press('Escape');

      await openZone(page, LONG_PLAYLIST_PLAYER, undefined, true);
      await playPlaylist(page, LONG_PLAYLIST);
      await page.getByTestId('current-playlist-button').click();
      await page.waitForURL('**/player/current-playlist');
      const buttons = page.getByTestId('track-menu-button');
      await buttons.first().waitFor();
      for (const index of [0, 2, 5]) {
        const button = buttons.nth(index);
        await button.scrollIntoViewIfNeeded();
        await button.click();
        const menu = page.locator('[data-testid="track-menu"]:popover-open');
        await menu.waitFor();
        const [menuBox, buttonBox] = [await boxOf(menu), await boxOf(button)];
        expect({ index, at: isAt(menuBox, buttonBox) }).toEqual({ index, at: true });
        expect(menuBox.top).toBeGreaterThanOrEqual(0);
        expect(menuBox.bottom).toBeLessThanOrEqual(viewport.height);
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'hidden' });
      }

      // The player menu's language list, below its button inside the menu.
      await page.getByTestId('menu-button').click();
      const menuTrigger = page.getByTestId('menu').getByTestId('language-picker');
      await menuTrigger.click();
      const menuList = page.locator('[data-testid="language-list"]:popover-open');
      await menuList.waitFor();
      expect(isAt(await boxOf(menuList), await boxOf(menuTrigger))).toBe(true);
      await allLanguagesVisible(page);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
