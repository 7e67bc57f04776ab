/**
 * Zone group names (spec §4 "Choosing an online player", "Zone selection"; player-protocol.md Groups).
 * The player key is `lower(LicenceKey)-lower(MacAddress)` (54 characters for a GUID and a MAC).
 */

/** Length of the player key kept when switching zones (spec §9). */
export const GROUP_KEY_LENGTH = 54;

/** The player key: `lower(LicenceKey) + '-' + lower(MacAddress)`. */
export function playerKey(licenceKey: string, macAddress: string): string {
  return `${licenceKey.trim().toLowerCase()}-${macAddress.trim().toLowerCase()}`;
}

/** The group of zone `zoneNumber` (1-based) from a stored group value: its first 54 characters, '-', the number. */
export function zoneGroup(storedGroup: string, zoneNumber: number): string {
  return `${storedGroup.slice(0, GROUP_KEY_LENGTH)}-${zoneNumber}`;
}

/** The group stored on choosing a player: its key plus the channel-1 suffix `-1`. */
export function firstZoneGroup(licenceKey: string, macAddress: string): string {
  return `${playerKey(licenceKey, macAddress)}-1`;
}

// The zone rules (online, energy) live in zone-rules.ts; re-exported for the group helpers' readers.
export { isOnline, majorVersion, supportsEnergy } from './zone-rules';
