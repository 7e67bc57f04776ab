/**
 * Browser figures of `npm run bench`: Lighthouse 13 (mobile and desktop presets, several runs each)
 * on the login page and on the player page signed in against the local service, with the LCP element
 * and its phases; and on the player screen the React commits per elapsed-timer tick and the
 * main-thread scripting time per tick and per player status update at 4× CPU slowdown. Chromium is
 * started by chrome-launcher with the quiet flags of docs/architecture.md §9; Playwright attaches over CDP to
 * sign in (the profile keeps the sign-in).
 */
import { chromium, type Page } from 'playwright-core';
import {
  CHROME_FLAGS,
  cpuSlowdown as slowDown,
  performanceSession,
  scriptMs as scriptMsOf,
} from './support/cdp';
import { reactCommitHook } from './support/react-hook';

/** One Lighthouse run's figures. */
export interface LighthouseResult {
  readonly page: 'login' | 'player';
  readonly preset: 'mobile' | 'desktop';
  readonly performance: number | null;
  readonly accessibility: number | null;
  readonly bestPractices: number | null;
  readonly lcpMs: number | null;
  readonly tbtMs: number | null;
  /** Cumulative layout shift (unitless score). */
  readonly cls: number | null;
  readonly fcpMs: number | null;
  /** The largest contentful paint's element (Lighthouse's node label and selector). */
  readonly lcpElement: string | null;
  /** Its phases in ms (Lighthouse's `lcp-breakdown-insight` audit): TTFB, Load Delay, Load Time, Render Delay. */
  readonly lcpPhases: Readonly<Record<string, number>>;
  /** Failed audits of the accessibility and best-practices categories (ids), to act on. */
  readonly failed: readonly string[];
  /** The main thread's long tasks (Lighthouse's `long-tasks` audit, ms as the preset measures them), longest first. */
  readonly longTasks: readonly {
    readonly url: string;
    readonly startMs: number;
    readonly durationMs: number;
  }[];
  /** Main-thread time by kind of work (Lighthouse's `mainthread-work-breakdown` audit, ms), costliest first. */
  readonly mainThread: readonly { readonly group: string; readonly ms: number }[];
  /** Script cost per file (Lighthouse's `bootup-time` audit, ms): evaluation and parse + compile, costliest first. */
  readonly scripts: readonly {
    readonly url: string;
    readonly scriptingMs: number;
    readonly parseMs: number;
  }[];
}

/**
 * React commits and component renders per elapsed-timer tick, and main-thread scripting time (CDP
 * `Performance.getMetrics` ScriptDuration, at 4× CPU slowdown) per tick and per status update.
 */
export interface CommitResult {
  readonly ticks: number;
  readonly commits: number;
  readonly componentRenders: number;
  /** The CPU slowdown the scripting times were measured at. */
  readonly cpuSlowdown: number;
  /** Scripting ms per tick, less the clock driver's own cost (the same number of empty clock steps). */
  readonly scriptMsPerTick: number;
  readonly updates: number;
  /** Scripting ms per injected status update, less the same wait with nothing injected. */
  readonly scriptMsPerUpdate: number;
  readonly commitsPerUpdate: number;
}

/** Signs in as the demo user in `page` and opens `playerName` on the player screen. */
async function openPlayer(page: Page, baseUrl: string, playerName: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel(/^Username or e-?mail$/).fill('demo@example.com'); // en-GB or en-US
  await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/player-selector');
  await page.getByLabel('Search players').fill(playerName);
  await page.getByRole('button', { name: `Open ${playerName}`, exact: true }).click();
  await page.waitForURL(/\/player$/);
  await waitForTrack(page);
}

/**
 * Waits (at most 20 s) until the player screen in `page` shows the zone's live status (its title names
 * the track's file) and the tab has stored the cover it shows, which a reload preloads and paints first
 * (docs/design.md "What loads when"); not the title's placeholder or a loading state.
 */
