import { WebPubSubClient, type OnGroupDataMessageArgs } from '@azure/web-pubsub-client';
import { defer, firstValueFrom, from, type Subscription } from 'rxjs';
import { startService, type Service } from '../../../server/app';
import { createHubClient, type HubGroupMessage, type HubState } from '../../../src/lib/hub';
import { serviceHubUrl } from '../../server/support/raw-hub';
import { barrierOf, drained, GROUP, occurrences, Peer, recordingTransport } from '../../support/hub-faults';
import { until } from '../../support/until';

/**
 * A hub that has lost its connections (fault `forgetConnections`) accepts a recovery URL as a brand-new
 * connection: `system/connected` carries a new connectionId, messages are numbered from 1 again and
 * the connection is in no group (hub-protocol.md §6, §11). The app's client takes that frame for what
 * it is, a new connection, and rejoins; the official client believes it recovered and loses every
 * later group message.
 */
jest.setTimeout(30_000);

const HUB = 'players';
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

/** A peer (the player) joined to the group, closed after the test. */
async function peer(): Promise<Peer> {
  const p = await Peer.join(service, HUB);
  cleanups.push(() => p.close());
  return p;
}

/** alice's connected connection on the hub. */
const aliceConnection = () => service.faults.connections().find((s) => s.userId === 'alice' && s.connected);

const url = () => serviceHubUrl(service, 'alice', [GROUP], { hub: HUB });

/** The hub forgets alice's connection while her socket drops: her client's recovery lands on a new connection. */
function loseConnection(connectionId: string): void {
  service.faults.forgetConnections(true);
  expect(service.faults.drop(connectionId)).toBe(true);
}

describe('a recovery onto a hub that lost the connection', () => {
  it('the app client rejoins as a new connection: no group message published after it is lost, and commands reach the player', async () => {
    const transport = recordingTransport();
    const states: HubState[] = [];
    const messages: HubGroupMessage[] = [];
    const barriers: number[] = [];
    const logger = { warn: jest.fn(), error: jest.fn(), info: jest.fn() };
    const client = createHubClient({
      getClientAccessUrl: () => defer(() => from(url())),
      WebSocketCtor: transport.WebSocketCtor,
      logger,
    });
    const subs: Subscription[] = [
      client.state$.subscribe((s) => states.push(s)),
      client.groupMessages$.subscribe((m) => {
        const barrier = barrierOf(m.data);
        if (barrier === undefined) messages.push(m);
        else barriers.push(barrier);
      }),
    ];
    cleanups.push(async () => {
      subs.forEach((s) => s.unsubscribe());
      client.stop();
      await transport.closed();
    });
    await firstValueFrom(client.joinGroup(GROUP));
    const player = await peer();
    const before = aliceConnection()!.connectionId;
    for (const n of [0, 1, 2]) await player.acked(player.publish({ n }));
    await until(() => messages.length === 3, { what: 'messages before' });

    loseConnection(before);
    await until(() => aliceConnection() !== undefined && aliceConnection()!.connectionId !== before, {
      what: 'a new connection',
    });
    const after = aliceConnection()!.connectionId;
    await until(() => aliceConnection()?.groups.includes(GROUP) === true, { what: 'the rejoin' });
    service.faults.forgetConnections(false);
    for (const n of [3, 4, 5]) await player.acked(player.publish({ n }));
    await firstValueFrom(client.sendToGroup(GROUP, { command: 'after' }));
    await until(() => messages.length === 6 && player.received().length === 1, { what: 'traffic after' });
    // a barrier each way: a late duplicate of anything before would arrive first
    await drained(player, {
      send: (data) => firstValueFrom(client.sendToGroup(GROUP, data)),
      barriers: () => barriers,
    });

    expect(messages.map((m) => m.data)).toEqual([0, 1, 2, 3, 4, 5].map((n) => ({ n })));
    expect(messages.map((m) => m.sequenceId)).toEqual([1, 2, 3, 1, 2, 3]); // the new connection numbers from 1
    expect(occurrences(player.received()).get(JSON.stringify({ command: 'after' }))).toBe(1);
    // the recovery socket was the one that found the new connection; no fresh URL was needed
    expect(transport.sockets).toHaveLength(2);
    expect(transport.sockets[1]!.url).toContain(`awps_connection_id=${before}`);
    expect(transport.sockets[1]!.sent.filter((f) => f['type'] === 'joinGroup')).toEqual([
      expect.objectContaining({ group: GROUP }),
    ]);
    expect(states.at(-1)).toEqual({ kind: 'connected', connectionId: after });
    expect(states.map((s) => s.kind).filter((k, i, all) => k !== all[i - 1])).toEqual([
      'connecting',
      'connected',
      'recovering',
      'connected',
    ]);
  });

  it('the official client believes it recovered: it keeps no group and every later group message is lost (documented)', async () => {
    const messages: OnGroupDataMessageArgs['message'][] = [];
    const connected: string[] = [];
    const client = new WebPubSubClient(
      { getClientAccessUrl: url },
      { keepAliveIntervalInMs: 0, keepAliveTimeoutInMs: 0 },
    );
    client.on('connected', (e) => connected.push(e.connectionId));
    client.on('group-message', (e) => messages.push(e.message));
    cleanups.push(() => client.stop());
    await client.start();
    await client.joinGroup(GROUP);
    const player = await peer();
    const before = aliceConnection()!.connectionId;
    for (const n of [0, 1, 2]) await player.acked(player.publish({ n }));
    await until(() => messages.length === 3, { what: 'messages before' });

    loseConnection(before);
    await until(() => aliceConnection() !== undefined && aliceConnection()!.connectionId !== before, {
      what: 'a new connection',
    });
    service.faults.forgetConnections(false);
    for (const n of [3, 4, 5]) await player.acked(player.publish({ n }));

    // The hub acked each publish after delivering it to the group's members, and alice's new connection is
    // in no group: the three messages were never written to her socket, so none can still be on its way.
    expect(aliceConnection()!.groups).toEqual([]); // never rejoined
    expect(messages.map((m) => m.data)).toEqual([0, 1, 2].map((n) => ({ n })));
    expect(connected).toEqual([before]); // no `connected` event: to the SDK this was a recovery
  });
});
