/**
 * The installed app's repeat visit (docs/architecture.md §11): after one visit that signed in, opened a
 * player and let the service worker take control, the player list and the player page are opened again
 * on Slow 3G ({@link SLOW_3G}) at 4× CPU slowdown, with the worker answering; first contentful paint,
 * largest contentful paint and the time the screen showed a status (the last known or the live one) are
 * read from the page. Part of `npm run bench`; alone: `npx tsx bench/repeat-visit.ts` after
 * `npm run build`.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { startService } from '../server/app';
import { SKELETON_ATTRIBUTE } from '../src/embed/prerendered';
import { CHROMIUM_ARGS, findChromium } from '../scripts/support/chromium';
import { waitForTrack } from './browser';
import { loadsText } from './support/stats';

/**
 * Slow 3G as the issue and DevTools' preset of old name it: 2 s round-trip latency, 50 KB/s down and up
 * (1 KB = 1024 bytes, as DevTools counts), given to CDP `Network.emulateNetworkConditions`.
 */
export const SLOW_3G = {
  offline: false,
  latency: 2_000,
  downloadThroughput: 50 * 1024,
  uploadThroughput: 50 * 1024,
} as const;

/** The CPU slowdown of the repeat visits (CDP `Emulation.setCPUThrottlingRate`). */
export const CPU_SLOWDOWN = 4;

/** Repeat visits per screen; the report gives every run, the medians and the worst. */
export const REPEAT_RUNS = 5;

/** The goals of a repeat visit, ms from the navigation's start: first paint and LCP with a status shown. */
export const REPEAT_GOALS = { fcpMs: 600, lcpMs: 1_000 } as const;

/** The screens opened again. */
export type RepeatScreen = 'player list' | 'player';

/** One repeat visit's figures, ms from the navigation's start; null when the page gave none. */
export interface RepeatVisit {
  readonly screen: RepeatScreen;
  readonly fcpMs: number | null;
  readonly lcpMs: number | null;
  /** When the page first held a status: the player cards, or the track's title (last known or live). */
  readonly statusMs: number | null;
  /** Whether that status was the last known one (the worker's shell and the tab's stored state). */
  readonly lastKnown: boolean;
  /** Whether the service worker controlled the page. */
  readonly controlled: boolean;
  /** When the page (the shell) was in: the navigation entry's `responseEnd`; null when the page gave none. */
  readonly shellMs: number | null;
  /** Service workers given Slow 3G for this visit (their own fetches: the navigation's network try). */
  readonly workersThrottled: number;
  /**
   * Whether the shell showed the screen's skeleton (rendered at build time, src/embed/prerendered.ts
   * `SKELETON_ATTRIBUTE`) before the app's scripts ran: the page held it when its document was parsed.
   */
  readonly skeleton: boolean;
}

/** A screen's medians over its runs and whether each goal is met (LCP only counts once a status was shown). */
export interface RepeatSummary {
  readonly screen: RepeatScreen;
  readonly runs: number;
  readonly fcpMs: number | null;
  /** The slowest run's first paint. */
  readonly fcpWorstMs: number | null;
  readonly lcpMs: number | null;
  readonly statusMs: number | null;
  readonly fcpMet: boolean;
  readonly lcpMet: boolean;
  /** The median of each run's later of LCP and status time (what the LCP goal is held to). */
  readonly lcpWithStatusMs: number | null;
  /** The slowest run's later of LCP and status time. */
  readonly lcpWithStatusWorstMs: number | null;
  /** The median time the shell was in. */
  readonly shellMs: number | null;
  /** Runs the worker did not control. */
  readonly uncontrolled: number;
  /** Runs whose first status was the live one (the tab had no last known status or list). */
  readonly live: number;
  /** Runs whose shell showed the screen's skeleton before the app ran. */
  readonly skeleton: number;
}

/** The lower middle of the numbers among `values`; null when none. */
function lowerMedian(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] ?? null) : null;
}

