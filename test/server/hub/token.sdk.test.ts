/**
 * The local hub against tokens minted by Azure's official server SDK (`@azure/web-pubsub`), exactly
 * as a real back end mints them: the hub the token names opens with the roles it grants; another hub
 * name, another key and an expired token are refused on the upgrade (401).
 */
import { WebPubSubServiceClient } from '@azure/web-pubsub';
import type { Service } from '../../../server/app';
import { ManualClock } from '../../../server/clock';
import { HUB_TOKEN_TTL_MINUTES, SECOND_MS } from '../../../server/timing';
import { useService } from '../support/fixture';
import { type Frame, RawHubClient } from '../support/raw-hub';
import { startTestService } from '../support/service';

const hub = useService();

/** A client access URL from the SDK for `hubName` of `service` (default: this file's service). */
async function sdkUrl(
  hubName: string,
  options: Parameters<WebPubSubServiceClient['getClientAccessToken']>[0],
  service: Service = hub.service,
): Promise<string> {
  const client = new WebPubSubServiceClient(service.hubConnectionString, hubName);
  return (await client.getClientAccessToken(options)).url;
}

/** Sends `frame` with `ackId` and returns its ack. */
async function request(client: RawHubClient, frame: object, ackId: number): Promise<Frame> {
  client.send({ ...frame, ackId });
  return client.ack(ackId);
}

const FORBIDDEN = { type: 'ack', success: false, error: expect.objectContaining({ name: 'Forbidden' }) };

describe('a token minted by @azure/web-pubsub for the local hub', () => {
  it('opens the hub it names and joins, leaves and sends to only the groups its roles allow', async () => {
    const url = await sdkUrl('players', {
      userId: 'alice',
      roles: [
        'webpubsub.joinLeaveGroup.zone-1',
        'webpubsub.sendToGroup.zone-1',
        'webpubsub.joinLeaveGroup.zone-2',
      ],
    });
    expect(url).toMatch(
      new RegExp(`^${hub.service.url.replace('http', 'ws')}/client/hubs/players\\?access_token=`),
    );
    const alice = await hub.open(url);
    expect(await alice.next()).toMatchObject({ type: 'system', event: 'connected', userId: 'alice' });

    expect(await request(alice, { type: 'joinGroup', group: 'zone-1' }, 1)).toMatchObject({ success: true });
    expect(await request(alice, { type: 'joinGroup', group: 'zone-2' }, 2)).toMatchObject({ success: true });
    expect(await request(alice, { type: 'joinGroup', group: 'zone-3' }, 3)).toMatchObject(FORBIDDEN);
    expect(await request(alice, { type: 'leaveGroup', group: 'zone-3' }, 4)).toMatchObject(FORBIDDEN);
    const send = (group: string) => ({ type: 'sendToGroup', group, dataType: 'json', data: { n: 1 } });
    expect(await request(alice, send('zone-1'), 5)).toMatchObject({ success: true });
    expect(await request(alice, send('zone-2'), 6)).toMatchObject(FORBIDDEN);
    expect(await request(alice, send('zone-3'), 7)).toMatchObject(FORBIDDEN);
    expect(hub.service.faults.connections()).toEqual([
      expect.objectContaining({ hub: 'players', userId: 'alice', groups: ['zone-1', 'zone-2'] }),
    ]);
  });

  it('grants every group with the plain roles, and joins the token’s groups as it connects', async () => {
    const url = await sdkUrl('players', {
      userId: 'bob',
      roles: ['webpubsub.joinLeaveGroup', 'webpubsub.sendToGroup'],
      groups: ['lobby'],
    });
    const bob = await hub.open(url);
    await bob.next();
    expect(hub.service.faults.connections()[0]?.groups).toEqual(['lobby']);
    expect(await request(bob, { type: 'joinGroup', group: 'any-group' }, 1)).toMatchObject({ success: true });
    const data = { type: 'sendToGroup', group: 'lobby', dataType: 'json', data: { hi: 1 } };
    expect(await request(bob, data, 2)).toMatchObject({ success: true });
    expect(await bob.waitFor((f) => f['type'] === 'message')).toMatchObject({
      group: 'lobby',
      data: { hi: 1 },
    });
  });

  it('is refused on any other hub name, by path or by query: the service serves its one hub (404)', async () => {
    const url = new URL(await sdkUrl('players', { userId: 'alice', roles: ['webpubsub.joinLeaveGroup'] }));
    const token = url.searchParams.get('access_token') ?? '';
    const base = hub.service.url.replace('http', 'ws');
    await expect(RawHubClient.open(`${base}/client/hubs/other?access_token=${token}`)).rejects.toThrow(
      'HTTP 404',
    );
    await expect(RawHubClient.open(`${base}/client/hubs/Players?access_token=${token}`)).rejects.toThrow(
      'HTTP 404',
    );
    await expect(RawHubClient.open(`${base}/client/?hub=other&access_token=${token}`)).rejects.toThrow(
      'HTTP 404',
    );
    const opened = await hub.open(`${base}/client/?hub=players&access_token=${token}`);
    expect(await opened.next()).toMatchObject({ event: 'connected' });
  });

  it('is refused with 401 by another service (another generated key)', async () => {
    const other = await startTestService();
    try {
      const url = await sdkUrl('players', { userId: 'alice' }, other);
      const path = new URL(url);
      await expect(
        RawHubClient.open(`${hub.service.url.replace('http', 'ws')}${path.pathname}${path.search}`),
      ).rejects.toThrow('HTTP 401');
    } finally {
      await other.close();
    }
  });
});

