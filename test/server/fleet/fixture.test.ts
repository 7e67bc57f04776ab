import { adverts, allPlaylists, energyMap, zonePlaylists } from '../../../server/fleet/catalogue';
import { FULL_STORAGE_PERCENT, FULL_STORAGE_PLAYER, initialDownload } from '../../../server/fleet/downloads';
import {
  buildFleet,
  fleet,
  FLEET_PLAYERS_MAX,
  parseFleetPlayers,
  playerKey,
  playersOf,
  zoneGroup,
  type FleetPlayer,
} from '../../../server/fleet/fixture';
import { library, LIBRARY_SIZE } from '../../../server/fleet/library';
import { channelsReply } from '../../../server/fleet/shapes';
import { T0 } from '../support/fleet';

const demo = playersOf('demo@example.com');
const zonesOf = (players = fleet) => players.flatMap((p) => p.zones.map((z, i) => ({ p, z, zone: i + 1 })));

describe('fleet fixture', () => {
  it('gives the demo account at least 24 players on at least 6 properties, 3+ offline', () => {
    expect(demo.length).toBeGreaterThanOrEqual(24);
    expect(new Set(demo.map((p) => p.PropertyName)).size).toBeGreaterThanOrEqual(6);
    expect(demo.filter((p) => p.ConnectivityStatus === 'Offline').length).toBeGreaterThanOrEqual(3);
  });

  it('shares the demo fleet with access@example.com, gives brand accounts 2–3 players and others none', () => {
    expect(playersOf('access@example.com')).toEqual(demo);
    expect(playersOf('  Demo@Example.com ')).toEqual(demo);
    for (const who of ['brand2@example.com', 'brand18@example.com']) {
      const mine = playersOf(who);
      expect(mine.length).toBeGreaterThanOrEqual(2);
      expect(mine.length).toBeLessThanOrEqual(3);
      expect(mine.some((p) => demo.includes(p))).toBe(false);
    }
    expect(playersOf('nobody@example.com')).toEqual([]);
  });

  it('has 36-character GUID licence keys, MAC addresses and 54-character player keys, all unique', () => {
    for (const p of fleet) {
      expect(p.LicenceKey).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/);
      expect(p.MacAddress).toMatch(/^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/);
      expect(playerKey(p)).toHaveLength(54);
      expect(zoneGroup(p, 2)).toBe(`${p.LicenceKey.toLowerCase()}-${p.MacAddress.toLowerCase()}-2`);
      expect(zoneGroup(p, 1).slice(0, 54)).toBe(playerKey(p));
      expect(p.NoOfChannels).toBe(p.zones.length);
    }
    expect(new Set(fleet.map(playerKey)).size).toBe(fleet.length);
  });

  it('mixes versions 7 and 8, several multi-zone players and zones with and without remote volume', () => {
    expect(new Set(demo.map((p) => p.Version))).toEqual(new Set(['7.4.2', '8.1.0']));
    expect(demo.filter((p) => p.NoOfChannels >= 2 && p.NoOfChannels <= 4).length).toBeGreaterThanOrEqual(4);
    expect(demo.some((p) => p.NoOfChannels === 4)).toBe(true);
    const zones = zonesOf(demo);
    expect(zones.some(({ z }) => z.RemoteVolumeAllowed)).toBe(true);
    expect(zones.some(({ z }) => !z.RemoteVolumeAllowed)).toBe(true);
  });

  it('has exactly one zone with RemotePauseAllowed false, on an online demo player', () => {
    const noPause = zonesOf().filter(({ z }) => !z.RemotePauseAllowed);
    expect(noPause).toHaveLength(1);
    expect(noPause[0]!.p.ConnectivityStatus).toBe('Online');
    expect(demo).toContain(noPause[0]!.p);
  });

  it('gives every zone 12+ playlists of types 1, 3 and 5, including one of 9 tracks and one of 200+', () => {
    for (const { p, zone } of zonesOf()) {
      const pls = zonePlaylists(p, zone);
      expect(pls.length).toBeGreaterThanOrEqual(12);
      expect(new Set(pls.map((x) => x.PlaylistTypeId))).toEqual(new Set([1, 3, 5]));
      expect(pls.some((x) => x.files.length >= 9 && x.files.length < 12)).toBe(true);
      expect(pls.some((x) => x.files.length >= 200)).toBe(true);
    }
    expect(allPlaylists.some((x) => x.PlaylistName === 'Rock, Pop')).toBe(true);
    expect(new Set(allPlaylists.map((x) => x.PlaylistId)).size).toBe(allPlaylists.length);
  });

  it('has plausible library tracks with trk-000123.mp3 file names', () => {
    expect(library).toHaveLength(LIBRARY_SIZE);
    for (const t of library) {
      expect(t.FileName).toMatch(/^trk-\d{6}\.mp3$/);
      expect(t.Title.length).toBeGreaterThan(0);
      expect(t.Artist.length).toBeGreaterThan(0);
      expect(t.Era).toBeGreaterThanOrEqual(1960);
      expect(t.Bpm).toBeGreaterThanOrEqual(60);
      expect(t.DurationInSeconds).toBeGreaterThanOrEqual(120);
    }
    expect(new Set(library.map((t) => t.Genre1)).size).toBeGreaterThanOrEqual(8);
  });

  it('has 10+ adverts', () => {
    expect(adverts.length).toBeGreaterThanOrEqual(10);
    expect(new Set(adverts.map((a) => a.FileName)).size).toBe(adverts.length);
  });

  it('gives every zone an energy map with a level of Count 0 and a non-empty level under 20', () => {
    for (const { p, zone } of zonesOf()) {
      const counts = Object.values(energyMap(zonePlaylists(p, zone))).map((e) => e.Count);
      expect(counts).toHaveLength(5);
      expect(counts).toContain(0);
      expect(counts.some((c) => c > 0 && c < 20)).toBe(true);
    }
  });

  it('covers all four download states and all three storage colours across the demo fleet', () => {
    const online = demo.filter((p) => p.ConnectivityStatus === 'Online').map((p) => initialDownload(p, T0));
    expect(new Set(online.map((d) => d.status))).toEqual(new Set([-2, -1, 0, 1]));
    expect(online.some((d) => d.storageUsed < 50)).toBe(true);
    expect(online.some((d) => d.storageUsed >= 50 && d.storageUsed < 90)).toBe(true);
    expect(online.some((d) => d.storageUsed >= 90 && d.storageUsed <= 100)).toBe(true);
  });

  it('has one online demo player at FULL_STORAGE_PERCENT with its downloads complete (the overview needs it)', () => {
    const full = demo.filter((p) => `${p.PropertyName}/${p.PlayerName}` === FULL_STORAGE_PLAYER);
    expect(full).toHaveLength(1);
    expect(full[0]?.ConnectivityStatus).toBe('Online');
    expect(initialDownload(full[0] as FleetPlayer, T0)).toMatchObject({
      status: -2,
      storageUsed: FULL_STORAGE_PERCENT,
    });
  });

  it('has one 741 reply with a null zone (an unconfigured channel)', () => {
    const withNull = fleet.filter((p) => channelsReply(p).Zones.includes(null));
    expect(withNull).toHaveLength(1);
  });

  it('is the hand-written fleet unless FLEET_PLAYERS asks for more demo players', () => {
    expect(buildFleet()).toEqual(fleet);
    expect(buildFleet(demo.length)).toEqual(fleet);
    expect(parseFleetPlayers(undefined)).toBeUndefined();
    expect(parseFleetPlayers('')).toBeUndefined();
  });

  it('grows the demo fleet deterministically to FLEET_PLAYERS players (300: at least 600 zones), keeping the hand-written ones', () => {
    const large = buildFleet(parseFleetPlayers('300'));
    const largeDemo = large.filter((p) => p.owner === 'demo@example.com');
    expect(largeDemo).toHaveLength(300);
    expect(largeDemo.slice(0, demo.length)).toEqual(demo);
    expect(largeDemo.reduce((n, p) => n + p.zones.length, 0)).toBeGreaterThanOrEqual(600);
    expect(new Set(large.map(playerKey)).size).toBe(large.length);
    expect(new Set(largeDemo.map((p) => p.PlayerName)).size).toBe(300);
    expect(buildFleet(300)).toEqual(large);
  });

  it.each(['abc', '12.5', '-3', '1', String(FLEET_PLAYERS_MAX + 1)])(
    'refuses FLEET_PLAYERS=%s, saying what is expected',
    (value) => {
      expect(() => parseFleetPlayers(value)).toThrow(
        `FLEET_PLAYERS must be a whole number of players from ${demo.length} to ${FLEET_PLAYERS_MAX}`,
      );
    },
  );
});
