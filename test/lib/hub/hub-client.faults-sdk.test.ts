import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import {
  SendMessageError,
  WebPubSubClient,
  type JSONTypes,
  type OnGroupDataMessageArgs,
  type WebPubSubClientOptions,
} from '@azure/web-pubsub-client';
import { startService, type Service } from '../../../server/app';
import { serviceHubUrl } from '../../server/support/raw-hub';
import { barrierOf, drained, GROUP, occurrences, Peer } from '../../support/hub-faults';
import { until } from '../../support/until';

/**
 * The fault scenarios of hub-faults.test.ts with the official `@azure/web-pubsub-client` (1.0.4)
 * against the local hub (the same scenarios pass with the official client, except its own documented
 * double publish), so the two clients can be compared. Where the SDK behaves
 * differently, the test asserts what it does and says so (hub-protocol.md §4, §9, "Observed"):
 * - a retried send takes a new ackId, so a lost ack publishes twice (unless the caller passes `ackId`);
 * - a send fails after 3 retries, 1 s apart, when not connected (ours waits for the connection);
 * - a frame that is not JSON, or binary, throws out of its socket handler (uncaught) and that socket
 *   stops processing frames: shown in a child process, since an uncaught error fails a Jest test.
 * The 40 s outage runs in real time (the SDK's 30 s recovery window is fixed): ~32 s.
 */
jest.setTimeout(30_000);

const HUB = 'players';
/** The SDK's keep-alive timers outlive stop(); off so Jest exits promptly. Everything else is default. */
const NO_KEEPALIVE: WebPubSubClientOptions = { keepAliveIntervalInMs: 0, keepAliveTimeoutInMs: 0 };
let service: Service;
const cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  service = await startService({ port: 0, fleet: false, log: false, dev: true });
});
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  service.faults.reset();
  service.faults.restartHub();
});
afterAll(() => service.close());

/** The official client under test and what it reported. */
interface Sdk {
  readonly client: WebPubSubClient;
  /** connectionIds of `connected` events (a new connection; recoveries fire none). */
  readonly connected: string[];
  /** Client clock (Date.now) of each `disconnected` event. */
  readonly disconnected: number[];
  /** Group messages received, barriers left out. */
  readonly messages: OnGroupDataMessageArgs['message'][];
  /** The numbers of the barriers received (`BARRIER`, test/support/hub-faults.ts). */
  readonly barriers: number[];
  urls: number;
}

interface SdkOptions {
  readonly groups?: readonly string[];
  readonly options?: WebPubSubClientOptions;
  /** Awaited before the n-th access URL (1-based) is handed out. */
  readonly beforeUrl?: (n: number) => Promise<void>;
}

/** Creates and starts an SDK client as `alice`, stopped after the test. */
async function sdk(options: SdkOptions = {}): Promise<Sdk> {
  const self: Sdk = {
    client: new WebPubSubClient(
      {
        getClientAccessUrl: async () => {
          const n = self.urls + 1;
          await options.beforeUrl?.(n);
          self.urls = n;
          return serviceHubUrl(service, 'alice', [...(options.groups ?? [GROUP])], { hub: HUB });
        },
      },
      { ...NO_KEEPALIVE, ...options.options },
    ),
    connected: [],
    disconnected: [],
    messages: [],
    barriers: [],
    urls: 0,
  };
  self.client.on('connected', (e) => self.connected.push(e.connectionId));
  self.client.on('disconnected', () => self.disconnected.push(Date.now()));
  self.client.on('group-message', (e) => {
    const barrier = barrierOf(e.message.data);
    if (barrier === undefined) self.messages.push(e.message);
    else self.barriers.push(barrier);
  });
  cleanups.push(() => self.client.stop());
  await self.client.start();
  await until(() => self.connected.length === 1, { what: 'connected' });
  return self;
}

/** A peer (the player) joined to the group, closed after the test. */
async function peer(): Promise<Peer> {
  const p = await Peer.join(service, HUB);
  cleanups.push(() => p.close());
  return p;
}