describe('a connection string naming the service’s own address', () => {
  it('keys the local hub, so another process can mint for it from the same string', async () => {
    const connectionString = 'Endpoint=http://hub.test;AccessKey=a-fixed-key;Version=1.0;';
    const keyed = await startTestService({
      publicUrl: 'http://hub.test',
      hubConnectionString: connectionString,
    });
    try {
      expect(keyed.localHub).toBe(true);
      const sdk = new WebPubSubServiceClient(connectionString, 'players');
      const { token } = await sdk.getClientAccessToken({ userId: 'elsewhere' });
      const open = (key: string) =>
        RawHubClient.open(`${keyed.url.replace('http', 'ws')}/client/hubs/players?access_token=${key}`);
      const client = await open(token);
      expect(await client.next()).toMatchObject({ event: 'connected', userId: 'elsewhere' });
      await client.close();
      const stranger = new WebPubSubServiceClient(
        connectionString.replace('a-fixed-key', 'guess'),
        'players',
      );
      await expect(open((await stranger.getClientAccessToken({ userId: 'x' })).token)).rejects.toThrow(
        'HTTP 401',
      );
    } finally {
      await keyed.close();
    }
  });
});

describe('token expiry, on the clock the SDK stamps tokens with', () => {
  const T = Date.UTC(2026, 10, 22, 13, 20);
  const TTL_MS = HUB_TOKEN_TTL_MINUTES * 60 * SECOND_MS;
  const tokenClock = new ManualClock(T);
  const service = useService({ hubTokenClock: tokenClock });

  /** An SDK URL minted while the machine's clock reads T. */
  async function mintedAtT(): Promise<string> {
    const now = jest.spyOn(Date, 'now').mockReturnValue(T);
    try {
      return await sdkUrl(
        'players',
        { userId: 'alice', expirationTimeInMinutes: HUB_TOKEN_TTL_MINUTES },
        service.service,
      );
    } finally {
      now.mockRestore();
    }
  }

  it('opens the hub until its expiry and is refused with 401 from then on', async () => {
    const url = await mintedAtT();
    tokenClock.set(T + TTL_MS - SECOND_MS);
    expect(await (await service.open(url)).next()).toMatchObject({ event: 'connected' });
    tokenClock.set(T + TTL_MS);
    await expect(RawHubClient.open(url)).rejects.toThrow('HTTP 401');
  });
});
