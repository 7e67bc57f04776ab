/**
 * The overview's scale figures (docs/design.md "Every zone at a glance") and the player screen's status burst:
 * `npm run bench:overview` (after `npm run build`), also a section of `npm run bench`. For each fleet
 * size (FLEET_PLAYERS: the hand-written 26, 300 with more than 600 zones and 2,000 with about 4,500) a child process starts its
 * own local service and Chromium, signs in as the demo user and opens the overview from the player list:
 *
 * - on a phone's viewport, the time from the click to the titles of the first screenful of cards, to 95 %
 *   of the online zones' first statuses and to every one (the estate's tallies count the zones still
 *   asked: the list lays out only the cards near the view), the elements in the document once loaded,
 *   and the most zone requests the page had waiting for a reply at once (the pacing, from the socket's frames);
 * - the floor under that load: a bare hub client in a fresh page at the same slowdown, against the same
 *   service, asking every online zone for its status and parsing each frame, nothing else
 *   (bench/support/bare-client.ts), and the overview's time as a multiple of it;
 * - the hub frames the page received per second, while the overview loads and once it is loaded;
 * - the JavaScript heap after a garbage collection (CDP HeapProfiler.collectGarbage, Runtime.getHeapUsage);
 * - at 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate): main-thread scripting (CDP Performance
 *   ScriptDuration) and React commits per status push, for pushes one at a time (each its own frame) and
 *   for a burst of one push to every online zone, and the most commits any frame took;
 * - on the player screen, a burst of 1,000 status pushes to one zone: the most commits in a frame and the
 *   most main-thread work in one frame (the scripts and rendering of Chromium's long animation frames),
 *   and the longest a frame waited from its first push to its animation frame.
 *
 * The pushes are real hub messages: a Node hub client of the official SDK, allowed to join and send to
 * every group, learns each zone's status from the fleet's replies and publishes copies with the position
 * moved on. Prints the figures beside the machine's load; exits non-zero when a zone never got its status.
 * BENCH_LOAD_PROFILE=FILE writes the page's CPU profile of the load to FILE (DevTools opens it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { OVERVIEW_REQUESTS_IN_FLIGHT } from '../src/config/timing';
import { buildRequest, PlayerCommand } from '../src/lib/player/commands';
import { waitForTrack } from './browser';
import { bareFloor, type FloorFigures } from './support/bare-client';
import { CHROME_FLAGS, cpuSlowdown, heapAfterGcMb, pageMetrics, performanceSession } from './support/cdp';
import { cores, loads, machineText } from './support/machine';
import { reactCommitHook } from './support/react-hook';
import { loadsText, median } from './support/stats';
import { count, startBusy } from '../scripts/stress';

/** Fleet sizes measured: the hand-written demo fleet, a large estate and a chain (`--players=` picks some). */
export const FLEET_SIZES = [26, 300, 2000] as const;
/** The viewport the figures are taken in: a phone's (docs/design.md "Every zone at a glance"). */
const PHONE = { width: 390, height: 844 };
/** The share of the online zones whose status counts as "most zones" (the 95th percentile). */
const MOST_ZONES = 0.95;
/** The CPU slowdown the scripting and frame figures are taken at. */
const CPU_SLOWDOWN = 4;
/** Status pushes sent one at a time, and the gap between them (each lands in a frame of its own). */
const SINGLE_PUSHES = 30;
const SINGLE_GAP_MS = 150;
/** The player screen's burst: status pushes to one zone, sent at once. */
const PLAYER_BURST = 1_000;
/** How often the bench reads the page's push count while it waits. */
const POLL_MS = 50;
/** How long the hub frames are counted once the overview is loaded. */
const STEADY_WINDOW_MS = 5_000;
/** How long the page must have sent no request before the pushes are measured (its round is over). */
const QUIET_MS = 2_000;
/** The slowest the overview may load, or its list scroll to its end, before the bench gives up. */
const LOAD_LIMIT_MS = 120_000;
/**
 * The most zones the bench's hub client learns the status of and pushes to at once (the on-screen
 * zones and the first ones of the fleet): below the hub's 1,000 messages a connection may leave unacked
 * (hub-protocol.md §5), which a burst to every zone of a chain would pass, closing the page's connection.
 */
const BURST_ZONES = 400;
/** The bench's hub client asks the statuses of its zones this many at a time. */
const ASK_IN_FLIGHT = 16;

/** The goals of docs/design.md "Every zone at a glance" and what bounds them. */
export const GOALS = {
  /** 95 % of the online zones' first statuses, ms, by fleet size: the first size at least the fleet's. */
  mostMs: [
    { players: 300, ms: 2_000 },
    { players: 2_000, ms: 6_000 },
    { players: 5_000, ms: 10_000 },
  ],
  /** The titles of the first screenful of zones, ms from the click. */
  firstScreenMs: 1_500,
  /** Elements in the document, and the heap after GC (MB), at this fleet size and above. */
  boundedFrom: 2_000,
  domElements: 4_000,
  heapMb: 60,
  /** The longest task while the whole list scrolls top to bottom at 4× slowdown, ms. */
  scrollTaskMs: 100,
  /** The longest task while the overview loads, at the load's slowdown, ms. */
  loadTaskMs: 200,
  /** React commits per frame of status pushes. */
  commitsPerFrame: 1,
  /**
   * One card's work per status push whatever the fleet: the main-thread work per push to an on-screen
   * card at 4× slowdown at the largest fleet measured, at most this many times the smallest's from 300
   * players up (a machine's noise moves both).
   */
  pushGrowth: 1.5,
  /** The player screen's longest frame during its burst at 4× slowdown. */
  playerFrameMs: 50,
} as const;

/** The goal for 95 % of the statuses of a fleet of `players`, ms (the largest size's for a larger fleet). */
export function mostGoalMs(players: number): number {
  const goals = GOALS.mostMs;
  return (goals.find((g) => players <= g.players) ?? goals[goals.length - 1]!).ms;
}