/** The largest of the numbers among `values`; null when none. */
function worst(values: readonly (number | null)[]): number | null {
  const numbers = values.filter((v): v is number => v !== null);
  return numbers.length ? Math.max(...numbers) : null;
}

/**
 * The medians (and the worst) per screen (in the order the screens first appear in `visits`) against
 * {@link REPEAT_GOALS}: first paint met when its median is at most the goal; LCP met when the median of
 * each run's later of LCP and status time is at most the goal (an LCP before the status is not yet the
 * status's paint). A run that was not controlled by the worker meets nothing.
 */
export function summariseRepeatVisits(visits: readonly RepeatVisit[]): RepeatSummary[] {
  const screens = [...new Set(visits.map((v) => v.screen))];
  return screens.map((screen) => {
    const runs = visits.filter((v) => v.screen === screen);
    const allControlled = runs.every((v) => v.controlled);
    const fcpMs = lowerMedian(runs.map((v) => v.fcpMs));
    const lcpMs = lowerMedian(runs.map((v) => v.lcpMs));
    const statusMs = lowerMedian(runs.map((v) => v.statusMs));
    const withStatusPerRun = runs.map((v) =>
      v.lcpMs === null || v.statusMs === null ? null : Math.max(v.lcpMs, v.statusMs),
    );
    const withStatus = lowerMedian(withStatusPerRun);
    return {
      screen,
      runs: runs.length,
      fcpMs,
      fcpWorstMs: worst(runs.map((v) => v.fcpMs)),
      lcpMs,
      statusMs,
      fcpMet: allControlled && fcpMs !== null && fcpMs <= REPEAT_GOALS.fcpMs,
      lcpMet: allControlled && withStatus !== null && withStatus <= REPEAT_GOALS.lcpMs,
      lcpWithStatusMs: withStatus,
      lcpWithStatusWorstMs: worst(withStatusPerRun),
      shellMs: lowerMedian(runs.map((v) => v.shellMs)),
      uncontrolled: runs.filter((v) => !v.controlled).length,
      live: runs.filter((v) => v.statusMs !== null && !v.lastKnown).length,
      skeleton: runs.filter((v) => v.skeleton).length,
    };
  });
}

const ms = (value: number | null) => (value === null ? '–' : Math.round(value).toLocaleString('en-GB'));
const verdict = (met: boolean) => (met ? 'met' : 'not met');

/**
 * Each goal of each screen met or not (markdown list lines); for a goal missed, the measured cause and the
 * lever left, from the medians of {@link summariseRepeatVisits}.
 */