/** The live connectionId of alice's connection (the SDK does not expose it after start). */
const aliceId = (): string =>
  service.faults.connections().find((s) => s.userId === 'alice' && s.connected)!.connectionId;

/** Sends a command (JSON, noEcho), optionally with the caller's `ackId`. */
const command = (s: Sdk, data: JSONTypes, ackId?: number) =>
  s.client.sendToGroup(GROUP, data, 'json', { noEcho: true, ...(ackId !== undefined ? { ackId } : {}) });

const dataOf = (s: Sdk): unknown[] => s.messages.map((m) => m.data);

/** `drained` (test/support/hub-faults.ts) for this client. */
const drainedWith = (s: Sdk, player: Peer): Promise<void> =>
  drained(player, { send: (data) => command(s, data), barriers: () => s.barriers });

describe('official Web PubSub client against hub faults', () => {
  it('abrupt drop in the middle of 1,000 group messages: each arrives once and in order; commands with caller ackIds are published once', async () => {
    const s = await sdk();
    await s.client.joinGroup(GROUP);
    const player = await peer();
    const connectionId = aliceId();
    const before = [0, 1, 2].map((k) => ({ command: 'before', k }));
    for (const [k, c] of before.entries()) await command(s, c, 10_000 + k);

    const inFlight = [0, 1, 2].map((k) => ({ command: 'in flight', k }));
    const whileDown = [0, 1].map((k) => ({ command: 'while down', k }));
    const acks: Promise<unknown>[] = [];
    let seen = 0;
    s.client.on('group-message', () => {
      if (++seen !== 500) return;
      acks.push(...inFlight.map((c, k) => command(s, c, 20_000 + k)));
      expect(service.faults.drop(connectionId)).toBe(true);
      acks.push(...whileDown.map((c, k) => command(s, c, 30_000 + k)));
    });

    const published: number[] = [];
    for (let n = 0; n < 1000; n++) {
      published.push(player.publish({ n }));
      // every 50, wait for the hub to have taken them: the stream flows, so the drop lands mid-way
      if (n % 50 === 49) await player.acked(published[n]!);
    }
    await Promise.all(published.map((id) => player.acked(id)));
    await until(() => s.messages.length >= 1000, { what: '1,000 messages' });
    await Promise.all(acks);
    await drainedWith(s, player);

    expect(s.messages).toHaveLength(1000);
    expect(dataOf(s)).toEqual([...Array(1000).keys()].map((n) => ({ n })));
    expect(s.messages.map((m) => m.sequenceId)).toEqual([...Array(1000).keys()].map((n) => n + 1));
    const commands = occurrences(player.received());
    for (const c of [...before, ...inFlight, ...whileDown]) expect(commands.get(JSON.stringify(c))).toBe(1);
    expect(player.received()).toHaveLength(8);
    // recovered in the same connection: no new connection, no `connected` event
    expect(s.urls).toBe(1);
    expect(s.connected).toEqual([connectionId]);
    expect(s.disconnected).toEqual([]);
  });

  it('a drop while an ack is withheld: the SDK retries with a new ackId and publishes twice (documented), once with a caller ackId', async () => {
    const s = await sdk();
    await s.client.joinGroup(GROUP); // ackId 1
    const player = await peer();
    const connectionId = aliceId();
    service.faults.withholdAcks(true);
    const ownId = command(s, { command: 'SDK ackId' }); // ackId 2
    const callerId = command(s, { command: 'caller ackId' }, 50_000);
    player.publish({ n: 0 });
    await until(() => player.received().length === 2 && s.messages.length === 1, {
      what: 'sends and message',
    });
    service.faults.withholdAcks(false);
    expect(service.faults.drop(connectionId)).toBe(true);

    const [own, caller] = await Promise.all([ownId, callerId]);
    expect(own.isDuplicated).toBe(false); // a new ackId: the hub ran it again
    expect(own.ackId).toBeGreaterThan(2);
    expect(caller).toEqual({ ackId: 50_000, isDuplicated: true });
    await player.acked(player.publish({ n: 1 }));
    await until(() => s.messages.length === 2, { what: 'the message after recovery' });
    await drainedWith(s, player);

    const commands = occurrences(player.received());
    expect(commands.get(JSON.stringify({ command: 'SDK ackId' }))).toBe(2); // the documented double publish
    expect(commands.get(JSON.stringify({ command: 'caller ackId' }))).toBe(1);
    expect(dataOf(s)).toEqual([{ n: 0 }, { n: 1 }]);
    expect(s.connected).toEqual([connectionId]);
  });

  it('hub restart: the recovery gets 1008, a new connection (fresh URL) rejoins the group, a command sent while down is published once', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const s = await sdk({ beforeUrl: (n) => (n >= 2 ? gate : Promise.resolve()) });
    await s.client.joinGroup(GROUP);
    const oldPlayer = await peer();
    await oldPlayer.acked(oldPlayer.publish({ n: 'before' }));
    await command(s, { command: 'before' });
    await until(() => s.messages.length === 1 && oldPlayer.received().length === 1, {
      what: 'traffic before',
    });

    service.faults.restartHub();
    await oldPlayer.raw.closed;
    await until(() => s.disconnected.length === 1, { what: 'disconnected' });
    const held = command(s, { command: 'held' }); // fails "not connected" at once, retried 1 s later
    const player = await peer();
    release();

    expect((await held).isDuplicated).toBe(false);
    await until(() => s.connected.length === 2, { what: 'connected again (after its rejoin settled)' });
    expect(service.faults.connections().find((x) => x.connectionId === s.connected[1])).toMatchObject({
      groups: [GROUP],
    });
    await player.acked(player.publish({ n: 'after rejoin' }));
    await until(() => s.messages.length === 2, { what: 'the message after rejoin' });
    await drainedWith(s, player);

    expect(s.messages).toEqual([
      expect.objectContaining({ data: { n: 'before' }, sequenceId: 1 }),
      expect.objectContaining({ data: { n: 'after rejoin' }, sequenceId: 1 }),
    ]);
    expect(player.received()).toEqual([{ command: 'held' }]);
    expect(oldPlayer.received()).toEqual([{ command: 'before' }]);
    expect(s.urls).toBe(2);
    expect(s.connected[1]).not.toBe(s.connected[0]);
  });

  it('a 40 s outage: recovery gives up after 30 s, reconnects succeed once the hub is back; a send during the outage fails after its retries (documented)', async () => {
    const s = await sdk();
    await s.client.joinGroup(GROUP);
    const player = await peer();
    const before = aliceId();
    await player.acked(player.publish({ n: 'before' }));
    await until(() => s.messages.length === 1, { what: 'the message before' });

    const outage = Date.now();
    service.faults.refuseUpgrades(true);
    expect(service.faults.drop(before)).toBe(true);
    const held = command(s, { command: 'during the outage' }).catch((e: unknown) => e);
    await until(() => s.disconnected.length === 1, { what: 'recovery gave up', timeoutMs: 40_000 });
    const urlsWhenGaveUp = s.urls;
    await until(() => s.urls >= urlsWhenGaveUp + 2, { what: 'refused reconnects', timeoutMs: 10_000 });
    const ended = Date.now();
    service.faults.refuseUpgrades(false);
    await until(() => s.connected.length === 2, { what: 'connected again' });
    await player.acked(player.publish({ n: 'after' }));
    await until(() => s.messages.length === 2, { what: 'the message after' });
    await drainedWith(s, player);

    expect(s.disconnected[0]! - outage).toBeGreaterThanOrEqual(29_500); // its fixed 30 s window
    expect(s.disconnected[0]).toBeLessThan(ended); // given up while the hub was still down
    expect(s.urls).toBeGreaterThanOrEqual(urlsWhenGaveUp + 2); // fresh URL on every reconnect attempt
    expect(s.connected[1]).not.toBe(before);
    expect(await held).toEqual(new Error('The connection is not connected.')); // rejected, not lost silently
    expect(player.received()).toEqual([]);
    expect(dataOf(s)).toEqual([{ n: 'before' }, { n: 'after' }]);
    expect(service.faults.connections().find((x) => x.connectionId === s.connected[1])).toMatchObject({
      groups: [GROUP],
    });
  }, 60_000);

  it('well-formed JSON it does not know is ignored and the connection carries on; a message without `group` is delivered as is (documented)', async () => {
    const s = await sdk();
    await s.client.joinGroup(GROUP);
    const player = await peer();
    const connectionId = aliceId();
    await player.acked(player.publish({ n: 1 }));
    await until(() => s.messages.length === 1, { what: 'the first message' });
    const ignored = [
      '{"type":"bogus"}',
      '{"type":"ack"}',
      '{"type":"message","from":"group","group":"g1","dataType":"xml","data":"<a/>"}',
      '{"type":"message","from":"nowhere","dataType":"json","data":1}',
      '{"type":"system","event":"weird"}',
      // a well-formed replay of sequenceId 1: dropped by its sequence check
      JSON.stringify({
        sequenceId: 1,
        type: 'message',
        from: 'group',
        group: GROUP,
        dataType: 'json',
        data: { n: 1 },
      }),
    ];
    for (const frame of ignored) expect(service.faults.injectFrame(connectionId, frame)).toBe(true);
    // no shape check: a group message without `group` reaches the handlers (ours logs and drops it)
    service.faults.injectFrame(
      connectionId,
      '{"type":"message","from":"group","dataType":"json","data":"no group"}',
    );
    await player.acked(player.publish({ n: 2 }));
    expect(await command(s, { command: 'after' })).toEqual({ ackId: 2, isDuplicated: false });
    await until(() => s.messages.length === 3 && player.received().length === 1, { what: 'traffic after' });
    await drainedWith(s, player);

    expect(dataOf(s)).toEqual([{ n: 1 }, 'no group', { n: 2 }]);
    expect(s.messages[1]!.group).toBeUndefined();
    expect(player.received()).toEqual([{ command: 'after' }]);
    expect(s.connected).toEqual([connectionId]);
    expect(s.disconnected).toEqual([]);
  });

  it.each([
    ['a text frame that is not JSON', { text: 'not json' }, /not valid JSON/],
    ['a binary frame', { base64: Buffer.from([1, 2, 3]).toString('base64') }, /Expected a string/],
  ])(
    '%s throws out of its socket handler (uncaught) and that socket stops processing frames (documented)',
    async (_name, frame, thrown) => {
      const child = await sdkChild(await serviceHubUrl(service, 'alice', [GROUP], { hub: HUB }));
      const player = await peer();
      const connectionId = aliceId();
      await player.acked(player.publish({ n: 1 }));
      await child.next((l) => l['message'] !== undefined);
      const injected =
        'text' in frame
          ? service.faults.injectFrame(connectionId, frame.text)
          : service.faults.injectFrame(connectionId, Buffer.from(frame.base64, 'base64'));
      expect(injected).toBe(true);
      expect((await child.next((l) => l['uncaught'] !== undefined))['uncaught']).toMatch(thrown);
      const stuckFrom = child.lines.length;
      await player.acked(player.publish({ n: 2 }));
      child.send({ command: 'after' });
      // The child's socket handler is stuck, so no frame it gets can act as a barrier: its raw socket shows
      // the message and the send's ack arriving, and a probe through its stdin, answered in a later turn
      // than the socket's, shows the handler had its turn to print them.
      await child.next(() => {
        const since = child.lines.slice(stuckFrom).map((l) => l['received'] ?? '');
        return since.join('').includes('"data":{"n":2}') && since.join('').includes('"type":"ack"');
      });
      child.send({ probe: 1 });
      await child.next((l) => l['probe'] === 1);
      // the message after is never handled, and the send's ack never arrives (the hub ran it)
      expect(child.lines.filter((l) => l['message'] !== undefined)).toEqual([{ message: { n: 1 } }]);
      expect(child.lines.filter((l) => l['ack'] !== undefined || l['error'] !== undefined)).toEqual([]);
      expect(player.received()).toEqual([{ command: 'after' }]);
      expect(service.faults.connections().find((x) => x.connectionId === connectionId)).toMatchObject({
        connected: true,
      });
    },
  );

  it('joining a group the token does not grant: Forbidden after 3 retries, each with a new ackId (documented); the connection carries on', async () => {
    const s = await sdk({ options: { messageRetryOptions: { retryDelayInMs: 100 } } });
    const player = await peer();
    const error = await s.client.joinGroup('secret').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendMessageError);
    expect(error).toMatchObject({ ackId: 4, errorDetail: { name: 'Forbidden' } }); // attempts 1, 2, 3, 4

    expect(await s.client.joinGroup(GROUP)).toEqual({ ackId: 5, isDuplicated: false });
    await player.acked(player.publish({ n: 1 }));
    expect(await command(s, { command: 'after Forbidden' })).toEqual({ ackId: 6, isDuplicated: false });
    await until(() => s.messages.length === 1 && player.received().length === 1, { what: 'traffic after' });
    await drainedWith(s, player);
    expect(dataOf(s)).toEqual([{ n: 1 }]);
    expect(player.received()).toEqual([{ command: 'after Forbidden' }]);
    expect(s.disconnected).toEqual([]);
    expect(service.faults.connections().find((x) => x.userId === 'alice')).toMatchObject({ groups: [GROUP] });
  });
});