/** One fleet size's figures. */
export interface OverviewFigures {
  readonly players: number;
  /** The page's CPU slowdown while the overview loads (`--cpu=`; 1: full speed). */
  readonly loadCpu: number;
  readonly onlinePlayers: number;
  readonly zones: number;
  readonly onlineZones: number;
  /** From the click on the overview to every online zone's first status, ms. */
  readonly loadMs: number;
  /** From the click to the statuses of 95 % of the online zones, ms. */
  readonly mostMs: number;
  /** From the click to the page's last request of its round (statuses, then health and volumes), ms. */
  readonly roundMs: number;
  /** From the click to the titles of every card in the first screenful, ms. */
  readonly firstScreenMs: number;
  /** The longest task of the page's main thread from the click to every status, ms (0: none over 50 ms). */
  readonly loadLongestTaskMs: number;
  /** The tasks over 50 ms in that time. */
  readonly loadLongTasks: number;
  /** Elements in the document once loaded. */
  readonly domElements: number;
  /** Zones marked "not answering" once loaded (0 expected). */
  readonly notAnswering: number;
  /** The most zone requests (zone list, status) waiting for a reply at once; the pacing's limit is OVERVIEW_REQUESTS_IN_FLIGHT. */
  readonly maxInFlight: number;
  readonly requests: number;
  readonly framesPerSecondLoading: number;
  readonly framesPerSecondOpen: number;
  /** While the overview loads: the page's main thread busy (CDP TaskDuration) and in scripts (ScriptDuration), ms. */
  readonly pageBusyLoadingMs: number;
  readonly pageScriptLoadingMs: number;
  /** While the overview loads: the CPU time of this process (the hub, the simulated players, the bench), ms. */
  readonly serviceCpuLoadingMs: number;
  readonly heapMb: number;
  /**
   * The floor under the load: a bare hub client in a fresh page at the same slowdown asking every online
   * zone for its status, nothing else (bench/support/bare-client.ts).
   */
  floor: FloorFigures;
  /** Hub sockets the page opened while the overview loaded (1: its connection was never lost). */
  readonly pageSockets: number;
  /** The same by the end of the measurements (pushes, scroll), and the status requests it sent after the load (a new round). */
  readonly socketsAtEnd: number;
  readonly statusRequestsAfterLoad: number;
  /** Status requests the page sent that got no reply (group and ms after the click it was sent), when zones did not answer. */
  readonly unanswered: readonly (readonly [string, number])[];
  /** At {@link CPU_SLOWDOWN}×: scrolling the whole list top to bottom, one screen a frame. */
  readonly scroll: ScrollFigures;
  readonly single: PushFigures;
  readonly burst: PushFigures;
  /** The player screen's 1,000-push burst (measured on the smaller fleet only). */
  readonly player?: PushFigures;
  readonly load: readonly number[];
  /**
   * When the size was measured more than once (`--runs=`): every run's 95 % figure and the load at its
   * end, in the order run; the other figures are those of the median run.
   */
  readonly runs?: readonly { readonly mostMs: number; readonly load: readonly number[] }[];
}

/** What scrolling the whole list top to bottom cost, at {@link CPU_SLOWDOWN}× slowdown. */
export interface ScrollFigures {
  /** Screens scrolled (one a frame), and the time they took, ms. */
  readonly screens: number;
  readonly ms: number;
  /** From the last scroll's frame until the list was still (`data-scrolling` "false": every card full), ms. */
  readonly settleMs: number;
  /** Main-thread tasks over 50 ms (the Long Tasks API) in the scroll and its settle, and the longest, ms (0 when none). */
  readonly longTasks: number;
  readonly longestTaskMs: number;
  /** The same for the settle alone (the tasks that began after the last scroll's frame). */
  readonly settleLongTasks: number;
  readonly settleLongestTaskMs: number;
}

/** What a series of status pushes cost, at {@link CPU_SLOWDOWN}× slowdown. */
export interface PushFigures {
  readonly pushes: number;
  /** Pushes the page received (hub frames carrying command 0). */
  readonly received: number;
  readonly commits: number;
  /** Frames in which pushes arrived. */
  readonly framesWithPushes: number;
  /** The most React commits in one frame. */
  readonly maxCommitsPerFrame: number;
  /**
   * Main-thread scripting per push, ms: for pushes one at a time the median of each push's gap less the
   * median of as many gaps with nothing sent; for a burst, all of it less the same wait with nothing sent.
   */
  readonly scriptMsPerPush: number;
  /** The same for all the main thread's work (its tasks: scripts, style, layout, paint), ms. */
  readonly taskMsPerPush: number;
  /** The longest a frame waited for the main thread: from its first push to its animation frame, ms. */
  readonly maxFrameMs: number;
  /**
   * The most main-thread work in one long animation frame Chromium reported (frames over 50 ms): its
   * scripts and its rendering, or its blocking duration if larger, ms; 0 when none. A long animation
   * frame's own duration also counts the time it waited idle, so it is not the figure.
   */
  readonly busiestFrameMs: number;
}

/**
 * Page script installed before the bundle: a stand-in React DevTools hook counting commits; the hub
 * socket's status messages; and Chromium's long animation frames. Every animation frame moves the frame
 * number on (a callback that asks for the next frame first, so it runs before the app's in each frame),
 * and the first push after a frame measures how long the main thread kept the next frame waiting.
 * Commits and pushes are counted under the frame number they happen in, so the commit a frame's pushes
 * cause counts under the next number, and a commit of a later frame (an elapsed-timer tick a second
 * after the burst) under its own.
 */
const PAGE_PROBE = `(() => {
  // Dormant until start(), after the load: the load's figures are the page's own, without the probe's work
  // in each frame and on each hub frame.
  const probe = { frame: 0, commits: 0, pushes: 0, commitsByFrame: new Map(), pushesByFrame: new Map(), maxGap: 0, loaf: 0, active: false, longTasks: [] };
  window.__probe = probe;
  // The long tasks (over 50 ms) from the start, the load's included: the browser reports only those.
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask' });
  } catch {}
  let waitingSince = 0;
  const bump = (map) => map.set(probe.frame, (map.get(probe.frame) || 0) + 1);
  probe.start = () => {
    if (probe.active) return;
    probe.active = true;
    requestAnimationFrame(nextFrame);
    observeFrames();
  };
  const observeFrames = () => {
    try {
      new PerformanceObserver((list) => {
        // The frame's work: its scripts and its rendering. Its duration also counts the idle time before
        // the frame was rendered (headless Chromium spaces frames about 100 ms apart at 4× slowdown).
        for (const entry of list.getEntries()) {
          const scripts = entry.scripts.reduce((sum, script) => sum + script.duration, 0);
          const rendering = entry.renderStart > 0 ? entry.startTime + entry.duration - entry.renderStart : 0;
          probe.loaf = Math.max(probe.loaf, scripts + rendering, entry.blockingDuration);
        }
      }).observe({ type: 'long-animation-frame', buffered: false });
    } catch {}
  };
  ${reactCommitHook('() => { probe.commits += 1; bump(probe.commitsByFrame); }')}
  const nextFrame = (now) => {
    requestAnimationFrame(nextFrame);
    if (waitingSince) probe.maxGap = Math.max(probe.maxGap, now - waitingSince);
    waitingSince = 0;
    probe.frame += 1;
  };
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (!probe.active || typeof event.data !== 'string' || !event.data.includes('"Command":0')) return;
        probe.pushes += 1;
        bump(probe.pushesByFrame);
        if (!waitingSince) waitingSince = performance.now();
      });
    }
  };
})();`;

interface ProbeSnapshot {
  frame: number;
  commits: number;
  pushes: number;
  commitsByFrame: [number, number][];
  pushesByFrame: [number, number][];
  maxGap: number;
  loaf: number;
}

/** The probe's counters now; `reset` starts the frame figures (largest gap, long frames) afresh. */
async function probe(page: Page, reset = false): Promise<ProbeSnapshot> {
  return page.evaluate((again) => {
    const p = (window as unknown as { __probe: Record<string, unknown> & ProbeLike }).__probe;
    const snapshot = {
      frame: p.frame,
      commits: p.commits,
      pushes: p.pushes,
      commitsByFrame: [...p.commitsByFrame],
      pushesByFrame: [...p.pushesByFrame],
      maxGap: p.maxGap,
      loaf: p.loaf,
    };
    if (again) {
      p.maxGap = 0;
      p.loaf = 0;
    }
    return snapshot;
    interface ProbeLike {
      frame: number;
      commits: number;
      pushes: number;
      commitsByFrame: Map<number, number>;
      pushesByFrame: Map<number, number>;
      maxGap: number;
      loaf: number;
    }
  }, reset);
}