export async function waitForTrack(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !!document.querySelector('[data-testid="track-title"]')?.getAttribute('data-file-name') &&
      sessionStorage.getItem('ngx-webstorage|artwork') !== null,
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * Runs Lighthouse `runs` times on the login page and on the player page, each with the mobile (default)
 * and desktop presets; `only` narrows the pages and presets. Each page in a Chromium of its own: the
 * login page as a first visit (Lighthouse resets the storage and the cache before each run), the player
 * page as a signed-in user reloads it (signed in through that Chromium's fresh profile, storage and cache
 * kept between runs). In one profile the login runs' resets left the player runs without V8's code
 * cache for the entry, so the player's figures depended on what ran before them.
 */
export async function runLighthouse(
  chromePath: string,
  baseUrl: string,
  log: (line: string) => void,
  runs = 3,
  only: {
    readonly pages?: readonly LighthouseResult['page'][];
    readonly presets?: readonly LighthouseResult['preset'][];
  } = {},
): Promise<LighthouseResult[]> {
  const pages = only.pages ?? ['login', 'player'];
  const presets = only.presets ?? ['mobile', 'desktop'];
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const results: LighthouseResult[] = [];
  /** Runs `work` against a Chromium launched for it (a fresh profile), killed after. */
  const withChrome = async (work: (port: number) => Promise<void>) => {
    const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    try {
      await work(chrome.port);
    } finally {
      chrome.kill();
    }
  };
  const audit = async (port: number, page: 'login' | 'player', url: string, preset: 'mobile' | 'desktop') => {
    log(
      `lighthouse: ${page} (${preset}) run ${results.filter((r) => r.page === page && r.preset === preset).length + 1} of ${runs}`,
    );
    const flags = {
      port,
      logLevel: 'error' as const,
      output: 'json' as const,
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: page === 'player',
    };
    const runner = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    const lhr = runner?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) =>
      lhr.categories[id]?.score == null ? null : Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const failed = ['accessibility', 'best-practices'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => {
          const items =
            (
              lhr.audits[ref.id]?.details as
                { items?: { description?: string; sourceLocation?: { url?: string } }[] } | undefined
            )?.items ?? [];
          const what = items
            .slice(0, 3)
            .map((item) => `${item.description ?? ''} ${item.sourceLocation?.url ?? ''}`.trim())
            .filter(Boolean);
          return what.length ? `${ref.id} (${what.join('; ')})` : ref.id;
        }),
    );
    results.push({
      page,
      preset,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
      ...lcpElement(lhr.audits['lcp-breakdown-insight']?.details),
      failed,
      longTasks: tableItems<{ url?: string; startTime?: number; duration?: number }>(
        lhr.audits['long-tasks']?.details,
      )
        .map((t) => ({ url: t.url ?? '', startMs: t.startTime ?? 0, durationMs: t.duration ?? 0 }))
        .sort((a, b) => b.durationMs - a.durationMs),
      mainThread: tableItems<{ groupLabel?: string; group?: string; duration?: number }>(
        lhr.audits['mainthread-work-breakdown']?.details,
      )
        .map((t) => ({ group: t.groupLabel ?? t.group ?? '', ms: t.duration ?? 0 }))
        .sort((a, b) => b.ms - a.ms),
      scripts: tableItems<{ url?: string; scripting?: number; scriptParseCompile?: number }>(
        lhr.audits['bootup-time']?.details,
      )
        .map((t) => ({
          url: t.url ?? '',
          scriptingMs: t.scripting ?? 0,
          parseMs: t.scriptParseCompile ?? 0,
        }))
        .sort((a, b) => b.scriptingMs + b.parseMs - (a.scriptingMs + a.parseMs)),
    });
  };
  const repeat = async (port: number, page: 'login' | 'player', url: string) => {
    for (const preset of presets) for (let run = 0; run < runs; run++) await audit(port, page, url, preset);
  };
  if (pages.includes('login')) await withChrome((port) => repeat(port, 'login', `${baseUrl}/`));
  if (pages.includes('player'))
    await withChrome(async (port) => {
      // Sign in through the launched Chromium's own profile, so Lighthouse (storage kept) finds the sign-in.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      const context = browser.contexts()[0] ?? (await browser.newContext());
      const page = await context.newPage();
      await openPlayer(page, baseUrl, 'Espresso Bar');
      await page.close();
      await browser.close(); // disconnects; the launched Chromium keeps running
      await repeat(port, 'player', `${baseUrl}/player`);
    });
  return results;
}

