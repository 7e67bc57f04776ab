import type { Browser, CDPSession, Page } from 'playwright-core';
import { baseUrl, launch, openPage, signIn } from '../support/browser';
import { until } from '../../support/until';
import { bundleManifest as manifest } from '../support/bundle-manifest';

/** The deferred script named `name` (`js/<name>.<hash>.js`). */
const deferred = (name: string): string => {
  const file = manifest.deferred.find((f) => f.startsWith(`js/${name}.`));
  if (!file) throw new Error(`bundle-manifest.json lists no deferred ${name} chunk`);
  return file;
};
const network = deferred('network');
const signedIn = deferred('signed-in');

/** One request of the page, on the page's own timeline (Resource Timing, ms since navigation start). */
interface Request {
  readonly path: string;
  readonly initiator: string;
  readonly start: number;
  readonly end: number;
}

/**
 * What the page recorded: its requests, the first contentful paint, and when the first screen painted: the
 * largest-contentful-paint candidate of the screen's heading (`#login-title`), else the first candidate. A
 * later, larger paint (an image that loads afterwards) is not the first screen, so the deferred chunks owe it
 * nothing (the app waits for its own first paint, src/lib/deferred/first-screen.ts).
 */
interface Timeline {
  readonly requests: Request[];
  readonly fcp: number;
  readonly lcp: number;
}

/** Records largest-contentful-paint candidates from the start of every document of the page. */
const LCP_OBSERVER = `(() => {
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp.push({ time: entry.startTime, id: entry.element?.id ?? '' });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

/**
 * One request of the page as the browser's network service saw it (the DevTools protocol's Network events),
 * with where its answer came from: `network` when the bytes were downloaded, else `memory cache`, `disk cache`,
 * `prefetch cache` or `service worker`. Resource Timing cannot tell these apart for a resource the page uses
 * a second time.
 */
interface Fetch {
  readonly path: string;
  readonly type: string;
  source: 'network' | 'memory cache' | 'disk cache' | 'prefetch cache' | 'service worker' | 'pending';
  status?: number;
}

/** Records every request of the page from now on, from the Network events of `cdp`; returns a reader of them. */
async function recordFetches(cdp: CDPSession): Promise<() => Fetch[]> {
  const fetches = new Map<string, Fetch>();
  cdp.on('Network.requestWillBeSent', (event) => {
    fetches.set(event.requestId, {
      path: new URL(event.request.url).pathname.replace(/^\//, ''),
      type: event.type ?? '',
      source: 'pending',
    });
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const fetch = fetches.get(event.requestId);
    if (fetch) fetch.source = 'memory cache';
  });
  cdp.on('Network.responseReceived', (event) => {
    const fetch = fetches.get(event.requestId);
    if (!fetch) return;
    fetch.status = event.response.status;
    if (fetch.source !== 'pending') return;
    fetch.source = event.response.fromServiceWorker
      ? 'service worker'
      : event.response.fromPrefetchCache
        ? 'prefetch cache'
        : event.response.fromDiskCache
          ? 'disk cache'
          : 'network';
  });
  await cdp.send('Network.enable');
  return () => [...fetches.values()];
}

/** Reads the page's timeline. */
function timeline(page: Page): Promise<Timeline> {
  return page.evaluate(() => {
    const lcp = (window as unknown as { __lcp: { time: number; id: string }[] }).__lcp;
    return {
      requests: performance.getEntriesByType('resource').map((e) => ({
        path: new URL(e.name).pathname.replace(/^\//, ''),
        initiator: (e as PerformanceResourceTiming).initiatorType,
        start: e.startTime,
        end: (e as PerformanceResourceTiming).responseEnd,
      })),
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      lcp: (lcp.find((c) => c.id === 'login-title') ?? lcp[0])?.time ?? Number.NaN,
    };
  });
}

/** The first request of `path`; fails the test when the page never asked for it. */
function requestOf(t: Timeline, path: string): Request {
  const found = t.requests.find((r) => r.path === path);
  if (!found)
    throw new Error(`${path} was not requested; requests: ${t.requests.map((r) => r.path).join(', ')}`);
  return found;
}

/**
 * Waits until the page's timeline holds everything a test reads from it: a request of each of `paths`
 * (Resource Timing lists a request once its answer is in) and the first screen's paint.
 */
async function settled(page: Page, paths: readonly string[]): Promise<Timeline> {
  return until(
    () => timeline(page),
    (t) => paths.every((path) => t.requests.some((r) => r.path === path)) && !Number.isNaN(t.lcp),
    { what: `requests of ${paths.join(', ')} and the first screen's paint` },
  );
}

