/**
 * `npm run fleet`: the command line, the load players, and a fleet of load players reaching the local
 * hub through URLs minted by Azure's server SDK from the service's connection string.
 */
import type { Service } from '../../../server/app';
import { parseFleetCommand } from '../../../server/fleet/cli';
import { fleet } from '../../../server/fleet/fixture';
import { loadPlayers, sdkAccessUrl, startFleet } from '../../../server/fleet/index';
import { LOAD_OWNER } from '../../../server/fleet/load';
import { startTestService } from '../support/service';
import { until } from '../../support/until';

const LOCAL = 'Endpoint=http://127.0.0.1:8080;AccessKey=k;Version=1.0;';
const online = fleet.filter((p) => p.ConnectivityStatus === 'Online');

describe('parseFleetCommand', () => {
  it('reads the players, the connection string (flag first, then the environment), the hub and the levers', () => {
    expect(parseFleetCommand(['--players', '250', '--connection-string', LOCAL], {})).toEqual({
      players: 250,
      connectionString: LOCAL,
      hub: 'players',
      verbose: false,
    });
    expect(
      parseFleetCommand(['--players', '2', '--hub', 'load', '--status-every', '0.5', '--duration', '30'], {
        WEB_PUBSUB_CONNECTION_STRING: LOCAL,
      }),
    ).toEqual({
      players: 2,
      connectionString: LOCAL,
      hub: 'load',
      statusIntervalMs: 500,
      durationMs: 30_000,
      verbose: false,
    });
  });

  it.each([
    [['--connection-string', LOCAL], /--players must be a whole number/],
    [['--players', '0', '--connection-string', LOCAL], /--players must be a whole number/],
    [['--players', '1.5', '--connection-string', LOCAL], /--players must be a whole number/],
    [['--players', '3'], /Give --connection-string or WEB_PUBSUB_CONNECTION_STRING/],
    [['--players', '3', '--connection-string', 'AccessKey=k'], /no Endpoint/],
    [['--players', '3', '--connection-string', LOCAL, '--hub', 'bad-name'], /not a Web PubSub hub name/],
    [['--players', '3', '--connection-string', LOCAL, '--status-every', '0'], /--status-every must be/],
    [['--players', '3', '--connection-string', LOCAL, '--duration', 'soon'], /--duration must be/],
    [['--players', '3', '--connection-string', LOCAL, '--bogus'], /Unknown option '--bogus'[\s\S]*Usage/],
  ])('refuses %j with a message saying what is wrong', (args, message) => {
    expect(() => parseFleetCommand(args, {})).toThrow(message);
  });
});

describe('loadPlayers', () => {
  it('starts with the online fixture players, then copies them under new keys, the same on every run', () => {
    const players = loadPlayers(online.length + 3);
    expect(players.slice(0, online.length)).toEqual(online);
    const copies = players.slice(online.length);
    expect(copies.map((p) => p.NoOfChannels)).toEqual(online.slice(0, 3).map((p) => p.NoOfChannels));
    expect(copies.every((p) => p.owner === LOAD_OWNER)).toBe(true);
    expect(new Set(players.map((p) => p.LicenceKey)).size).toBe(players.length);
    expect(loadPlayers(online.length + 3)).toEqual(players);
    expect(loadPlayers(2)).toEqual(online.slice(0, 2));
    expect(() => loadPlayers(-1)).toThrow(RangeError);
  });
});

describe('a fleet of load players against the local hub', () => {
  let service: Service;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(() => service.close());

  it('holds every player through SDK-minted URLs, each joined to its zone groups, and counts its pushes', async () => {
    const players = loadPlayers(online.length + 2);
    const running = await startFleet({
      clientAccessUrl: sdkAccessUrl(service.hubConnectionString, 'players'),
      faults: { isSilenced: () => false },
      players,
      statusIntervalMs: 1,
      tickMs: 20,
      keepAliveIntervalMs: 0,
      keepAliveTimeoutMs: 0,
    });
    try {
      await until(() => running.stats().connected === players.length);
      const zones = players.reduce((sum, p) => sum + p.NoOfChannels, 0);
      expect(service.faults.connections().flatMap((s) => s.groups)).toHaveLength(zones);
      expect(new Set(service.faults.connections().map((s) => s.hub))).toEqual(new Set(['players']));
      await until(() => running.stats().pushes >= zones);
      expect(running.stats().failed).toBe(0);
    } finally {
      await running.stop();
    }
  });
});
