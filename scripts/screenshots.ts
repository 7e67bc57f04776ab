/**
 * `npm run screenshots`: builds the bundle when it is stale, starts the local service (dev mode, demo
 * fleet, a free port), signs in as the demo user and writes every route of spec §2 as a PNG into
 * `screenshots/` (git-ignored): mobile (375 px) and desktop (1280 px), light and dark, e.g.
 * `screenshots/player-playlists.mobile.dark.png`; the mobile layouts as a touch phone sees them. It also
 * writes the README's screenshots into docs/screenshots/ (committed; the window only, not the whole
 * page): four of the player, the overview's first screen on a phone and on a desktop, and its activity's. The service runs on the tests' pinned clock, so the same tracks play each time. Chromium:
 * CHROMIUM_PATH, else the system's, else the npm package's build (scripts/support/chromium.ts).
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startService } from '../server/app';
import { buildIfStale } from '../server/build-check';
import type { Faults } from '../server/faults';
import { walkRoutes } from './support/route-walk';
import { PLAYER_LIST_ROUTE, serveChainList } from './support/chain-list';
import { CHROMIUM_ARGS, findChromium } from './support/chromium';
import { testClockStart } from './support/clock';
import { openOverviewAtTop } from './support/overview-shot';
import { storageKey } from '../src/lib/storage/web-storage';

const root = resolve(__dirname, '..');
const out = join(root, 'screenshots');
const readme = join(root, 'docs', 'screenshots');
const LAYOUTS = [
  { name: 'mobile', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;
/** The README's screenshots: which route, in which layout and scheme, under which file name. */
const README_SHOTS = [
  { route: 'player', layout: 'desktop', scheme: 'light', file: 'desktop-light.png' },
  { route: 'player/playlists', layout: 'desktop', scheme: 'dark', file: 'desktop-dark.png' },
  { route: 'player', layout: 'mobile', scheme: 'light', file: 'mobile-light.png' },
  { route: 'player/settings', layout: 'mobile', scheme: 'dark', file: 'mobile-dark.png' },
] as const;
const SCHEMES = ['light', 'dark'] as const;
/**
 * The README's pictures of the overview's first screen (light scheme, the window only), as a user meets
 * it: a phone (the tallies' row, the map by site and the first zones) and a desktop window tall enough
 * for the tallies, the map and a first row of cards whole (volume and energy in view above the action bar).
 */
