import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useObservable, useObservableState, useSubscription } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { auditTime, BehaviorSubject, from, fromEvent, map, merge, switchMap } from 'rxjs';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { absolute, paths } from '../../config/paths';
import { OVERVIEW_SCROLL_SAVE_MS } from '../../config/timing';
import { loadZoneControl } from '../../lib/zone/zone-service';
import { BackButton } from '../../ui/back-button';
import { Button } from '../../ui/button';
import { CardSkeletons } from '../../ui/card-skeletons';
import { ConnectionBanner } from '../../ui/connection-banner';
import { EmptyState } from '../../ui/empty-state';
import { Header, hiddenWhenNarrow } from '../../ui/header';
import { iconSearchOff } from '../../ui/icons/paths';
import { Page } from '../../ui/page';
import { ScreenTitle } from '../../ui/screen-title';
import { useServices, useSignedInServices } from '../../hooks/services-context';
import { useWindowWidth } from '../../hooks/use-window-width';
import { useOnline } from '../../hooks/use-online';
import { pageHidden$ } from './fleet/overview.streams';
import type { OverviewZone } from './fleet/zones';
import {
  layoutOf,
  overviewView$,
  staleness$,
  TRUSTED,
  type OverviewFilters as FilterValues,
  type OverviewView,
  type StateFilter,
} from './sites/overview-view';
import { restoredState } from './bulk/bulk-memory';
import { createOverviewServices, deviceOnline$ } from './overview.streams';
import { sortSites, type SiteOrder } from './sites/site-order';
import { LastKnownContext } from './sites/last-known';
import { fleetShape$ } from './sites/fleet-shape.streams';
import { BulkBar } from './bulk/bulk-bar';
import { BulkConfirm } from './bulk/bulk-confirm';
import { OverviewFilters, SiteTools } from './summary/overview-filters';
import { OverviewMenu } from './overview-menu';
import { Marker, SkipLinks, StickyFilters } from './overview-screen.styles';
import { OverviewSummary } from './summary/overview-summary';
import { StatusMap } from './summary/status-map';
import { SiteGrid } from './summary/site-grid';
import { summaryTexts } from './summary/texts';
import { VirtualZoneList, type ZoneListHandle } from './sites/zone-list';
import { useBulkFlow } from './bulk/use-bulk-flow';
import { overviewTexts as texts } from './texts';
import { OverviewActivity } from './activity/overview-activity';

/** Below this window width (CSS px, a phone's) the status map starts with one cell per site. */
const MAP_BY_SITE_BELOW_PX = 600;

/**
 * The page: on a phone closer gaps, so the tallies, the map, the filters and the first zones share the
 * first screen.
 */
const OverviewPage = styled(Page)`
  @media (max-width: ${({ theme }) => theme.breakpoint.narrow}px) {
    gap: ${({ theme }) => theme.space.sm};
    padding-top: ${({ theme }) => theme.space.sm};
  }
`;

/**
 * The screen's heading: on a phone for assistive technology only, as the header above it says the same
 * words; elsewhere shown.
 */
const Title = styled(ScreenTitle)`
  ${hiddenWhenNarrow}
`;

/** The map's mode switch and the map under it. */
const MapBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: stretch;
`;

/** A switch (`aria-pressed`) at the map's top: small, at its start. */
const Toggle = styled.button`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &::before {
    content: '';
    width: 0.8em;
    height: 0.8em;
    border-radius: 2px;
    border: 2px solid currentColor;
  }
  &[aria-pressed='true']::before {
    background: currentColor;
  }
