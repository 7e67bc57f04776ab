import type { EnergyMap, PlayerStatus } from './replies';

/**
 * The zone rules, written once (spec §3, §4, §5): what a zone lets this app do, read from its player's
 * list entry or its status. The overview, the bulk flow, the player screens and the selector ask them here.
 */

/** True when a player reports itself online (spec §3 ConnectivityStatus "Online"). */
export function isOnline(player: { readonly ConnectivityStatus: string }): boolean {
  return player.ConnectivityStatus === 'Online';
}

/** True when the zone takes a volume from this app (`RemoteVolumeAllowed` of its status or zone list entry). */
export function remoteVolumeAllowed(zone: Pick<PlayerStatus, 'RemoteVolumeAllowed'>): boolean {
  return zone.RemoteVolumeAllowed === true;
}

/** True when the zone takes play and pause from this app (`RemotePauseAllowed` of its status, spec §4 Play state). */
export function remotePauseAllowed(status: Pick<PlayerStatus, 'RemotePauseAllowed'>): boolean {
  return status.RemotePauseAllowed === true;
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

/** Tracks available at energy `level` in the energy map (0 when the level or its Count is missing). */
export function energyCount(map: EnergyMap | undefined, level: number): number {
  return map?.[String(level)]?.Count ?? 0;
}

/** Spec §4 Change energy, §9: a level with fewer tracks than this on a zone asks for confirmation. */
export const ENERGY_CONFIRM_BELOW = 20;