/**
 * The first screen in one round trip after the entry (docs/design.md "What loads when"): the screen's code and
 * its language file are requested before the first paint, from index.html's hints for the login screen
 * or by the entry before React renders for the screen the visit opens on; the deferred chunks (REST and
 * hub clients, the signed-in chrome) only after the screen has painted. Times from Chromium's own
 * Resource Timing and paint entries, on the page's timeline.
 */
describe('first paint: the screen’s code and texts load in parallel with the entry, deferred code after it', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('login: index.html preloads the screen’s scripts (with integrity) and the browser language’s texts; network and signed-in code start once the screen’s code and texts are in', async () => {
    const { page, context, errors } = await openPage(browser);
    const console: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') console.push(m.text());
    });
    await page.addInitScript({ content: LCP_OBSERVER });
    await page.goto(`${baseUrl()}/`);
    await page.locator('#login-title').waitFor();
    const t = await settled(page, [
      ...manifest.routes['login-screen']!.scripts,
      'assets/i18n/en.json',
      network,
      signedIn,
    ]);

    for (const file of manifest.routes['login-screen']!.scripts) {
      const request = requestOf(t, file);
      expect({ file, initiator: request.initiator }).toEqual({ file, initiator: 'link' });
      expect(request.start).toBeLessThan(t.fcp);
    }
    const texts = requestOf(t, 'assets/i18n/en.json');
    expect(texts.initiator).toBe('link');
    expect(texts.start).toBeLessThan(t.fcp);
    // Each file once: the entry's chunk loads and the language service's fetch take the preloaded answers.
    for (const file of [...manifest.routes['login-screen']!.scripts, 'assets/i18n/en.json'])
      expect({ file, count: t.requests.filter((r) => r.path === file).length }).toEqual({ file, count: 1 });
    expect(t.lcp).toBeGreaterThanOrEqual(t.fcp);
    // Deferred code never competes with the screen's own code and texts: it starts once they are in. (The
    // app starts it after the frame that shows the screen; the paint's presentation time, which Chromium
    // reports later under load, is not a moment the page can wait for.)
    const screenIn = Math.max(
      ...[...manifest.routes['login-screen']!.scripts, 'assets/i18n/en.json'].map((f) => requestOf(t, f).end),
    );
    for (const file of [network, signedIn])
      expect({ file, afterScreen: requestOf(t, file).start >= screenIn }).toEqual({
        file,
        afterScreen: true,
      });

    // The hints keep the strict CSP (hash-based: scripts added by the page script need no nonce) and
    // Subresource Integrity: nothing blocked, nothing fetched twice.
    const hints = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((l) => ({
        as: l.as,
        integrity: l.integrity !== '',
        crossOrigin: l.crossOrigin,
        nonce: l.nonce !== '',
      })),
    );
    expect(hints).toEqual([
      ...manifest.routes['login-screen']!.scripts.map(() => ({
        as: 'script',
        integrity: true,
        crossOrigin: 'anonymous',
        nonce: false,
      })),
      // For the language the app starts in.
      { as: 'fetch', integrity: false, crossOrigin: 'anonymous', nonce: false },
    ]);
    expect(console.filter((m) => /Content Security Policy|integrity|preload/i.test(m))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a German browser: index.html’s script preloads the German texts, and only those', async () => {
    const { page, context, errors } = await openPage(browser, { locale: 'de-DE' });
    await page.addInitScript({ content: LCP_OBSERVER });
    await page.goto(`${baseUrl()}/`);
    await page.locator('#login-title').waitFor();
    const t = await settled(page, [
      ...manifest.routes['login-screen']!.scripts,
      'assets/i18n/de.json',
      network,
    ]);
    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^de\b/);
    const texts = requestOf(t, 'assets/i18n/de.json');
    expect(texts.initiator).toBe('link');
    expect(texts.start).toBeLessThan(t.fcp);
    expect(t.requests.filter((r) => r.path.startsWith('assets/i18n/')).map((r) => r.path)).toEqual([
      'assets/i18n/de.json',
    ]);
    const screenIn = Math.max(
      ...[...manifest.routes['login-screen']!.scripts, 'assets/i18n/de.json'].map((f) => requestOf(t, f).end),
    );
    expect(requestOf(t, network).start).toBeGreaterThanOrEqual(screenIn);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reload on the player: index.html requests the player area’s scripts and the last cover before the first paint; the network chunk only once the player is on screen', async () => {
    const { page, context, errors } = await openPage(browser);
    await signIn(page);
    // A chosen language wins over the browser's (en-GB here), in index.html's script as in the app.
    await page.evaluate(() => localStorage.setItem('ngx-webstorage|language', '"fr"'));
    await page.getByLabel('Search players').fill('Espresso Bar');
    await page.getByRole('button', { name: 'Open Espresso Bar', exact: true }).click();
    await page.waitForURL(/\/player$/);
    // The screen has shown the track and its cover before the reload: the cover it remembered for the reload
    // (index.html's hint preloads it) is on screen, loaded. (An advert has no cover: its still is missing,
    // answered 404, and asked again by each image that shows it, so the test waits for a track's.)
    await page.locator('[data-testid="track-title"]:not([data-file-name=""])').waitFor();
    const remembered = await page.waitForFunction(
      () => {
        const address: unknown = JSON.parse(sessionStorage.getItem('ngx-webstorage|artwork') ?? 'null');
        if (typeof address !== 'string') return false;
        const href = new URL(address, location.href).href;
        return [...document.images].some(
          (image) => image.src === href && image.complete && image.naturalWidth > 0,
        )
          ? address
          : false;
      },
      undefined,
      // An advert of the demo fleet plays for 45 s at most.
      { timeout: 60_000 },
    );
    const coverPath = new URL(String(await remembered.jsonValue()), baseUrl()).pathname.replace(/^\//, '');
    await page.addInitScript({ content: LCP_OBSERVER });
    // A cold cache, as on a phone the next morning: every script and the cover come over the network.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    const fetches = await recordFetches(cdp);
    await page.reload();
    await page.getByTestId('track-title').waitFor();
    const t = await settled(page, [
      ...manifest.routes['player-area']!.scripts,
      'assets/i18n/fr.json',
      coverPath,
      network,
    ]);

    // Hinted by index.html's page script beside the entry, not requested once the entry has run; each once
    // (webpack's script tag takes the preloaded answer: same integrity value, same CORS mode).
    for (const file of manifest.routes['player-area']!.scripts) {
      const request = requestOf(t, file);
      expect({ file, initiator: request.initiator }).toEqual({ file, initiator: 'link' });
      expect(request.start).toBeLessThan(t.fcp);
      expect(t.requests.filter((r) => r.path === file)).toHaveLength(1);
    }
    // Nothing of the login screen, which this visit does not open on.
    for (const file of manifest.routes['login-screen']!.scripts)
      expect(t.requests.filter((r) => r.path === file)).toEqual([]);
    expect(t.requests.filter((r) => r.path.startsWith('assets/i18n/'))).toEqual([
      expect.objectContaining({ path: 'assets/i18n/fr.json', initiator: 'link' }),
    ]);
    expect(requestOf(t, 'assets/i18n/fr.json').start).toBeLessThan(t.fcp);
    // The cover the screen showed before the reload, its largest paint, is preloaded by index.html's hint
    // rather than requested once the hub has answered.
    // (Chromium names the element that used the preload as the initiator; the start time tells it was the
    // hint: before the first paint, long before the screen could ask.)
    expect(requestOf(t, coverPath).start).toBeLessThan(t.fcp);
    // Its bytes come over the network once, by the hint's request: an image the screen renders later takes the
    // preloaded answer (or the HTTP cache's copy), never a second download. Counted from the browser's own
    // network log (on failure Jest prints each request of the cover with where its answer came from).
    await until(
      async () => fetches().filter((f) => f.path === coverPath),
      (cover) => cover.length > 0 && cover.every((f) => f.source !== 'pending'),
      { what: `the answers to the requests of ${coverPath}` },
    );
    const cover = fetches().filter((f) => f.path === coverPath);
    expect({ downloads: cover.filter((f) => f.source === 'network').length, cover }).toEqual({
      downloads: 1,
      cover,
    });
    // The player's largest paint is the status it asks the hub for as soon as it is committed: the network
    // chunk is requested by the player screen then (not in parallel with its code), and only then.
    const area = Math.max(...manifest.routes['player-area']!.scripts.map((file) => requestOf(t, file).end));
    expect(requestOf(t, network).start).toBeGreaterThanOrEqual(area);
    expect(t.requests.filter((r) => r.path === network)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
