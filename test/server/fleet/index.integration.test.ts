/**
 * `startFleet` with an injected clock against the real hub (service started without its own
 * fleet): the playback timer pushes a status when a track ends, and not while silenced.
 */
import { WebPubSubClient } from '@azure/web-pubsub-client';
import type { Service } from '../../../server/app';
import { fleet, zoneGroup } from '../../../server/fleet/fixture';
import { sdkAccessUrl, startFleet, type RunningFleet } from '../../../server/fleet/index';
import { serviceHubUrl } from '../support/raw-hub';
import { startTestService } from '../support/service';
import { T0 } from '../support/fleet';
import { until } from '../../support/until';

jest.setTimeout(20_000);

const player = fleet.find((p) => p.PropertyName === 'Copper Kettle Café' && p.PlayerName === 'Counter')!;
const group = zoneGroup(player, 1);
let clock = T0;
let silenced = false;
/** How many times the fleet asked whether the player is silenced (it asks before each push). */
let silencedAsks = 0;
let service: Service;
let running: RunningFleet;
let app: WebPubSubClient;
let inbox: { Command: number; Response: string }[] = [];

beforeAll(async () => {
  service = await startTestService();
  running = await startFleet({
    clientAccessUrl: sdkAccessUrl(service.hubConnectionString, 'players'),
    faults: {
      isSilenced: (key) => {
        if (key === player.LicenceKey) silencedAsks += 1;
        return silenced && key === player.LicenceKey;
      },
    },
    now: () => clock,
    tickMs: 50,
  });
  app = new WebPubSubClient(
    { getClientAccessUrl: () => serviceHubUrl(service, 'app-test', [group], { hub: 'players' }) },
    { keepAliveIntervalInMs: 0, keepAliveTimeoutInMs: 0 },
  );
  app.on('group-message', (e) => inbox.push(e.message.data as { Command: number; Response: string }));
  await app.start();
  await app.joinGroup(group);
});

afterAll(async () => {
  app?.stop();
  await running?.stop();
  await service?.close();
});

/** The first message with `command` in the inbox, parsed; fails when none comes. */
async function nextMessage(command: number): Promise<Record<string, unknown>> {
  const hit = await until(
    () => inbox.find((m) => m.Command === command),
    (m) => m !== undefined,
    { what: `a message with command ${command}` },
  );
  return JSON.parse(hit!.Response) as Record<string, unknown>;
}

type NowPlaying = { FileName: string; DurationInSeconds: number; PositionInSeconds: number };

/** Asks the zone for its status (command 0), leaving the inbox as it is. */
async function askStatus(): Promise<void> {
  await app.sendToGroup(
    group,
    { id: 0, command: 0, arguments: [], payload: '', ChannelIndex: 1, response: '' },
    'json',
    { noEcho: true },
  );
}

async function status(): Promise<{ PlayState: number; NowPlaying: NowPlaying }> {
  inbox = [];
  await askStatus();
  return (await nextMessage(0)) as unknown as { PlayState: number; NowPlaying: NowPlaying };
}

describe('fleet playback timer', () => {
  it('only connects online players', () => {
    expect(running.players.map((p) => p.player.ConnectivityStatus)).not.toContain('Offline');
    expect(running.players).toHaveLength(fleet.filter((p) => p.ConnectivityStatus === 'Online').length);
  });

  it('pushes a status with the next track when the current one ends', async () => {
    let st = await status();
    if (st.PlayState !== 1) {
      await app.sendToGroup(
        group,
        { id: 0, command: 101, arguments: [], payload: '', ChannelIndex: 1, response: '' },
        'json',
        { noEcho: true },
      );
      st = await status();
    }
    const { FileName, DurationInSeconds, PositionInSeconds } = st.NowPlaying;
    clock += 10_000; // a status request brings the zone up to the clock itself
    expect((await status()).NowPlaying.PositionInSeconds).toBe(PositionInSeconds + 10);
    inbox = [];
    clock += (DurationInSeconds - PositionInSeconds) * 1000;
    const pushed = (await nextMessage(0)) as { NowPlaying: NowPlaying };
    expect(pushed.NowPlaying.FileName).not.toBe(FileName);
  });

  it('pushes nothing while silenced', async () => {
    silenced = true;
    inbox = [];
    const asked = silencedAsks;
    clock += 3_600_000;
    // The tick that finds the track changed asks whether the player is silenced before it would push.
    await until(() => silencedAsks > asked, { what: 'a tick past the end of the track' });
    silenced = false;
    // The player's reply comes after anything it sent before (one socket, kept in order by the hub):
    // once it is in, a push from the silenced tick would be in too.
    await askStatus();
    await nextMessage(0);
    expect(inbox.filter((m) => m.Command === 0)).toHaveLength(1);
  });
});
