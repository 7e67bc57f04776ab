/**
 * `npm run bench:hub`: figures of the app's hub client, each beside the official
 * `@azure/web-pubsub-client`'s measured the same way in the same run (ours, theirs, ratio), printed as
 * Markdown on stdout and written to reports/bench-hub.md (progress goes to stderr, so `npm run bench`
 * can embed stdout):
 * (a) group messages per second through parse, dedupe and dispatch, and replayed frames (sequenceIds
 *     already seen) dropped per second: the same text frames sent by a bench WebSocket server over
 *     loopback to each client, the clients taking turns run by run (and, for ours alone, fed through a
 *     fake socket, without the transport). The server writes each run as one block of WebSocket frames
 *     encoded beforehand, so the time is the clients' (transport included), not the bench server's;
 *     a bare `ws` socket that only parses each frame shows the floor no client can beat;
 * (b) gzip bytes of each client in a minified production bundle (webpack, as the app is built);
 * (c) time from an abrupt drop (hub fault `drop`) to the hub seeing the connection's socket connected
 *     again, in rounds of drops that alternate between the two clients (p50, p90, max), and the part
 *     of it that is the client's own work (its socket's close event to its next upgrade request).
 * Every compared figure carries the machine's load while it was measured (1-minute load average, cores);
 * the run fails (exit 1, after printing the report) when a comparison is too noisy to make
 * (`noiseVerdict` in bench/support/stats.ts). A benchmark, not a test: it asserts no speed, and it is
 * not part of `npm test`.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { filter, firstValueFrom, of, skip, type Subscription } from 'rxjs';
import WebSocket, { WebSocketServer } from 'ws';
import { WebPubSubClient } from '@azure/web-pubsub-client';
import { startService, type Service } from '../server/app';
import { groupRoles, mintClientAccess } from '../server/hub/token';
import { createHubClient, HUB_SUBPROTOCOL, type HubState, type WebSocketCtor } from '../src/lib/hub';
import { createFakeWebSocketFactory } from './support/fake-websocket';
import { cores, loads, loadWatch, machineText } from './support/machine';
import { median, noiseVerdict, quantile, type Load, type NoiseVerdict } from './support/stats';
import { bundleHubClient, bundleLibrary } from './bundle-sizes';

const root = resolve(__dirname, '..');
const progress = (line: string) => process.stderr.write(`bench:hub: ${line}\n`);
const silent = { warn: () => undefined, error: () => undefined, info: () => undefined };
const GROUP = 'bench';

/** Frames per measured run and runs measured (after one warm-up run), through the fake socket. */
const FRAMES_PER_RUN = 50_000;
const RUNS = 7;
/** Drops timed on ours alone, as its own state sees them. */
const DROPS = 20;
/** Frames per loopback run, and runs per client (after a warm-up run each), the clients taking turns. */
const SOCKET_FRAMES_PER_RUN = 20_000;
const SOCKET_RUNS = 9;
/** Drops per client: rounds of drops, the clients taking turns round by round. */
const DROP_ROUNDS = 5;
const DROPS_PER_ROUND = 10;
/** Pause after a client is back, before the next drop. */
const SETTLE_MS = 50;

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

/** What a consumer reads of each group message, in every client compared: the player reply's id. */
const idOf = (data: unknown): number => (data as { id: number }).id;

/** (a) Messages per second: the median over {@link RUNS} runs of {@link FRAMES_PER_RUN} frames. */
async function throughput(): Promise<{ fresh: number; replayed: number; frameBytes: number }> {
  const fake = createFakeWebSocketFactory();
  const client = createHubClient({
    getClientAccessUrl: () => of('wss://hub.bench/client/hubs/players?access_token=t'),
    WebSocketCtor: fake.WebSocketCtor,
    logger: silent,
  });
  let delivered = 0;
  let ids = 0;
  const subscription: Subscription = client.groupMessages$.subscribe((m) => {
    delivered += 1;
    ids += idOf(m.data);
  });
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
    const replayElapsed = run(frames); // the same ids again: dropped by the sequence check
    if (delivered !== replayBefore) throw new Error('a replayed frame was delivered');
    if (r === 0) continue; // warm-up
    freshRates.push((FRAMES_PER_RUN / elapsed) * 1000);
    replayRates.push((FRAMES_PER_RUN / replayElapsed) * 1000);
  }
  subscription.unsubscribe();
  client.stop();
  if (ids <= 0) throw new Error('no message data was read');
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