/** A hub client of the official SDK that may join and send to every group (see the file's comment). */
interface Injector {
  /** The latest status each group's player reported (its Response, parsed). */
  readonly statuses: Map<string, Record<string, unknown>>;
  /**
   * Joins `groups` and asks each zone's status (command 0), {@link ASK_IN_FLIGHT} at a time, until each
   * answered or `limitMs` passed: its statuses then publish copies. Joined only now, not while the
   * overview loads, where every reply to the page would reach this client too, past the hub's unacked bound.
   */
  learn(groups: readonly string[], limitMs: number): Promise<void>;
  /** Publishes a copy of `group`'s latest status with the position moved on by `step` seconds. */
  push(group: string, step: number): void;
  stop(): void;
}

async function injector(connectionString: string): Promise<Injector> {
  const { WebPubSubClient } = await import('@azure/web-pubsub-client');
  const { mintClientAccess } = await import('../server/hub/token');
  const { url } = await mintClientAccess(connectionString, 'players', {
    // A player's user id: the app believes zone statuses from players only (player-protocol.md §1).
    userId: 'player:bench',
    roles: ['webpubsub.joinLeaveGroup', 'webpubsub.sendToGroup'],
  });
  const client = new WebPubSubClient(url, { autoRejoinGroups: false, autoReconnect: false });
  const statuses = new Map<string, Record<string, unknown>>();
  const answered = new Map<string, () => void>();
  client.on('group-message', ({ message }) => {
    const data = message.data as { Command?: unknown; Response?: unknown } | undefined;
    if (data?.Command !== 0 || typeof data.Response !== 'string') return;
    try {
      statuses.set(message.group, JSON.parse(data.Response) as Record<string, unknown>);
      answered.get(message.group)?.();
    } catch {
      // not a status
    }
  });
  await client.start();
  const ask = async (group: string, until: number) => {
    if (statuses.has(group)) return;
    await client.joinGroup(group);
    const zoneIndex = Number(group.slice(group.lastIndexOf('-') + 1));
    await new Promise<void>((done) => {
      const timer = setTimeout(done, Math.max(0, until - performance.now()));
      answered.set(group, () => (clearTimeout(timer), done()));
      void client
        .sendToGroup(group, { ...buildRequest(PlayerCommand.Status, [], zoneIndex) }, 'json', {
          noEcho: true,
        })
        .catch(() => undefined);
    });
    answered.delete(group);
  };
  return {
    statuses,
    async learn(groups, limitMs) {
      const until = performance.now() + limitMs;
      const queue = [...groups];
      const worker = async () => {
        for (let group = queue.shift(); group !== undefined; group = queue.shift()) await ask(group, until);
      };
      await Promise.all(Array.from({ length: ASK_IN_FLIGHT }, worker));
    },
    push(group, step) {
      const status = statuses.get(group);
      if (!status) return;
      const playing = status['NowPlaying'] as {
        PositionInSeconds?: number;
        DurationInSeconds?: number;
      } | null;
      const moved = playing
        ? {
            ...status,
            NowPlaying: {
              ...playing,
              PositionInSeconds:
                ((playing.PositionInSeconds ?? 0) + step) % Math.max(1, playing.DurationInSeconds ?? 1),
            },
          }
        : status;
      void client
        .sendToGroup(group, { Command: 0, Response: JSON.stringify(moved) }, 'json', {
          fireAndForget: true,
          noEcho: true,
        })
        .catch(() => undefined);
    },
    stop: () => void client.stop(),
  };
}

/** The median of `values` (see `median`); 0 when empty. */
const middle = (values: readonly number[]): number => (values.length ? median(values) : 0);

/** Waits `ms` of the machine's time (a bench paces its pushes by it; tests never do). */
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Sends `send()`'s pushes and waits `settleMs` for them to land, at the page's current CPU slowdown; the
 * idle page's scripting over the same time is subtracted.
 */
async function measurePushes(
  page: Page,
  cdp: CDPSession,
  send: () => Promise<number>,
  settleMs: number,
  idleMs: number,
): Promise<PushFigures> {
  const pushes = () =>
    page.evaluate(() => (window as unknown as { __probe: { pushes: number } }).__probe.pushes);
  // The same polling in both windows, so its own cost is subtracted with the idle page's.
  const poll = async (until: () => boolean | Promise<boolean>) => {
    while (!(await until())) await wait(POLL_MS);
  };
  let mark = await pageMetrics(cdp);
  let start = performance.now();
  const idleEnd = start + idleMs;
  await poll(async () => (await pushes(), performance.now() >= idleEnd));
  const idle = await pageMetrics(cdp);
  const idleScriptPerMs = (idle.scriptMs - mark.scriptMs) / (performance.now() - start);
  const idleTaskPerMs = (idle.taskMs - mark.taskMs) / (performance.now() - start);
  const before = await probe(page, true);
  mark = await pageMetrics(cdp);
  start = performance.now();
  const sent = await send();
  const deadline = performance.now() + 30_000;
  // Until every push has arrived (or the wait is over), then the settle time for the last renders.
  await poll(async () => (await pushes()) - before.pushes >= sent || performance.now() > deadline);
  const settled = performance.now() + settleMs;
  await poll(async () => (await pushes(), performance.now() >= settled));
  const end = await pageMetrics(cdp);
  const scriptCost = end.scriptMs - mark.scriptMs - idleScriptPerMs * (performance.now() - start);
  const taskCost = end.taskMs - mark.taskMs - idleTaskPerMs * (performance.now() - start);
  const after = await probe(page);
  const since = (pairs: [number, number][]) => new Map(pairs.filter(([frame]) => frame > before.frame));
  const commitsByFrame = since(after.commitsByFrame);
  const pushesByFrame = since(after.pushesByFrame);
  return {
    pushes: sent,
    received: after.pushes - before.pushes,
    commits: after.commits - before.commits,
    framesWithPushes: pushesByFrame.size,
    maxCommitsPerFrame: Math.max(0, ...commitsByFrame.values()),
    scriptMsPerPush: Math.max(0, scriptCost) / Math.max(1, sent),
    taskMsPerPush: Math.max(0, taskCost) / Math.max(1, sent),
    maxFrameMs: after.maxGap,
    busiestFrameMs: after.loaf,
  };
}

