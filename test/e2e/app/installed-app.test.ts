import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, Response } from 'playwright-core';
import type { Service } from '../../../server/app';
import { openPlayer } from '../player/player-helpers';
import { baseUrl, launch, openPage } from '../support/browser';
import { demoPlayer } from '../support/fleet';
import { until } from '../../support/until';

/** A player no test changes: this one only reads its status. */
const PLAYER = demoPlayer('Spin Studio');

const banner = (page: Page) => page.getByTestId('connection-banner');

/** Waits until the page's service worker controls it. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The addresses in every cache of the page's origin. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
}

/** Resolves once the app's deferred network code is in and the browser has been idle after it (when the standalone page registers its worker). */
async function pastFirstScreenIdle(page: Page, network: Promise<Response>): Promise<void> {
  await network;
  await page.evaluate(
    () => new Promise<void>((done) => requestIdleCallback(() => requestIdleCallback(() => done()))),
  );
}

/** The now-playing screen's parts that its skeleton stands in for (their test ids), by what must match. */
const SKELETON_PARTS = {
  /** The same part, the same box: the screen's fixed parts and the title's room. */
  box: [
    'back-button',
    'menu-button',
    'track-title',
    'previous',
    'play-pause',
    'next',
    'current-playlist-button',
    'shortcuts-button',
  ],
  /** The same line (top and height), whatever width its text takes: the zone's and the player's names. */
  line: ['zone-settings', 'player-name'],
} as const;

/** A box on the page, px. */
type Box = { x: number; y: number; width: number; height: number };

/**
 * Records, once the page's scripts of index.html have run (DOMContentLoaded) and once it has drawn a frame
 * after that: whether the app's scripts had run (`window.PlayerRemote`), whether the signed-in skeleton was in
 * the page, and the boxes of the skeleton's parts (`data-skeleton-testid`); and every layout shift.
 */
function probeSkeleton(): void {
  const probe = {
    atLoaded: { appRan: true, skeleton: false },
    afterFrame: { appRan: true, skeleton: false },
    boxes: {} as Record<string, Box>,
    shifts: 0,
  };
  (window as unknown as { __skeletonProbe: typeof probe }).__skeletonProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.shifts += (entry as unknown as { value: number }).value;
  }).observe({ type: 'layout-shift', buffered: true });
  const state = () => ({
    appRan: 'PlayerRemote' in window,
    skeleton: document.querySelector('[data-skeleton]') !== null,
  });
  document.addEventListener('DOMContentLoaded', () => {
    probe.atLoaded = state();
    for (const part of document.querySelectorAll<HTMLElement>('[data-skeleton-testid]')) {
      const { x, y, width, height } = part.getBoundingClientRect();
      probe.boxes[part.dataset.skeletonTestid!] = { x, y, width, height };
    }
    requestAnimationFrame(() => setTimeout(() => (probe.afterFrame = state())));
  });
}

/**
 * The installed app (docs/architecture.md §11): the standalone page's service worker, with service
 * workers allowed in these contexts only (support/browser.ts blocks them elsewhere).
 */
