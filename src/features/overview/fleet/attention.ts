import type { OverviewZone } from './zones';

/** Storage use (%) from which a player's storage is in the danger class (spec §4 "Download status labels"). */
export const STORAGE_DANGER_PERCENT = 90;
/** The download Status that means every download is done (spec §3 "Download status": -2 Complete). */
export const DOWNLOADS_COMPLETE = -2;

/**
 * Why a zone needs someone to act (README "Every zone at a glance"): its player is offline, the zone does
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
  let total = 0;
  let playing = 0;
  let paused = 0;
  let offline = 0;
  let notAnswering = 0;
  let asking = 0;
  let attention = 0;
  for (const zone of zones) {
    total++;
    if (needsAttention(zone)) attention++;
    switch (zone.state.kind) {
      case 'live':
        if (zone.state.status.PlayState === 1) playing++;
        else paused++;
        break;
      case 'offline':
        offline++;
        break;
      case 'not-answering':
        notAnswering++;
        break;
      case 'loading':
        asking++;
    }
  }
  return { total, playing, paused, offline, notAnswering, asking, attention };
}

/** True when both tallies count the same. */
export const sameTallies = (a: Tallies, b: Tallies): boolean =>
  (Object.keys(a) as (keyof Tallies)[]).every((key) => a[key] === b[key]);