`;

/** The page's widest content (CSS px) and its padding on each side: the list and the map fit in between. */
const PAGE_MAX_WIDTH_PX = 1200;
const PAGE_PADDING_PX = 16;

/**
 * The height (CSS px) of what the page keeps in view at its top (the header, a sticky bar): what is
 * scrolled to is placed below it. Read from the sticky elements themselves, 0 where none is laid out.
 */
function stickyTop(): number {
  const header = document.querySelector('header');
  return header ? header.getBoundingClientRect().height : 0;
}

/** Moves the focus to the element of `id` (a skip link's target), scrolled into view. */
function skipTo(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView({ block: 'nearest' });
}

/**
 * The fleet overview (README "Every zone at a glance"): every zone of every player grouped by site, live,
 * with a text and a state filter and their count; a selection (each zone, a site, all shown, none) that
 * survives filtering; bulk actions on the selection with a confirmation that says how many zones will be
 * skipped, per-zone results as they arrive in a live region, and Retry the failed ones. A zone opens
 * its player screen through the selection service.
 */
export default function OverviewScreen() {
  const services = useServices();
  const { scheduler, selection, config } = services;
  const intl = useIntl();
  const t = intl.formatMessage;
  const [, navigate] = useLocation();
  const [reload, setReload] = useState(0);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<StateFilter>('all');
  const ids = {
    title: useId(),
    body: useId(),
    bar: `overview-actions-${useId().replace(/:/g, '')}`,
    sites: `overview-sites-${useId().replace(/:/g, '')}`,
  };
  const signedIn = useSignedInServices();
  const windowWidth = useWindowWidth();
  const memory = signedIn.overviewMemory;

  // The groups of the zones on screen, whose statuses are asked first.
  const [visible$] = useState(() => new BehaviorSubject<readonly string[]>([]));
  // The estate's zones (each card reads its own; the screen renders only when the layout changes) and
  // the bulk flow, for as long as the screen is open.
  const [{ fleet, flow }] = useState(() =>
    createOverviewServices({
      ...services,
      memory: signedIn.zoneMemory,
      offline: { lastKnown: signedIn.lastPlayers, online$: fromEvent(window, 'online') },
      hidden$: pageHidden$(window),
      visible$,
      connected$: services.hub.state$.pipe(map((state) => state.kind === 'connected')),
      online$: deviceOnline$(window),
      initialRun: restoredState(memory.run()),
    }),
  );
  const bulk = useBulkFlow(fleet, flow);
  // The results filters read the last run's results; the other filters need not be laid out again for each result.
  const byResult = filter === 'failed' || filter === 'skipped' ? bulk.filterResults : undefined;
  const filters$ = useObservable(
    (inputs$) => inputs$.pipe(map(([q, f, r]): FilterValues => ({ query: q, filter: f, results: r }))),
    [query, filter, byResult],
  );
  // The fleet runs while the screen is open; a retry loads it again.
  useSubscription(
    useObservable(
      (inputs$) =>
        inputs$.pipe(
          // switchMap: a retry replaces the previous run (its groups are left).
          switchMap(() => from(loadZoneControl())),
          switchMap((code) => fleet.run(code.createZoneControl)),
        ),
      [reload],
    ),
  );
  const view = useObservableState<OverviewView>(
    useObservable(() => overviewView$(fleet.state$, filters$)),
    { kind: 'loading' },
  );
  const staleness = useObservableState(
    useObservable(() => staleness$(services.hub, scheduler)),
    TRUSTED,
  );
  // The sites in the order chosen; until one is, those that need attention first when any zone does.
  const [order, setOrder] = useState<SiteOrder | undefined>(undefined);
  const shape = useObservableState(useObservable(() => fleetShape$(fleet.tallies$)));
  const siteOrder: SiteOrder = order ?? (shape?.attention ? 'trouble' : 'name');
  const filtered = view.kind === 'loaded' ? view.layout : undefined;
  // Sorted again when the layout or the order changes, or when the fleet's count of zones in trouble
  // does (a new trouble surfaces its site), not for every status: the sites stay put while read.
  const trouble = siteOrder === 'trouble' ? (shape?.trouble ?? '') : '';
  const layout = useMemo(
    () => filtered && sortSites(filtered, siteOrder, (group) => fleet.get(group), intl.locale),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `trouble` is when to sort again
    [filtered, siteOrder, fleet, intl.locale, trouble],
  );
  // Opened without a network: the last known zones, under the banner, the actions off as for a lost link.
  const lastKnown = view.kind === 'loaded' && !!view.lastKnown;
  // The device itself offline (the browser's `offline` event): the banner and the actions say so at once,
  // without waiting for the hub's link to be judged lost.
  const deviceOffline = !useOnline();
  const linkLost = staleness.lost || lastKnown || deviceOffline;
  const banner = t(deviceOffline ? texts.deviceOffline : texts.reconnecting);
  // The cards' statuses may be out of date from the moment the device is offline.
  const shownStaleness = useMemo(
    () => (deviceOffline && !staleness.lost ? { ...staleness, lost: true } : staleness),
    [deviceOffline, staleness],
  );
  const shown = useMemo(() => new Set(layout?.sites.flatMap((site) => site.groups)), [layout]);
  const shownSites = useMemo(() => new Set(layout?.sites.map((site) => site.site)), [layout]);
  const filtering = filter !== 'all' || query.trim() !== '';
  // The map: one cell per site on a phone and for a large fleet (every width), else one per zone.
  const [mapMode, setMapMode] = useState<'sites' | 'zones' | undefined>(undefined);
  const [openSite, setOpenSite] = useState<string | undefined>(undefined);
  const bySiteMap =
    (mapMode ?? (windowWidth < MAP_BY_SITE_BELOW_PX || shape?.large ? 'sites' : 'zones')) === 'sites';
  // Every site of the fleet with all its zones, in the list's order (the filters dim, they do not remove).
  const fleetSites = useMemo(
    () =>
      filtered
        ? sortSites(layoutOf(fleet.all(), '', 'all'), siteOrder, (group) => fleet.get(group), intl.locale)
            .sites
        : [],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `trouble` is when to sort again
    [filtered, siteOrder, fleet, intl.locale, trouble],
  );
  const hiddenCount = [...bulk.ticked].filter((group) => fleet.get(group) && !shown.has(group)).length;
  const tickShown = () => bulk.tick(layout?.sites.flatMap((site) => site.selectable) ?? [], true);
  // A filter shows its result: once laid out under a new filter, the list's start comes up under the
  // sticky filters (a text search only when the list's start is above the view, so typing does not move
  // the page while the first results are in view).
  const [toStart, setToStart] = useState<'always' | 'when-above' | undefined>(undefined);
  const sticky = useRef<HTMLDivElement>(null);
  const sitesBox = useRef<HTMLDivElement>(null);
  const chooseFilter = useCallback((next: StateFilter) => {
    setFilter(next);
    setToStart('always');
  }, []);
  const chooseQuery = useCallback((next: string) => {
    setQuery(next);
    setToStart('when-above');
  }, []);
  useLayoutEffect(() => {
    const box = sitesBox.current;
    if (!toStart || !box) return;
    setToStart(undefined);
    const below = stickyTop() + (sticky.current?.getBoundingClientRect().height ?? 0);
    const offset = box.getBoundingClientRect().top - below;
    if (toStart === 'always' ? Math.abs(offset) >= 1 : offset < 0)
      window.scrollTo(0, window.scrollY + offset);
  }, [layout, toStart]);
  const showAll = () => {
    setQuery('');
    chooseFilter('all');
  };
  const showFailed = () => {
    setQuery('');
    chooseFilter('failed');
  };

  // The view comes back where it was left (a zone opened and Back, a reload): kept as it scrolls, at most
  // every OVERVIEW_SCROLL_SAVE_MS, when the page is hidden (a reload) and when the overview closes (a zone
  // opened: in the layout phase, before the next screen's content changes the page's height).
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (restored.current || !layout) return;
    restored.current = true;
    const top = memory.scroll();
    if (top > 0) window.scrollTo(0, top);
  }, [layout, memory]);
  const keepScroll = useCallback(() => {
    if (restored.current) memory.keepScroll(window.scrollY);
  }, [memory]);
  useSubscription(
    useObservable(
      (inputs$) =>
        inputs$.pipe(
          switchMap(([s]) =>
            merge(
              fromEvent(window, 'scroll', { passive: true }).pipe(auditTime(OVERVIEW_SCROLL_SAVE_MS, s)),
              fromEvent(window, 'pagehide'),
            ),
          ),
        ),
      [scheduler],
    ),
    keepScroll,
  );
  useLayoutEffect(() => keepScroll, [keepScroll]);

  const open = useCallback(
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

  // The activity log's lines open their zone (when the overview has it).
  const openGroup = useCallback(
    (group: string) => {
      const zone = fleet.get(group);
      if (zone) open(zone);
    },
    [fleet, open],
  );

  const tick = bulk.tick;
  const checkZone = useCallback((group: string, on: boolean) => tick([group], on), [tick]);

  // What a status push does not change keeps its element, so React skips it.
  const goBack = useCallback(() => navigate(absolute(paths.selector)), [navigate]);
  const header = useMemo(
    () => (
      <Header
        start={<BackButton label={t(texts.back)} onClick={goBack} testId="overview-back" />}
        title={t(texts.title)}
        end={<OverviewMenu />}
      />
    ),
    [goBack, t],
  );
  // The header's height (the sticky filters sit under it) and, with the filters', what a scroll to a
  // site or a card keeps clear at the top: measured when laid out and whenever they change size.
  const hasLayout = !!layout;
  const [headerHeight, setHeaderHeight] = useState(0);
  const [scrollPadding, setScrollPadding] = useState(0);
  useLayoutEffect(() => {
    const box = sticky.current;
    if (!box) return;
    const measure = () => {
      const top = stickyTop();
      setHeaderHeight(top);
      setScrollPadding(Math.ceil(top + box.getBoundingClientRect().height));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [hasLayout]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const list = useRef<ZoneListHandle>(null);
  const width = Math.min(windowWidth, PAGE_MAX_WIDTH_PX) - 2 * PAGE_PADDING_PX;
  const onCollapse = useCallback(
    (site: string, hide: boolean) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (hide) next.add(site);
        else next.delete(site);
        return next;
      }),
    [],
  );
  const onCollapseAll = useCallback(
    (hide: boolean) => setCollapsed(hide ? new Set(layout?.sites.map((site) => site.site)) : new Set()),
    [layout],
  );
  const onJump = useCallback(
    (site: string) => {
      onCollapse(site, false);
      list.current?.scrollToSite(site);
    },
    [onCollapse],
  );
  const onVisible = useCallback((groups: readonly string[]) => visible$.next(groups), [visible$]);
  // A cell of the map: its card when the list shows it (its site shown first), else its player screen.
  const onSelectCell = useCallback(
    (zone: OverviewZone) => {
      onCollapse(zone.site, false);
      // After the list has laid out the site again.
      requestAnimationFrame(() => {
        if (!list.current?.scrollToZone(zone.group) && zone.state.kind !== 'offline') open(zone);
      });
    },
    [onCollapse, open],
  );
  const allCollapsed =
    !!layout && layout.sites.length > 0 && layout.sites.every((s) => collapsed.has(s.site));

  return (
    <LastKnownContext.Provider value={lastKnown}>
      {header}
      <OverviewPage aria-busy={view.kind === 'loading'}>
        <Title>{t(texts.title)}</Title>
        <SkipLinks>
          <a href={`#${ids.bar}`} onClick={(e) => skipTo(e, ids.bar)} data-testid="overview-skip-actions">
            {t(texts.skipToActions)}
          </a>
          <a href={`#${ids.sites}`} onClick={(e) => skipTo(e, ids.sites)} data-testid="overview-skip-sites">
            {t(texts.skipToSites)}
          </a>
        </SkipLinks>
        {!layout && <ConnectionBanner show={linkLost} message={banner} />}
        {view.kind === 'loading' && (
          <CardSkeletons count={4} label={t(texts.loading)} testId="overview-loading" />
        )}
        {view.kind === 'failed' && (
          <EmptyState
            icon={iconSearchOff}
            role="alert"
            testId="overview-failed"
            actions={
              <Button type="button" onClick={() => setReload((n) => n + 1)}>
                {t(texts.retryLoad)}
              </Button>
            }
          >
            {t(texts.failed)}
          </EmptyState>
        )}
        {layout && (
          <>
            <OverviewSummary store={fleet} intl={intl} filter={filter} onFilter={chooseFilter} />
            <MapBox>
              <Toggle
                type="button"
                aria-pressed={bySiteMap}
                onClick={() => setMapMode(bySiteMap ? 'zones' : 'sites')}
                data-testid="overview-map-mode"
              >
                {t(summaryTexts.mapBySite)}
              </Toggle>
              {bySiteMap ? (
                <SiteGrid
                  store={fleet}
                  intl={intl}
                  sites={fleetSites}
                  shownSites={filtering ? shownSites : undefined}
                  width={width}
                  open={openSite}
                  onOpen={setOpenSite}
                  onSelect={onSelectCell}
                  onJump={onJump}
                />
              ) : (
                <StatusMap
                  store={fleet}
                  intl={intl}
                  width={width}
                  shown={filtering ? shown : undefined}
                  onSelect={onSelectCell}
                />
              )}
            </MapBox>
            <StickyFilters ref={sticky} style={{ top: headerHeight }} data-testid="overview-sticky">
              <ConnectionBanner show={linkLost} message={banner} />
              <OverviewFilters
                intl={intl}
                query={query}
                filter={filter}
                onQuery={chooseQuery}
                onFilter={chooseFilter}
              />
              <p data-testid="overview-count" role="status">
                {t(texts.count, { shown: layout.shown, total: layout.total })}
                {shownStaleness.lost && !lastKnown && (
                  <>
                    {' · '}
                    <Marker data-testid="overview-stale">{t(texts.stale)}</Marker>
                  </>
                )}
                {lastKnown && (
                  <>
                    {' · '}
                    <Marker data-testid="overview-last-known">{t(texts.lastKnown)}</Marker>
                  </>
                )}
              </p>
            </StickyFilters>
            <SiteTools
              intl={intl}
              layout={layout}
              allCollapsed={allCollapsed}
              order={siteOrder}
              onOrder={setOrder}
              onJump={onJump}
              onCollapseAll={onCollapseAll}
            />
            {layout.shown === 0 && (
              <EmptyState icon={iconSearchOff} role="status" testId="overview-no-results">
                {t(texts.noResults)}
              </EmptyState>
            )}
            <div id={ids.sites} ref={sitesBox} tabIndex={-1} data-testid="overview-sites">
              <VirtualZoneList
                ref={list}
                layout={layout}
                store={fleet}
                intl={intl}
                stillsBase={config.stillsBase}
                staleness={shownStaleness}
                chosen={bulk.ticked}
                results={bulk.state.run?.results}
                collapsed={collapsed}
                width={width}
                scrollPadding={scrollPadding}
                onToggle={bulk.tick}
                onCheck={checkZone}
                onOpen={open}
                onCollapse={onCollapse}
                onVisible={onVisible}
              />
            </div>
            {/* Activity log: records while open; digest, list and exports (README "Activity log"). */}
            <OverviewActivity
              intl={intl}
              store={fleet}
              layout={layout}
              lastKnown={lastKnown}
              results={bulk.state.run?.results}
              onOpen={openGroup}
            />
            <BulkBar
              intl={intl}
              barId={ids.bar}
              view={bulk}
              hiddenCount={hiddenCount}
              onTickShown={tickShown}
              linkLost={linkLost}
              onShowHidden={showAll}
              onShowFailed={showFailed}
            />
          </>
        )}
      </OverviewPage>
      <BulkConfirm
        intl={intl}
        plan={bulk.state.asking}
        siteOf={(group) => fleet.get(group)?.site ?? ''}
        isShown={(group) => shown.has(group)}
        linkLost={linkLost}
        titleId={ids.title}
        bodyId={ids.body}
        onSend={bulk.confirm}
        onCancel={bulk.cancel}
      />
    </LastKnownContext.Provider>
  );
}
