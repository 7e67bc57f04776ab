import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage, signIn, until } from './support/browser';
import { fault } from './support/faults';
import { localeOf, type LanguageCode } from '../../src/lib/i18n/languages';
import { playPlaylist } from './player/player-helpers';
import { boxOf, isAt, openZone, overlaps, viaMenu } from './support/screens';

/** A playlist of the demo zones with 55 tracks (six pages), so paging and far-down rows exist at any hour. */
const LONG_PLAYLIST = 'Rock, Pop';
/** The player these tests set to {@link LONG_PLAYLIST}: one no other browser test uses, so none sees the change. */
const LONG_PLAYLIST_PLAYER = 'Breakfast Room';

/**
 * Defects found walking every screen as a new user at 1280×800 and 375×812: each test here failed on
 * the screens before their fix.
 */
describe('screens: defects of the walk-through, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await fault('reset');
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

  it('ten ↑ presses on the volume slider send one volume command and show one toast', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    const volumeCommands: number[] = [];
    page.on('websocket', (ws) =>
      ws.on('framesent', ({ payload }) => {
        try {
          const frame = JSON.parse(String(payload)) as { type?: string; data?: { command?: number } };
          if (frame.type === 'sendToGroup' && frame.data?.command === 107) volumeCommands.push(107);
        } catch {
          // not a JSON frame
        }
      }),
    );
    await openZone(page, 'Spin Studio');
    await page.getByTestId('zone-settings').click();
    const slider = page.getByTestId('volume-slider');
    await slider.waitFor({ timeout: 15_000 });
    const start = Number(await slider.inputValue());
    const key = start <= 90 ? 'ArrowUp' : 'ArrowDown';
    const end = start <= 90 ? start + 10 : start - 10;
    await slider.focus();
    for (let i = 0; i < 10; i++) await slider.press(key);
    const toasts = page.locator('[data-kind]').filter({ hasText: /^Volume set to/ });
    await toasts.filter({ hasText: `Volume set to ${end}%.` }).waitFor({ timeout: 15_000 });
    expect(volumeCommands).toEqual([107]);
    expect(await toasts.count()).toBe(1);
    expect(await slider.inputValue()).toBe(String(end));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the selector shows the logo skeleton first, then the logo', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl()}/`);
    await page.getByLabel('Username or e-mail').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('logo-skeleton').waitFor({ state: 'attached' });
    await page.getByRole('banner').getByRole('img', { name: 'Player Remote' }).waitFor();
    expect(await page.getByTestId('logo-skeleton').count()).toBe(0);
    await context.close();
  });

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

  it('a failed player list shows why with Try again; an ended sign-in offers Sign in again', async () => {
    const fail = (pathPrefix: string, status: number, count: number) =>
      fault('failApi', { pathPrefix, status, count });
    const { page, context } = await openPage(browser, { viewport: PHONE });
    await fail('/api/Player/list', 503, 1);
    await signIn(page);
    const panel = page.getByTestId('players-error');
    await panel.waitFor();
    expect(await panel.textContent()).toContain('503');
    expect(await page.getByTestId('players-sign-in').count()).toBe(0);
    await page.getByTestId('players-retry').click();
    await page.getByTestId('player-card').first().waitFor({ timeout: 15_000 });
    expect(await panel.count()).toBe(0);

    // The access token is refused and so is its refresh: only signing in again can help.
    await fail('/api/Player/list', 401, 1);
    await fail('/api/Account/token/refresh', 401, 1);
    await page.reload();
    await panel.waitFor();
    expect(await panel.locator('[data-reason="signed-out"]').count()).toBe(1);
    expect(await page.getByTestId('players-retry').count()).toBe(0);
    await page.getByTestId('players-sign-in').click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await context.close();
  });

  const LANGUAGES: readonly LanguageCode[] = ['en', 'en-US', 'de', 'es', 'fr', 'zh-CHS', 'zh-CHT'];

  /**
   * The header's controls all sit on its one row, and the header is one row high. The boxes are read in
   * one evaluation, so they all belong to the same rendered frame.
   */
  async function headerIsOneRow(page: Page, label: string): Promise<void> {
    const { header, rows } = await page.getByRole('banner').evaluate((banner) => {
      const box = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, empty: r.width === 0 || r.height === 0 };
      };
      // The header's own controls (not the entries of a closed popover inside it).
      const controls = banner.querySelectorAll(
        ':is(button, a, img, [data-testid="logo-skeleton"]):not([popover] *):not(button *)',
      );
      return {
        header: box(banner),
        rows: Array.from(controls)
          .map((el) => ({ what: el.getAttribute('data-testid') ?? el.tagName, ...box(el) }))
          .filter((row) => !row.empty)
          .map(({ what, top, bottom }) => ({ what, top, bottom })),
      };
    });
    expect({ label, controls: rows.length > 0 }).toEqual({ label, controls: true });
    expect({ label, oneRowHigh: header.bottom - header.top <= 64 }).toEqual({ label, oneRowHigh: true });
    // One row: every control overlaps every other vertically.
    const minBottom = Math.min(...rows.map((r) => r.bottom));
    const maxTop = Math.max(...rows.map((r) => r.top));
    expect({ label, rows, oneRow: maxTop < minBottom }).toEqual({ label, rows, oneRow: true });
  }

  it('the mobile header is one row from 320 to 430 px in all seven languages, with the impersonation banner too', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 320, height: 700 } });
    await signIn(page, 'support@example.com');
    await page.getByRole('button', { name: 'Impersonate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Act as another user' });
    await dialog.getByLabel('E-mail of the user').fill('demo@example.com');
    await dialog.getByLabel('Your password', { exact: true }).fill('Demo!2345');
    await dialog.getByRole('button', { name: 'Impersonate' }).click();
    const toast = page.locator('[data-kind]').filter({ hasText: 'You are now acting as that user.' });
    await toast.waitFor();
    const banner = page.getByTestId('impersonation-banner');
    await banner.waitFor();
    // The toast hides neither the banner nor a header control.
    const toastBox = await boxOf(toast);
    expect(overlaps(toastBox, await boxOf(banner))).toBe(false);
    for (const control of await page.getByRole('banner').locator('button, a').all())
      if (await control.isVisible()) expect(overlaps(toastBox, await boxOf(control))).toBe(false);

    // Impersonating shows the selector again: its logo comes after the skeleton (spec §9); measure the
    // header once the logo has loaded, not while the skeleton gives way to it.
    const logo = page.getByRole('banner').locator('img');
    await logo.waitFor();
    await until(
      () => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      (loaded) => loaded,
    );
    for (const width of [320, 375, 430]) {
      await page.setViewportSize({ width, height: 700 });
      for (const language of LANGUAGES) {
        await page.getByTestId('language-picker').click();
        await page
          .locator(`[data-testid="language-list"]:popover-open [data-language="${language}"]`)
          .click();
        // The chosen language's texts are in once the page's language is its locale.
        await until(
          () => page.locator('html').getAttribute('lang'),
          (lang) => lang === localeOf(language),
        );
        await page.getByTestId('logout-button').waitFor();
        await headerIsOneRow(page, `${width} px, ${language}`);
        const chrome = (await boxOf(page.getByRole('banner'))).bottom;
        expect({ width, language, chrome: chrome <= 120 }).toEqual({ width, language, chrome: true });
      }
    }
    await context.close();
  });

  it('a full page of cards leaves no card alone on its last row (columns follow the page size)', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await signIn(page);
    const columnsOf = async () => {
      const cards = page.getByTestId('player-card');
      await cards.first().waitFor();
      const lefts = new Set<number>();
      for (const card of await cards.all()) lefts.add(Math.round((await boxOf(card)).left));
      return { cards: await cards.count(), columns: lefts.size };
    };
    const wide = await columnsOf();
    expect(wide.cards).toBe(9);
    expect(wide.cards % wide.columns).toBe(0);
    await page.setViewportSize({ width: 1000, height: 800 });
    await until(
      () => page.getByTestId('player-card').count(),
      (n) => n === 10,
    );
    const narrow = await columnsOf();
    expect(narrow.cards % narrow.columns).toBe(0);
    await context.close();
  });

  it('long player, property and playlist names are clamped to two lines, the full text kept', async () => {
    const LONG =
      'Extraordinarily Long Player Name For The Ground Floor Flagship Store Main Entrance Speakers';
    const PROPERTY = 'The Very Long Property Name Of The Northside Fitness And Wellbeing Centre Complex';
    const { page, context } = await openPage(browser, { viewport: PHONE });
    await page.route('**/api/Player/list', async (route) => {
      const response = await route.fetch();
      const players = (await response.json()) as { PlayerName: string; PropertyName: string }[];
      const dining = players.find((p) => p.PlayerName === 'Dining Room');
      if (dining) Object.assign(dining, { PlayerName: LONG, PropertyName: PROPERTY });
      await route.fulfill({ response, json: players });
    });
    await signIn(page);
    await page.getByLabel('Search players').fill('Extraordinarily');
    const card = page.getByTestId('player-card').first();
    await card.waitFor();
    const twoLines = async (selector: string, within = page.locator('body')) => {
      const element = within.locator(selector).first();
      const { height, line } = await element.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        line: parseFloat(getComputedStyle(el).lineHeight),
      }));
      return height <= 2 * line + 1;
    };
    expect(await twoLines('strong', card)).toBe(true);
    expect(await card.locator('strong').getAttribute('title')).toBe(LONG);
    expect(await card.locator('strong').textContent()).toBe(LONG);
    await card.click();
    await page.waitForURL(/\/player$/);
    await viaMenu(page, 'Playlists', '/player/playlists');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await twoLines('h1')).toBe(true);
    expect(await heading.textContent()).toContain(LONG);
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

  it('absurd durations from a player show a dash and never break a card', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    // Every playlist and the now-playing track report 1e308 s.
    await page.routeWebSocket(/\/client\/hubs\//, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => server.send(message));
      server.onMessage((message) => ws.send(typeof message === 'string' ? absurd(message) : message));
    });
    await openZone(page, 'Dining Room');
    await page.getByTestId('duration').filter({ hasText: '–' }).waitFor({ timeout: 15_000 });
    await viaMenu(page, 'Playlists', '/player/playlists');
    const cards = page.getByTestId('playlist-card');
    await cards.first().waitFor({ timeout: 15_000 });
    for (const text of await cards.allTextContents()) {
      expect(text).toContain('–');
      expect(text).not.toMatch(/e\+|Infinity|NaN/);
    }
    const heights = new Set<number>();
    for (const card of await cards.all())
      heights.add(Math.round((await boxOf(card)).bottom - (await boxOf(card)).top));
    expect(Math.max(...heights)).toBeLessThan(140);
    await context.close();
  });
});

/** A hub frame with every playlist's and track's duration replaced by 1e308 s. */
function absurd(frame: string): string {
  try {
    const parsed = JSON.parse(frame) as { data?: { Response?: unknown } };
    const response = parsed.data?.Response;
    if (typeof response !== 'string') return frame;
    const value = JSON.parse(response) as unknown;
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (node && typeof node === 'object') {
        const record = node as Record<string, unknown>;
        if (typeof record.DurationInSeconds === 'number') record.DurationInSeconds = 1e308;
        Object.values(record).forEach(visit);
      }
    };
    visit(value);
    parsed.data!.Response = JSON.stringify(value);
    return JSON.stringify(parsed);
  } catch {
    return frame;
  }
}
