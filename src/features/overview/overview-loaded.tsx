import { useCallback, useRef } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../ui/empty-state';
import { iconSearchOff } from '../../ui/icons/paths';
import { OverviewActivity } from './activity/overview-activity';
import { BulkBar } from './bulk/bulk-bar';
import type { BulkView } from './bulk/use-bulk-flow';
import type { Fleet } from './fleet/fleet.streams';
import type { OverviewZone } from './fleet/zones';
import type { OverviewLayout } from './sites/overview-view';
import { VirtualZoneList, type ZoneListHandle } from './sites/zone-list';
import { FilterBar } from './summary/filter-bar';
import { SiteTools } from './summary/overview-filters';
import { OverviewMap } from './summary/overview-map';
import { OverviewSummary } from './summary/overview-summary';
import { useBarRoom, useStickyHeights, useToStart } from './overview-layout';
import { useOverviewActions } from './overview-actions';
import type { OverviewLink } from './overview-link';
import type { OverviewScreen, OverviewScreenState } from './overview-screen.streams';
import type { OverviewSites } from './overview-sites';
import { overviewTexts as texts } from './texts';

/** What {@link OverviewLoaded} shows and the handlers it calls. */
export interface OverviewLoadedProps {
  fleet: Fleet;
  stillsBase: string;
  screen: Pick<OverviewScreen, 'dispatch' | 'onVisible'>;
  state: OverviewScreenState;
  sites: OverviewSites;
  layout: OverviewLayout;
  bulk: BulkView;
  link: OverviewLink;
  lastKnown: boolean;
  /** The ids of the action bar and of the list (the skip links' targets). */
  ids: { readonly bar: string; readonly sites: string };
  /** Opens a zone's player screen. */
  onOpen(zone: OverviewZone): void;
}

/**
 * The loaded overview (docs/design.md "Every zone at a glance"): the tallies, the map, the sticky filters, the
 * sites' tools, the list of sites and zones, the activity log and the bulk actions' bar.
 */
export function OverviewLoaded(props: OverviewLoadedProps) {
  const intl = useIntl();
  const { fleet, state, sites, layout, bulk, link, lastKnown, onOpen } = props;
  const { dispatch } = props.screen;
  const sticky = useRef<HTMLDivElement>(null);
  const sitesBox = useRef<HTMLDivElement>(null);
  const list = useRef<ZoneListHandle>(null);
  const heights = useStickyHeights(sticky, true);
  const barRoom = useBarRoom(props.ids.bar);
  const scrolled = useCallback(() => dispatch({ t: 'scrolled' }), [dispatch]);
  useToStart(layout, state.toStart, sitesBox, sticky, scrolled);
  const actions = useOverviewActions(dispatch, layout, fleet, list, onOpen, bulk.tick);
  const { onFilter, onCollapse, onJump } = actions;
  const hiddenCount = [...bulk.ticked].filter((group) => fleet.get(group) && !sites.shown.has(group)).length;
  const allCollapsed = layout.sites.length > 0 && layout.sites.every((s) => state.collapsed.has(s.site));
  const filtering = sites.filtering;
  return (
    <>
      <OverviewSummary store={fleet} filter={state.filter} onFilter={onFilter} />
      <OverviewMap
        store={fleet}
        bySite={sites.bySiteMap}
        sites={sites.fleetSites}
        shown={filtering ? sites.shown : undefined}
        shownSites={filtering ? sites.shownSites : undefined}
        width={sites.width}
        openSite={state.openSite}
        onBySite={actions.onBySite}
        onOpenSite={actions.onOpenSite}
        onSelect={actions.onSelectCell}
        onJump={onJump}
      />
      <FilterBar
        ref={sticky}
        query={state.query}
        filter={state.filter}
        onQuery={actions.onQuery}
        onFilter={onFilter}
        top={heights.header}
        linkLost={link.linkLost}
        banner={link.banner}
        shown={layout.shown}
        total={layout.total}
        stale={link.staleness.lost}
        lastKnown={lastKnown}
      />
      <SiteTools
        layout={layout}
        allCollapsed={allCollapsed}
        order={sites.order}
        onOrder={actions.onOrder}
        onJump={onJump}
        onCollapseAll={actions.onCollapseAll}
      />
      {layout.shown === 0 && (
        <EmptyState icon={iconSearchOff} role="status" testId="overview-no-results">
          {intl.formatMessage(texts.noResults)}
        </EmptyState>
      )}
      <div id={props.ids.sites} ref={sitesBox} tabIndex={-1} data-testid="overview-sites">
        <VirtualZoneList
          ref={list}
          layout={layout}
          store={fleet}
          stillsBase={props.stillsBase}
          staleness={link.staleness}
          chosen={bulk.ticked}
          results={bulk.state.run?.results}
          collapsed={state.collapsed}
          width={sites.width}
          scrollPadding={heights.scrollPadding}
          onToggle={actions.tick}
          onCheck={actions.checkZone}
          onOpen={onOpen}
          onCollapse={onCollapse}
          onVisible={props.screen.onVisible}
        />
      </div>
      {/* Activity log: records while open; digest, list and exports (docs/design.md "Activity log"). */}
      <OverviewActivity
        store={fleet}
        layout={layout}
        lastKnown={lastKnown}
        results={bulk.state.run?.results}
        onOpen={actions.openGroup}
      />
      <BulkBar
        barId={props.ids.bar}
        view={bulk}
        hiddenCount={hiddenCount}
        onTickShown={() =>
          bulk.tick(
            layout.sites.flatMap((site) => site.selectable),
            true,
          )
        }
        linkLost={link.linkLost}
        onShowHidden={actions.onShowHidden}
        onShowFailed={actions.onShowFailed}
      />
      {/* The page's end leaves room for a bar out of its flow, so its last row is never under it. */}
      {barRoom.fixed && (
        <div style={{ height: barRoom.height }} aria-hidden data-testid="overview-bar-room" />
      )}
    </>
  );
}
