import type { Service } from '../../server/app';
import { ManualClock } from '../../server/clock';
import { zonePlaylists } from '../../server/fleet/catalogue';
import { type FleetPlayer, playersOf, zoneGroup } from '../../server/fleet/fixture';
import { createZoneState, scheduledPlaylist } from '../../server/fleet/zone-state';
import type { Json } from './support/json';
import { RawHubClient } from './support/raw-hub';
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
        .connections()
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
      // Then, heard again, a settings read (802) as the barrier: the player answers in order, so a reply
      // to the status request would have come before the settings.
      service.faults.silencePlayer(player.LicenceKey, false);
      app.send({ ...status, data: { ...status.data, command: 802 }, ackId: 4 });
      await app.waitFor((f) => f['type'] === 'message' && f['data']?.Command === 802, 5000);
      expect(
        app
          .messages()
          .slice(before)
          .map((m) => m['data']?.Command),
      ).toEqual([802]);
    } finally {
      service.faults.silencePlayer(player.LicenceKey, false);
      await app.close();
    }
  });
});

/** Asks zone 1 of `player` for its status (command 0) over the hub, as the app does. */
async function zoneStatus(target: Service, player: FleetPlayer): Promise<Json> {
  const api = new ApiClient(target.url);
  const { AccessToken } = await api.login();
  const { body } = await api.get('/api/Hub/players/accesstoken', AccessToken);
  const group = zoneGroup(player, 1);
  const app = await RawHubClient.open(body.HubUrl);
  try {
    await app.next();
    app.send({ type: 'joinGroup', group, ackId: 1 });
    await app.ack(1);
    const request = { id: 0, command: 0, arguments: [], payload: '', ChannelIndex: 1, response: '' };
    app.send({ type: 'sendToGroup', group, noEcho: true, dataType: 'json', data: request });
    const reply = await app.waitFor((f) => f['type'] === 'message' && f['data']?.Command === 0, 5000);
    return JSON.parse(reply['data'].Response);
  } finally {
    await app.close();
  }
}

describe('startService on an injected clock', () => {
  const night = Date.UTC(2026, 10, 22, 3, 20);
  const evening = Date.UTC(2026, 10, 22, 19, 20);
  /** An online player whose zone 1 starts out playing (the starting play state does not depend on the time). */
  const player = playersOf('demo@example.com').find(
    (p) => p.ConnectivityStatus === 'Online' && createZoneState(p, 1, night).playState === 1,
  )!;

  it("schedules the calendar playlist of the clock's UTC hour, and positions advance with it", async () => {
    const expected = [night, evening].map((t) => scheduledPlaylist(zonePlaylists(player, 1), t).PlaylistName);
    expect(new Set(expected).size).toBe(2);
    for (const [i, start] of [night, evening].entries()) {
      const clock = new ManualClock(start);
      const service = await startTestService({ fleet: true, clock });
      try {
        const first = await zoneStatus(service, player);
        expect(first.Playlist).toBe(expected[i]);
        expect(first.PlayState).toBe(1);
        const left = first.NowPlaying.DurationInSeconds - first.NowPlaying.PositionInSeconds;
        const step = Math.min(10, left - 1);
        clock.advance(step * 1000);
        const later = await zoneStatus(service, player);
        expect(later.NowPlaying.FileName).toBe(first.NowPlaying.FileName);
        expect(later.NowPlaying.PositionInSeconds).toBe(first.NowPlaying.PositionInSeconds + step);
      } finally {
        await service.close();
      }
    }
  }, 30_000);
});
