import { asyncScheduler, type Observable, type SchedulerLike } from 'rxjs';
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
 * True while the overview's statuses may be out of date (README "Honest about the connection"): the one
 * rule of the player screens, {@link linkLost$} (the hub not Connected for more than CONNECTION_STALE_MS).
 */
export function stale$(
  hub: Pick<HubClient, 'state$'>,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<boolean> {
  return linkLost$(hub.state$, scheduler);
}
