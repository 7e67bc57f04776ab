import type { Service } from '../../server/app';
import { playersOf, zoneGroup } from '../../server/fleet/fixture';
import { RawHubClient, sleep } from './support/raw-hub';
import { ApiClient, startTestService } from './support/service';

/** The whole service as `npm start` runs it: API, hub and the simulated fleet wired together. */
let service: Service;

beforeAll(async () => {
  service = await startTestService({ fleet: true });
}, 20_000);
afterAll(() => service.close(), 20_000);

describe('startService with the fleet', () => {
  it('connects every online fixture player to the players hub, one group per zone', () => {
    const online = playersOf('demo@example.com').filter((p) => p.ConnectivityStatus === 'Online');
    const groups = new Set(
      service.faults
        .sessions()
        .filter((s) => s.hub === 'players')
        .flatMap((s) => s.groups),
    );
    for (const player of online)
      for (let zone = 1; zone <= player.NoOfChannels; zone++)
        expect(groups).toContain(zoneGroup(player, zone));
  });

  it('lets a signed-in user command a player over the hub, and a silenced player stays quiet', async () => {
    const api = new ApiClient(service.url);
    const { AccessToken } = await api.login();
    const { body } = await api.get('/api/Hub/players/accesstoken', AccessToken);
    const player = playersOf('demo@example.com').find((p) => p.ConnectivityStatus === 'Online')!;
    const group = zoneGroup(player, 1);
    const app = await RawHubClient.open(body.HubUrl);
    try {
      await app.next();
      app.send({ type: 'joinGroup', group, ackId: 1 });
      expect(await app.ack(1)).toMatchObject({ success: true });
      const status = {
        type: 'sendToGroup',
        group,
        noEcho: true,
        dataType: 'json',
        data: { id: 0, command: 0, arguments: [], payload: '', ChannelIndex: 1, response: '' },
      };
      app.send({ ...status, ackId: 2 });
      const reply = await app.waitFor((f) => f['type'] === 'message' && f['data']?.Command === 0, 5000);
      expect(JSON.parse(reply['data'].Response)).toMatchObject({ Name: player.zones[0]!.ZoneName });

      service.faults.silencePlayer(player.LicenceKey, true);
      const before = app.messages().length;
      app.send({ ...status, ackId: 3 });
      await app.ack(3);
      await sleep(500);
      expect(
        app
          .messages()
          .slice(before)
          .filter((m) => m['data']?.Command === 0),
      ).toEqual([]);
    } finally {
      service.faults.silencePlayer(player.LicenceKey, false);
      await app.close();
    }
  });
});
