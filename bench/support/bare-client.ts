/**
 * The floor under the overview's load (docs/architecture.md "Every zone at a glance"), measured by
 * `npm run bench:overview` beside the overview's own figures: a bare client in a fresh phone page asks
 * every online zone for its status over the hub as the overview does (per zone a fire-and-forget joinGroup
 * and a fire-and-forget sendToGroup, OVERVIEW_REQUESTS_IN_FLIGHT zones waiting at once, a sequenceAck as the reliable
 * subprotocol asks) and parses every frame and every status it gets, with nothing else: no streams, no
 * state, no rendering, no activity log. At the same CPU slowdown, against the same service, its time to
 * 95 % of the statuses is what the protocol alone costs that page on that machine: the overview cannot
 * load faster.
 */
import type { Browser } from 'playwright-core';
import { OVERVIEW_REQUESTS_IN_FLIGHT } from '../../src/config/timing';
import { buildRequest, PlayerCommand } from '../../src/lib/player/commands';
import { cpuSlowdown, pageMetrics, performanceSession } from './cdp';

/** A sequenceAck after this many sequenced messages (the reliable subprotocol's acknowledgement). */
const SEQUENCE_ACK_EVERY = 100;
/** The longest one run may take before the bench gives up, ms. */
const RUN_LIMIT_MS = 120_000;

/** One bare run's figures. */
export interface FloorFigures {
  /** From the first frame sent to `share` of the online zones' statuses parsed, ms. */
  readonly mostMs: number;
  /** To every status, ms. */
  readonly allMs: number;
  /** The page's main thread busy over the run (CDP TaskDuration), ms. */
  readonly pageBusyMs: number;
  /** The service's process CPU (hub and simulated players) over the run, ms. */
  readonly serviceCpuMs: number;
}

/** The frames the page sends per zone: its join and its status request, both fire-and-forget, JSON text. */
export function zoneFrames(groups: readonly string[]): [string, string][] {
  return groups.map((group) => {
    const zoneIndex = Number(group.slice(group.lastIndexOf('-') + 1));
    return [
      JSON.stringify({ type: 'joinGroup', group }),
      JSON.stringify({
        type: 'sendToGroup',
        group,
        noEcho: true,
        dataType: 'json',
        data: buildRequest(PlayerCommand.Status, [], zoneIndex),
      }),
    ];
  });
}

/** What the page's side of a run is given. */
interface PageRun {
  url: string;
  frames: [string, string][];
  inFlight: number;
  most: number;
  ackEvery: number;
  limitMs: number;
}

/**
 * The page's side of a run, as source text (a function compiled here would carry the bench runner's
 * helpers into the page): resolves with the times to `most` statuses and to every one, ms.
 */
const BARE_RUN = `({ url, frames, inFlight, most, ackEvery, limitMs }) =>
  new Promise((done, fail) => {
    const socket = new WebSocket(url, 'json.reliable.webpubsub.azure.v1');
    const groups = new Set(frames.map(([join]) => JSON.parse(join).group));
    let next = 0;
    let answered = 0;
    let mostMs = 0;
    let sequenced = 0;
    let start = 0;
    const ask = () => {
      const pair = frames[next++];
      if (!pair) return;
      socket.send(pair[0]);
      socket.send(pair[1]);
    };
    setTimeout(() => fail(new Error(answered + ' of ' + frames.length + ' statuses in ' + limitMs + ' ms')), limitMs);
    socket.onmessage = (event) => {
      const frame = JSON.parse(event.data);
      if (frame.type === 'system' && frame.event === 'connected') {
        start = performance.now();
        for (let i = 0; i < inFlight; i++) ask();
        return;
      }
      if (frame.type !== 'message') return;
      if (frame.sequenceId !== undefined && ++sequenced % ackEvery === 0)
        socket.send(JSON.stringify({ type: 'sequenceAck', sequenceId: frame.sequenceId }));
      if (frame.data?.Command !== 0 || !groups.delete(frame.group ?? '')) return;
      JSON.parse(frame.data.Response ?? 'null');
      answered += 1;
      if (answered === most) mostMs = performance.now() - start;
      if (answered === frames.length) {
        socket.close();
        done({ mostMs, allMs: performance.now() - start });
      } else ask();
    };
  })`;

/**
 * Runs the bare client once in a new context of `browser` (a `viewport`-sized page) against the service at
 * `service.url`, whose hub mints with `service.hubConnectionString`, for `groups` (online zones), at `cpu`×
 * CPU slowdown; `mostMs` is the time to `share` (0–1) of their statuses. Rejects when not every status
 * came within RUN_LIMIT_MS.
 */
export async function bareFloor(
  browser: Browser,
  service: { readonly url: string; readonly hubConnectionString: string },
  groups: readonly string[],
  cpu: number,
  viewport: { readonly width: number; readonly height: number },
  share: number,
): Promise<FloorFigures> {
  const { mintClientAccess } = await import('../../server/hub/token');
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const cdp = await performanceSession(context, page);
    await page.goto(`${service.url}/`);
    const { url } = await mintClientAccess(service.hubConnectionString, 'players', {
      userId: 'bench-floor',
      roles: ['webpubsub.joinLeaveGroup', 'webpubsub.sendToGroup'],
    });
    const run: PageRun = {
      url,
      frames: zoneFrames(groups),
      inFlight: OVERVIEW_REQUESTS_IN_FLIGHT,
      most: Math.ceil(groups.length * share),
      ackEvery: SEQUENCE_ACK_EVERY,
      limitMs: RUN_LIMIT_MS,
    };
    await cpuSlowdown(cdp, cpu);
    const before = await pageMetrics(cdp);
    const cpuBefore = process.cpuUsage();
    const { mostMs, allMs } = await page.evaluate<{ mostMs: number; allMs: number }>(
      `(${BARE_RUN})(${JSON.stringify(run)})`,
    );
    const serviceCpu = process.cpuUsage(cpuBefore);
    const after = await pageMetrics(cdp);
    return {
      mostMs,
      allMs,
      pageBusyMs: after.taskMs - before.taskMs,
      serviceCpuMs: (serviceCpu.user + serviceCpu.system) / 1000,
    };
  } finally {
    await context.close();
  }
}
