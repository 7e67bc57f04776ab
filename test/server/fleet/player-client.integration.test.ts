/**
 * The fleet inside the real local service: an app-side `@azure/web-pubsub-client` holding a hub
 * URL minted by Azure's server SDK (`@azure/web-pubsub`, the service's own connection string, as the
 * API hands out) talks to a simulated player over the hub (player-protocol.md).
 */
import { WebPubSubClient } from '@azure/web-pubsub-client';
import type { Service } from '../../../server/app';
import { fleet, zoneGroup, type FleetPlayer } from '../../../server/fleet/fixture';
import { serviceHubUrl } from '../support/raw-hub';
import { startTestService } from '../support/service';
import { until } from '../../support/until';

jest.setTimeout(20_000);

const online = (property: string, name: string): FleetPlayer =>
  fleet.find(
    (p) => p.PropertyName === property && p.PlayerName === name && p.ConnectivityStatus === 'Online',
  )!;
const counter = online('Copper Kettle Café', 'Counter');
const lobby = online('Grand Riverside Hotel', 'Lobby');
const groups = [zoneGroup(counter, 1), zoneGroup(lobby, 4)];

let service: Service;
let app: WebPubSubClient;
let inbox: { group: string; data: unknown }[] = [];

beforeAll(async () => {
  service = await startTestService({ fleet: true });
  // No keep-alive loops: they would hold Jest open for a full period after stop().
  app = new WebPubSubClient(
    { getClientAccessUrl: () => serviceHubUrl(service, 'app-test', groups, { hub: 'players' }) },
    { keepAliveIntervalInMs: 0, keepAliveTimeoutInMs: 0 },
  );
  app.on('group-message', (e) => inbox.push({ group: e.message.group, data: e.message.data }));
  await app.start();
  await Promise.all(groups.map((g) => app.joinGroup(g)));
});

afterAll(async () => {
  app?.stop();
  await service?.close();
});

beforeEach(() => {
  inbox = [];
  service.faults.silencePlayer(counter.LicenceKey, false);
});

const request = (command: number, args: string[] = []) => ({
  id: 0,
  command,
  arguments: args,
  payload: '',
  ChannelIndex: 1,
  response: '',
});

/** The replies with `command` from `group` in the inbox since entry `from`, parsed. */
const replies = (group: string, command: number, from = 0) =>
  inbox
    .slice(from)
    .filter((m) => m.group === group && (m.data as { Command?: number }).Command === command)
    .map((m) => JSON.parse((m.data as { Response: string }).Response) as unknown);

/** Sends a request and waits for the reply envelope with that Command. */
async function send(group: string, command: number, args: string[] = []): Promise<unknown> {
  const start = inbox.length;
  await app.sendToGroup(group, request(command, args), 'json', { noEcho: true });
  const [reply] = await until(
    () => replies(group, command, start),
    (found) => found.length > 0,
    { what: `the reply to command ${command}` },
  );
  return reply;
}

const statusPushes = (group: string) =>
  inbox.filter((m) => m.group === group && (m.data as { Command?: number }).Command === 0);

describe('fleet over the hub', () => {
  it('answers a status request with the zone status', async () => {
    const st = (await send(groups[0]!, 0)) as Record<string, unknown>;
    expect(st).toMatchObject({ Name: 'Main', RemotePauseAllowed: true, PlayState: expect.any(Number) });
    expect(st.NowPlaying).toMatchObject({ FileName: expect.stringMatching(/^(trk|adv)-\d+\.mp3$/) });
  });

  it('pauses and plays, pushing a status after each', async () => {
    expect(await send(groups[0]!, 102)).toEqual({ Success: true });
    const playStates = () =>
      statusPushes(groups[0]!).map((m) => JSON.parse((m.data as { Response: string }).Response).PlayState);
    await until(() => playStates().includes(2));
    expect(await send(groups[0]!, 101)).toEqual({ Success: true });
    expect(((await send(groups[0]!, 0)) as { PlayState: number }).PlayState).toBe(1);
  });

  it('refuses play/pause on the no-pause zone and unknown commands', async () => {
    expect(await send(groups[1]!, 102)).toEqual({ Success: false, Error: 'Remote pause not allowed' });
    expect(await send(groups[0]!, 4242)).toEqual({ Success: false, Error: 'Unknown command 4242' });
  });

  it('ignores replies and junk, and keeps answering', async () => {
    await app.sendToGroup(groups[0]!, { Command: 0, Response: '{}' }, 'json', { noEcho: true });
    await app.sendToGroup(groups[0]!, 'not json at all', 'text', { noEcho: true });
    await app.sendToGroup(groups[0]!, { command: 'play' }, 'json', { noEcho: true });
    expect(await send(groups[0]!, 745)).toEqual({
      StorageUsed: expect.any(Number),
      Status: expect.any(Number),
    });
    expect(
      inbox.filter((m) => m.group === groups[0]).map((m) => (m.data as { Command: number }).Command),
    ).toEqual([745]);
  });

  it('does not reply while silenced, and replies again afterwards', async () => {
    service.faults.silencePlayer(counter.LicenceKey, true);
    // The player asks whether it is silenced for each request it gets (and before a push at a track's end).
    const asks = jest.spyOn(service.faults, 'isSilenced');
    const start = inbox.length;
    await app.sendToGroup(groups[0]!, request(0), 'json', { noEcho: true });
    await until(() => asks.mock.calls.some(([key]) => key === counter.LicenceKey), {
      what: 'the silenced player to get the request',
    });
    asks.mockRestore();
    service.faults.silencePlayer(counter.LicenceKey, false);
    // Its replies leave in order on one socket: once the next one is in, one to the first would be too.
    expect(await send(groups[0]!, 741)).toMatchObject({
      LicenceKey: counter.LicenceKey,
      Version: counter.Version,
    });
    expect(replies(groups[0]!, 0, start)).toEqual([]);
  });
});