/** A client access URL of hub `players` for `userId` in {@link GROUP}, minted by Azure's server SDK. */
async function benchUrl(connectionString: string, userId = 'bench'): Promise<string> {
  const access = await mintClientAccess(connectionString, 'players', { userId, roles: groupRoles([GROUP]) });
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
      await new Promise((done) => setTimeout(done, SETTLE_MS));
    }
    return times;
  } finally {
    subscription.unsubscribe();
    client.stop();
    await service.close();
  }
}

/** The clients compared, and (loopback only) the floor: a bare `ws` socket that parses each frame. */
type Who = 'ours' | 'theirs';
const COMPARED: readonly Who[] = ['ours', 'theirs'];

/** A client under comparison: connects to `url`, hands each group message's data to `onData`, stops. */
interface ComparedClient {
  start(url: string, onData: (data: unknown) => void): Promise<void>;
  stop(): void;
}

const ours = (): ComparedClient => {
  let stop = () => undefined as void;
  return {
    async start(url, onData) {
      const client = createHubClient({
        getClientAccessUrl: () => of(url),
        WebSocketCtor: WebSocket as unknown as WebSocketCtor,
        logger: silent,
      });
      const subscription = client.groupMessages$.subscribe((m) => onData(m.data));
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
    async start(url, onData) {
      // Keep-alive off on both sides of the comparison: its timers outlive stop() (hub-protocol.md §10).
      client = new WebPubSubClient(
        { getClientAccessUrl: async () => url },
        { keepAliveIntervalInMs: 0, keepAliveTimeoutInMs: 0, autoRejoinGroups: false },
      );
      client.on('group-message', (e) => onData(e.message.data));
      await client.start();
    },
    stop: () => client?.stop(),
  };
};

/** No client: a bare `ws` socket whose handler parses each text frame and reads its data (no de-duplication). */
const floor = (): ComparedClient => {
  let socket: WebSocket | null = null;
  return {
    async start(url, onData) {
      const ws = (socket = new WebSocket(url, [HUB_SUBPROTOCOL]));
      ws.onmessage = (e) => {
        const parsed = JSON.parse(e.data as string) as { type?: string; data?: unknown };
        if (parsed.type === 'message') onData(parsed.data);
      };
      await new Promise((done) => ws.once('open', done));
    },
    stop: () => socket?.terminate(),
  };
};

/** A server → client WebSocket frame (unmasked, FIN, text) carrying `text`. */
function textFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const n = payload.length;
  const header =
    n < 126
      ? Buffer.from([0x81, n])
      : n < 65_536
        ? Buffer.from([0x81, 126, n >> 8, n & 0xff])
        : Buffer.concat([Buffer.from([0x81, 127]), bigEndian64(n)]);
  return Buffer.concat([header, payload]);
}

function bigEndian64(n: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(n));
  return bytes;
}

