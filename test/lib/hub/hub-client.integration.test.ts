import { WebPubSubClient, type OnGroupDataMessageArgs } from '@azure/web-pubsub-client';
import { filter, firstValueFrom, from, map, take, toArray, type Observable, type Subscription } from 'rxjs';
import WebSocket from 'ws';
import type { Service } from '../../../server/app';
import {
  createHubClient,
  HubAckError,
  type HubClient,
  type HubGroupMessage,
  type HubState,
  type WebSocketCtor,
} from '../../../src/lib/hub';
import { serviceHubUrl } from '../../server/support/raw-hub';
import { until } from '../../support/until';
import { startTestService } from '../../server/support/service';

/**
 * Our hub client (real time, the `ws` transport) against the local hub, with the official SDK as
 * the peer (docs/architecture.md §4, §7 "Integration"). Timing rules are covered by the marble tests; this
 * checks the wire behaviour end to end, with faults.
 */
jest.setTimeout(20_000);

let service: Service;
const cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  service = await startTestService();
});
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((c) => c()));
  service.faults.reset();
  service.faults.restartHub();
});
afterAll(() => service.close());

/** Every `ws` socket our clients opened, so a test can wait for them to close (ws keeps a close timer). */
const sockets: WebSocket[] = [];
class RecordedWebSocket extends WebSocket {
  constructor(url: string, protocols?: string | string[]) {
    super(url, protocols);
    sockets.push(this);
  }
}
const closed = (socket: WebSocket): Promise<void> =>
  socket.readyState === WebSocket.CLOSED
    ? Promise.resolve()
    : new Promise((resolve) => socket.once('close', () => resolve()));

interface Ours {
  readonly client: HubClient;
  readonly states: HubState[];
  readonly messages: HubGroupMessage[];
  /** How many access URLs were asked for. */
  urls: number;
}

/** Our client for `userId`, allowed `groups`; subscribed to state$ and groupMessages$ until the test ends. */
function ours(userId: string, groups = ['g1']): Ours {
  const logger = { warn: jest.fn(), error: jest.fn(), info: jest.fn() };
  const self: Ours = {
    client: createHubClient({
      getClientAccessUrl: () =>
        from(serviceHubUrl(service, userId, groups)).pipe(
          map((url) => {
            self.urls += 1;
            return url;
          }),
        ),
      WebSocketCtor: RecordedWebSocket as unknown as WebSocketCtor,
      logger,
    }),
    states: [],
    messages: [],
    urls: 0,
  };
  const subs: Subscription[] = [
    self.client.state$.subscribe((s) => self.states.push(s)),
    self.client.groupMessages$.subscribe((m) => self.messages.push(m)),
  ];
  cleanups.push(async () => {
    subs.forEach((s) => s.unsubscribe()); // first, so stop() cancels the refcount grace timer
    self.client.stop();
    await Promise.all(sockets.splice(0).map(closed));
  });
  return self;
}

/** The official client as a peer, joined to g1, recording what it receives. */
async function sdkPeer(
  userId: string,
): Promise<{ client: WebPubSubClient; messages: OnGroupDataMessageArgs['message'][] }> {
  const messages: OnGroupDataMessageArgs['message'][] = [];
  // Keep-alive off: the SDK's keep-alive timers outlive stop() and would hold jest open.
  const client = new WebPubSubClient(
    { getClientAccessUrl: () => serviceHubUrl(service, userId, ['g1']) },
    { keepAliveIntervalInMs: 0, keepAliveTimeoutInMs: 0 },
  );
  client.on('group-message', (e) => messages.push(e.message));
  cleanups.push(() => client.stop());
  await client.start();
  await client.joinGroup('g1');
  return { client, messages };
}

const connected = (o: Ours): Promise<Extract<HubState, { kind: 'connected' }>> =>
  firstValueFrom(
    o.client.state$.pipe(
      filter((s): s is Extract<HubState, { kind: 'connected' }> => s.kind === 'connected'),
    ),
  );

const nextMessages = (o: Ours, count: number): Promise<HubGroupMessage[]> =>
  firstValueFrom(o.client.groupMessages$.pipe(take(count), toArray()));

const first = <T>(o: Observable<T>): Promise<T> => firstValueFrom(o);

/** State kinds with consecutive repeats removed (a recovery may take more than one attempt under load). */
const kinds = (o: Ours): string[] => o.states.map((s) => s.kind).filter((k, i, all) => k !== all[i - 1]);

