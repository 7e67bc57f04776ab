import type { OverviewZone } from './zones';

/** Storage use (%) from which a player's storage is in the danger class (spec §4 "Download status labels"). */
export const STORAGE_DANGER_PERCENT = 90;
/** The download Status that means every download is done (spec §3 "Download status": -2 Complete). */
export const DOWNLOADS_COMPLETE = -2;

/**
 * Why a zone needs someone to act (docs/design.md "Every zone at a glance"): its player is offline, the zone does
 * not answer, its player's storage is in the danger class, or its player's downloads are not complete.
 */
export type AttentionReason = 'offline' | 'not-answering' | 'storage' | 'downloads';

/** The reasons `zone` needs attention, in that order; empty when it needs none. */
export function attentionReasons(zone: OverviewZone): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  if (zone.state.kind === 'offline') reasons.push('offline');
  if (zone.state.kind === 'not-answering') reasons.push('not-answering');
  if (zone.health && zone.health.StorageUsed >= STORAGE_DANGER_PERCENT) reasons.push('storage');
  if (zone.health && zone.health.Status !== DOWNLOADS_COMPLETE) reasons.push('downloads');
  return reasons;
}

/** True when `zone` needs attention for any reason. */
export const needsAttention = (zone: OverviewZone): boolean => attentionReasons(zone).length > 0;

/** How many zones are in each state, and how many need attention (a zone may count in both). */
export interface Tallies {
  readonly total: number;
  readonly playing: number;
  readonly paused: number;
  readonly offline: number;
  readonly notAnswering: number;
  /** Zones whose status has not arrived yet. */
  readonly asking: number;
  readonly attention: number;
}

/** The {@link Tallies} of `zones` (a live zone plays when PlayState is 1, spec §3; else it is paused). */
export function talliesOf(zones: Iterable<OverviewZone>): Tallies {
  const counts = { total: 0, playing: 0, paused: 0, offline: 0, notAnswering: 0, asking: 0, attention: 0 };
  for (const zone of zones) countZone(counts, zone, 1);
  return counts;
}

/**
 * Adds `zone` to `counts` (`sign` 1) or takes it away (-1), as {@link talliesOf} counts it: a zone's
 * change costs its own counts, not a pass over the fleet.
 */
export function countZone(
  counts: { -readonly [K in keyof Tallies]: number },
  zone: OverviewZone,
  sign: 1 | -1,
): void {
  counts.total += sign;
  if (needsAttention(zone)) counts.attention += sign;
  switch (zone.state.kind) {
    case 'live':
      if (zone.state.status.PlayState === 1) counts.playing += sign;
      else counts.paused += sign;
      break;
    case 'offline':
      counts.offline += sign;
      break;
    case 'not-answering':
      counts.notAnswering += sign;
      break;
    case 'loading':
      counts.asking += sign;
  }
}

/** True when both tallies count the same. */
export const sameTallies = (a: Tallies, b: Tallies): boolean =>
  (Object.keys(a) as (keyof Tallies)[]).every((key) => a[key] === b[key]);