/** A CPU profile's costliest functions by self time (BENCH_PROFILE=1 prints them while measuring). */
function topFunctions(
  profile: {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples?: number[];
    timeDeltas?: number[];
  },
  title: string,
): string {
  const self = new Map<number, number>();
  (profile.samples ?? []).forEach((id, i) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)),
  );
  const byName = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber}`;
    byName.set(name, (byName.get(name) ?? 0) + (self.get(node.id) ?? 0));
  }
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 25);
  return [
    `profile (${title}), self ms:`,
    ...top.map(([name, us]) => `  ${(us / 1000).toFixed(1)} ${name}`),
  ].join('\n');
}

/**
 * Scrolls the page from the top to the end of the list, one screen per animation frame (a fast flick),
 * at the page's current CPU slowdown, then waits for the list to settle (its `data-scrolling` back to
 * "false": every card laid out full again, OVERVIEW_SCROLL_SETTLE_MS after the last scroll event and a
 * few cards a frame), and counts the main thread's long tasks throughout (the Long Tasks API: tasks
 * over 50 ms), those of the settle apart. Gives up after LOAD_LIMIT_MS.
 */
async function scrollThrough(page: Page): Promise<ScrollFigures> {
  // A page script as text: the bench's compiler would wrap named functions in a helper the page lacks.
  return page.evaluate(`(async () => {
    const frame = () => new Promise(requestAnimationFrame);
    const list = document.querySelector('[data-testid="overview-list"]');
    scrollTo(0, 0);
    await frame();
    const tasks = [];
    const observer = new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) tasks.push(entry);
    });
    observer.observe({ type: 'longtask' });
    const start = performance.now();
    let screens = 0;
    // The end is read once (the list's height is fixed), so the loop itself forces no layout.
    const end = document.documentElement.scrollHeight - innerHeight;
    for (let y = innerHeight; y < end + innerHeight && performance.now() - start < ${LOAD_LIMIT_MS}; y += innerHeight) {
      scrollTo(0, Math.min(y, end));
      screens += 1;
      await frame();
    }
    const ms = performance.now() - start;
    // The last scroll's frame, then the settle: until the list says every card laid out is full.
    await frame();
    const settleFrom = performance.now();
    while (list && list.getAttribute('data-scrolling') !== 'false' && performance.now() - start < ${LOAD_LIMIT_MS})
      await frame();
    const settleMs = performance.now() - settleFrom;
    // The last frames' tasks: two frames more for their entries to be delivered.
    await frame();
    await frame();
    for (const entry of observer.takeRecords()) tasks.push(entry);
    observer.disconnect();
    const longest = (some) => Math.max(0, ...some.map((entry) => entry.duration));
    return {
      screens,
      ms,
      settleMs,
      longTasks: tasks.length,
      longestTaskMs: longest(tasks),
      settleLongTasks: tasks.filter((entry) => entry.startTime >= settleFrom).length,
      settleLongestTaskMs: longest(tasks.filter((entry) => entry.startTime >= settleFrom)),
    };
  })()`);
}

/** Runs the figures of one fleet size in this process (FLEET_PLAYERS is already set). */
async function measure(): Promise<OverviewFigures> {
  const { startService } = await import('../server/app');
  const { playersOf, zoneGroup } = await import('../server/fleet/fixture');
  const { findChromium } = await import('../scripts/support/chromium');
  const demo = playersOf('demo@example.com');
  const online = demo.filter((p) => p.ConnectivityStatus === 'Online');
  const onlineGroups = online.flatMap((p) => p.zones.map((_, i) => zoneGroup(p, i + 1)));
  const { executablePath } = await findChromium();
  const service = await startService({ port: 0, dev: true, log: false });
  const hub = await injector(service.hubConnectionString);
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: CHROME_FLAGS.filter((f) => f !== '--headless'),
  });
  try {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.addInitScript({ content: PAGE_PROBE });
    const cdp = await performanceSession(context, page);
    await cdp.send('Network.enable');
    // The page's hub frames: received ones counted, zone requests matched with their replies (pacing).
    const received: number[] = [];
    const waiting = new Map<string, number>();
    const sentAt = new Map<string, number>();
    let sockets = 0;
    cdp.on('Network.webSocketCreated', () => void (sockets += 1));
    let inFlight = 0;
    let maxInFlight = 0;
    let requests = 0;
    const parse = (payload: string) => {
      try {
        return JSON.parse(payload) as { type?: string; group?: string; data?: Record<string, unknown> };
      } catch {
        return undefined;
      }
    };
    cdp.on('Network.webSocketFrameReceived', ({ response }) => {
      received.push(performance.now());
      const frame = parse(response.payloadData);
      const command = frame?.data?.['Command'];
      const key = `${frame?.group}:${String(command)}`;
      if (frame?.type === 'message' && (waiting.get(key) ?? 0) > 0) {
        waiting.set(key, (waiting.get(key) ?? 1) - 1);
        inFlight -= 1;
      }
    });
    let lastRequestAt = 0;
    cdp.on('Network.webSocketFrameSent', ({ response }) => {
      const frame = parse(response.payloadData);
      const command = frame?.data?.['command'];
      if (frame?.type === 'sendToGroup') lastRequestAt = performance.now();
      if (frame?.type !== 'sendToGroup' || command !== 0) return;
      const key = `${frame.group}:${String(command)}`;
      waiting.set(key, (waiting.get(key) ?? 0) + 1);
      sentAt.set(key, performance.now());
      requests += 1;
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
    });

    await page.goto(`${service.url}/`);
    await page.getByLabel(/^Username or e-?mail$/).fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/player-selector');
    await page.getByTestId('open-overview').waitFor();
    maxInFlight = 0;
    inFlight = 0;
    requests = 0;
    sockets = 0;
    waiting.clear();
    // The load at the page's CPU slowdown asked for (`--cpu=`: a slower phone), the rest as measured below.
    const loadCpu = loadCpuOf(process.env.BENCH_LOAD_CPU);
    if (loadCpu !== 1) await cpuSlowdown(cdp, loadCpu);
    const metricsBefore = await pageMetrics(cdp);
    const cpuBefore = process.cpuUsage();
    const opened = performance.now();
    // BENCH_LOAD_PROFILE=FILE: the page's CPU profile of the load into FILE (open it in DevTools' Performance panel).
    const loadProfile = process.env['BENCH_LOAD_PROFILE'];
    if (loadProfile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    const clickedAt = await page.evaluate<number>('performance.now()'); // text: the bench's own `performance` is Node's
    await page.getByTestId('open-overview').click();
    // The list lays out only the cards near the view: the estate's tallies say how many zones are still asked.
    const tallies = () =>
      page.$$eval('[data-testid="overview-tally"]', (buttons) =>
        Object.fromEntries(
          buttons.map((b) => [b.getAttribute('data-filter'), Number(b.getAttribute('data-count'))]),
        ),
      );
    const asked = (most: number) =>
      page.waitForFunction(
        ([zones, left]) => {
          const row = document.querySelector('[data-testid="overview-tallies"]');
          return (
            Number(row?.getAttribute('data-total')) === zones &&
            Number(row?.getAttribute('data-asking')) <= left
          );
        },
        [demo.reduce((sum, p) => sum + p.zones.length, 0), most] as const,
        { timeout: LOAD_LIMIT_MS, polling: 20 },
      );
    const firstScreen = page
      .waitForFunction(
        () => {
          // The first screenful of zones: the cards within a screen's height of the list's top.
          const list = document.querySelector('[data-testid="overview-list"]');
          const top = list?.getBoundingClientRect().top ?? 0;
          const cards = [...document.querySelectorAll('[data-testid="overview-zone"]')].filter(
            (c) => c.getBoundingClientRect().top < top + innerHeight,
          );
          return cards.length > 0 && cards.every((c) => c.getAttribute('data-state') !== 'loading');
        },
        undefined,
        { timeout: LOAD_LIMIT_MS, polling: 20 },
      )
      .then(() => performance.now());
    await asked(Math.floor(onlineGroups.length * (1 - MOST_ZONES)));
    const most = performance.now();
    await asked(0).catch(async (error: unknown) => {
      throw new Error(
        `the overview did not load ${onlineGroups.length} online zones: ${JSON.stringify(await tallies())}, ${requests} requests, ${maxInFlight} most in flight`,
        { cause: error },
      );
    });
    const loaded = performance.now();
    // The load's long tasks, from the click (page time) on.
    const loadTasks = await page.evaluate((from) => {
      const p = (window as unknown as { __probe: { start(): void; longTasks: [number, number][] } }).__probe;
      p.start();
      return p.longTasks.filter(([start]) => start >= from).map(([, duration]) => duration);
    }, clickedAt);
    if (loadProfile) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(loadProfile, JSON.stringify(profile));
    }
    const serviceCpu = process.cpuUsage(cpuBefore);
    const metricsLoaded = await pageMetrics(cdp);
    if (loadCpu !== 1) await cpuSlowdown(cdp, 1);
    const pageSockets = sockets;
    // The pacing is the load's: after it, a lost connection's new round would count its unanswered requests.
    const loadInFlight = maxInFlight;
    const loadRequests = requests;
    const unanswered = [...waiting]
      .filter(([, count]) => count > 0)
      .map(
        ([key]) => [key.slice(0, key.lastIndexOf(':')), Math.round((sentAt.get(key) ?? 0) - opened)] as const,
      );
    const firstScreenAt = await firstScreen;
    const counted = await tallies();
    const domElements = await page.evaluate(() => document.getElementsByTagName('*').length);
    const framesLoading = received.filter((t) => t >= opened && t <= loaded).length;
    const steadyFrom = performance.now();
    await wait(STEADY_WINDOW_MS);
    const framesOpen = received.filter((t) => t >= steadyFrom).length;

    // The round goes on after the statuses (each player's health, each zone's volume): the pushes and the
    // scroll are measured once the page has sent nothing for QUIET_MS, so they do not share its frames.
    while (performance.now() - lastRequestAt < QUIET_MS && performance.now() - loaded < LOAD_LIMIT_MS)
      await wait(POLL_MS);
    const roundMs = lastRequestAt - opened;
    const heapMb = await heapAfterGcMb(cdp);

    // The pushes go to the cards on screen (the list's top scrolled into view) and, for the burst, to
    // the first zones of the fleet besides, at most BURST_ZONES; the bench's client learns their statuses first.
    const onScreen = await page.evaluate(() => {
      const list = document.querySelector('[data-testid="overview-list"]');
      scrollTo(0, (list?.getBoundingClientRect().top ?? 0) + scrollY);
      return [...document.querySelectorAll('[data-testid="overview-zone"]')]
        .filter((card) => {
          const { top, bottom } = card.getBoundingClientRect();
          return card.getAttribute('data-state') === 'live' && top >= 0 && bottom <= innerHeight;
        })
        .map((card) => card.getAttribute('data-group') as string);
    });
    const sample = [...new Set([...onScreen, ...onlineGroups])].slice(0, BURST_ZONES);
    await hub.learn(sample, LOAD_LIMIT_MS);
    const shown = onScreen.filter((g) => hub.statuses.has(g));
    const known = sample.filter((g) => hub.statuses.has(g));
    if (!shown.length) throw new Error('no card on screen to push statuses to');
    await wait(STEADY_WINDOW_MS / 5); // the sample's replies rendered before the idle page is measured
    await cpuSlowdown(cdp, CPU_SLOWDOWN);
    const profiling = process.env['BENCH_PROFILE'] === '1';
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    // One at a time: each push's own work (its gap, read before and after), the median less the median
    // of as many gaps with nothing sent; robust against another process stalling one gap. The gaps take
    // turns, so a load that drifts meanwhile weighs on both alike.
    type Gap = { scriptMs: number; taskMs: number };
    const pushGaps: Gap[] = [];
    const idleGaps: Gap[] = [];
    const measured = await measurePushes(
      page,
      cdp,
      async () => {
        for (let i = 0; i < 2 * SINGLE_PUSHES; i++) {
          const send = i % 2 === 0;
          const mark = await pageMetrics(cdp);
          if (send) hub.push(shown[(i / 2) % shown.length] as string, i + 1);
          await wait(SINGLE_GAP_MS);
          const end = await pageMetrics(cdp);
          (send ? pushGaps : idleGaps).push({
            scriptMs: end.scriptMs - mark.scriptMs,
            taskMs: end.taskMs - mark.taskMs,
          });
        }
        return SINGLE_PUSHES;
      },
      500,
      500,
    );
    const perPush = (key: 'scriptMs' | 'taskMs') =>
      Math.max(0, middle(pushGaps.map((g) => g[key])) - middle(idleGaps.map((g) => g[key])));
    const single = { ...measured, scriptMsPerPush: perPush('scriptMs'), taskMsPerPush: perPush('taskMs') };
    if (profiling) console.error(topFunctions((await cdp.send('Profiler.stop')).profile, 'one at a time'));
    if (profiling) await cdp.send('Profiler.start');
    const burst = await measurePushes(
      page,
      cdp,
      async () => {
        known.forEach((group) => hub.push(group, 7));
        return known.length;
      },
      1_000,
      1_000,
    );

    if (profiling) console.error(topFunctions((await cdp.send('Profiler.stop')).profile, 'burst'));
    if (profiling) await cdp.send('Profiler.start');
    const scroll = await scrollThrough(page);
    if (profiling) console.error(topFunctions((await cdp.send('Profiler.stop')).profile, 'scroll'));
    // The overview's own connection and requests end here (the player screen asks its zone's status).
    const socketsAtEnd = sockets;
    const statusRequestsAfterLoad = requests - loadRequests;
    let player: PushFigures | undefined;
    if (demo.length <= FLEET_SIZES[0]) {
      await cpuSlowdown(cdp, 1);
      // Back to the cards the single pushes went to (the scroll left the list's end in view).
      const target = shown[0] as string;
      await page.evaluate(() => {
        const list = document.querySelector('[data-testid="overview-list"]');
        scrollTo(0, (list?.getBoundingClientRect().top ?? 0) + scrollY);
      });
      await page
        .locator(`[data-testid="overview-zone"][data-group="${target}"]`)
        .getByTestId('overview-open-zone')
        .click();
      await page.waitForURL(/\/player$/);
      await waitForTrack(page);
      await wait(2_000);
      await cpuSlowdown(cdp, CPU_SLOWDOWN);
      if (profiling) await cdp.send('Profiler.start');
      player = await measurePushes(
        page,
        cdp,
        async () => {
          for (let i = 1; i <= PLAYER_BURST; i++) hub.push(target, i);
          return PLAYER_BURST;
        },
        1_000,
        1_000,
      );
    }
    if (profiling && player) console.error(topFunctions((await cdp.send('Profiler.stop')).profile, 'player'));
    await cpuSlowdown(cdp, 1);
    await context.close();
    // The floor: a bare client against the same service at the same slowdown (bench/support/bare-client.ts).
    const floor = await bareFloor(browser, service, onlineGroups, loadCpu, PHONE, MOST_ZONES);
    return {
      floor,
      players: demo.length,
      loadCpu,
      onlinePlayers: online.length,
      zones: demo.reduce((sum, p) => sum + p.zones.length, 0),
      onlineZones: onlineGroups.length,
      loadMs: loaded - opened,
      mostMs: most - opened,
      firstScreenMs: firstScreenAt - opened,
      loadLongestTaskMs: Math.max(0, ...loadTasks),
      loadLongTasks: loadTasks.length,
      domElements,
      notAnswering: counted['not-answering'] ?? 0,
      maxInFlight: loadInFlight,
      requests: loadRequests,
      socketsAtEnd,
      statusRequestsAfterLoad,
      framesPerSecondLoading: framesLoading / ((loaded - opened) / 1000),
      pageBusyLoadingMs: metricsLoaded.taskMs - metricsBefore.taskMs,
      pageScriptLoadingMs: metricsLoaded.scriptMs - metricsBefore.scriptMs,
      serviceCpuLoadingMs: (serviceCpu.user + serviceCpu.system) / 1000,
      framesPerSecondOpen: framesOpen / (STEADY_WINDOW_MS / 1000),
      heapMb,
      roundMs,
      pageSockets,
      unanswered,
      scroll,
      single,
      burst,
      ...(player ? { player } : {}),
      load: loads(),
    };
  } finally {
    hub.stop();
    await browser.close();
    await service.close();
  }
}

/**
 * The page's CPU slowdown during the load from `value` (`--cpu=N`, or BENCH_LOAD_CPU in a child): a number
 * from 1 (full speed, also when unset) to 20. Throws a RangeError for anything else.
 */
export function loadCpuOf(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 1 || rate > 20)
    throw new RangeError(`--cpu=${value}: give a slowdown from 1 to 20`);
  return rate;
}

/**
 * Runs {@link measure} for `players` in a child process (the fleet size is read when the fixture loads),
 * the load at `loadCpu`× CPU slowdown.
 */
function measureIn(players: number, loadCpu: number): Promise<OverviewFigures> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [...process.execArgv, __filename, '--child'], {
      cwd: resolve(__dirname, '..'),
      env: { ...process.env, FLEET_PLAYERS: String(players), BENCH_LOAD_CPU: String(loadCpu) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0) fail(new Error(`overview bench for ${players} players failed (exit ${code})`));
      else done(JSON.parse(line) as OverviewFigures);
    });
  });
}

const f1 = (value: number) => value.toFixed(1);
const f2 = (value: number) => value.toFixed(2);
const metText = (met: boolean) => (met ? 'met' : '**not met**');

/** What bounded the load: the page's main thread or the service's process (the hub and the simulated players). */
const boundOf = (r: OverviewFigures): 'page' | 'service' =>
  r.pageBusyLoadingMs > r.serviceCpuLoadingMs ? 'page' : 'service';

/**
 * The report's section: a table per figure, the goals met or not, and for a goal missed the measured
 * cause and the lever.
 */
export function overviewReport(results: readonly OverviewFigures[], loadBefore: readonly number[]): string[] {
  const lines = [
    `${machineText()}; load average (1, 5, 15 min) at the start ${loadsText(loadBefore)}, and for each size at its end (the last column). Chromium headless, a ${PHONE.width} × ${PHONE.height} phone viewport, production build; the load (first screen, statuses, page busy) at ${results[0]?.loadCpu ?? 1}× CPU slowdown (--cpu=); the overview opened from the player list as the demo user, the service (hub and simulated players) in the bench's process; status pushes are real hub messages published by a Node client of the official SDK (copies of a zone's last status, the position moved on). Main-thread work: CDP TaskDuration (all the page's tasks) and ScriptDuration (its scripts) at ${CPU_SLOWDOWN}× CPU slowdown, less the idle page over the same time; commits: a React DevTools hook; frames: every animation frame numbered, a push and a commit counted under the frame they happen in. Bound: the page when its main thread was busy longer than the service's process used the CPU while the overview loaded. Floor: after the overview's measurements, a bare client in a fresh page at the same slowdown against the same service asks every online zone for its status as the overview does (its join and its request, both fire-and-forget, the same requests in flight, the reliable subprotocol's sequenceAck) and parses every frame, nothing else (bench/support/bare-client.ts): the protocol's own cost, under which no overview can load.`,
    '',
    '| players (online) | zones (online) | first screen ms | 95 % of statuses ms | floor (a bare client): 95 % ms, page busy ms (overview ÷ floor) | every status ms | round (health, volumes) ms | not answering | requests, most in flight | page hub sockets, at the end (status requests after the load) | hub frames/s loading, open | page busy, service CPU ms: bound | longest task loading ms (tasks over 50 ms) | DOM elements | heap after GC MB | load (1 / 5 / 15) |',
    '|---|---|---:|---:|---|---:|---:|---:|---:|---:|---|---|---|---:|---:|---|',
    ...results.map(
      (r) =>
        `| ${r.players} (${r.onlinePlayers}) | ${r.zones} (${r.onlineZones}) | ${Math.round(r.firstScreenMs)} | ${Math.round(r.mostMs)} | ${Math.round(r.floor.mostMs)}, ${Math.round(r.floor.pageBusyMs)} (${f1(r.mostMs / r.floor.mostMs)}×) | ${Math.round(r.loadMs)} | ${Math.round(r.roundMs)} | ${r.notAnswering} | ${r.requests}, ${r.maxInFlight} | ${r.pageSockets}, ${r.socketsAtEnd} (${r.statusRequestsAfterLoad}) | ${Math.round(r.framesPerSecondLoading)}, ${f1(r.framesPerSecondOpen)} | ${Math.round(r.pageBusyLoadingMs)}, ${Math.round(r.serviceCpuLoadingMs)}: ${boundOf(r)} | ${Math.round(r.loadLongestTaskMs)} (${r.loadLongTasks}) | ${r.domElements} | ${f1(r.heapMb)} | ${loadsText(r.load)} |`,
    ),
    ...results
      .filter((r) => r.runs && r.runs.length > 1)
      .map(
        (r) =>
          `- ${r.players} players over ${r.runs!.length} runs: 95 % of statuses ${r.runs!.map((run) => `${Math.round(run.mostMs)} ms (load ${loadsText(run.load)})`).join(', ')}; median ${Math.round(median(r.runs!.map((run) => run.mostMs)))} ms, the run the rows above show.`,
      ),
    '',
    `At ${CPU_SLOWDOWN}× CPU slowdown: status pushes to the cards on screen one at a time (${SINGLE_PUSHES}, each in a gap of ${SINGLE_GAP_MS} ms and its own frame, taking turns with as many gaps without a push; per push the median of the gaps with a push less the median of those without), a burst (one push to each of at most ${BURST_ZONES} zones, the on-screen ones first, sent at once; less the idle page over the same time, per push), and the whole list scrolled top to bottom, one screen a frame, then left to settle (until its data-scrolling is "false": every card laid out full again); each once the page's round of requests is over (it sent none for ${QUIET_MS} ms).`,
    '',
    '| players | pushes | received | React commits | commits per push | frames with pushes | most commits in a frame | main-thread ms per push (script ms) | longest wait for a frame ms | most main-thread work in a long animation frame, ms (0: none over 50) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.flatMap((r) =>
      (
        [
          ['one at a time, on screen', r.single],
          ['burst', r.burst],
          ...(r.player ? ([['player screen, burst to one zone', r.player]] as const) : []),
        ] as const
      ).map(
        ([name, p]) =>
          `| ${r.players} | ${name}: ${p.pushes} | ${p.received} | ${p.commits} | ${f2(p.commits / Math.max(1, p.received))} | ${p.framesWithPushes} | ${p.maxCommitsPerFrame} | ${f2(p.taskMsPerPush)} (${f2(p.scriptMsPerPush)}) | ${Math.round(p.maxFrameMs)} | ${Math.round(p.busiestFrameMs)} |`,
      ),
    ),
    '',
    '| players | screens scrolled | ms | settle ms (until every card is full) | long tasks (of the settle) | longest task ms (of the settle) |',
    '|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.players} | ${r.scroll.screens} | ${Math.round(r.scroll.ms)} | ${Math.round(r.scroll.settleMs)} | ${r.scroll.longTasks} (${r.scroll.settleLongTasks}) | ${Math.round(r.scroll.longestTaskMs)} (${Math.round(r.scroll.settleLongestTaskMs)}) |`,
    ),
    '',
    ...goals(results),
  ];
  return lines;
}