/** The rows of a Lighthouse table audit's details (`{ type: 'table', items }`); none when absent. */
function tableItems<T>(details: unknown): T[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? (items as T[]) : [];
}

/**
 * The shape of Lighthouse 13's `lcp-breakdown-insight` details: a list of the subparts' table and the
 * LCP element's node.
 */
interface LcpBreakdownDetails {
  readonly items?: readonly {
    readonly type?: string;
    readonly nodeLabel?: string;
    readonly selector?: string;
    readonly items?: readonly { readonly subpart?: string; readonly duration?: number }[];
  }[];
}

/** The names the report gives Lighthouse 13's LCP subparts. */
const LCP_PHASES: Readonly<Record<string, string>> = {
  timeToFirstByte: 'TTFB',
  resourceLoadDelay: 'Load Delay',
  resourceLoadDuration: 'Load Time',
  elementRenderDelay: 'Render Delay',
};

/**
 * The LCP element and its phases (ms) from the `lcp-breakdown-insight` audit's details; a text LCP has
 * no resource phases.
 */
function lcpElement(details: unknown): Pick<LighthouseResult, 'lcpElement' | 'lcpPhases'> {
  const parts = (details as LcpBreakdownDetails | undefined)?.items ?? [];
  const node = parts.find((part) => part.type === 'node');
  const lcpPhases: Record<string, number> = {};
  for (const row of parts.flatMap((part) => part.items ?? [])) {
    const phase = row.subpart && LCP_PHASES[row.subpart];
    if (phase && typeof row.duration === 'number') lcpPhases[phase] = row.duration;
  }
  return {
    lcpElement: node ? `${node.nodeLabel ?? ''} (${node.selector ?? ''})`.trim() : null,
    lcpPhases,
  };
}

/**
 * A page script installed before the bundle: the stand-in React DevTools hook (./support/react-hook.ts)
 * counting commits, and component fibers that are new since the previous commit and performed work
 * (React's PerformedWork flag): function, class, forwardRef and memo.
 */
const COMMIT_HOOK = `(() => {
  const stats = { commits: 0, renders: 0 };
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  let previous = new Set();
  window.__commitStats = stats;
  ${reactCommitHook(`(_id, root) => {
      stats.commits += 1;
      const seen = new Set();
      const stack = [root.current];
      while (stack.length) {
        const fiber = stack.pop();
        seen.add(fiber);
        if (COMPONENT_TAGS.has(fiber.tag) && !previous.has(fiber) && (fiber.flags & PERFORMED_WORK) !== 0) stats.renders += 1;
        if (fiber.child) stack.push(fiber.child);
        if (fiber.sibling) stack.push(fiber.sibling);
      }
      previous = seen;
    }`)}
})();`;

/** A hub frame as far as the status injection reads it. */
interface HubFrame {
  type?: string;
  sequenceId?: number;
  data?: { Command?: unknown; Response?: unknown };
}

/**
 * A copy of a player's status push (a group message with `Command: 0`) with the position moved on by
 * `step` seconds, so the screen has something to update; without `sequenceId`, which the hub client
 * delivers without de-duplication (the real frames keep their sequence). Null when `message` is not one.
 */
function movedStatus(message: string, step: number): string | null {
  try {
    const frame = JSON.parse(message) as HubFrame;
    if (frame.type !== 'message' || frame.data?.Command !== 0 || typeof frame.data.Response !== 'string')
      return null;
    const status = JSON.parse(frame.data.Response) as {
      NowPlaying?: { PositionInSeconds?: number; DurationInSeconds?: number };
    };
    const playing = status.NowPlaying;
    if (!playing || typeof playing.PositionInSeconds !== 'number') return null;
    playing.PositionInSeconds =
      (playing.PositionInSeconds + step) % Math.max(1, playing.DurationInSeconds ?? 1);
    const { sequenceId: _sequence, ...rest } = frame;
    return JSON.stringify({ ...rest, data: { ...frame.data, Response: JSON.stringify(status) } });
  } catch {
    return null;
  }
}

