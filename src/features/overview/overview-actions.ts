import { useCallback, useMemo, type RefObject } from 'react';
import { absolute, paths } from '../../config/paths';
import type { SelectionService } from '../../lib/selection/selection';
import type { Fleet } from './fleet/fleet.streams';
import type { OverviewZone } from './fleet/zones';
import type { OverviewLayout, StateFilter } from './sites/overview-view';
import type { SiteOrder } from './sites/site-order';
import type { ZoneListHandle } from './sites/zone-list';
import type { OverviewScreenAction } from './overview-screen.streams';

/**
 * The loaded overview's handlers, each stable while its inputs stay: a filter and a search chosen, a
 * site folded or unfolded (one, or all of `layout`'s), a site jumped to and a map cell shown in the list
 * `list`, a zone of the activity log opened, a card ticked (`tick`: the bulk flow's), the map's mode, its
 * open site and the sites' order chosen, and the bar's "show hidden" and "show failed".
 */
export function useOverviewActions(
  dispatch: (action: OverviewScreenAction) => void,
  layout: OverviewLayout,
  fleet: Pick<Fleet, 'get'>,
  list: RefObject<ZoneListHandle | null>,
  onOpen: (zone: OverviewZone) => void,
  tick: (groups: readonly string[], on: boolean) => void,
) {
  const onFilter = useCallback((filter: StateFilter) => dispatch({ t: 'filter', filter }), [dispatch]);
  const onQuery = useCallback((query: string) => dispatch({ t: 'query', query }), [dispatch]);
  const onCollapse = useCallback(
    (site: string, hide: boolean) => dispatch({ t: 'collapse', site, hide }),
    [dispatch],
  );
  const onCollapseAll = useCallback(
    (hide: boolean) => dispatch({ t: 'collapse-all', sites: layout.sites.map((site) => site.site), hide }),
    [dispatch, layout],
  );
  const onJump = useCallback(
    (site: string) => {
      onCollapse(site, false);
      list.current?.scrollToSite(site);
    },
    [onCollapse, list],
  );
  // A cell of the map: its card when the list shows it (its site shown first), else its player screen.
  const onSelectCell = useCallback(
    (zone: OverviewZone) => {
      onCollapse(zone.site, false);
      // After the list has laid out the site again.
      requestAnimationFrame(() => {
        if (!list.current?.scrollToZone(zone.group) && zone.state.kind !== 'offline') onOpen(zone);
      });
    },
    [onCollapse, onOpen, list],
  );
  // The activity log's lines open their zone (when the overview has it).
  const openGroup = useCallback(
    (group: string) => {
      const zone = fleet.get(group);
      if (zone) onOpen(zone);
    },
    [fleet, onOpen],
  );
  const checkZone = useCallback((group: string, on: boolean) => tick([group], on), [tick]);
  const choices = useMemo(
    () => ({
      onBySite: (bySite: boolean) => dispatch({ t: 'map-mode', mode: bySite ? 'sites' : 'zones' }),
      onOpenSite: (site: string | undefined) => dispatch({ t: 'open-site', site }),
      onOrder: (order: SiteOrder) => dispatch({ t: 'order', order }),
      onShowHidden: () => dispatch({ t: 'show', filter: 'all' }),
      onShowFailed: () => dispatch({ t: 'show', filter: 'failed' }),
    }),
    [dispatch],
  );
  return {
    ...choices,
    onFilter,
    onQuery,
    onCollapse,
    onCollapseAll,
    onJump,
    onSelectCell,
    openGroup,
    checkZone,
    tick,
  };
}

/** Opens `zone`'s player screen: the zone chosen in the tab's `selection`, then `navigate`d to (stable). */
export function useOpenZone(
  selection: Pick<SelectionService, 'choosePlayer' | 'chooseZone'>,
  navigate: (path: string) => void,
): (zone: OverviewZone) => void {
  return useCallback(
    (zone: OverviewZone) => {
      selection.choosePlayer({
        name: zone.player.PlayerName,
        licenceKey: zone.player.LicenceKey,
        macAddress: zone.player.MacAddress,
        zoneCount: zone.player.NoOfChannels,
      });
      if (zone.zoneIndex !== 1) selection.chooseZone(zone.zoneIndex, zone.zoneName);
      navigate(absolute(paths.player));
    },
    [selection, navigate],
  );
}
