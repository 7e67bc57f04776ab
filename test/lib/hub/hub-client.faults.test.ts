import {
  asyncScheduler,
  defer,
  firstValueFrom,
  from,
  map,
  switchMap,
  type SchedulerLike,
  type Subscription,
} from 'rxjs';
import { startService, type Service } from '../../../server/app';
import {
  createHubClient,
  HubAckError,
  type HubAck,
  type HubClient,
  type HubGroupMessage,
  type HubState,
} from '../../../src/lib/hub';
import { serviceHubUrl } from '../../server/support/raw-hub';
import {
  GROUP,
  occurrences,
  Peer,
  recordingTransport,
  barrierOf,
  drained,
  scaledScheduler,
  type RecordingTransport,
} from '../../support/hub-faults';
import { until } from '../../support/until';

/**
 * Fault tests of the app's hub client against the running local hub (hub-protocol.md §5–§8, §11).
 * Each scenario checks that no group message is lost or delivered twice and that no command (a
 * `sendToGroup` of the client, as a player would receive it) is lost or published twice. A raw peer stands in for the player. Timing rules are proven by the marble
 * tests in test/lib/hub; here, where a scenario spans the 30 s recovery window, the client runs on a
 * time-scaled scheduler (see `scaledScheduler`) and assertions are about its own clock and the
 * order of events, never about speed. The same scenarios with the official client:
 * hub-faults-sdk.test.ts.
 */
jest.setTimeout(30_000);

const HUB = 'players';
/** Client-clock ms a state's stamp may trail the client's own reading under the 20× scaled clock (10 real ms). */
const SCALED_SLACK_MS = 200;
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

/** The app's client under test, with everything it showed. */
interface App {
  readonly client: HubClient;
  readonly transport: RecordingTransport;
  readonly scheduler: SchedulerLike;
  /** Every state, with the client's clock time. */
  readonly states: { readonly at: number; readonly state: HubState }[];
  /** Group messages received, barriers left out. */
  readonly messages: HubGroupMessage[];
  /** The numbers of the barriers received (`BARRIER`, test/support/hub-faults.ts). */
  readonly barriers: number[];
  readonly logger: { warn: jest.Mock; error: jest.Mock; info: jest.Mock };
  /** How many access URLs were handed out. */
  urls: number;
}

interface AppOptions {
  readonly userId?: string;
  readonly groups?: readonly string[];
  readonly scheduler?: SchedulerLike;
  /** Awaited before the n-th access URL (1-based) is handed out. */
  readonly beforeUrl?: (n: number) => Promise<void>;
}

/** Creates the client, subscribed to `state$` and `groupMessages$` until the test ends. */
function app(options: AppOptions = {}): App {
  const userId = options.userId ?? 'alice';
  const transport = recordingTransport();
  const logger = { warn: jest.fn(), error: jest.fn(), info: jest.fn() };
  const scheduler = options.scheduler ?? asyncScheduler;
  const self: App = {
    client: createHubClient({
      getClientAccessUrl: () =>
        defer(() => {
          const n = self.urls + 1;
          return from(options.beforeUrl?.(n) ?? Promise.resolve()).pipe(
            switchMap(() => serviceHubUrl(service, userId, [...(options.groups ?? [GROUP])], { hub: HUB })),
            map((url) => {
              self.urls = n;
              return url;
            }),
          );
        }),
      WebSocketCtor: transport.WebSocketCtor,
      logger,
      scheduler,
    }),
    transport,
    scheduler,
    states: [],
    messages: [],
    barriers: [],
    logger,
    urls: 0,
  };
  const subs: Subscription[] = [
    self.client.state$.subscribe((state) => self.states.push({ at: scheduler.now(), state })),
    self.client.groupMessages$.subscribe((m) => {
      const barrier = barrierOf(m.data);
      if (barrier === undefined) self.messages.push(m);
      else self.barriers.push(barrier);
    }),
  ];
  cleanups.push(async () => {
    subs.forEach((s) => s.unsubscribe());
    self.client.stop();
    await transport.closed();
  });
  return self;
}

