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

/** Every player of every account, in a stable order. */
export const fleet: FleetPlayer[] = build();

/** The players an account sees (case-insensitive e-mail); unknown accounts see none. */
export function playersOf(email: string): FleetPlayer[] {
  const who = email.trim().toLowerCase();
  const owner = DEMO_ACCOUNTS.includes(who) ? DEMO_OWNER : who;
  return fleet.filter((p) => p.owner === owner);
}

/** The 54-character player key: `lower(LicenceKey) + '-' + lower(MacAddress)`. */
export function playerKey(p: FleetPlayer): string {
  return `${p.LicenceKey.toLowerCase()}-${p.MacAddress.toLowerCase()}`;
}

/** The hub group of a zone (1-based): player key + `-` + zone. */
export function zoneGroup(p: FleetPlayer, zone: number): string {
  return `${playerKey(p)}-${zone}`;
}

/** The player with this licence key (any case), if any. */
export function playerByLicence(licenceKey: string): FleetPlayer | undefined {
  const key = licenceKey.toLowerCase();
  return fleet.find((p) => p.LicenceKey.toLowerCase() === key);
}