describe('installed app in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('after one visit the worker controls the page; offline, /player and /player-selector and the overview open on their last known state, and recover', async () => {
    const { page, context, errors } = await openPage(browser, { serviceWorkers: 'allow' });
    const apiAnswers: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) apiAnswers.push(response);
    });
    const seen = await openPlayer(page, PLAYER.name);
    await controlled(page);

    await context.setOffline(true);
    await page.reload();
    await banner(page).waitFor();
    await page.getByTestId('last-known-mark').waitFor();
    expect(await page.getByTestId('track-title').getAttribute('data-last-known-file-name')).toBe(seen);
    expect(await page.getByTestId('play-pause').isDisabled()).toBe(true);

    await page.goto(`${baseUrl()}/player-selector`);
    await banner(page).waitFor();
    const card = page.locator(`[data-testid="player-card"][data-licence-key="${PLAYER.licenceKey}"]`);
    await card.waitFor();
    expect(await page.getByTestId('players-shown').getAttribute('data-last-known')).toBe('true');

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.locator('[data-testid="players-shown"][data-last-known="false"]').waitFor();
    await banner(page).waitFor({ state: 'detached' });
    await card.waitFor();

    // The overview: live, then offline its last known zones under the banner, then live again.
    await page.goto(`${baseUrl()}/player-selector/overview`);
    const live = page.locator('[data-testid="overview-zone"][data-state="live"]').first();
    await live.waitFor();
    await until(
      () => page.getByTestId('overview-tallies').getAttribute('data-asking'),
      (asking) => asking === '0',
      30_000,
    );
    await context.setOffline(true);
    await page.reload();
    await banner(page).waitFor();
    await page.getByTestId('overview-last-known').waitFor();
    await page.locator('[data-testid="overview-zone"][data-state="offline"]').first().waitFor();
    // Each zone says what it was last known doing (playing, paused) as the zone memory kept it, not
    // "Player offline": no zone is blamed for this device's own lack of a network, and the tallies count
    // them all as not known.
    const lastKnown = page.locator('[data-testid="overview-zone"][data-last-known="true"]');
    await lastKnown.first().waitFor();
    const { shown, kept } = await page.evaluate(() => ({
      shown: Object.fromEntries(
        [...document.querySelectorAll('[data-testid="overview-zone"]')].map((c) => [
          c.getAttribute('data-group') ?? '',
          c.getAttribute('data-play-state') ?? '',
        ]),
      ),
      kept: JSON.parse(localStorage.getItem('ngx-webstorage|zonememory') ?? '{}') as Record<
        string,
        unknown[]
      >,
    }));
    const remembered = Object.keys(shown).filter((group) => typeof kept[group]?.[2] === 'number');
    expect(remembered.length).toBeGreaterThan(0);
    expect(Object.fromEntries(remembered.map((g) => [g, shown[g]]))).toEqual(
      Object.fromEntries(remembered.map((g) => [g, String(kept[g]![2])])),
    );
    expect(Object.values(shown)).toContain('1');
    expect(await page.locator('[data-testid="overview-zone"][data-attention~="offline"]').count()).toBe(0);
    expect(await page.getByTestId('overview-tallies').getAttribute('data-unknown')).toBe(
      await page.getByTestId('overview-tallies').getAttribute('data-total'),
    );
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await live.waitFor();
    await page.getByTestId('overview-last-known').waitFor({ state: 'detached' });

    // The API's answers always came from the network, and none is in a cache.
    expect(apiAnswers.length).toBeGreaterThan(0);
    expect(apiAnswers.filter((r) => r.fromServiceWorker()).map((r) => r.url())).toEqual([]);
    expect((await cachedUrls(page)).filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a repeat visit of the player page paints its skeleton before the app runs, in the screen’s own layout, and the screen takes its place without a shift, on a phone and a desktop', async () => {
    const { page, context, errors } = await openPage(browser, { serviceWorkers: 'allow' });
    await openPlayer(page, PLAYER.name);
    await controlled(page);
    await page.addInitScript(probeSkeleton);
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.reload();
      // The screen with a status (the last known one, or already the live one).
      await page
        .locator(
          '[data-testid="track-title"]:is([data-last-known-file-name], [data-file-name]:not([data-file-name=""]))',
        )
        .waitFor();
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const probe = await page.evaluate(
        () =>
          (
            window as unknown as {
              __skeletonProbe: {
                atLoaded: { appRan: boolean; skeleton: boolean };
                afterFrame: { appRan: boolean; skeleton: boolean };
                boxes: Record<string, Box>;
                shifts: number;
              };
            }
          ).__skeletonProbe,
      );
      expect({ atLoaded: probe.atLoaded, afterFrame: probe.afterFrame }).toEqual({
        atLoaded: { appRan: false, skeleton: true },
        afterFrame: { appRan: false, skeleton: true },
      });
      expect(await page.locator('[data-skeleton]').count()).toBe(0);
      expect(Object.keys(probe.boxes)).toEqual(
        expect.arrayContaining([...SKELETON_PARTS.box, ...SKELETON_PARTS.line]),
      );
      const screen = await page.evaluate(
        (ids) =>
          Object.fromEntries(
            ids.map((id) => {
              const part = document.querySelector(`[data-testid="${id}"]`);
              const box = part?.getBoundingClientRect();
              return [id, box && { x: box.x, y: box.y, width: box.width, height: box.height }];
            }),
          ),
        [...SKELETON_PARTS.box, ...SKELETON_PARTS.line],
      );
      const round = (box: Box | undefined, keys: readonly (keyof Box)[]) =>
        box && Object.fromEntries(keys.map((key) => [key, Math.round(box[key])]));
      for (const [ids, keys] of [
        [SKELETON_PARTS.box, ['x', 'y', 'width', 'height']],
        [SKELETON_PARTS.line, ['y', 'height']],
      ] as const)
        for (const id of ids)
          expect({ [id]: round(probe.boxes[id], keys) }).toEqual({ [id]: round(screen[id], keys) });
      expect(probe.shifts).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the embed example registers no worker', async () => {
    const { page, context } = await openPage(browser, { serviceWorkers: 'allow' });
    const network = page.waitForResponse((r) => /\/js\/network\.[0-9a-f]+\.js$/.test(r.url()));
    await page.goto(`${baseUrl()}/embed-example/`);
    await page.locator('#remote-here').getByLabel('Username or e-mail').waitFor();
    await pastFirstScreenIdle(page, network);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(
      0,
    );

    // The same wait on the standalone page finds its worker registered.
    const standalone = page.waitForResponse((r) => /\/js\/network\.[0-9a-f]+\.js$/.test(r.url()));
    await page.goto(`${baseUrl()}/`);
    await pastFirstScreenIdle(page, standalone);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(
      1,
    );
    await context.close();
  });

  describe('a new release', () => {
    let service: Service;
    let dist: string;
    beforeAll(async () => {
      // A copy of the build that the test turns into the next release, served by a service of its own.
      dist = mkdtempSync(join(tmpdir(), 'release-'));
      cpSync('dist', dist, { recursive: true, filter: (source) => !source.endsWith('.map') });
      const { startService } = await import('../../../server/app');
      service = await startService({ port: 0, log: false, fleet: false, distDir: dist });
    });
    afterAll(async () => {
      await service?.close();
      rmSync(dist, { recursive: true, force: true });
    });

    it('opens from its shell at once, online too; offline on the login with its note; then shows the update toast, never reloads by itself, and Reload brings the new version', async () => {
      const { page, context, errors } = await openPage(browser, { serviceWorkers: 'allow' });
      await page.goto(`${service.url}/`);
      await controlled(page);

      // The next release's page (a marker in its head) is on the service now; online, a reload still opens
      // the worker's shell at once, the one that matches the precached scripts, without asking the network.
      const index = join(dist, 'index.html');
      writeFileSync(
        index,
        readFileSync(index, 'utf8').replace('<head>', '<head><meta name="release" content="next">'),
      );
      await page.reload();
      await page.getByLabel('Username or e-mail').waitFor();
      expect(await page.locator('meta[name="release"]').count()).toBe(0);

      // Signed out and offline: the login opens from the cache, says signing in needs the network, and
      // keeps what is typed when the network returns.
      await context.setOffline(true);
      await page.reload();
      await page.getByTestId('login-offline').waitFor();
      await page.getByLabel('Username or e-mail').fill('typed@example.com');
      await context.setOffline(false);
      await page.getByTestId('login-offline').waitFor({ state: 'detached' });
      expect(await page.getByLabel('Username or e-mail').inputValue()).toBe('typed@example.com');

      // The next release: that page in the worker's precache list.
      const worker = join(dist, 'sw.js');
      writeFileSync(
        worker,
        readFileSync(worker, 'utf8').replace(/shell-[0-9a-f]{32}/, `shell-${'0'.repeat(32)}`),
      );
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));

      await page.getByTestId('update-toast').waitFor();
      // Nothing taken from the user: the page and what was typed stay until Reload.
      expect(await page.locator('meta[name="release"]').count()).toBe(0);
      expect(await page.getByLabel('Username or e-mail').inputValue()).toBe('typed@example.com');

      await page.getByTestId('update-reload').click();
      await page.locator('meta[name="release"]').waitFor({ state: 'attached' });
      await controlled(page);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('while the app stays open, it looks for a release when the page becomes visible: the toast comes without a navigation, and one Reload brings the release in', async () => {
      const { page, context, errors } = await openPage(browser, { serviceWorkers: 'allow' });
      await page.goto(`${service.url}/`);
      await page.getByLabel('Username or e-mail').waitFor();
      await controlled(page);
      let navigations = 0;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations += 1;
      });

      // A release on the service: its page carries a marker, and the worker's precache list names that page.
      const index = join(dist, 'index.html');
      writeFileSync(
        index,
        readFileSync(index, 'utf8').replace('<head>', '<head><meta name="release" content="open-app">'),
      );
      const worker = join(dist, 'sw.js');
      writeFileSync(
        worker,
        readFileSync(worker, 'utf8').replace(/shell-[0-9a-f]{32}/, `shell-${'1'.repeat(32)}`),
      );
      // The page becomes visible again (a tablet woken, a tab brought back): the app looks for a release.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await page.getByTestId('update-toast').waitFor();
      expect(navigations).toBe(0);
      expect(await page.locator('meta[name="release"][content="open-app"]').count()).toBe(0);

      await page.getByTestId('update-reload').click();
      await page.locator('meta[name="release"][content="open-app"]').waitFor({ state: 'attached' });
      await controlled(page);
      expect(navigations).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
});
