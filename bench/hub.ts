/**
 * `npm run bench:hub`: figures of the app's hub client, each beside the official
 * `@azure/web-pubsub-client`'s measured the same way in the same run (ours, theirs, ratio), printed as
 * Markdown on stdout and written to reports/bench-hub.md (progress goes to stderr, so `npm run bench`
 * can embed stdout):
 * (a) group messages per second through parse, dedupe and dispatch: the same text frames sent by a
 *     bench WebSocket server over loopback to each client (and, for ours alone, fed through a fake socket,
 *     without the transport);
 * (b) gzip bytes of each client in a minified production bundle (webpack, as the app is built);
 * (c) median and worst time from an abrupt drop (hub fault `drop`) to the hub seeing the connection's socket
 *     connected again, over the same number of drops against the local hub, for each client.
 * A benchmark, not a test: nothing here asserts a speed, and it is not part of `npm test`.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { filter, firstValueFrom, of, skip, type Subscription } from 'rxjs';
import WebSocket, { WebSocketServer } from 'ws';
import { WebPubSubClient } from '@azure/web-pubsub-client';
import { startService } from '../server/app';
import { groupRoles, mintClientAccess } from '../server/hub/token';
import { createHubClient, HUB_SUBPROTOCOL, type HubState, type WebSocketCtor } from '../src/lib/hub';
import { createFakeWebSocketFactory } from '../test/support/fake-websocket';
import { bundleHubClient, bundleLibrary } from './bundle-sizes';

const root = resolve(__dirname, '..');
const progress = (line: string) => process.stderr.write(`bench:hub: ${line}\n`);
const silent = { warn: () => undefined, error: () => undefined, info: () => undefined };
const GROUP = 'bench';

/** Frames per measured run, runs measured (after one warm-up run) and drops timed. */
const FRAMES_PER_RUN = 50_000;
const RUNS = 7;
const DROPS = 20;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const thousands = (n: number) => Math.round(n).toLocaleString('en-GB');

// a player's status reply, as the app receives it (spec §7): ~300 bytes of text per frame
const response = JSON.stringify({ Name: 'Morning mix', Song: 'A title', Artist: 'An artist', Elapsed: 61 });
/** One group message frame (hub-protocol.md §3) with `sequenceId`. */
const frame = (sequenceId: number) =>
  JSON.stringify({
    sequenceId,
    type: 'message',
    from: 'group',
    group: GROUP,
    dataType: 'json',
    data: { id: sequenceId, command: 0, arguments: [], payload: '', ChannelIndex: 1, response },
    fromUserId: 'player-1',
  });

/** (a) Messages per second: the median over {@link RUNS} runs of {@link FRAMES_PER_RUN} frames. */
async function throughput(): Promise<{ fresh: number; replayed: number; frameBytes: number }> {
  const fake = createFakeWebSocketFactory();
  const client = createHubClient({
    getClientAccessUrl: () => of('wss://hub.bench/client/hubs/players?access_token=t'),
    WebSocketCtor: fake.WebSocketCtor,
    logger: silent,
  });
  let delivered = 0;
  const subscription: Subscription = client.groupMessages$.subscribe(() => (delivered += 1));
  const socket = fake.socket(0);
  socket.open();
  socket.receive({ type: 'system', event: 'connected', connectionId: 'bench', reconnectionToken: 'token' });
  await firstValueFrom(client.state$.pipe(filter((s) => s.kind === 'connected')));

  let next = 1;
  /** Feeds `frames` to the socket; returns the elapsed ms (delivery is synchronous). */
  const run = (frames: readonly string[]): number => {
    const started = performance.now();
    for (const text of frames) socket.receive(text);
    return performance.now() - started;
  };
  const freshRates: number[] = [];
  const replayRates: number[] = [];
  for (let r = 0; r <= RUNS; r++) {
    const frames = Array.from({ length: FRAMES_PER_RUN }, () => frame(next++));
    const before = delivered;
    const elapsed = run(frames);
    if (delivered - before !== FRAMES_PER_RUN)
      throw new Error(`delivered ${delivered - before} of ${FRAMES_PER_RUN}`);
    const replayBefore = delivered;
    const replayElapsed = run(frames); // the same ids again: parsed, then dropped by the sequence check
    if (delivered !== replayBefore) throw new Error('a replayed frame was delivered');
    if (r === 0) continue; // warm-up
    freshRates.push((FRAMES_PER_RUN / elapsed) * 1000);
    replayRates.push((FRAMES_PER_RUN / replayElapsed) * 1000);
  }
  subscription.unsubscribe();
  client.stop();
  return { fresh: median(freshRates), replayed: median(replayRates), frameBytes: frame(next).length };
}