/** One client under the loopback bench: its bench server's socket and a way to time one run. */
interface LoopbackRig {
  /**
   * Writes `bytes` (whole frames) to the client at once; resolves with the ms until `count` messages were
   * dispatched: wall time, and the process's CPU time (user + system) meanwhile.
   */
  run(bytes: Buffer, count: number): Promise<{ wallMs: number; cpuMs: number }>;
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
  let ids = 0;
  let waiting: { target: number; done: () => void } | null = null;
  const client = make();
  await client.start(`ws://127.0.0.1:${port}/client/hubs/players?access_token=t`, (data) => {
    ids += idOf(data);
    delivered += 1;
    if (waiting && delivered >= waiting.target) waiting.done();
  });
  const socket = sockets[0];
  if (!socket) throw new Error('the client did not connect to the bench server');
  // The frames of a run are written as one block on the TCP socket, bypassing ws's per-frame sender.
  const tcp = (socket as unknown as { _socket: Socket })._socket;
  return {
    async run(bytes, count) {
      const arrived = new Promise<void>((done) => (waiting = { target: delivered + count, done }));
      const started = performance.now();
      const cpu = process.cpuUsage();
      tcp.write(bytes);
      await arrived;
      const used = process.cpuUsage(cpu);
      if (ids <= 0) throw new Error('no message data was read');
      return { wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
    },
    async close() {
      client.stop();
      for (const each of sockets) each.terminate();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

/** Samples of one compared figure, per client, and the load while they were taken. */
interface Compared {
  readonly ours: number[];
  readonly theirs: number[];
  readonly load: Load;
}

/** Per-run rates of the loopback bench, per second of wall time and per second of the process's CPU time. */
interface LoopbackRates {
  readonly fresh: Compared;
  readonly replayed: Compared;
  readonly freshCpu: Compared;
  readonly replayedCpu: Compared;
  /** Fresh frames per wall second of the floor. */
  readonly floor: number[];
  readonly floorCpu: number[];
}

/**
 * (a) Messages per second over loopback: fresh frames, then the same frames again (replays, each run
 * closed by one fresh frame that shows they were all handled), for ours, the official client and the
 * floor, taking turns run by run ({@link SOCKET_RUNS} runs each after a warm-up run; who goes first
 * alternates, so none always pays for the garbage of the one before). Per-run rates. The CPU-time rates
 * count only this process's cycles, so other work on the machine disturbs them less than the wall time.
 */
async function socketThroughputs(): Promise<LoopbackRates> {
  const rigs = {
    ours: await loopbackRig(ours),
    theirs: await loopbackRig(theirs),
    floor: await loopbackRig(floor),
  };
  const watch = loadWatch();
  try {
    const fresh = { ours: [] as number[], theirs: [] as number[], floor: [] as number[] };
    const freshCpu = { ours: [] as number[], theirs: [] as number[], floor: [] as number[] };
    const replayed = { ours: [] as number[], theirs: [] as number[] };
    const replayedCpu = { ours: [] as number[], theirs: [] as number[] };
    const next = { ours: 1, theirs: 1, floor: 1 };
    const perSecond = (ms: number) => (SOCKET_FRAMES_PER_RUN / ms) * 1000;
    for (let r = 0; r <= SOCKET_RUNS; r++)
      for (const who of r % 2
        ? (['theirs', 'ours', 'floor'] as const)
        : (['ours', 'theirs', 'floor'] as const)) {
        const first = next[who];
        next[who] += SOCKET_FRAMES_PER_RUN;
        const frames = Buffer.concat(
          Array.from({ length: SOCKET_FRAMES_PER_RUN }, (_, i) => textFrame(frame(first + i))),
        );
        const elapsed = await rigs[who].run(frames, SOCKET_FRAMES_PER_RUN);
        watch.sample();
        if (r > 0) fresh[who].push(perSecond(elapsed.wallMs));
        if (r > 0) freshCpu[who].push(perSecond(elapsed.cpuMs));
        if (who === 'floor') continue;
        const closing = textFrame(frame(next[who]++));
        const replay = await rigs[who].run(Buffer.concat([frames, closing]), 1);
        watch.sample();
        if (r > 0) replayed[who].push(perSecond(replay.wallMs));
        if (r > 0) replayedCpu[who].push(perSecond(replay.cpuMs));
      }
    const load = watch.load;
    return {
      fresh: { ours: fresh.ours, theirs: fresh.theirs, load },
      replayed: { ...replayed, load },
      freshCpu: { ours: freshCpu.ours, theirs: freshCpu.theirs, load },
      replayedCpu: { ...replayedCpu, load },
      floor: fresh.floor,
      floorCpu: freshCpu.floor,
    };
  } finally {
    await rigs.ours.close();
    await rigs.theirs.close();
    await rigs.floor.close();
  }
}

/**
 * The client's own part of a recovery: instruments `ws` (both clients use it) to note when a client
 * socket reports its close and when the next upgrade request leaves. Bench-only patching.
 */
function clientWorkProbe(): { readonly closedAt: number; readonly requestedAt: number; restore(): void } {
  const proto = WebSocket.prototype as unknown as { emitClose(): void; _isServer: boolean };
  const emitClose = proto.emitClose;
  const request = http.request;
  const probe = { closedAt: 0, requestedAt: 0, restore: () => undefined as void };
  proto.emitClose = function (this: { _isServer: boolean }) {
    if (!this._isServer) probe.closedAt = performance.now();
    emitClose.call(this);
  };
  (http as { request: unknown }).request = function (this: unknown, ...args: unknown[]) {
    probe.requestedAt = performance.now();
    return (request as (...a: unknown[]) => unknown).apply(this, args);
  };
  probe.restore = () => {
    proto.emitClose = emitClose;
    (http as { request: unknown }).request = request;
  };
  return probe;
}

/** Drop → connected again for both clients: every drop's time, its client-work part, and per-round medians. */
interface Recoveries {
  readonly times: Record<Who, number[]>;
  readonly clientWork: Record<Who, number[]>;
  readonly roundMedians: Compared;
}

/**
 * (c) for both clients, connected as two users of one local hub: ms from an abrupt drop to the hub
 * seeing the same connection's socket connected again (its recovery), polled on every turn of the
 * event loop on the hub's own connection list; {@link DROP_ROUNDS} rounds of {@link DROPS_PER_ROUND}
 * drops, the clients taking turns round by round.
 */
async function hubSideRecoveries(): Promise<Recoveries> {
  const service: Service = await startService({ port: 0, fleet: false, log: false, dev: true });
  const clients = { ours: ours(), theirs: theirs() };
  const probe = clientWorkProbe();
  const watch = loadWatch();
  const connection = (who: Who) => service.faults.connections().find((s) => s.userId === `bench-${who}`);
  const until = async (accept: () => boolean): Promise<void> => {
    const deadline = performance.now() + 60_000;
    while (!accept()) {
      if (performance.now() > deadline) throw new Error('the client did not recover within 60 s');
      await new Promise((done) => setImmediate(done));
    }
  };
  try {
    for (const who of COMPARED) {
      await clients[who].start(await benchUrl(service.hubConnectionString, `bench-${who}`), () => undefined);
      await until(() => connection(who)?.connected === true);
    }
    const times = { ours: [] as number[], theirs: [] as number[] };
    const clientWork = { ours: [] as number[], theirs: [] as number[] };
    const roundMedians = { ours: [] as number[], theirs: [] as number[] };
    for (let round = 0; round < DROP_ROUNDS; round++)
      for (const who of COMPARED) {
        const inRound: number[] = [];
        for (let i = 0; i < DROPS_PER_ROUND; i++) {
          const current = connection(who);
          if (!current?.connected) throw new Error(`${who}: not connected before a drop`);
          const started = performance.now();
          if (!service.faults.drop(current.connectionId)) throw new Error('no socket to drop');
          // Connected again: a recovery (one more socket on the connection) or a new connection. Not "first
          // disconnected, then connected": a recovery quicker than one poll would never be seen as disconnected.
          await until(() => {
            const now = connection(who);
            return (
              now?.connected === true &&
              (now.connectionId !== current.connectionId || now.sockets > current.sockets)
            );
          });
          const elapsed = performance.now() - started;
          inRound.push(elapsed);
          times[who].push(elapsed);
          if (probe.requestedAt > probe.closedAt && probe.closedAt > started)
            clientWork[who].push(probe.requestedAt - probe.closedAt);
          watch.sample();
          await new Promise((done) => setTimeout(done, SETTLE_MS));
        }
        roundMedians[who].push(median(inRound));
      }
    return { times, clientWork, roundMedians: { ...roundMedians, load: watch.load } };
  } finally {
    probe.restore();
    for (const who of COMPARED) clients[who].stop();
    await service.close();
  }
}

async function main(): Promise<void> {
  process.chdir(root);
  const startLoad = loads();
  progress(`load average ${startLoad.map((l) => l.toFixed(2)).join(' ')} on ${cores} cores`);
  progress(`throughput: ${RUNS} runs of ${thousands(FRAMES_PER_RUN)} frames through a fake socket`);
  const fakeWatch = loadWatch();
  const rate = await throughput();
  fakeWatch.sample();
  progress(`${DROPS} abrupt drops against the local hub (ours)`);
  const recoveryWatch = loadWatch();
  const times = await recoveryTimes();
  recoveryWatch.sample();
  progress(
    `loopback throughput, ${SOCKET_RUNS} runs of ${thousands(SOCKET_FRAMES_PER_RUN)} frames each, ours, the official client and the floor taking turns`,
  );
  const loopback = await socketThroughputs();
  progress(
    `${DROP_ROUNDS} rounds of ${DROPS_PER_ROUND} abrupt drops each, seen from the hub, the clients taking turns`,
  );
  const hubSide = await hubSideRecoveries();
  progress('bundling the hub client and the official client (webpack, production)');
  const sizes = await bundleSizes();

  const sdkVersion = (
    JSON.parse(readFileSync(resolve('node_modules/@azure/web-pubsub-client/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB (${thousands(bytes)} B)`;
  const msText = (value: number) => `${value.toFixed(2)} ms`;
  const perSecond = (value: number) => `${thousands(value)}/s`;
  const ratio = (own: number, other: number) => `${(own / other).toFixed(2)} ×`;
  const loadText = (load: Load) => `${load.average.toFixed(2)} / ${load.cores} cores`;
  const verdictText = (verdict: NoiseVerdict) =>
    verdict.noisy ? `**too noisy**: ${verdict.reason}` : 'comparable';
  const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  const p = (values: readonly number[], q: number) => quantile(values, q);

  const verdicts = {
    fresh: noiseVerdict(loopback.fresh.ours, loopback.fresh.theirs, loopback.fresh.load),
    replayed: noiseVerdict(loopback.replayed.ours, loopback.replayed.theirs, loopback.replayed.load),
    freshCpu: noiseVerdict(loopback.freshCpu.ours, loopback.freshCpu.theirs, loopback.freshCpu.load),
    replayedCpu: noiseVerdict(
      loopback.replayedCpu.ours,
      loopback.replayedCpu.theirs,
      loopback.replayedCpu.load,
    ),
    recovery: noiseVerdict(hubSide.roundMedians.ours, hubSide.roundMedians.theirs, hubSide.roundMedians.load),
  };
  const spreadText = (values: readonly number[], unit: (n: number) => string) =>
    `${unit(p(values, 0.1))} – ${unit(p(values, 0.9))}`;
  const fresh = { ours: median(loopback.fresh.ours), theirs: median(loopback.fresh.theirs) };
  const replayed = { ours: median(loopback.replayed.ours), theirs: median(loopback.replayed.theirs) };
  const cpuRow = (figure: string, samples: Compared, goal: string, verdict: NoiseVerdict, how: string) =>
    row([
      figure,
      perSecond(median(samples.ours)),
      perSecond(median(samples.theirs)),
      ratio(median(samples.ours), median(samples.theirs)),
      goal,
      spreadText(samples.ours, perSecond),
      spreadText(samples.theirs, perSecond),
      loadText(samples.load),
      verdictText(verdict),
      how,
    ]);
  const rec = (who: Who, q: number) => p(hubSide.times[who], q);
  const work = (who: Who) => (hubSide.clientWork[who].length ? median(hubSide.clientWork[who]) : NaN);
  /** A row of the drop → connected quantile `q` of both clients, beside the median's row. */
  const recoveryRow = (name: string, q: number, goal: string) =>
    row([
      `Drop → socket connected again (hub side), ${name}`,
      msText(rec('ours', q)),
      msText(rec('theirs', q)),
      ratio(rec('ours', q), rec('theirs', q)),
      goal,
      '',
      '',
      loadText(hubSide.roundMedians.load),
      '',
      'same drops',
    ]);

  const report = [
    '### Hub client: throughput, size, recovery',
    '',
    `Node ${process.version}, ${machineText()}, ${new Date().toISOString()}; load average at the start ${startLoad.map((l) => l.toFixed(2)).join(' / ')} (1, 5, 15 min) on ${cores} cores.`,
    '',
    '| Figure | Value | Load (1-min avg / cores) | How |',
    '|---|---|---|---|',
    row([
      'Group messages per second (parse, dedupe, dispatch)',
      perSecond(rate.fresh),
      loadText(fakeWatch.load),
      `median of ${RUNS} runs × ${thousands(FRAMES_PER_RUN)} text frames of ${rate.frameBytes} B through a fake socket, after a warm-up run`,
    ]),
    row([
      'Replayed frames dropped per second',
      perSecond(rate.replayed),
      loadText(fakeWatch.load),
      'the same frames again: dropped by the sequence check',
    ]),
    row([
      'Drop → connected again (its own state), median',
      msText(median(times)),
      loadText(recoveryWatch.load),
      `${DROPS} abrupt drops (hub fault \`drop\`, no close frame), local hub over loopback`,
    ]),
    row([
      'Drop → connected again (its own state), worst',
      msText(Math.max(...times)),
      loadText(recoveryWatch.load),
      'same drops',
    ]),
    row([
      'Hub client, gzip, without rxjs',
      kb(sizes.own),
      '–',
      'src/lib/hub alone, webpack production, rxjs external (the app ships it)',
    ]),
    row([
      'Hub client, gzip, with the rxjs it uses',
      kb(sizes.withRxjs),
      '–',
      'the same, rxjs bundled and tree-shaken',
    ]),
    '',
    `#### Side by side with @azure/web-pubsub-client ${sdkVersion}, same frames and faults, same run`,
    '',
    'Ratio: ours ÷ theirs (above 1 means more messages per second, or a longer time, for ours). Spread: p10 – p90 of the repeated samples (runs, or per-round medians of the drops). Verdict: `noiseVerdict` (bench/support/stats.ts).',
    '',
    '| Figure | Ours | Official client | Ratio | Goal | Spread, ours | Spread, official | Load (1-min avg / cores) | Verdict | How |',
    '|---|---|---|---|---|---|---|---|---|---|',
    row([
      'Group messages per second over loopback (parse, dedupe, dispatch)',
      perSecond(fresh.ours),
      perSecond(fresh.theirs),
      ratio(fresh.ours, fresh.theirs),
      '≥ 1.5 ×',
      spreadText(loopback.fresh.ours, perSecond),
      spreadText(loopback.fresh.theirs, perSecond),
      loadText(loopback.fresh.load),
      verdictText(verdicts.fresh),
      `median of ${SOCKET_RUNS} runs × ${thousands(SOCKET_FRAMES_PER_RUN)} frames of ${rate.frameBytes} B written as one block by a bench WebSocket server per client, the clients taking turns run by run after a warm-up run each; each message's data read. Floor (a bare \`ws\` socket that only parses each frame): ${perSecond(median(loopback.floor))}, ${ratio(fresh.theirs, median(loopback.floor))} of it for the official client, ${ratio(fresh.ours, median(loopback.floor))} for ours`,
    ]),
    row([
      'Replayed frames dropped per second over loopback',
      perSecond(replayed.ours),
      perSecond(replayed.theirs),
      ratio(replayed.ours, replayed.theirs),
      '≥ 2 ×',
      spreadText(loopback.replayed.ours, perSecond),
      spreadText(loopback.replayed.theirs, perSecond),
      loadText(loopback.replayed.load),
      verdictText(verdicts.replayed),
      'each run written again (sequenceIds already seen), then one new frame that shows all were handled',
    ]),
    cpuRow(
      'Group messages per CPU second over loopback',
      loopback.freshCpu,
      '≥ 1.5 ×',
      verdicts.freshCpu,
      `the same runs, per second of this process's CPU time (user + system: the client, ws and the bench server's one write); floor ${perSecond(median(loopback.floorCpu))}`,
    ),
    cpuRow(
      'Replayed frames dropped per CPU second over loopback',
      loopback.replayedCpu,
      '≥ 2 ×',
      verdicts.replayedCpu,
      'the same replay runs, per second of CPU time',
    ),
    row([
      'Drop → socket connected again (hub side), p50',
      msText(rec('ours', 0.5)),
      msText(rec('theirs', 0.5)),
      ratio(rec('ours', 0.5), rec('theirs', 0.5)),
      '≤ 0.8 ×',
      spreadText(hubSide.roundMedians.ours, msText),
      spreadText(hubSide.roundMedians.theirs, msText),
      loadText(hubSide.roundMedians.load),
      verdictText(verdicts.recovery),
      `${DROP_ROUNDS * DROPS_PER_ROUND} abrupt drops each, in ${DROP_ROUNDS} rounds of ${DROPS_PER_ROUND} taking turns; the hub's connection list polled on every event-loop turn`,
    ]),
    recoveryRow('p90', 0.9, '–'),
    recoveryRow('max', 1, '≤ 1.0 ×'),
    row([
      "of which the client's own work (close event → next upgrade request), p50",
      msText(work('ours')),
      msText(work('theirs')),
      ratio(work('ours'), work('theirs')),
      '–',
      '',
      '',
      loadText(hubSide.roundMedians.load),
      '',
      'same drops; the rest is the transport and the hub, the same for both',
    ]),
    row([
      'Gzip bytes',
      kb(sizes.withRxjs),
      kb(sizes.sdk),
      ratio(sizes.withRxjs, sizes.sdk),
      '–',
      '',
      '',
      '–',
      '',
      'webpack production, each with what it uses',
    ]),
    '',
    '#### What any client could reach on this machine',
    '',
    `- Group messages: a client that cost nothing beyond parsing each frame (the floor) would run at ${ratio(median(loopback.floor), fresh.theirs)} the official client's rate; ours runs at ${ratio(fresh.ours, median(loopback.floor))} of the floor, the official client at ${ratio(fresh.theirs, median(loopback.floor))}.`,
    `- Drop → connected again: a client whose own work (close event → next upgrade request) took no time would recover in ${msText(rec('theirs', 0.5) - work('theirs'))} at p50, ${ratio(rec('theirs', 0.5) - work('theirs'), rec('theirs', 0.5))} the official client's ${msText(rec('theirs', 0.5))}.`,
    '',
  ].join('\n');
  process.stdout.write(report);
  mkdirSync(resolve('reports'), { recursive: true });
  writeFileSync(resolve('reports/bench-hub.md'), `# npm run bench:hub\n\n${report}`);
  progress('wrote reports/bench-hub.md');
  const noisy = Object.entries(verdicts).filter(([, v]) => v.noisy);
  if (noisy.length > 0) {
    const reasons = noisy.map(([figure, v]) => `${figure}: ${v.noisy ? v.reason : ''}`).join('; ');
    throw new NoisyRunError(
      `this run is too noisy to compare the two clients (${reasons}); run it again on a quieter machine`,
    );
  }
}

/** The report was written, but a comparison in it is too noisy to make (`noiseVerdict`). */
class NoisyRunError extends Error {
  override readonly name = 'NoisyRunError';
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof NoisyRunError) console.error(`bench:hub: ${error.message}`);
    else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