const OVERVIEW_SHOTS = [
  {
    file: 'overview-phone.png',
    options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
  { file: 'overview.png', options: { viewport: { width: 1280, height: 960 } } },
] as const;
/** Players of the chain-scale player list's screenshots (the list served as FLEET_PLAYERS would build it). */
const CHAIN_PLAYERS = 2000;
/** The site the chain-scale screenshot opens from the site index. */
const CHAIN_SITE = 'Branch 20';

async function main(): Promise<void> {
  const { executablePath } = await findChromium();
  await buildIfStale(root);
  await mkdir(out, { recursive: true });
  await mkdir(readme, { recursive: true });
  const service = await startService({ port: 0, dev: true, log: false, clockStart: testClockStart() });
  const browser = await chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS] });
  let written = 0;
  try {
    for (const layout of LAYOUTS) {
      for (const colorScheme of SCHEMES) {
        const context = await browser.newContext({
          locale: 'en-GB',
          viewport: layout.viewport,
          isMobile: layout.isMobile,
          hasTouch: layout.hasTouch,
          colorScheme,
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        await walkRoutes(page, service.url, async (route) => {
          const file = join(
            out,
            `${route.name === 'login' ? 'login' : route.name.replace(/\//g, '-')}.${layout.name}.${colorScheme}.png`,
          );
          await loaded(page);
          const shot = README_SHOTS.find(
            (r) => r.route === route.name && r.layout === layout.name && r.scheme === colorScheme,
          );
          if (shot) await page.screenshot({ path: join(readme, shot.file), animations: 'disabled' });
          // The whole page in one frame: a viewport as tall as the content keeps fixed bars (the overlay) at the bottom.
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          await page.setViewportSize({
            width: layout.viewport.width,
            height: Math.max(layout.viewport.height, height),
          });
          await loaded(page);
          await page.screenshot({ path: file, animations: 'disabled' });
          await page.setViewportSize(layout.viewport);
          written++;
        });
        written += await extras(page, service.url, service.faults, (name) =>
          join(out, `${name}.${layout.name}.${colorScheme}.png`),
        );
        if (layout.name === 'desktop' && colorScheme === 'light')
          await copyFile(
            join(out, 'player-selector-overview-activity.desktop.light.png'),
            join(readme, 'activity.png'),
          );
        await context.close();
        console.log(`${layout.name}, ${colorScheme}: done`);
      }
    }
    for (const shot of OVERVIEW_SHOTS) {
      const context = await browser.newContext({
        locale: 'en-GB',
        colorScheme: 'light',
        reducedMotion: 'reduce',
        ...shot.options,
      });
      const page = await context.newPage();
      await signIn(page, service.url);
      await openOverviewAtTop(page, service.url);
      await loaded(page);
      await page.screenshot({ path: join(readme, shot.file), animations: 'disabled' });
      await context.close();
    }
  } finally {
    await browser.close();
    await service.close();
  }
  console.log(`Wrote ${written} screenshots into ${out}`);
}

/**
 * States the route walk does not stop at, each in the window only: the player list loading (card
 * skeletons), failing (the panel with its reason), finding nothing (the empty state) and at chain scale
 * (grouped by site, then a site opened from the index), a track's menu
 * open at its button, the player menu's language list, the overview of every zone and its activity. Returns how many
 * it wrote.
 */
async function extras(
  page: Page,
  origin: string,
  faults: Pick<Faults, 'failApi'>,
  file: (name: string) => string,
): Promise<number> {
  const shoot = async (name: string) => {
    await loaded(page);
    await page.screenshot({ path: file(name), animations: 'disabled' });
  };
  // The list shows its skeletons (and a failed load its panel) only when no list is remembered: else it
  // starts on the list as it last loaded.
  const forgetList = () => page.evaluate((key) => localStorage.removeItem(key), storageKey('lastPlayers'));
  await forgetList();
  await page.goto(`${origin}/player-selector`);
  await page.getByTestId('players-loading').waitFor();
  await page.screenshot({ path: file('player-selector-loading'), animations: 'disabled' });
  await page.getByTestId('player-card').first().waitFor({ timeout: 15_000 });
  await page.getByLabel('Search players').fill('no such player');
  await page.getByTestId('empty-text').waitFor();
  await shoot('player-selector-no-match');
  faults.failApi('/api/Player/list', 503, 1);
  await forgetList();
  await page.reload();
  await page.getByTestId('players-error').waitFor({ timeout: 15_000 });
  await shoot('player-selector-error');
  // The list at chain scale: the demo fleet grown to CHAIN_PLAYERS, then a site opened from the index.
  await serveChainList(page, CHAIN_PLAYERS);
  await page.reload();
  await page.getByTestId('site-toggle').first().waitFor({ timeout: 15_000 });
  await shoot('player-selector-sites');
  await page.getByTestId('site-index').selectOption(CHAIN_SITE);
  await page.locator(`[data-testid="site-toggle"][data-site="${CHAIN_SITE}"]:focus`).waitFor();
  await shoot('player-selector-site-open');
  await page.unroute(PLAYER_LIST_ROUTE);
  await page.goto(`${origin}/player/current-playlist`);
  await page.getByTestId('track-card').first().waitFor({ timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('track-menu-button').nth(1).click();
  await page.locator('[data-testid="track-menu"]:popover-open').waitFor();
  await shoot('player-current-playlist-menu');
  await page.keyboard.press('Escape');
  await page.getByTestId('menu-button').click();
  await page.getByTestId('menu').getByTestId('language-picker').click();
  await page.locator('[data-testid="language-list"]:popover-open').waitFor();
  await shoot('player-menu-language');
  await page.keyboard.press('Escape');
  // Every zone at a glance: its first screen, once every zone has its first status.
  await openOverviewAtTop(page, origin);
  await shoot('player-selector-overview');
  // The overview's activity and its alerts, below the zones.
  await page.getByTestId('activity').evaluate((panel) => panel.scrollIntoView());
  await shoot('player-selector-overview-activity');
  return 7;
}

/** Signs in as the demo user through the login form of the service at `origin` (the player list opens). */
async function signIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.locator('#username').fill('demo@example.com');
  await page.locator('#password').fill('Demo!2345');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL('**/player-selector');
}

/** Waits until the page's images have loaded and its fonts are ready. */
async function loaded(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      await document.fonts.ready;
      return [...document.images].every((image) => image.complete);
    },
    undefined,
    { timeout: 10_000 },
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