/** Each goal met or not, for each size it applies to; for a goal missed, the measured cause and the lever. */
function goals(results: readonly OverviewFigures[]): string[] {
  const lines: string[] = ['Goals:', ''];
  for (const r of results) {
    const goal = mostGoalMs(r.players);
    const met = r.mostMs <= goal && r.notAnswering === 0;
    lines.push(
      `- ${r.players} players: 95 % of the online zones' statuses within ${goal} ms: ${metText(met)} (${Math.round(r.mostMs)} ms, every one ${Math.round(r.loadMs)} ms, ${r.notAnswering} not answering; load ${loadsText(r.load)}); the floor, a bare client at the same slowdown: ${Math.round(r.floor.mostMs)} ms (page busy ${Math.round(r.floor.pageBusyMs)} ms, service CPU ${Math.round(r.floor.serviceCpuMs)} ms), the overview ${f1(r.mostMs / r.floor.mostMs)}× it${r.floor.mostMs > goal ? ': the goal is below the floor on this machine' : ''}.`,
    );
    if (r.notAnswering > 0)
      lines.push(
        `  - not answering: ${r.unanswered.length} status request(s) got no reply (${r.unanswered
          .slice(0, 8)
          .map(([group, at]) => `${group.slice(-12)} sent at ${at} ms`)
          .join(
            ', ',
          )}); the page opened ${r.pageSockets} hub socket(s) while loading (more than 1: its connection was lost and replies with it).`,
      );
    if (r.mostMs > goal) {
      const roundTrip = (r.loadMs * r.maxInFlight) / Math.max(1, r.requests);
      lines.push(
        `  - cause: ${r.requests} requests (one status per online zone), at most ${r.maxInFlight} in flight (OVERVIEW_REQUESTS_IN_FLIGHT), so about ${Math.round(roundTrip)} ms a round trip: the request through the hub to a simulated player and its reply back, with the hub and all ${r.onlinePlayers} simulated players in one Node process on this machine (load average ${loadsText(r.load)} on ${cores} cores). Of the ${Math.round(r.loadMs)} ms, the page's main thread was busy ${Math.round(r.pageBusyLoadingMs)} ms (${Math.round(r.pageScriptLoadingMs)} ms of it scripts; the rest style, layout, paint and the browser's own tasks, with ${Math.round(r.framesPerSecondLoading)} hub frames/s, the bench's own CDP network events included) and the service's process used ${Math.round(r.serviceCpuLoadingMs)} ms of CPU: the ${boundOf(r)} bounds the load.`,
        boundOf(r) === 'page'
          ? `  - lever: of the ${Math.round(r.mostMs)} ms, the floor (a bare client: the frames alone, each zone's join, its ack, its request and its reply, one main-thread task per frame received) takes ${Math.round(r.floor.mostMs)} ms; below it only with the socket off the main thread (a Worker, docs/architecture.md "Every zone at a glance") or fewer frames per zone. The rest is the app's own work per zone (the hub client's request streams, the keyed state, the activity log, React; the ${r.domElements} elements laid out are bounded by the virtualised list), which a CPU profile of the load (BENCH_LOAD_PROFILE=FILE) shows by function.`
          : '  - lever: more requests in flight once the players answer faster; on a machine of its own, with the fleet in a process of its own, the round trip is shorter.',
      );
    }
  }
  for (const r of results) {
    const held = r.socketsAtEnd <= 1 && r.statusRequestsAfterLoad === 0;
    lines.push(
      `- ${r.players} players: the page keeps its one hub connection through the measurements: ${metText(held)} (${r.socketsAtEnd} socket(s), ${r.statusRequestsAfterLoad} status requests after the load).`,
    );
    if (!held)
      lines.push(
        '  - cause: a connection lost and replaced (a new round of status requests follows a new connection, linkRestored$); the hub closes a connection that holds more than 1,000 unacknowledged messages (hub-protocol.md §5); the page acknowledges once per HUB_SEQUENCE_ACK_INTERVAL_MS and after HUB_SEQUENCE_ACK_BACKLOG messages, both on its main thread; lever: fewer messages per zone to the page (each status is pushed to every client in the group of its zone).',
      );
  }
  for (const r of results) {
    const met = r.loadLongestTaskMs <= GOALS.loadTaskMs;
    lines.push(
      `- ${r.players} players: no task over ${GOALS.loadTaskMs} ms while the overview loads (at ${r.loadCpu}× CPU): ${metText(met)} (longest ${Math.round(r.loadLongestTaskMs)} ms, ${r.loadLongTasks} over 50 ms).`,
    );
  }
  for (const r of results) {
    const met = r.firstScreenMs <= GOALS.firstScreenMs;
    lines.push(
      `- ${r.players} players: the first screenful of zones shows titles within ${GOALS.firstScreenMs} ms: ${metText(met)} (${Math.round(r.firstScreenMs)} ms).`,
    );
    if (!met)
      lines.push(
        `  - cause: the player list's load and the first render of ${r.zones} zones' tallies, map and list before the first status replies (the page was busy ${Math.round(r.pageBusyLoadingMs)} ms while loading, load ${loadsText(r.load)}); lever: the zones on screen are asked first already; render the map and tallies after the first screenful.`,
      );
  }
  for (const r of results.filter((x) => x.players >= GOALS.boundedFrom)) {
    const dom = r.domElements <= GOALS.domElements;
    const heap = r.heapMb <= GOALS.heapMb;
    lines.push(
      `- ${r.players} players: at most ${GOALS.domElements} elements: ${metText(dom)} (${r.domElements}); heap after GC at most ${GOALS.heapMb} MB: ${metText(heap)} (${f1(r.heapMb)} MB).`,
    );
    if (!dom)
      lines.push(
        '  - cause: elements that grow with the fleet outside the virtualised list (the status map draws a cell per zone); lever: draw the map on a canvas, or only its sites near the view.',
      );
    if (!heap)
      lines.push(
        `  - cause: the heap holds every zone's last status (${r.onlineZones} of them) and the zone controls the overview created; lever: keep only what a card shows of a status, and controls for the zones asked.`,
      );
  }
  for (const r of results) {
    const met = r.scroll.longestTaskMs <= GOALS.scrollTaskMs;
    lines.push(
      `- ${r.players} players: scrolling the whole list (${r.scroll.screens} screens) at ${CPU_SLOWDOWN}× and its settle (every card full again) make no task over ${GOALS.scrollTaskMs} ms: ${metText(met)} (longest ${Math.round(r.scroll.longestTaskMs)} ms, ${r.scroll.longTasks} over 50 ms; the settle's longest ${Math.round(r.scroll.settleLongestTaskMs)} ms, ${r.scroll.settleLongTasks} over 50 ms, in ${Math.round(r.scroll.settleMs)} ms).`,
    );
    if (!met)
      lines.push(
        r.scroll.settleLongestTaskMs > GOALS.scrollTaskMs
          ? '  - cause: the settle: the light rows become full cards (artwork, icons, styled parts) in animation frames, FULL_CARDS_PER_FRAME at a time, so one of its tasks mounts that many cards with their layout; on a machine shared with other work a task also counts the time the page waited for a core; lever: fewer cards a frame, or a cheaper full card (a CPU profile of the scroll, BENCH_PROFILE=1, names its costliest functions).'
          : "  - cause: a screen of rows enters the view in each frame (light cards while the list scrolls: a few elements each); on a machine shared with other work a frame's task also counts the time the page's process waited for a core, and a major garbage collection can land in one; lever: a CPU profile of the scroll (BENCH_PROFILE=1) shows whether the frame's own work or waiting made the long task.",
      );
  }
  const perPush = results.map((r) => `${f2(r.single.taskMsPerPush)} ms at ${r.onlineZones} zones`).join(', ');
  const compared = results.filter((r) => r.players >= (GOALS.mostMs[0]?.players ?? 0));
  const smallest = compared[0];
  const largest = compared[compared.length - 1];
  if (smallest && largest && smallest !== largest) {
    const met = largest.single.taskMsPerPush <= GOALS.pushGrowth * smallest.single.taskMsPerPush;
    lines.push(
      `- one status push to an on-screen card costs one card's work whatever the fleet (at ${CPU_SLOWDOWN}×, at ${largest.players} players at most ${GOALS.pushGrowth} × the work at ${smallest.players}): ${metText(met)} (main-thread work per push ${perPush}).`,
    );
    if (!met)
      lines.push(
        "  - cause: work per push that grows with the fleet: what a frame's statuses pass over (the zones array's copy, the zone store's comparison pass), or the page's other work in the same gaps (style, layout and paint: the script figure in brackets is the scripts' share); lever: a BENCH_PROFILE=1 run prints the single pushes' costliest functions.",
      );
  } else
    lines.push(
      `- one status push to an on-screen card: ${perPush} of main-thread work at ${CPU_SLOWDOWN}× (compared across sizes when 300 and 2,000 players are measured).`,
    );
  const commitRows = results.flatMap((r) => [r.single, r.burst, ...(r.player ? [r.player] : [])]);
  const most = Math.max(0, ...commitRows.map((p) => p.maxCommitsPerFrame));
  lines.push(
    `- at most ${GOALS.commitsPerFrame} React commit per frame of pushes: ${metText(most <= GOALS.commitsPerFrame)} (most in a frame: ${most}).`,
  );
  if (most > GOALS.commitsPerFrame)
    lines.push(
      "  - cause: a frame held the status commit and a second one, cascading from the first in the same task: a component that sets its state in an effect after the status commit; lever: find it with React's profiler in a development build and derive that state during render or from the same paced stream.",
    );
  for (const r of results)
    if (r.player) {
      const met =
        r.player.maxCommitsPerFrame <= GOALS.commitsPerFrame && r.player.busiestFrameMs < GOALS.playerFrameMs;
      lines.push(
        `- player screen, ${r.player.pushes} pushes to one zone at ${CPU_SLOWDOWN}×: ≤ ${GOALS.commitsPerFrame} commit per frame and under ${GOALS.playerFrameMs} ms of main-thread work in every frame: ${metText(met)} (most commits in a frame ${r.player.maxCommitsPerFrame}, most work in a frame ${Math.round(r.player.busiestFrameMs)} ms, longest wait for a frame ${Math.round(r.player.maxFrameMs)} ms).`,
      );
      if (!met)
        lines.push(
          `  - cause: the ${r.player.pushes} pushes reach the page as as many socket messages, one task each, and every task parses its frame, de-duplicates and acknowledges it (the hub client), then parses and validates the status before the per-frame pacing drops all but the last (${f2(r.player.scriptMsPerPush)} ms of script per push at ${CPU_SLOWDOWN}×); the tasks come back to back, and a frame waits for the tasks queued before it. The commits are not the cost (${r.player.commits} in all).`,
          "  - lever: in the hub client, take the socket's messages of a frame as one batch and hand on only each group's latest status (the parse and validation then run once per group per frame); src/lib/hub is where the messages are parsed.",
        );
    }
  return lines;
}