/** (b) gzip bytes: the hub client (without and with rxjs) and the official client, minified by webpack. */
async function bundleSizes(): Promise<{ own: number; withRxjs: number; sdk: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-hub-'));
  try {
    const hub = await bundleHubClient(join(dir, 'hub'));
    // The official SDK bundled exactly like the hub client (its own dependencies included).
    const sdk = gzipSync(await bundleLibrary('@azure/web-pubsub-client', join(dir, 'sdk'), false), {
      level: 9,
    }).length;
    return { ...hub, sdk };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A client access URL of hub `players` for user `bench` in {@link GROUP}, minted by Azure's server SDK. */
async function benchUrl(connectionString: string): Promise<string> {
  const access = await mintClientAccess(connectionString, 'players', {
    userId: 'bench',
    roles: groupRoles([GROUP]),
  });
  return access.url;
}

/** (c) ms from `drop` to `connected` again, per drop, with the app client on `ws` against the local hub. */
async function recoveryTimes(): Promise<number[]> {
  const service = await startService({ port: 0, fleet: false, log: false, dev: true });
  const url = await benchUrl(service.hubConnectionString);
  const client = createHubClient({
    getClientAccessUrl: () => of(url),
    WebSocketCtor: WebSocket as unknown as WebSocketCtor,
    logger: silent,
  });
  const states: HubState[] = [];
  const subscription = client.state$.subscribe((s) => states.push(s));
  try {
    await firstValueFrom(client.joinGroup(GROUP));
    const times: number[] = [];
    for (let i = 0; i < DROPS; i++) {
      const current = states.at(-1);
      if (current?.kind !== 'connected') throw new Error(`not connected before drop ${i + 1}`);
      const seen = states.length;
      // resolves on the first `connected` after the state left `connected` (a new state object)
      const back = firstValueFrom(
        client.state$.pipe(
          skip(1),
          filter((s) => s.kind === 'connected'),
        ),
      );
      const started = performance.now();
      if (!service.faults.drop(current.connectionId)) throw new Error('no socket to drop');
      await back;
      times.push(performance.now() - started);
      const path = states.slice(seen).map((s) => s.kind);
      if (!path.includes('recovering')) throw new Error(`drop ${i + 1} did not recover: ${path.join(' → ')}`);
      await new Promise((done) => setTimeout(done, 100));
    }
    return times;
  } finally {
    subscription.unsubscribe();
    client.stop();
    await service.close();
  }
}

/** Frames per run for the loopback comparison (fewer: every frame crosses a real socket). */
const SOCKET_FRAMES_PER_RUN = 20_000;

/** A client under comparison: connects to `url`, counts group messages, stops. */
interface ComparedClient {
  start(url: string, onMessage: () => void): Promise<void>;
  stop(): void;
}

const ours = (): ComparedClient => {
  let stop = () => undefined as void;
  return {
    async start(url, onMessage) {
      const client = createHubClient({
        getClientAccessUrl: () => of(url),
        WebSocketCtor: WebSocket as unknown as WebSocketCtor,
        logger: silent,
      });
      const subscription = client.groupMessages$.subscribe(onMessage);
      await firstValueFrom(client.state$.pipe(filter((s) => s.kind === 'connected')));
      stop = () => {
        subscription.unsubscribe();
        client.stop();
      };
    },
    stop: () => stop(),
  };
};

const theirs = (): ComparedClient => {
  let client: WebPubSubClient | null = null;
  return {
    async start(url, onMessage) {
      // Keep-alive off on both sides of the comparison: its timers outlive stop() (hub-protocol.md §10).
      client = new WebPubSubClient(
        { getClientAccessUrl: async () => url },
        { keepAliveIntervalInMs: 0, keepAliveTimeoutInMs: 0, autoRejoinGroups: false },
      );
      client.on('group-message', onMessage);
      await client.start();
    },
    stop: () => client?.stop(),
  };
};

/** One client under the loopback throughput bench: its bench server's socket and a way to time one run. */
interface LoopbackRig {
  /** Sends `frames` to the client and resolves with the ms until the last one was dispatched. */
  run(frames: readonly string[]): Promise<number>;
  close(): Promise<void>;
}

/** Starts a bench WebSocket server speaking the subprotocol and connects a client made by `make` to it. */
async function loopbackRig(make: () => ComparedClient): Promise<LoopbackRig> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', handleProtocols: () => HUB_SUBPROTOCOL });
  await new Promise<void>((done) => server.once('listening', () => done()));
  const port = (server.address() as { port: number }).port;
  const sockets: WebSocket[] = [];
  server.on('connection', (socket) => {
    sockets.push(socket);
    socket.send(
      JSON.stringify({ type: 'system', event: 'connected', connectionId: 'bench', reconnectionToken: 't' }),
    );
  });
  let delivered = 0;
  let waiting: { target: number; done: () => void } | null = null;
  const client = make();
  await client.start(`ws://127.0.0.1:${port}/client/hubs/players?access_token=t`, () => {
    delivered += 1;
    if (waiting && delivered >= waiting.target) waiting.done();
  });
  const socket = sockets[0];
  if (!socket) throw new Error('the client did not connect to the bench server');
  return {
    async run(frames) {
      const arrived = new Promise<void>((done) => (waiting = { target: delivered + frames.length, done }));
      const started = performance.now();
      for (const text of frames) socket.send(text);
      await arrived;
      return performance.now() - started;
    },
    async close() {
      client.stop();
      for (const each of sockets) each.terminate();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

/**
 * (a) Messages per second over loopback, ours and the official client's: a bench WebSocket server per
 * client sends both the same frames; the time runs from the first frame written to the last message
 * dispatched. The two clients take turns run by run (a warm-up run each, then {@link RUNS} each), so a
 * change in the machine's load falls on both; medians.
 */
async function socketThroughputs(): Promise<{ ours: number; theirs: number }> {
  const rigs = { ours: await loopbackRig(ours), theirs: await loopbackRig(theirs) };
  try {
    const rates = { ours: [] as number[], theirs: [] as number[] };
    const next = { ours: 1, theirs: 1 };
    for (let r = 0; r <= RUNS; r++)
      for (const who of ['ours', 'theirs'] as const) {
        const frames = Array.from({ length: SOCKET_FRAMES_PER_RUN }, () => frame(next[who]++));
        const elapsed = await rigs[who].run(frames);
        if (r > 0) rates[who].push((SOCKET_FRAMES_PER_RUN / elapsed) * 1000);
      }
    return { ours: median(rates.ours), theirs: median(rates.theirs) };
  } finally {
    await rigs.ours.close();
    await rigs.theirs.close();
  }
}

/**
 * (c) for either client: ms from an abrupt drop to the hub seeing the same connection's socket connected again
 * (its recovery), polled every millisecond on the hub's own connection list; {@link DROPS} drops.
 */
async function hubSideRecoveryTimes(make: () => ComparedClient): Promise<number[]> {
  const service = await startService({ port: 0, fleet: false, log: false, dev: true });
  const url = await benchUrl(service.hubConnectionString);
  const client = make();
  const connection = () => service.faults.connections().find((s) => s.userId === 'bench');
  const until = async (accept: () => boolean): Promise<void> => {
    const deadline = performance.now() + 60_000;
    while (!accept()) {
      if (performance.now() > deadline) throw new Error('the client did not recover within 60 s');
      await new Promise((done) => setTimeout(done, 1));
    }
  };
  try {
    await client.start(url, () => undefined);
    await until(() => connection()?.connected === true);
    const times: number[] = [];
    for (let i = 0; i < DROPS; i++) {
      const current = connection();
      if (!current?.connected) throw new Error(`not connected before drop ${i + 1}`);
      const started = performance.now();
      if (!service.faults.drop(current.connectionId)) throw new Error('no socket to drop');
      // Connected again: a recovery (one more socket on the connection) or a new connection. Not "first
      // disconnected, then connected": a recovery quicker than one poll would never be seen as disconnected.
      await until(() => {
        const now = connection();
        return (
          now?.connected === true &&
          (now.connectionId !== current.connectionId || now.sockets > current.sockets)
        );
      });
      times.push(performance.now() - started);
      await new Promise((done) => setTimeout(done, 100));
    }
    return times;
  } finally {
    client.stop();
    await service.close();
  }
}

async function main(): Promise<void> {
  process.chdir(root);
  progress(`throughput: ${RUNS} runs of ${thousands(FRAMES_PER_RUN)} frames`);
  const rate = await throughput();
  progress('bundling the hub client and the official client (webpack, production)');
  const sizes = await bundleSizes();
  progress(`${DROPS} abrupt drops against the local hub`);
  const times = await recoveryTimes();
  progress(
    `loopback throughput, ${RUNS} runs of ${thousands(SOCKET_FRAMES_PER_RUN)} frames, ours and the official client taking turns`,
  );
  const socketRates = await socketThroughputs();
  progress(`${DROPS} abrupt drops each, seen from the hub: ours, then the official client`);
  const hubSide = { ours: await hubSideRecoveryTimes(ours), theirs: await hubSideRecoveryTimes(theirs) };

  const sdkVersion = (
    JSON.parse(readFileSync(resolve('node_modules/@azure/web-pubsub-client/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB (${thousands(bytes)} B)`;
  const msText = (value: number) => `${value.toFixed(1)} ms`;
  const ratio = (own: number, other: number) => `${(own / other).toFixed(2)} ×`;
  const row = (figure: string, own: string, other: string, r: string, how: string) =>
    `| ${figure} | ${own} | ${other} | ${r} | ${how} |`;
  const report = [
    '### Hub client: throughput, size, recovery',
    '',
    `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${new Date().toISOString()}.`,
    '',
    '| Figure | Value | How |',
    '|---|---|---|',
    `| Group messages per second (parse, dedupe, dispatch) | ${thousands(rate.fresh)}/s | median of ${RUNS} runs × ${thousands(FRAMES_PER_RUN)} text frames of ${rate.frameBytes} B through a fake socket, after a warm-up run |`,
    `| Replayed frames dropped per second (parse, dedupe) | ${thousands(rate.replayed)}/s | the same frames again: parsed, dropped by the sequence check |`,
    `| Hub client, gzip, without rxjs | ${kb(sizes.own)} | src/lib/hub alone, webpack production, rxjs external (the app ships it) |`,
    `| Hub client, gzip, with the rxjs it uses | ${kb(sizes.withRxjs)} | the same, rxjs bundled and tree-shaken |`,
    `| @azure/web-pubsub-client ${sdkVersion}, gzip | ${kb(sizes.sdk)} | its browser build alone, webpack production, with its dependencies |`,
    `| Drop → connected again, median | ${msText(median(times))} | ${DROPS} abrupt drops (hub fault \`drop\`, no close frame), local hub over loopback |`,
    `| Drop → connected again, worst | ${msText(Math.max(...times))} | same drops |`,
    '',
    `Drop → connected, each (ms): ${times.map((t) => t.toFixed(1)).join(', ')}.`,
    '',
    `#### Side by side with @azure/web-pubsub-client ${sdkVersion}, same frames and faults, same run`,
    '',
    'Ratio: ours ÷ theirs (above 1 means more messages per second, or a longer time, for ours).',
    '',
    '| Figure | Ours | Official client | Ratio | How |',
    '|---|---|---|---|---|',
    row(
      'Group messages per second over loopback (parse, dedupe, dispatch)',
      `${thousands(socketRates.ours)}/s`,
      `${thousands(socketRates.theirs)}/s`,
      ratio(socketRates.ours, socketRates.theirs),
      `median of ${RUNS} runs × ${thousands(SOCKET_FRAMES_PER_RUN)} frames of ${rate.frameBytes} B from a bench WebSocket server per client, the two taking turns run by run, after a warm-up run each`,
    ),
    row(
      'Gzip bytes',
      kb(sizes.withRxjs),
      kb(sizes.sdk),
      ratio(sizes.withRxjs, sizes.sdk),
      'webpack production, each with what it uses',
    ),
    row(
      'Drop → socket connected again (hub side), median',
      msText(median(hubSide.ours)),
      msText(median(hubSide.theirs)),
      ratio(median(hubSide.ours), median(hubSide.theirs)),
      `${DROPS} abrupt drops each, the hub's connection list polled every 1 ms`,
    ),
    row(
      'Drop → socket connected again (hub side), worst',
      msText(Math.max(...hubSide.ours)),
      msText(Math.max(...hubSide.theirs)),
      ratio(Math.max(...hubSide.ours), Math.max(...hubSide.theirs)),
      'same drops',
    ),
    '',
  ].join('\n');
  process.stdout.write(report);
  mkdirSync(resolve('reports'), { recursive: true });
  writeFileSync(resolve('reports/bench-hub.md'), `# npm run bench:hub\n\n${report}`);
  progress('wrote reports/bench-hub.md');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