/**
 * On the player screen: React commits per tick of the elapsed timer (a stand-in React DevTools hook,
 * installed before the bundle loads, sees every commit; a component "rendered" in a commit when its
 * fiber is new since the previous commit and performed work), on Playwright's clock, paused and
 * advanced one second at a time; and, at `cpuSlowdown`× CPU slowdown (CDP
 * `Emulation.setCPUThrottlingRate`), the main-thread scripting time (CDP `Performance.getMetrics`
 * ScriptDuration) per tick, less the cost of as many empty clock steps, and per status update: the hub
 * socket runs through Playwright's WebSocket route, which passes every frame on and injects `updates`
 * copies of the player's last status push with the position moved on, `UPDATE_GAP_MS` apart, less the
 * same wait with nothing injected.
 */
export async function countCommits(
  chromePath: string,
  baseUrl: string,
  ticks = 30,
  updates = 20,
  cpuSlowdown = 4,
): Promise<CommitResult> {
  const UPDATE_GAP_MS = 300;
  const browser = await chromium.launch({
    executablePath: chromePath,
    headless: true,
    args: CHROME_FLAGS.filter((f) => f !== '--headless'),
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript({ content: COMMIT_HOOK });
    let lastStatus: string | null = null;
    let toPage: ((message: string) => void) | null = null;
    await page.routeWebSocket(/.*/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => server.send(message));
      server.onMessage((message) => {
        ws.send(message);
        if (typeof message === 'string' && movedStatus(message, 0)) lastStatus = message;
      });
      toPage = (message) => ws.send(message);
    });
    await page.clock.install();
    await openPlayer(page, baseUrl, 'Espresso Bar');
    await page.clock.runFor(2_000); // settle: status, skeletons
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const read = () =>
      page.evaluate(() => ({
        ...(window as unknown as { __commitStats: { commits: number; renders: number } }).__commitStats,
      }));
    const cdp = await performanceSession(context, page);
    const scriptMs = () => scriptMsOf(cdp);
    await slowDown(cdp, cpuSlowdown);

    // Ticks: the clock's own cost first (steps that fire nothing), then real ticks.
    let mark = await scriptMs();
    for (let i = 0; i < ticks; i++) await page.clock.runFor(1);
    const stepCost = (await scriptMs()) - mark;
    await page.clock.runFor(1_000 - ticks);
    const before = await read();
    mark = await scriptMs();
    for (let i = 0; i < ticks; i++) await page.clock.runFor(1_000);
    const tickCost = (await scriptMs()) - mark;
    const after = await read();

    // Status updates: the idle page's cost over the same wait first, then injected updates.
    const wait = () => new Promise((resolve) => setTimeout(resolve, UPDATE_GAP_MS));
    mark = await scriptMs();
    for (let i = 0; i < updates; i++) await wait();
    const idleCost = (await scriptMs()) - mark;
    const status = lastStatus as string | null;
    const inject = toPage as ((message: string) => void) | null;
    if (!status || !inject) throw new Error('no status push from the player reached the page');
    const beforeUpdates = await read();
    mark = await scriptMs();
    for (let i = 1; i <= updates; i++) {
      inject(movedStatus(status, i) as string);
      await wait();
    }
    const updateCost = (await scriptMs()) - mark;
    const afterUpdates = await read();
    await slowDown(cdp, 1);
    await context.close();
    return {
      ticks,
      commits: after.commits - before.commits,
      componentRenders: after.renders - before.renders,
      cpuSlowdown,
      scriptMsPerTick: (tickCost - stepCost) / ticks,
      updates,
      scriptMsPerUpdate: (updateCost - idleCost) / updates,
      commitsPerUpdate: (afterUpdates.commits - beforeUpdates.commits) / updates,
    };
  } finally {
    await browser.close();
  }
}