/** A peer (the player) joined to the group, closed after the test. */
async function peer(): Promise<Peer> {
  const p = await Peer.join(service, HUB);
  cleanups.push(() => p.close());
  return p;
}

/** State kinds with consecutive repeats removed. */
const kinds = (a: App): string[] => a.states.map((s) => s.state.kind).filter((k, i, all) => k !== all[i - 1]);

/** Waits until the client is connected and returns its connectionId. */
async function connectedId(a: App): Promise<string> {
  await until(() => a.states.at(-1)?.state.kind === 'connected', { what: 'connected' });
  const state = a.states.at(-1)!.state;
  return state.kind === 'connected' ? state.connectionId : '';
}

/** Sends a command (JSON, noEcho) and resolves with its ack. */
const command = (a: App, data: unknown): Promise<HubAck> => firstValueFrom(a.client.sendToGroup(GROUP, data));

/** `drained` (test/support/hub-faults.ts) for this client. */
const drainedWith = (a: App, player: Peer): Promise<void> =>
  drained(player, { send: (data) => command(a, data), barriers: () => a.barriers });

/** `data` of the messages the client received. */
const dataOf = (a: App): unknown[] => a.messages.map((m) => m.data);

describe('app hub client against hub faults', () => {
  it('abrupt drop in the middle of 1,000 group messages: each arrives once and in order, and commands in flight are published once', async () => {
    const a = app();
    await firstValueFrom(a.client.joinGroup(GROUP));
    const player = await peer();
    const connectionId = await connectedId(a);
    const before = [0, 1, 2].map((k) => ({ command: 'before', k }));
    for (const c of before) await command(a, c);

    const inFlight = [0, 1, 2].map((k) => ({ command: 'in flight', k }));
    const whileDown = [0, 1].map((k) => ({ command: 'while down', k }));
    const acks: Promise<HubAck>[] = [];
    let seen = 0;
    const dropper = a.client.groupMessages$.subscribe(() => {
      if (++seen !== 500) return;
      // written on the socket, then the hub drops it before reading them
      acks.push(...inFlight.map((c) => command(a, c)));
      expect(service.faults.drop(connectionId)).toBe(true);
      acks.push(...whileDown.map((c) => command(a, c)));
    });
    cleanups.push(() => dropper.unsubscribe());

    const published: number[] = [];
    for (let n = 0; n < 1000; n++) {
      published.push(player.publish({ n }));
      // every 50, wait for the hub to have taken them: the stream flows, so the drop lands mid-way
      if (n % 50 === 49) await player.acked(published[n]!);
    }
    await Promise.all(published.map((id) => player.acked(id)));
    await until(() => a.messages.length >= 1000, { what: '1,000 messages' });
    const results = await Promise.all(acks);
    await drainedWith(a, player);

    expect(seen).toBeGreaterThanOrEqual(500);
    expect(a.messages).toHaveLength(1000);
    expect(dataOf(a)).toEqual([...Array(1000).keys()].map((n) => ({ n })));
    expect(a.messages.map((m) => m.sequenceId)).toEqual([...Array(1000).keys()].map((n) => n + 1));
    expect(results.map((r) => r.ackId)).toEqual([5, 6, 7, 8, 9]); // join 1, before 2–4
    const commands = occurrences(player.received());
    for (const c of [...before, ...inFlight, ...whileDown]) expect(commands.get(JSON.stringify(c))).toBe(1);
    expect(player.received()).toHaveLength(8);
    // recovered in the same connection, never reconnected
    expect(kinds(a)).toEqual(['connecting', 'connected', 'recovering', 'connected']);
    expect(a.states.at(-1)!.state).toEqual({ kind: 'connected', connectionId });
    expect(a.urls).toBe(1);
    expect(a.transport.sockets.slice(1).every((s) => s.url.includes('awps_connection_id='))).toBe(true);
  });

  it('a drop while acks are withheld: every send is written again with its ackId, answered Duplicate and published once', async () => {
    const a = app();
    await firstValueFrom(a.client.joinGroup(GROUP));
    const player = await peer();
    const connectionId = await connectedId(a);
    service.faults.withholdAcks(true);
    const commands = [0, 1, 2, 3, 4].map((k) => ({ command: 'withheld', k }));
    const acks = commands.map((c) => command(a, c));
    [0, 1, 2].forEach((n) => player.publish({ n }));
    await until(() => player.received().length === 5 && a.messages.length === 3, {
      what: 'sends and messages',
    });
    service.faults.withholdAcks(false);
    expect(service.faults.drop(connectionId)).toBe(true);

    const results = await Promise.all(acks);
    expect(results).toEqual([2, 3, 4, 5, 6].map((ackId) => ({ ackId, duplicated: true })));
    await player.acked(player.publish({ n: 3 }));
    await until(() => a.messages.length === 4, { what: 'the message after recovery' });
    await drainedWith(a, player);

    expect(player.received()).toEqual(commands); // each once, in order
    expect(dataOf(a)).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }, { n: 3 }]);
    // on the wire: each send once on the dropped socket and once on the recovered one, same ackId
    const [dropped, recovered] = a.transport.sockets;
    const sendIds = (s: typeof dropped) =>
      s!.sent
        .filter((f) => f['type'] === 'sendToGroup' && barrierOf(f['data']) === undefined)
        .map((f) => f['ackId']);
    expect(sendIds(dropped)).toEqual([2, 3, 4, 5, 6]);
    expect(sendIds(recovered)).toEqual([2, 3, 4, 5, 6]);
    expect(recovered!.url).toContain(`awps_connection_id=${connectionId}`);
    expect(kinds(a)).toEqual(['connecting', 'connected', 'recovering', 'connected']);
  });

  it('hub restart: the recovery gets 1008, a new connection (fresh URL) rejoins the group, a held command is published once and messages flow again', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // the second URL waits until the test has a new peer in place, so nothing races the rejoin
    const a = app({ beforeUrl: (n) => (n >= 2 ? gate : Promise.resolve()) });
    await firstValueFrom(a.client.joinGroup(GROUP));
    const oldPlayer = await peer();
    const before = await connectedId(a);
    await oldPlayer.acked(oldPlayer.publish({ n: 'before' }));
    await command(a, { command: 'before' });
    await until(() => a.messages.length === 1 && oldPlayer.received().length === 1, {
      what: 'traffic before',
    });

    service.faults.restartHub();
    await oldPlayer.raw.closed;
    await until(() => kinds(a).includes('disconnected') && a.states.at(-1)!.state.kind === 'connecting', {
      what: 'reconnecting',
    });
    const held = command(a, { command: 'held' });
    const player = await peer();
    release();

    expect(await held).toEqual({ ackId: 3, duplicated: false }); // join 1, before 2
    const after = await connectedId(a);
    expect(after).not.toBe(before);
    expect(service.faults.connections().find((s) => s.connectionId === after)).toMatchObject({
      userId: 'alice',
      groups: [GROUP],
    });
    await player.acked(player.publish({ n: 'after rejoin' }));
    await until(() => a.messages.length === 2, { what: 'the message after rejoin' });
    await drainedWith(a, player);

    expect(a.messages).toEqual([
      expect.objectContaining({ data: { n: 'before' }, sequenceId: 1 }),
      expect.objectContaining({ data: { n: 'after rejoin' }, sequenceId: 1 }), // a new connection numbers from 1
    ]);
    expect(player.received()).toEqual([{ command: 'held' }]);
    expect(oldPlayer.received()).toEqual([{ command: 'before' }]);
    // the hub accepts the recovery upgrade, then closes it with 1008: a brief `connected`, then a new connection
    expect(kinds(a)).toEqual([
      'connecting',
      'connected',
      'recovering',
      'connected',
      'disconnected',
      'connecting',
      'connected',
    ]);
    expect(a.urls).toBe(2);
    const [, recovery, fresh] = a.transport.sockets;
    expect(recovery!.url).toContain(`awps_connection_id=${before}`);
    expect(fresh!.url).not.toContain('awps_');
    expect(fresh!.sent.map((f) => [f['type'], f['group'], f['ackId']]).slice(0, 2)).toEqual([
      ['joinGroup', GROUP, 4], // rejoined first, with a new ackId…
      ['sendToGroup', GROUP, 3], // …then the held command
    ]);
  });

  it('a 40 s outage: recovery gives up after its 30 s window, reconnects (fresh URL, every 1 s) succeed once the hub is back', async () => {
    const scheduler = scaledScheduler(20); // 40 s of the client's clock take 2 s
    const a = app({ scheduler });
    await firstValueFrom(a.client.joinGroup(GROUP));
    const player = await peer();
    const before = await connectedId(a);
    await player.acked(player.publish({ n: 'before' }));
    await until(() => a.messages.length === 1, { what: 'the message before' });

    const outage = scheduler.now();
    service.faults.refuseUpgrades(true);
    expect(service.faults.drop(before)).toBe(true);
    const held = command(a, { command: 'held through the outage' });
    await until(() => scheduler.now() - outage >= 40_000, {
      what: 'the end of the outage',
      timeoutMs: 20_000,
    });
    const ended = scheduler.now();
    service.faults.refuseUpgrades(false);

    expect((await held).duplicated).toBe(false);
    const after = await connectedId(a);
    await player.acked(player.publish({ n: 'after' }));
    await until(() => a.messages.length === 2, { what: 'the message after' });
    await drainedWith(a, player);

    const recovering = a.states.filter((s) => s.state.kind === 'recovering');
    const gaveUp = a.states.find((s) => s.state.kind === 'disconnected')!;
    expect(recovering.length).toBeGreaterThanOrEqual(2);
    expect(recovering.every((s) => s.state.kind === 'recovering' && s.state.connectionId === before)).toBe(
      true,
    );
    expect(recovering.every((s) => s.at < gaveUp.at)).toBe(true);
    // gave up no earlier than 30 s after the first attempt, and while the hub was still down
    // (less one scaled step: the states are stamped when seen, a few real ms after the client's own reading)
    expect(gaveUp.at - recovering[0]!.at).toBeGreaterThanOrEqual(30_000 - SCALED_SLACK_MS);
    expect(gaveUp.at).toBeLessThan(ended);
    // at most one attempt per second of the window: attempts 1…31 (at 0 s, 1 s, … 30 s)
    const attempts = recovering.map((s) => (s.state.kind === 'recovering' ? s.state.attempt : 0));
    expect(Math.max(...attempts)).toBeLessThanOrEqual(31);
    const recoverySockets = a.transport.sockets.filter((s) => s.url.includes('awps_connection_id='));
    expect(recoverySockets).toHaveLength(Math.max(...attempts));
    // then new connections, each with a fresh URL, until one succeeds after the outage
    const fresh = a.transport.sockets.filter((s) => !s.url.includes('awps_'));
    expect(fresh.length).toBeGreaterThanOrEqual(3); // the first, at least one refused, the last
    expect(a.urls).toBe(fresh.length);
    expect(after).not.toBe(before);
    expect(kinds(a).slice(0, 5)).toEqual([
      'connecting',
      'connected',
      'recovering',
      'disconnected',
      'connecting',
    ]);
    expect(kinds(a).at(-1)).toBe('connected');
    expect(a.states.filter((s) => s.state.kind === 'connected' && s.at > gaveUp.at)).toHaveLength(1);
    // nothing lost or doubled: the held command once, the rejoined group gets the message after
    expect(player.received()).toEqual([{ command: 'held through the outage' }]);
    expect(dataOf(a)).toEqual([{ n: 'before' }, { n: 'after' }]);
    expect(service.faults.connections().find((s) => s.connectionId === after)).toMatchObject({
      groups: [GROUP],
    });
  });

  it('malformed and binary frames from the hub are logged and ignored; the connection, dedupe and commands carry on', async () => {
    const a = app();
    await firstValueFrom(a.client.joinGroup(GROUP));
    const player = await peer();
    const connectionId = await connectedId(a);
    await player.acked(player.publish({ n: 1 }));
    await until(() => a.messages.length === 1, { what: 'the first message' });

    const bad = [
      'not json',
      '[1,2]',
      'null',
      '{"type":"bogus"}',
      '{"type":"ack"}',
      '{"type":"message","from":"group","dataType":"json","data":1}',
      '{"type":"message","from":"group","group":"g1","dataType":"xml","data":"<a/>"}',
      '{"type":"system","event":"weird"}',
    ];
    for (const frame of bad) expect(service.faults.injectFrame(connectionId, frame)).toBe(true);
    expect(service.faults.injectFrame(connectionId, new Uint8Array([1, 2, 3]))).toBe(true);
    // a well-formed replay of sequenceId 1: dropped by the sequence check, not delivered twice
    const replay = {
      sequenceId: 1,
      type: 'message',
      from: 'group',
      group: GROUP,
      dataType: 'json',
      data: { n: 1 },
    };
    expect(service.faults.injectFrame(connectionId, JSON.stringify(replay))).toBe(true);
    await player.acked(player.publish({ n: 2 }));
    expect(await command(a, { command: 'after garbage' })).toEqual({ ackId: 2, duplicated: false });
    await until(() => a.messages.length === 2 && player.received().length === 1, { what: 'traffic after' });
    await drainedWith(a, player);

    expect(dataOf(a)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(player.received()).toEqual([{ command: 'after garbage' }]);
    expect(kinds(a)).toEqual(['connecting', 'connected']);
    const ignored = a.logger.warn.mock.calls.filter(([text]) =>
      String(text).startsWith('hub: ignored a frame'),
    );
    expect(ignored).toHaveLength(bad.length + 1);
    expect(a.logger.warn).toHaveBeenCalledWith('hub: ignored a frame (not a text frame)', '[Buffer]');
    expect(a.logger.warn).toHaveBeenCalledWith('hub: ignored a frame (not JSON)', 'not json');
  });

  it('joining a group the token does not grant fails with Forbidden after 3 retries with the same ackId; the connection carries on', async () => {
    const scheduler = scaledScheduler(20); // 3 × 1 s retries take 150 ms
    const a = app({ groups: [GROUP], scheduler });
    const player = await peer();
    await connectedId(a);

    const error = await firstValueFrom(a.client.joinGroup('secret')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HubAckError);
    expect(error).toMatchObject({ ackId: 1, errorDetail: { name: 'Forbidden' } });
    const joins = a.transport.sent('joinGroup');
    expect(joins).toEqual(Array(4).fill({ type: 'joinGroup', group: 'secret', ackId: 1 }));

    expect(await firstValueFrom(a.client.joinGroup(GROUP))).toEqual({ ackId: 2, duplicated: false });
    await player.acked(player.publish({ n: 1 }));
    expect(await command(a, { command: 'after Forbidden' })).toEqual({ ackId: 3, duplicated: false });
    await until(() => a.messages.length === 1 && player.received().length === 1, { what: 'traffic after' });
    await drainedWith(a, player);
    expect(dataOf(a)).toEqual([{ n: 1 }]);
    expect(player.received()).toEqual([{ command: 'after Forbidden' }]);
    expect(kinds(a)).toEqual(['connecting', 'connected']);
    expect(service.faults.connections().find((s) => s.userId === 'alice')).toMatchObject({ groups: [GROUP] });
  });
});