export function repeatVisitGoals(visits: readonly RepeatVisit[]): string[] {
  const lines: string[] = [];
  for (const s of summariseRepeatVisits(visits)) {
    const notControlled = s.uncontrolled > 0 && [
      `  - cause: ${s.uncontrolled} of ${s.runs} runs were not controlled by the service worker, so the page and its scripts came over Slow 3G.`,
      '  - lever: the worker must control the page before the visit: it registers once the first screen is interactive and claims the open tabs (src/boot/worker/service-worker.ts).',
    ];
    lines.push(
      `- ${s.screen}: first paint ≤ ${REPEAT_GOALS.fcpMs} ms: ${verdict(s.fcpMet)} (median ${ms(s.fcpMs)} ms, worst ${ms(s.fcpWorstMs)} ms).`,
    );
    if (!s.fcpMet)
      lines.push(
        ...(notControlled ||
          (s.skeleton === s.runs
            ? [
                `  - cause: the shell painted the screen's skeleton before any of the app's scripts ran, and was in after ${ms(s.shellMs)} ms (median): the rest is the page's own work at ${CPU_SLOWDOWN}× CPU: its head's page script (the first read of the browser's storage), the parse of index.html with its templates (the login's copy and the skeleton, in every language), the skeleton's style, layout and paint; or a busy machine (the load average above).`,
                '  - lever: a lighter shell (a smaller head script, fewer or smaller templates: src/boot/page/, scripts/prerender.ts), or run again on a quieter machine.',
              ]
            : [
                `  - cause: the worker's shell was in after ${ms(s.shellMs)} ms (median); the rest to the first paint is the entry's script and the screen's own code, from the worker's precache, evaluated at ${CPU_SLOWDOWN}× CPU (${s.skeleton} of ${s.runs} runs had a frame of the screen, rendered at build time, to paint before them).`,
                '  - lever: less script before the first screen (the entry, docs/design.md "What loads when"), or a frame of the screen rendered at build time that the shell paints first (as the player page\'s: src/features/player/now-playing/now-playing-skeleton.tsx).',
              ])),
      );
    lines.push(
      `- ${s.screen}: LCP ≤ ${REPEAT_GOALS.lcpMs.toLocaleString('en-GB')} ms with a status in the page: ${verdict(s.lcpMet)} (median ${ms(s.lcpWithStatusMs)} ms, worst ${ms(s.lcpWithStatusWorstMs)} ms; status ${ms(s.statusMs)} ms).`,
    );
    if (!s.lcpMet)
      lines.push(
        ...(notControlled ||
          (s.live > 0
            ? [
                `  - cause: in ${s.live} of ${s.runs} runs the first status was the live one, over Slow 3G: the tab had no last known ${s.screen === 'player' ? 'status of the zone' : 'player list'}.`,
                '  - lever: the last known state is stored as the screens show it (src/lib/storage/): a run after a first visit that was cut short has none.',
              ]
            : [
                `  - cause: the last known status was in the page after ${ms(s.statusMs)} ms (median), the shell after ${ms(s.shellMs)} ms: the screen's chunk, from the worker's precache, evaluated at ${CPU_SLOWDOWN}× CPU.`,
                '  - lever: less code before the screen\'s first render (its chunk, docs/design.md "What loads when").',
              ])),
      );
  }
  return lines;
}

/** The report's section (markdown lines) for `visits`, measured with the load averages given (1, 5, 15 min). */
export function repeatVisitReport(
  visits: readonly RepeatVisit[],
  loadBefore: readonly number[],
  loadAfter: readonly number[],
): string[] {
  return [
    `After one visit that signed in as the demo user, opened Espresso Bar and waited for the service worker to control the page, the same tab opens the player list and then the player page again, ${REPEAT_RUNS} times each (medians and the worst run), on Slow 3G (CDP \`Network.emulateNetworkConditions\`: ${SLOW_3G.latency.toLocaleString('en-GB')} ms latency, ${SLOW_3G.downloadThroughput / 1024} KB/s, on the page and on the worker) at ${CPU_SLOWDOWN}× CPU slowdown. FCP and LCP from the page's paint and largest-contentful-paint entries; status: when the player cards or the track's title (last known or live) were first in the page, looked for every frame by the page itself (the bench injects no script before the first paint). Goals: FCP ≤ ${REPEAT_GOALS.fcpMs} ms, LCP ≤ ${REPEAT_GOALS.lcpMs.toLocaleString('en-GB')} ms with a status in the page. Load average (1, 5, 15 min) before ${loadsText(loadBefore)}, after ${loadsText(loadAfter)}.`,
    '',
    '| screen | runs | shell ms (median) | FCP ms (median) | FCP ms (worst) | LCP ms (median) | status ms (median) | LCP with status ms (worst) | FCP goal | LCP goal |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
    ...summariseRepeatVisits(visits).map(
      (s) =>
        `| ${s.screen} | ${s.runs} | ${ms(s.shellMs)} | ${ms(s.fcpMs)} | ${ms(s.fcpWorstMs)} | ${ms(s.lcpMs)} | ${ms(s.statusMs)} | ${ms(s.lcpWithStatusWorstMs)} | ${verdict(s.fcpMet)} | ${verdict(s.lcpMet)} |`,
    ),
    '',
    ...repeatVisitGoals(visits),
    '',
    '| screen | shell ms | FCP ms | LCP ms | status ms | status shown | skeleton first | worker in control | workers on Slow 3G |',
    '|---|---:|---:|---:|---:|---|---|---|---:|',
    ...visits.map(
      (v) =>
        `| ${v.screen} | ${ms(v.shellMs)} | ${ms(v.fcpMs)} | ${ms(v.lcpMs)} | ${ms(v.statusMs)} | ${v.statusMs === null ? 'none' : v.lastKnown ? 'last known' : 'live'} | ${v.skeleton ? 'yes' : 'no'} | ${v.controlled ? 'yes' : 'no'} | ${v.workersThrottled} |`,
    ),
  ];
}