/** One JSON line the child printed. */
type ChildLine = Record<string, unknown>;

/**
 * The SDK in a child Node process (its uncaught errors would fail a Jest test): it connects to
 * `url`, joins the group and prints one JSON line per event (`joined`, `message`, `uncaught`,
 * `ack`, `error`), and one per chunk its socket reads (`received`, the raw frames as text); a JSON
 * line on its stdin is sent to the group as a command, except `{ probe }`, which it prints back.
 */
async function sdkChild(url: string): Promise<{
  lines: ChildLine[];
  next(match: (line: ChildLine) => boolean): Promise<ChildLine>;
  send(data: unknown): void;
}> {
  const script = `
    const { WebPubSubClient } = require('@azure/web-pubsub-client');
    const say = (o) => process.stdout.write(JSON.stringify(o) + '\\n');
    process.on('uncaughtException', (e) => say({ uncaught: e.message }));
    const client = new WebPubSubClient({ getClientAccessUrl: async () => process.argv[1] },
      { keepAliveIntervalInMs: 0, keepAliveTimeoutInMs: 0, messageRetryOptions: { maxRetries: 0 } });
    client.on('group-message', (e) => say({ message: e.message.data }));
    require('node:diagnostics_channel').subscribe('net.client.socket', ({ socket }) =>
      socket.on('data', (chunk) => say({ received: chunk.toString('latin1') })));
    require('node:readline').createInterface({ input: process.stdin }).on('line', (line) => {
      const data = JSON.parse(line);
      if ('probe' in data) return say({ probe: data.probe });
      client.sendToGroup('${GROUP}', data, 'json', { noEcho: true })
        .then((a) => say({ ack: a }), (e) => say({ error: e.message }));
    });
    client.start().then(() => client.joinGroup('${GROUP}')).then(() => say({ joined: true }));
  `;
  const child = spawn(process.execPath, ['-e', script, url], { cwd: process.cwd(), stdio: 'pipe' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  cleanups.push(() => {
    child.kill();
    return exited;
  });
  const lines: ChildLine[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => lines.push(JSON.parse(line) as ChildLine));
  const next = async (match: (line: ChildLine) => boolean): Promise<ChildLine> => {
    await until(() => lines.some(match), { what: 'a line from the SDK child' });
    return lines.find(match)!;
  };
  await next((l) => l['joined'] === true);
  return { lines, next, send: (data) => child.stdin.write(`${JSON.stringify(data)}\n`) };
}