/**
 * Measures each of `sizes` in a child process of its own, one after another. Rejects when a child fails,
 * or when the page had more requests in flight than OVERVIEW_REQUESTS_IN_FLIGHT; zones that never got
 * their status are figures (`notAnswering`, `unanswered`), which the report explains.
 */
export async function measureOverview(
  sizes: readonly number[] = FLEET_SIZES,
  loadCpu = 1,
  runs = 1,
): Promise<OverviewFigures[]> {
  const results: OverviewFigures[] = [];
  for (const players of sizes) {
    const each: OverviewFigures[] = [];
    for (let run = 1; run <= runs; run++) {
      console.log(
        `bench: overview with ${players} players${loadCpu === 1 ? '' : `, the load at ${loadCpu}× CPU`}${runs > 1 ? `, run ${run} of ${runs}` : ''}`,
      );
      const figures = await measureIn(players, loadCpu);
      if (figures.maxInFlight > OVERVIEW_REQUESTS_IN_FLIGHT)
        throw new Error(
          `overview with ${players} players: ${figures.maxInFlight} requests in flight at once, more than OVERVIEW_REQUESTS_IN_FLIGHT`,
        );
      each.push(figures);
    }
    results.push(medianRun(each));
  }
  return results;
}

/**
 * Of one size's runs, the run whose 95 % figure is the median (the lower middle one for an even count),
 * with every run's figure and load in `runs`. Throws a RangeError for no runs.
 */
