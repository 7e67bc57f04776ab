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

jest.setTimeout(20_000);

const player = fleet.find((p) => p.PropertyName === 'Copper Kettle Café' && p.PlayerName === 'Counter')!;
const group = zoneGroup(player, 1);
let clock = T0;
let silenced = false;
let service: Service;
let running: RunningFleet;
let app: WebPubSubClient;
let inbox: { Command: number; Response: string }[] = [];

beforeAll(async () => {
  service = await startTestService();
  running = await startFleet({
    clientAccessUrl: sdkAccessUrl(service.hubConnectionString, 'players'),
    faults: { isSilenced: (key) => silenced && key === player.LicenceKey },
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

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function nextMessage(command: number, ms = 2000): Promise<Record<string, unknown> | null> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const hit = inbox.find((m) => m.Command === command);
    if (hit) return JSON.parse(hit.Response) as Record<string, unknown>;
    await wait(20);
  }
  return null;
}

type NowPlaying = { FileName: string; DurationInSeconds: number; PositionInSeconds: number };

async function status(): Promise<{ PlayState: number; NowPlaying: NowPlaying }> {
  inbox = [];
  await app.sendToGroup(
    group,
    { id: 0, command: 0, arguments: [], payload: '', ChannelIndex: 1, response: '' },
    'json',
    { noEcho: true },
  );
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
    const pushed = (await nextMessage(0)) as { NowPlaying: NowPlaying } | null;
    expect(pushed).not.toBeNull();
    expect(pushed!.NowPlaying.FileName).not.toBe(FileName);
  });

  it('pushes nothing while silenced', async () => {
    silenced = true;
    inbox = [];
    clock += 3_600_000;
    await wait(500);
    expect(inbox).toEqual([]);
    silenced = false;
    expect(await status()).not.toBeNull();
  });
});
