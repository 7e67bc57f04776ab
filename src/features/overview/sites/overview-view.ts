import {
  asyncScheduler,
  combineLatest,
  defer,
  distinctUntilChanged,
  map,
  scan,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import type { HubClient } from '../../../lib/hub/types';
import { matchesQuery } from '../../../lib/list/filter';
import { linkLost$ } from '../../../lib/zone/link.streams';
import { RETRIED_RESULTS, type ZoneResult } from '../bulk/bulk-run';
import { needsAttention } from '../fleet/attention';
import type { FleetState } from '../fleet/fleet-state';
import type { OverviewZone } from '../fleet/zones';

/**
 * The state filter of the overview: every zone, those in one state, those that need attention, or by
 * the last bulk run's result: `failed` (refused, not answering, not sent or failed: RETRIED_RESULTS,
 * and those being sent again) or `skipped`.
 */
export type StateFilter =
  'all' | 'playing' | 'paused' | 'offline' | 'not-answering' | 'attention' | 'failed' | 'skipped';

/** The state filters in the order the screen offers them. */
export const STATE_FILTERS: readonly StateFilter[] = [
  'all',
  'attention',
  'playing',
  'paused',
  'offline',
  'not-answering',
  'failed',
  'skipped',
];

/**
 * The results filters' answer for one zone's bulk result: `failed` also keeps a zone while it is sent
 * again (waiting or sending), so a Retry from the failed ones does not empty the view before the
 * answers come.
 */
function resultMatches(result: ZoneResult | undefined, filter: 'failed' | 'skipped'): boolean {
  if (!result) return false;
  if (filter === 'skipped') return result.kind === 'skipped';
  return RETRIED_RESULTS.has(result.kind) || result.kind === 'waiting' || result.kind === 'sending';
}

/** Which of the filters' states `zone` is in (a live zone plays when PlayState is 1, spec §3); undefined while loading. */
export function stateOf(
  zone: OverviewZone,
): Exclude<StateFilter, 'all' | 'attention' | 'failed' | 'skipped'> | undefined {
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
 * name, the site or the title playing) and the state filter (`attention`: {@link needsAttention};
 * `failed` and `skipped` read the zone's result in `results`, the last bulk run's).
 */
export function zoneMatches(
  zone: OverviewZone,
  query: string,
  filter: StateFilter,
  results?: ReadonlyMap<string, ZoneResult>,
): boolean {
  if (filter === 'failed' || filter === 'skipped') {
    if (!resultMatches(results?.get(zone.group), filter)) return false;
  } else if (filter === 'attention' ? !needsAttention(zone) : filter !== 'all' && stateOf(zone) !== filter)
    return false;
  if (!query.trim()) return true;
  const title = zone.state.kind === 'live' ? zone.state.status.NowPlaying?.Title : '';
  return matchesQuery(query, [zone.player.PlayerName, zone.zoneName, zone.site, title]);
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
 * How far the overview's statuses can be trusted (docs/design.md "Honest about the connection"): `lost` while
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

/** One site as the screen lays it out: the groups of its zones shown, and those of them that can be selected. */
export interface SiteLayout {
  /** The player list's PropertyName; '' for players without one. */
  readonly site: string;
  /** The groups of the site's zones that are shown, in the player list's order. */
  readonly groups: readonly string[];
  /** The shown groups whose zones can be selected (an offline player's cannot). */
  readonly selectable: readonly string[];
}

/**
 * What the overview shows under its filters, by identity only (groups, not statuses): the sites and
 * their zones, and the count line's figures. It changes only when a zone comes into or leaves the
 * filters' result, so a status push that changes no such thing renders nothing above the zone's card.
 */
export interface OverviewLayout {
  /** Zones in the fleet. */
  readonly total: number;
  /** Zones shown under the filters. */
  readonly shown: number;
  readonly sites: readonly SiteLayout[];
}

/** The {@link OverviewLayout} of `zones` under the text `query` and the state filter ({@link zoneMatches}). */
export function layoutOf(
  zones: readonly OverviewZone[],
  query: string,
  filter: StateFilter,
  results?: ReadonlyMap<string, ZoneResult>,
): OverviewLayout {
  const shown = zones.filter((zone) => zoneMatches(zone, query, filter, results));
  return {
    total: zones.length,
    shown: shown.length,
    sites: bySite(shown).map(({ site, zones: list }) => ({
      site,
      groups: list.map((zone) => zone.group),
      selectable: list.filter((zone) => zone.state.kind !== 'offline').map((zone) => zone.group),
    })),
  };
}

const sameStrings = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** True when the two sites lay out the same zones. */
export const sameSite = (a: SiteLayout, b: SiteLayout): boolean =>
  a.site === b.site && sameStrings(a.groups, b.groups) && sameStrings(a.selectable, b.selectable);

/** True when the two layouts show the same zones in the same sites. */
export const sameLayout = (a: OverviewLayout, b: OverviewLayout): boolean =>
  a.total === b.total &&
  a.shown === b.shown &&
  a.sites.length === b.sites.length &&
  a.sites.every((site, i) => sameSite(site, b.sites[i] as SiteLayout));

/** The text and state filters of the overview, and the last bulk run's results the `failed` and `skipped` filters read. */
export interface OverviewFilters {
  readonly query: string;
  readonly filter: StateFilter;
  readonly results?: ReadonlyMap<string, ZoneResult>;
}

/** The overview screen's view, a union on `kind`: the zones are in the fleet (`Fleet`), the layout here. */
export type OverviewView =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly error: unknown }
  /** `lastKnown`: the zones are the last known ones, shown offline (see FleetState). */
  | { readonly kind: 'loaded'; readonly layout: OverviewLayout; readonly lastKnown?: boolean };

type Loaded = Extract<FleetState, { kind: 'loaded' }>;

/** True when a zone the frame changed came into or left what `filters` show (its state moved it). */
const crossed = (state: Loaded, filters: OverviewFilters): boolean => {
  if (filters.filter === 'all' && !filters.query.trim()) return false; // every zone is shown
  for (const { before, after } of state.changes.values()) {
    const was = !!before && zoneMatches(before, filters.query, filters.filter, filters.results);
    if (was !== zoneMatches(after, filters.query, filters.filter, filters.results)) return true;
  }
  return false;
};

/**
 * The screen's view of the fleet's states (docs/design.md "Every zone at a glance"): the layout under the latest
 * `filters$`, derived from the fleet and never writing it. A state is laid out again (a pass over the
 * fleet) only when the zones' places changed (a new player list), the filters changed, or a zone the
 * frame changed came into or left the filters' result; otherwise the last layout stays, looked at
 * through the frame's changed zones alone. Emits when the view differs from the last one
 * ({@link sameLayout}): a burst of pushes that moves no zone into or out of the filters' result emits
 * nothing here, and only the cards of the zones whose status changed render.
 */
export function overviewView$(
  states$: Observable<FleetState>,
  filters$: Observable<OverviewFilters>,
): Observable<OverviewView> {
  return defer(() => {
    /** The last layout, the state and the filters it was made under. */
    let laidOut: { layout: OverviewLayout; state: Loaded; filters: OverviewFilters } | undefined;
    const layout = (state: Loaded, filters: OverviewFilters): OverviewLayout => {
      const same =
        laidOut?.filters === filters &&
        (laidOut.state === state || (!state.moved && !crossed(state, filters)));
      if (laidOut && same) {
        laidOut.state = state;
        return laidOut.layout;
      }
      laidOut = {
        layout: layoutOf(state.zones, filters.query, filters.filter, filters.results),
        state,
        filters,
      };
      return laidOut.layout;
    };
    return combineLatest([states$, filters$]).pipe(
      map(([state, filters]): OverviewView =>
        state.kind === 'loaded'
          ? {
              kind: 'loaded',
              layout: layout(state, filters),
              ...(state.lastKnown && { lastKnown: true }),
            }
          : state,
      ),
      distinctUntilChanged(
        (a, b) =>
          a.kind === b.kind &&
          (a.kind !== 'loaded' ||
            (a.lastKnown === (b as typeof a).lastKnown &&
              (a.layout === (b as typeof a).layout || sameLayout(a.layout, (b as typeof a).layout)))),
      ),
    );
  });
}
