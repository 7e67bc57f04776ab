import { useMemo } from 'react';
import { useObservable, useObservableState } from 'observable-hooks';
import { useWindowWidth } from '../../hooks/use-window-width';
import type { Fleet } from './fleet/fleet.streams';
import { fleetShape$ } from './sites/fleet-shape.streams';
import { layoutOf, type OverviewLayout, type OverviewView, type SiteLayout } from './sites/overview-view';
import { sortSites, type SiteOrder } from './sites/site-order';
import type { OverviewScreenState } from './overview-screen.streams';

/** Below this window width (CSS px, a phone's) the status map starts with one cell per site. */
const MAP_BY_SITE_BELOW_PX = 600;

/** The page's widest content (CSS px) and its padding on each side: the list and the map fit in between. */
const PAGE_MAX_WIDTH_PX = 1200;
const PAGE_PADDING_PX = 16;

/** The sites as the screen shows them (see {@link useOverviewSites}). */
export interface OverviewSites {
  /** The sites under the filters, in the order shown; undefined until loaded. */
  readonly layout: OverviewLayout | undefined;
  /** Every site of the fleet with all its zones, in the list's order (the map dims, it does not remove). */
  readonly fleetSites: readonly SiteLayout[];
  readonly order: SiteOrder;
  /** The groups and the sites shown under the filters. */
  readonly shown: ReadonlySet<string>;
  readonly shownSites: ReadonlySet<string>;
  /** Whether a filter or a search is on. */
  readonly filtering: boolean;
  /** Whether the map shows one cell per site. */
  readonly bySiteMap: boolean;
  /** The width the list and the map have (CSS px). */
  readonly width: number;
}

/**
 * The sites of `view` in the order chosen in `state` (until one is, those that need attention first when
 * any zone does), sorted again when the layout or the order changes, or when the fleet's count of zones in
 * trouble does (a new trouble surfaces its site), not for every status: the sites stay put while read.
 * The map: one cell per site on a phone and for a large fleet (every width), else one per zone, until chosen.
 */
export function useOverviewSites(
  fleet: Fleet,
  view: OverviewView,
  state: OverviewScreenState,
  locale: string,
): OverviewSites {
  const windowWidth = useWindowWidth();
  const shape = useObservableState(useObservable(() => fleetShape$(fleet.tallies$)));
  const order: SiteOrder = state.order ?? (shape?.attention ? 'trouble' : 'name');
  const filtered = view.kind === 'loaded' ? view.layout : undefined;
  const trouble = order === 'trouble' ? (shape?.trouble ?? '') : '';
  const zone = (group: string) => fleet.get(group);
  const layout = useMemo(
    () => filtered && sortSites(filtered, order, zone, locale),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `trouble` is when to sort again
    [filtered, order, fleet, locale, trouble],
  );
  const fleetSites = useMemo(
    () => (filtered ? sortSites(layoutOf(fleet.all(), '', 'all'), order, zone, locale).sites : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `trouble` is when to sort again
    [filtered, order, fleet, locale, trouble],
  );
  const shown = useMemo(() => new Set(layout?.sites.flatMap((site) => site.groups)), [layout]);
  const shownSites = useMemo(() => new Set(layout?.sites.map((site) => site.site)), [layout]);
  const mapMode = state.mapMode ?? (windowWidth < MAP_BY_SITE_BELOW_PX || shape?.large ? 'sites' : 'zones');
  return {
    layout,
    fleetSites,
    order,
    shown,
    shownSites,
    filtering: state.filter !== 'all' || state.query.trim() !== '',
    bySiteMap: mapMode === 'sites',
    width: Math.min(windowWidth, PAGE_MAX_WIDTH_PX) - 2 * PAGE_PADDING_PX,
  };
}
