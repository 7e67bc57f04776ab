/**
 * The simulated fleet (player-protocol.md "Fleet fixture", spec.md §3 "Player list item").
 * Deterministic: the same keys, addresses and flags on every run.
 */
import { propertySeeds } from './fixture-data';
import { guid, macAddress, rng } from './prng';

/** A zone (channel) of a player. */
export interface FleetZone {
  ZoneName: string;
  RemoteVolumeAllowed: boolean;
  RemotePauseAllowed: boolean;
}

/** A player as the list endpoint reports it, plus its owner and zones. */
export interface FleetPlayer {
  PlayerName: string;
  PropertyName: string;
  ConnectivityStatus: 'Online' | 'Offline';
  /** GUID, 36 characters (upper case). */
  LicenceKey: string;
  /** `AA:BB:CC:DD:EE:FF`, 17 characters (upper case). */
  MacAddress: string;
  NoOfChannels: number;
  /** Dotted version: '7.4.2' or '8.1.0' (energy is offered only above 7). */
  Version: string;
  /** Owner e-mail; the demo fleet is owned by `demo@example.com` (and shown to `access@example.com`). */
  owner: string;
  zones: FleetZone[];
}

/** E-mail that owns the demo fleet in the fixture. */
export const DEMO_OWNER = 'demo@example.com';
/** Accounts that see the demo fleet. */
export const DEMO_ACCOUNTS = [DEMO_OWNER, 'access@example.com'];

/** Most players FLEET_PLAYERS may ask for. */
export const FLEET_PLAYERS_MAX = 5000;

/**
 * Parses FLEET_PLAYERS (server/README.md "Demo fixture"): the demo account's number of players, a whole
 * number from the hand-written fleet's size to FLEET_PLAYERS_MAX. Undefined (unset or empty): the
 * hand-written fleet. Throws an Error saying what is expected on anything else.
 */
export function parseFleetPlayers(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const count = Number(value);
  const least = demoSeedCount();
  if (!/^\s*\d+\s*$/.test(value) || count < least || count > FLEET_PLAYERS_MAX)
    throw new Error(
      `FLEET_PLAYERS must be a whole number of players from ${least} to ${FLEET_PLAYERS_MAX}, got "${value}"`,
    );
  return count;
}

/** How many players the hand-written demo fleet has. */
function demoSeedCount(): number {
  return propertySeeds.filter((s) => s.owner === 'demo').reduce((n, s) => n + s.players.length, 0);
}

/** Players per generated site. */
const GENERATED_PER_SITE = 10;

/**
 * The generated demo players that make the demo fleet `extra` players larger (deterministic, from their
 * own seed, so the hand-written players keep their keys): ten per site ("Branch 1", …), two or three
 * zones each, every fifteenth offline.
 */
function generated(extra: number): FleetPlayer[] {
  const r = rng('player-remote-fleet-generated-v1');
  return Array.from({ length: extra }, (_, i) => {
    const zones = i % 2 === 0 ? ['Sales Floor', 'Back Office'] : ['Sales Floor', 'Back Office', 'Entrance'];
    return {
      PlayerName: `Store ${i + 1}`,
      PropertyName: `Branch ${Math.floor(i / GENERATED_PER_SITE) + 1}`,
      ConnectivityStatus: i % 15 === 14 ? 'Offline' : 'Online',
      LicenceKey: guid(r),
      MacAddress: macAddress(r),
      NoOfChannels: zones.length,
      Version: '8.1.0',
      owner: DEMO_OWNER,
      zones: zones.map((ZoneName) => ({ ZoneName, RemoteVolumeAllowed: true, RemotePauseAllowed: true })),
    };
  });
}

/**
 * Every player of every account: the hand-written fleet, and when `demoPlayers` is larger than its demo
 * part, generated demo players up to that many (see {@link parseFleetPlayers}).
 */
export function buildFleet(demoPlayers?: number): FleetPlayer[] {
  const players = build();
  const extra = demoPlayers === undefined ? 0 : demoPlayers - demoSeedCount();
  return extra > 0 ? [...players, ...generated(extra)] : players;
}

function build(): FleetPlayer[] {
  const r = rng('player-remote-fleet-v1');
  const players: FleetPlayer[] = [];
  for (const site of propertySeeds) {
    for (const seed of site.players) {
      players.push({
        PlayerName: seed.name,
        PropertyName: site.property,
        ConnectivityStatus: seed.online ? 'Online' : 'Offline',
        LicenceKey: guid(r),
        MacAddress: macAddress(r),
        NoOfChannels: seed.zones.length,
        Version: seed.version,
        owner: site.owner === 'demo' ? DEMO_OWNER : site.owner,
        zones: seed.zones.map((ZoneName, i) => ({
          ZoneName,
          RemoteVolumeAllowed: !(seed.noVolume ?? []).includes(i + 1),
          RemotePauseAllowed: !(seed.noPause ?? []).includes(i + 1),
        })),
      });
    }
  }
  return players;
}

/** Every player of every account, in a stable order; FLEET_PLAYERS makes the demo fleet larger. */
export const fleet: FleetPlayer[] = buildFleet(parseFleetPlayers(process.env['FLEET_PLAYERS']));

/**
 * The players an account sees (case-insensitive e-mail) among `players` (default: {@link fleet});
 * unknown accounts see none.
 */
export function playersOf(email: string, players: readonly FleetPlayer[] = fleet): FleetPlayer[] {
  const who = email.trim().toLowerCase();
  const owner = DEMO_ACCOUNTS.includes(who) ? DEMO_OWNER : who;
  return players.filter((p) => p.owner === owner);
}

/** The 54-character player key: `lower(LicenceKey) + '-' + lower(MacAddress)`. */
export function playerKey(p: FleetPlayer): string {
  return `${p.LicenceKey.toLowerCase()}-${p.MacAddress.toLowerCase()}`;
}

/** The hub group of a zone (1-based): player key + `-` + zone. */
export function zoneGroup(p: FleetPlayer, zone: number): string {
  return `${playerKey(p)}-${zone}`;
}
