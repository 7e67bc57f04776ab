import { WebPubSubClient, type OnGroupDataMessageArgs } from '@azure/web-pubsub-client';
import { playersOf, zoneGroup } from '../../../server/fleet/fixture';
import { serviceHubUrl } from '../support/raw-hub';
import { until } from '../../support/until';
import { useService } from '../support/fixture';
import { ApiClient } from '../support/service';

/**
 * Conformance with the official client `@azure/web-pubsub-client` (hub-protocol.md): it is the
 * peer real devices use, so every behaviour here is what a device would see.
 */
/**
 * No message retries (so a Forbidden fails at once), fast reconnects, and short keep-alive loops: the
 * SDK's keep-alive delays ignore stop(), so its defaults (20 s / 40 s) would hold Jest open that long.
 */
const SDK_OPTIONS = {
  messageRetryOptions: { maxRetries: 0 },
  reconnectRetryOptions: { retryDelayInMs: 200 },
  keepAliveIntervalInMs: 200,
  keepAliveTimeoutInMs: 600,
};
const hub = useService();

/** An SDK client of `userId` allowed `groups`, counting its access-URL requests and recording group messages. */
function sdkClient(userId: string, groups = ['g1']) {
  const stats = { urls: 0, connected: [] as string[], messages: [] as OnGroupDataMessageArgs['message'][] };
  const client = new WebPubSubClient(
    {
      getClientAccessUrl: async () => {
        stats.urls += 1;
        return serviceHubUrl(hub.service, userId, groups);
      },
    },
    SDK_OPTIONS,
  );
  client.on('connected', (e) => stats.connected.push(e.connectionId));
  client.on('group-message', (e) => stats.messages.push(e.message));
  hub.cleanup(() => client.stop());
  return { client, stats };
}

describe('the official Web PubSub client against the hub', () => {
  it('connects, joins, publishes and receives, honouring noEcho', async () => {
    const alice = sdkClient('alice');
    const bob = sdkClient('bob');
    await Promise.all([alice.client.start(), bob.client.start()]);
    await until(() => alice.stats.connected.length === 1 && bob.stats.connected.length === 1);
    await alice.client.joinGroup('g1');
    await bob.client.joinGroup('g1');
    expect(await alice.client.sendToGroup('g1', { Command: 0 }, 'json', { noEcho: true })).toMatchObject({
      isDuplicated: false,
    });
    await alice.client.sendToGroup('g1', 'echoed', 'text', { noEcho: false });
    await until(() => bob.stats.messages.length === 2 && alice.stats.messages.length === 1);
    expect(bob.stats.messages).toEqual([
      expect.objectContaining({
        kind: 'groupData',
        group: 'g1',
        dataType: 'json',
        data: { Command: 0 },
        fromUserId: 'alice',
        sequenceId: 1,
      }),
      expect.objectContaining({ group: 'g1', dataType: 'text', data: 'echoed', sequenceId: 2 }),
    ]);
    expect(alice.stats.messages.map((m) => m.data)).toEqual(['echoed']);
  });

  it('reports a repeated ackId as duplicated and a group outside the token as Forbidden', async () => {
    const alice = sdkClient('alice');
    await alice.client.start();
    expect(await alice.client.sendToGroup('g1', 'x', 'text', { ackId: 1000 })).toEqual({
      ackId: 1000,
      isDuplicated: false,
    });
    expect(await alice.client.sendToGroup('g1', 'x', 'text', { ackId: 1000 })).toEqual({
      ackId: 1000,
      isDuplicated: true,
    });
    await expect(alice.client.joinGroup('secret')).rejects.toMatchObject({
      errorDetail: { name: 'Forbidden' },
    });
  });

  it('recovers an abruptly dropped socket in the same connection and receives what it missed', async () => {
    const alice = sdkClient('alice');
    const bob = sdkClient('bob');
    await Promise.all([alice.client.start(), bob.client.start()]);
    await bob.client.joinGroup('g1');
    await until(() => bob.stats.connected.length === 1);
    hub.service.faults.drop(bob.stats.connected[0]!);
    await alice.client.sendToGroup('g1', 'while away', 'text');
    await until(() => bob.stats.messages.length === 1);
    expect(bob.stats.messages[0]).toMatchObject({ data: 'while away', sequenceId: 1 });
    expect(bob.stats.urls).toBe(1); // recovered, not reconnected
    expect(hub.service.faults.connections().find((s) => s.userId === 'bob')).toMatchObject({
      connectionId: bob.stats.connected[0],
      connected: true,
    });
  });

  it('reconnects with a new connection after the old one expired (1008), and rejoins its groups', async () => {
    const alice = sdkClient('alice');
    const bob = sdkClient('bob');
    await Promise.all([alice.client.start(), bob.client.start()]);
    await bob.client.joinGroup('g1');
    await until(() => bob.stats.connected.length === 1);
    hub.service.faults.expireConnection(bob.stats.connected[0]!);
    await until(() => bob.stats.connected.length === 2);
    expect(bob.stats.urls).toBe(2);
    expect(bob.stats.connected[1]).not.toBe(bob.stats.connected[0]);
    await alice.client.sendToGroup('g1', 'after rejoin', 'text');
    await until(() => bob.stats.messages.some((m) => m.data === 'after rejoin'));
  });

  it('signs in through the API and uses the HubUrl it returns', async () => {
    const api = new ApiClient(hub.service.url);
    const { AccessToken } = await api.login();
    const { body } = await api.get('/api/Hub/players/accesstoken', AccessToken);
    const client = new WebPubSubClient(
      { getClientAccessUrl: async () => body.HubUrl as string },
      SDK_OPTIONS,
    );
    hub.cleanup(() => client.stop());
    await client.start();
    const player = playersOf('demo@example.com')[0]!;
    expect(await client.joinGroup(zoneGroup(player, 1))).toMatchObject({ isDuplicated: false });
    await expect(client.joinGroup(zoneGroup(player, player.NoOfChannels + 1))).rejects.toMatchObject({
      errorDetail: { name: 'Forbidden' },
    });
  });
});