describe('hub client against the local hub (integration)', () => {
  it('joins, publishes to the SDK peer (noEcho by default) and receives its messages', async () => {
    const alice = ours('alice');
    const bob = await sdkPeer('bob');
    expect(await first(alice.client.joinGroup('g1'))).toEqual({ ackId: 1, duplicated: false });
    expect(await first(alice.client.sendToGroup('g1', { Command: 1 }))).toEqual({
      ackId: 2,
      duplicated: false,
    });
    await until(() => bob.messages.length === 1);
    expect(bob.messages[0]).toMatchObject({
      group: 'g1',
      dataType: 'json',
      data: { Command: 1 },
      fromUserId: 'alice',
    });
    const received = nextMessages(alice, 1);
    await bob.client.sendToGroup('g1', { Response: 'ok' }, 'json');
    expect(await received).toEqual([
      { group: 'g1', dataType: 'json', data: { Response: 'ok' }, fromUserId: 'bob', sequenceId: 1 },
    ]);
    // a second message from bob: an echo of alice's own message would have arrived before it
    await bob.client.sendToGroup('g1', 'barrier', 'text');
    await until(() => alice.messages.length >= 2);
    expect(alice.messages.map((m) => m.data)).toEqual([{ Response: 'ok' }, 'barrier']); // no echo
  });

  it('recovers a dropped socket in the same connection, without rejoining, and receives what it missed once', async () => {
    const alice = ours('alice');
    const bob = await sdkPeer('bob');
    await first(alice.client.joinGroup('g1'));
    const { connectionId } = await connected(alice);
    expect(service.faults.drop(connectionId)).toBe(true);
    await bob.client.sendToGroup('g1', 'while away', 'text');
    await until(() => alice.messages.length === 1);
    // a later message from bob: a second copy of what alice missed would have arrived before it
    await bob.client.sendToGroup('g1', 'barrier', 'text');
    await until(() => alice.messages.length >= 2);
    expect(alice.messages).toEqual([
      { group: 'g1', dataType: 'text', data: 'while away', fromUserId: 'bob', sequenceId: 1 },
      { group: 'g1', dataType: 'text', data: 'barrier', fromUserId: 'bob', sequenceId: 2 },
    ]);
    expect(kinds(alice)).toEqual(['connecting', 'connected', 'recovering', 'connected']);
    expect(alice.states.at(-1)).toEqual({ kind: 'connected', connectionId });
    expect(alice.urls).toBe(1);
  });

  it('re-sends a send whose ack was lost with the same ackId after recovery: Duplicate, published once', async () => {
    const alice = ours('alice');
    const bob = await sdkPeer('bob');
    await first(alice.client.joinGroup('g1'));
    const { connectionId } = await connected(alice);
    service.faults.withholdAcks(true);
    const ack = first(alice.client.sendToGroup('g1', { Command: 7 }));
    await until(() => bob.messages.length === 1);
    service.faults.withholdAcks(false);
    service.faults.drop(connectionId);
    expect(await ack).toEqual({ ackId: 2, duplicated: true });
    // a later command from alice: a second publish of the first would have reached bob before it
    await first(alice.client.sendToGroup('g1', 'barrier'));
    await until(() => bob.messages.length >= 2);
    expect(bob.messages.map((m) => m.data)).toEqual([{ Command: 7 }, 'barrier']);
  });

  it('reconnects with a fresh URL after the connection expired (1008) and rejoins its groups', async () => {
    const alice = ours('alice');
    const bob = await sdkPeer('bob');
    await first(alice.client.joinGroup('g1'));
    const before = await connected(alice);
    service.faults.expireConnection(before.connectionId);
    await until(() => kinds(alice).length === 7);
    // the hub accepts the recovery upgrade, then closes it with 1008: a brief `connected`, then a new connection
    expect(kinds(alice)).toEqual([
      'connecting',
      'connected',
      'recovering',
      'connected',
      'disconnected',
      'connecting',
      'connected',
    ]);
    const after = alice.states.at(-1);
    expect(after).toMatchObject({ kind: 'connected' });
    expect(after).not.toEqual(before);
    expect(alice.urls).toBe(2);
    // the hub has run the rejoin
    await until(
      () =>
        after?.kind === 'connected' &&
        service.faults
          .connections()
          .some((x) => x.connectionId === after.connectionId && x.groups.includes('g1')),
    );
    await bob.client.sendToGroup('g1', 'after rejoin', 'text');
    await until(() => alice.messages.length === 1);
    expect(alice.messages[0]).toMatchObject({ data: 'after rejoin', sequenceId: 1 });
  });

  it('retries a Forbidden join 3 times, 1 s apart, with the same ackId, then fails with HubAckError', async () => {
    const alice = ours('alice', ['g1']);
    await connected(alice);
    const started = Date.now();
    const error = await first(alice.client.joinGroup('secret')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HubAckError);
    expect(error).toMatchObject({ ackId: 1, errorDetail: { name: 'Forbidden' } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
  });
});