/**
 * Applies Slow 3G to every service worker of the browser (their own fetches, e.g. the navigation the
 * worker asks the network for first) through the browser's CDP session; the page's own requests are
 * throttled on its session.
 */
async function throttleWorkers(browser: Browser): Promise<number> {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  let throttled = 0;
  for (const target of targetInfos.filter((t) => t.type === 'service_worker')) {
    const { sessionId } = await session.send('Target.attachToTarget', {
      targetId: target.targetId,
      flatten: false,
    });
    let id = 0;
    for (const [method, params] of [
      ['Network.enable', {}],
      ['Network.emulateNetworkConditions', SLOW_3G],
    ] as const)
      await session.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id: ++id, method, params }),
      });
    throttled++;
  }
  return throttled;
}

/** What shows a status, by screen: the player cards, or the track's title with a track (last known or live). */
const STATUS_SELECTORS: Readonly<Record<RepeatScreen, string>> = {
  player:
    '[data-testid="track-title"][data-last-known-file-name]:not([data-last-known-file-name=""]), [data-testid="track-title"][data-file-name]:not([data-file-name=""])',
  'player list': '[data-testid="player-card"]',
};

/** The global the page's probe writes the status time to (ms from the navigation's start). */
const STATUS_AT = '__repeatStatusAt';

/**
 * The probe each visit's page runs from its start (an init script, as text: tsx's helpers do not exist in
 * the page): every animation frame, whether the screen its address opens shows a status
 * ({@link STATUS_SELECTORS}), until one does; then it notes when in {@link STATUS_AT}. It runs in the page,
 * so the bench adds no script of its own (Playwright's injected one, 50 ms and more at 4× CPU) to the
 * page before its first paint.
 */
