import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { Tallies } from '../fleet/attention';

/** Above this many zones the status map starts with one cell per site on every width. */
export const MAP_BY_SITE_FROM_ZONES = 500;

/**
 * What the overview's screen reads of the fleet's tallies (docs/design.md "Every zone at a glance"): whether any
 * zone needs attention (sites by trouble by default), whether the fleet is large (the map by site by
 * default, above MAP_BY_SITE_FROM_ZONES zones), and `trouble`, which changes when the count of zones
 * offline, not answering or needing attention does (the moment to sort the sites by trouble again).
 */
export interface FleetShape {
  readonly attention: boolean;
  readonly large: boolean;
  readonly trouble: string;
}

/** The {@link FleetShape} of `tallies`. */
export const fleetShape = (tallies: Tallies): FleetShape => ({
  attention: tallies.attention > 0,
  large: tallies.total > MAP_BY_SITE_FROM_ZONES,
  trouble: `${tallies.offline} ${tallies.notAnswering} ${tallies.attention}`,
});

/**
 * The {@link FleetShape} of each of `tallies$`, only when it changes: a status push that keeps it (a new
 * title, a zone paused) renders nothing at the screen's top level.
 */
export function fleetShape$(tallies$: Observable<Tallies>): Observable<FleetShape> {
  return tallies$.pipe(
    map(fleetShape),
    distinctUntilChanged(
      (a, b) => a.attention === b.attention && a.large === b.large && a.trouble === b.trouble,
    ),
  );
}