export function medianRun(each: readonly OverviewFigures[]): OverviewFigures {
  if (each.length === 0) throw new RangeError('no runs to take the median of');
  const sorted = [...each].sort((a, b) => a.mostMs - b.mostMs);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return each.length === 1
    ? middle
    : { ...middle, runs: each.map((r) => ({ mostMs: r.mostMs, load: r.load })) };
}

/**
 * A whole number of at least `least` from the command line's `--name=N`, or `fallback` when absent;
 * throws a RangeError for anything else.
 */
export function flagCount(argv: readonly string[], name: string, fallback: number, least = 0): number {
  const raw = argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < least)
    throw new RangeError(`--${name}=${raw}: give a whole number from ${least}`);
  return value;
}

async function main(): Promise<void> {
  if (process.argv.includes('--child')) {
    const figures = await measure();
    process.stdout.write(`${JSON.stringify(figures)}\n`);
    process.exit(0);
  }
  const only = process.argv.find((a) => a.startsWith('--players='));
  const sizes = only ? only.slice('--players='.length).split(',').map(Number) : [...FLEET_SIZES];
  const cpu = process.argv.find((a) => a.startsWith('--cpu='));
  const loadCpu = loadCpuOf(cpu?.slice('--cpu='.length));
  const runs = flagCount(process.argv, 'runs', 1, 1);
  // Busy processes beside the bench (a machine shared with other work), each a core's worth.
  const busy: ChildProcess[] = Array.from({ length: flagCount(process.argv, 'busy', 0) }, () =>
    startBusy(count('STRESS_MAX_MINUTES', BUSY_MAX_MINUTES)),
  );
  if (busy.length > 0) console.log(`bench: ${busy.length} busy processes beside it`);
  const loadBefore = loads();
  try {
    const results = await measureOverview(sizes, loadCpu, runs);
    if (busy.length > 0) console.log(`With ${busy.length} busy processes (--busy=) beside the bench.`);
    for (const line of overviewReport(results, loadBefore)) console.log(line);
    // A zone that never answered fails the run, after the report has said which requests went unanswered.
    if (results.some((r) => r.notAnswering > 0)) process.exitCode = 1;
  } finally {
    for (const child of busy) if (child.connected) child.disconnect();
  }
}

/** The longest the busy processes of `--busy=` run, in minutes, unless STRESS_MAX_MINUTES says otherwise. */
const BUSY_MAX_MINUTES = 60;

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
