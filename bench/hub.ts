/**
 * `npm run bench:hub`: figures of the app's hub client (issue 3), printed as Markdown on stdout and
 * written to reports/bench-hub.md (progress goes to stderr, so `npm run bench` can embed stdout):
 * (a) group messages per second through the client's parse, dedupe and dispatch, fed as text frames
 *     through a fake socket (fresh sequenceIds, and replayed ones that the dedupe drops);
 * (b) gzip bytes of the hub client in a minified production bundle (webpack, as the app is built)
 *     beside the official `@azure/web-pubsub-client`'s;
 * (c) median and worst time from an abrupt drop (hub fault `drop`) to `connected` again over 20
 *     drops against the local hub, over loopback.
 * A benchmark, not a test: nothing here asserts a speed, and it is not part of `npm test`.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { filter, firstValueFrom, of, skip, type Subscription } from 'rxjs';
import WebSocket from 'ws';
import { startService } from '../server/app';
import { mintHubToken } from '../server/hub/token';
import { createHubClient, type HubState, type WebSocketCtor } from '../src/lib/hub';
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

  // a player's status reply, as the app receives it (spec §7): ~300 bytes of text per frame
  const response = JSON.stringify({ Name: 'Morning mix', Song: 'A title', Artist: 'An artist', Elapsed: 61 });
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

/** (c) ms from `drop` to `connected` again, per drop, with the app client on `ws` against the local hub. */
async function recoveryTimes(): Promise<number[]> {
  const service = await startService({ port: 0, fleet: false, log: false, dev: true });
  const url = `${service.url.replace(/^http/, 'ws')}/client/hubs/players?access_token=${mintHubToken('bench', [GROUP])}`;
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

async function main(): Promise<void> {
  process.chdir(root);
  progress(`throughput: ${RUNS} runs of ${thousands(FRAMES_PER_RUN)} frames`);
  const rate = await throughput();
  progress('bundling the hub client and the official client (webpack, production)');
  const sizes = await bundleSizes();
  progress(`${DROPS} abrupt drops against the local hub`);
  const times = await recoveryTimes();

  const sdkVersion = (
    JSON.parse(readFileSync(resolve('node_modules/@azure/web-pubsub-client/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB (${thousands(bytes)} B)`;
  const msText = (value: number) => `${value.toFixed(1)} ms`;
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
