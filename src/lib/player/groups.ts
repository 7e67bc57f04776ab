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

/** True when a player reports itself online (spec §3 ConnectivityStatus "Online"). */
export function isOnline(player: { readonly ConnectivityStatus: string }): boolean {
  return player.ConnectivityStatus === 'Online';
}

/** Major version (before the first dot) of a dotted version string; undefined when missing or not a number. */
export function majorVersion(version: string | null | undefined): number | undefined {
  if (!version) return undefined;
  const major = Number.parseInt(version.split('.')[0] ?? '', 10);
  return Number.isFinite(major) ? major : undefined;
}

/** Energy control shows only for players whose major version is above 7 (spec §2 Settings, §5). */
export function supportsEnergy(version: string | null | undefined): boolean {
  return (majorVersion(version) ?? 0) > 7;
}