const STATUS_PROBE = `(() => {
  const selector = location.pathname.endsWith('/player')
    ? ${JSON.stringify(STATUS_SELECTORS.player)}
    : ${JSON.stringify(STATUS_SELECTORS['player list'])};
  const look = () => {
    if (document.querySelector(selector)) window.${STATUS_AT} = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/** Waits (reading the page's global over CDP, every {@link STATUS_POLL_MS}) until the probe has noted the status, and returns its time. */
async function statusTime(cdp: CDPSession): Promise<number> {
  const deadline = performance.now() + STATUS_TIMEOUT_MS;
  while (performance.now() < deadline) {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `window.${STATUS_AT} ?? null`,
      returnByValue: true,
    });
    if (typeof result.value === 'number') return result.value;
    await new Promise((done) => setTimeout(done, STATUS_POLL_MS));
  }
  throw new Error(`no status within ${STATUS_TIMEOUT_MS} ms`);
}

/** How often the bench asks the page whether the status is there, ms (the page notes the time itself). */
const STATUS_POLL_MS = 50;
/** How long a visit may take to show a status, ms. */
const STATUS_TIMEOUT_MS = 30_000;

/** Opens `url` in `page` (throttled through `cdp`) and reads its figures once `screen` shows a status. */
async function visit(
  page: Page,
  cdp: CDPSession,
  url: string,
  screen: RepeatScreen,
  workersThrottled: number,
): Promise<RepeatVisit> {
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'commit' });
  const statusMs = await statusTime(cdp);
  const figures = await page.evaluate(
    (s) =>
      new Promise<{
        fcp: number | null;
        lcp: number | null;
        shell: number | null;
        lastKnown: boolean;
        controlled: boolean;
        skeleton: boolean;
      }>((done) => {
        let lcp: number | null = null;
        let fcp: number | null = null;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // Paint entries come after the frame is presented: wait for the first (at most a few
        // seconds), then a frame more so the status's own paint is reported.
        const fcpSeen = new Promise<void>((seen) => {
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              if (entry.name === 'first-contentful-paint') fcp = entry.startTime;
            if (fcp !== null) seen();
          }).observe({ type: 'paint', buffered: true });
          setTimeout(seen, 5_000);
        });
        void fcpSeen.then(() =>
          requestAnimationFrame(() =>
            done({
              fcp,
              lcp,
              shell:
                (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
                  ?.responseEnd ?? null,
              lastKnown:
                s === 'player'
                  ? document.querySelector('[data-testid="last-known-mark"]') !== null
                  : document.querySelector('[data-testid="players-shown"][data-last-known="true"]') !== null,
              controlled: navigator.serviceWorker.controller !== null,
              skeleton: (window as { __skeletonAtLoad?: boolean }).__skeletonAtLoad === true,
            }),
          ),
        );
      }),
    screen,
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  return {
    screen,
    fcpMs: figures.fcp,
    lcpMs: figures.lcp,
    statusMs,
    lastKnown: figures.lastKnown,
    controlled: figures.controlled,
    shellMs: figures.shell,
    workersThrottled,
    skeleton: figures.skeleton,
  };
}

/**
 * The repeat visits against the service at `baseUrl` in the Chromium at `chromePath`: one warm-up
 * visit without throttling (sign in, open Espresso Bar, wait for its track and for the worker to
 * control the page), then {@link REPEAT_RUNS} rounds of the player list and the player page.
 */
export async function measureRepeatVisits(chromePath: string, baseUrl: string): Promise<RepeatVisit[]> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const context = await browser.newContext({ locale: 'en-GB', serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByLabel('Username or e-mail').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/player-selector');
    await page.getByLabel('Search players').fill('Espresso Bar');
    await page.getByRole('button', { name: 'Open Espresso Bar', exact: true }).click();
    await page.waitForURL(/\/player$/);
    await waitForTrack(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    // Whether each visit's shell held the screen's skeleton once parsed (before the app's scripts ran).
    await page.addInitScript((attribute) => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as { __skeletonAtLoad?: boolean }).__skeletonAtLoad =
          document.querySelector(`[${attribute}]`) !== null && !('PlayerRemote' in window);
      });
    }, SKELETON_ATTRIBUTE);
    await page.addInitScript({ content: STATUS_PROBE });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const visits: RepeatVisit[] = [];
    for (let run = 0; run < REPEAT_RUNS; run++)
      for (const [screen, path] of [
        ['player list', '/player-selector'],
        ['player', '/player'],
      ] as const) {
        const throttled = await throttleWorkers(browser);
        visits.push(await visit(page, cdp, `${baseUrl}${path}`, screen, throttled));
      }
    return visits;
  } finally {
    await browser.close();
  }
}

/** `npx tsx bench/repeat-visit.ts`: the repeat visits alone, printed with the machine's load. */
async function main(): Promise<void> {
  process.chdir(resolve(__dirname, '..'));
  const { executablePath } = await findChromium();
  const service = await startService({ port: 0, dev: true, log: false });
  const loadBefore = loadavg();
  let visits: RepeatVisit[];
  try {
    visits = await measureRepeatVisits(executablePath, service.url);
  } finally {
    await service.close();
  }
  for (const line of repeatVisitReport(visits, loadBefore, loadavg())) console.log(line);
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
