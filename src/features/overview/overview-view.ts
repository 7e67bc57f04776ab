import { asyncScheduler, scan, type Observable, type SchedulerLike } from 'rxjs';
import type { HubClient } from '../../lib/hub/types';
import { linkLost$ } from '../../lib/zone/link.streams';
import type { OverviewZone } from './overview.streams';

/** The state filter of the overview: every zone, or those in one state. */
export type StateFilter = 'all' | 'playing' | 'paused' | 'offline' | 'not-answering';

/** The state filters in the order the screen offers them. */
export const STATE_FILTERS: readonly StateFilter[] = ['all', 'playing', 'paused', 'offline', 'not-answering'];

/** Which of the filters' states `zone` is in (a live zone plays when PlayState is 1, spec §3); undefined while loading. */
export function stateOf(zone: OverviewZone): Exclude<StateFilter, 'all'> | undefined {
  switch (zone.state.kind) {
    case 'live':
      return zone.state.status.PlayState === 1 ? 'playing' : 'paused';
    case 'offline':
      return 'offline';
    case 'not-answering':
      return 'not-answering';
    case 'loading':
      return undefined;
  }
}

/**
 * True when `zone` is shown under the text `query` (case-insensitive, in the player's name, the zone's
 * name, the site or the title playing) and the state filter.
 */
export function zoneMatches(zone: OverviewZone, query: string, filter: StateFilter): boolean {
  if (filter !== 'all' && stateOf(zone) !== filter) return false;
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  const title = zone.state.kind === 'live' ? (zone.state.status.NowPlaying?.Title ?? '') : '';
  return [zone.player.PlayerName, zone.zoneName, zone.site, title].some((field) =>
    field.toLocaleLowerCase().includes(needle),
  );
}

/** One site of the overview and its zones, in the player list's order. */
export interface SiteGroup {
  /** The player list's PropertyName; '' for players without one. */
  readonly site: string;
  readonly zones: readonly OverviewZone[];
}

/** `zones` grouped by site, each site where its first zone is. */
export function bySite(zones: readonly OverviewZone[]): SiteGroup[] {
  const sites = new Map<string, OverviewZone[]>();
  for (const zone of zones) {
    const list = sites.get(zone.site) ?? [];
    list.push(zone);
    sites.set(zone.site, list);
  }
  return [...sites].map(([site, list]) => ({ site, zones: list }));
}

/**
 * How far the overview's statuses can be trusted (README "Honest about the connection"): `lost` while
 * the hub has not been connected for more than CONNECTION_STALE_MS ({@link linkLost$}, the player
 * screens' rule), and `before`, scheduler time (ms): a status that arrived before it may be out of date,
 * because the link was lost after it; each zone's next status (the overview asks them all again once
 * connected) is trusted again. `before` is −Infinity until a loss has ended.
 */
export interface Staleness {
  readonly lost: boolean;
  readonly before: number;
}

/** Nothing stale: the link was never lost. */
export const TRUSTED: Staleness = { lost: false, before: Number.NEGATIVE_INFINITY };

/** The overview's {@link Staleness}: a new value each time the link is marked lost and each time it is back. */
export function staleness$(
  hub: Pick<HubClient, 'state$'>,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<Staleness> {
  return linkLost$(hub.state$, scheduler).pipe(
    scan(
      (was: Staleness, lost: boolean): Staleness =>
        lost ? { lost, before: was.before } : { lost, before: was.lost ? scheduler.now() : was.before },
      TRUSTED,
    ),
  );
}

/** True when `zone` shows a status that may be out of date under `staleness`. */
export function isStale(zone: OverviewZone, staleness: Staleness): boolean {
  return zone.state.kind === 'live' && (staleness.lost || zone.state.receivedAt < staleness.before);
}
