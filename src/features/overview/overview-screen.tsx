import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useObservable, useObservableState, useSubscription } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { auditTime, BehaviorSubject, from, fromEvent, map, merge, switchMap } from 'rxjs';
import { useLocation } from 'wouter';
import { absolute, paths } from '../../config/paths';
import { OVERVIEW_SCROLL_SAVE_MS } from '../../config/timing';
import { loadZoneControl } from '../../lib/zone/zone-service';
import { BackButton } from '../../ui/back-button';
import { Button } from '../../ui/button';
import { CardSkeletons } from '../../ui/card-skeletons';
import { ConnectionBanner } from '../../ui/connection-banner';
import { EmptyState } from '../../ui/empty-state';
import { Header } from '../../ui/header';
import { iconSearchOff } from '../../ui/icons/paths';
import { Page } from '../../ui/page';
import { ScreenTitle } from '../../ui/screen-title';
import { useServices, useSignedInServices } from '../../hooks/services-context';
import { useWindowWidth } from '../../hooks/use-window-width';
import { createOverviewControls, overview$, pageHidden$ } from './fleet/overview.streams';
import { type OverviewControls, type OverviewDeps, type OverviewZone } from './fleet/zones';
import {
  overviewView$,
  staleness$,
  TRUSTED,
  type OverviewFilters as FilterValues,
  type OverviewView,
  type StateFilter,
} from './sites/overview-view';
import { createZoneStore } from './fleet/zone-store';
import { BulkBar } from './bulk/bulk-bar';
import { BulkConfirm } from './bulk/bulk-confirm';
import { OverviewFilters } from './summary/overview-filters';
import { OverviewMenu } from './overview-menu';
import { Marker, SkipLinks } from './overview-screen.styles';
import { OverviewSummary } from './summary/overview-summary';
import { StatusMap } from './summary/status-map';
import { VirtualZoneList, type ZoneListHandle } from './sites/zone-list';
import { useBulkFlow } from './bulk/use-bulk-flow';
import { overviewTexts as texts } from './texts';
import { OverviewActivity } from './activity/overview-activity';

/** The page's widest content (CSS px) and its padding on each side: the list and the map fit in between. */
const PAGE_MAX_WIDTH_PX = 1200;
const PAGE_PADDING_PX = 16;

/** What the overview stream carries to the screen: the view, and the controls bulk actions use. */
interface Loaded {
  readonly view: OverviewView;
  readonly controls: OverviewControls | undefined;
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
  const memory = signedIn.overviewMemory;

  // Each zone's card reads its zone here; the screen itself renders only when the layout changes.
  const store = useMemo(() => createZoneStore(), []);
  const connected$ = useMemo(
    () => services.hub.state$.pipe(map((state) => state.kind === 'connected')),
    [services.hub],
  );
  // The loaded overview's controls, for the bulk flow's commands (set once they are loaded).
  const [loadedControls] = useState(() => new Map<'controls', OverviewControls>());
  const bulk = useBulkFlow(store, loadedControls, connected$);
  // The results filters read the last run's results; the other filters need not be laid out again for each result.
  const byResult = filter === 'failed' || filter === 'skipped' ? bulk.state.run?.results : undefined;
  // The groups of the zones on screen, whose statuses are asked first.
  const visible$ = useMemo(() => new BehaviorSubject<readonly string[]>([]), []);
  const filters$ = useObservable(
    (inputs$) => inputs$.pipe(map(([q, f, r]): FilterValues => ({ query: q, filter: f, results: r }))),
    [query, filter, byResult],
  );
  const loaded$ = useObservable(
    (inputs$) =>
      inputs$.pipe(
        // switchMap: a retry replaces the previous load (its groups are left).
        switchMap(() => from(loadZoneControl())),
        switchMap((code) => {
          const deps: OverviewDeps = {
            ...services,
            createControl: code.createZoneControl,
            memory: signedIn.zoneMemory,
            offline: { lastKnown: signedIn.lastPlayers, online$: fromEvent(window, 'online') },
            hidden$: pageHidden$(window),
            visible$,
          };
          const controls = createOverviewControls(deps);
          return overviewView$(overview$(deps, controls), filters$, store).pipe(
            map((view): Loaded => ({ view, controls })),
          );
        }),
      ),
    [reload],
  );
  const { view, controls } = useObservableState<Loaded>(loaded$, {
    view: { kind: 'loading' },
    controls: undefined,
  });
  const staleness = useObservableState(
    useObservable(() => staleness$(services.hub, scheduler)),
    TRUSTED,
  );
  useLayoutEffect(() => {
    if (controls) loadedControls.set('controls', controls);
  }, [controls, loadedControls]);
  const layout = view.kind === 'loaded' ? view.layout : undefined;
  // Opened without a network: the last known zones, under the banner, the actions off as for a lost link.
  const lastKnown = view.kind === 'loaded' && !!view.lastKnown;
  const linkLost = staleness.lost || lastKnown;
  const shown = useMemo(() => new Set(layout?.sites.flatMap((site) => site.groups)), [layout]);
  const hiddenCount = [...bulk.ticked].filter((group) => store.get(group) && !shown.has(group)).length;
  const tickShown = () => bulk.tick(layout?.sites.flatMap((site) => site.selectable) ?? [], true);
  const showAll = () => {
    setQuery('');
    setFilter('all');
  };
  const showFailed = () => {
    setQuery('');
    setFilter('failed');
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
      const zone = store.get(group);
      if (zone) open(zone);
    },
    [store, open],
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
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const list = useRef<ZoneListHandle>(null);
  const width = Math.min(useWindowWidth(), PAGE_MAX_WIDTH_PX) - 2 * PAGE_PADDING_PX;
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
    <>
      {header}
      <ConnectionBanner show={linkLost} message={t(texts.reconnecting)} />
      <Page aria-busy={view.kind === 'loading'}>
        <SkipLinks>
          <a href={`#${ids.bar}`} onClick={(e) => skipTo(e, ids.bar)} data-testid="overview-skip-actions">
            {t(texts.skipToActions)}
          </a>
          <a href={`#${ids.sites}`} onClick={(e) => skipTo(e, ids.sites)} data-testid="overview-skip-sites">
            {t(texts.skipToSites)}
          </a>
        </SkipLinks>
        <ScreenTitle>{t(texts.title)}</ScreenTitle>
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
            <OverviewSummary store={store} intl={intl} filter={filter} onFilter={setFilter} />
            <StatusMap store={store} intl={intl} width={width} onSelect={onSelectCell} />
            <OverviewFilters
              intl={intl}
              query={query}
              filter={filter}
              layout={layout}
              allCollapsed={allCollapsed}
              onQuery={setQuery}
              onFilter={setFilter}
              onJump={onJump}
              onCollapseAll={onCollapseAll}
            />
            <p style={{ margin: 0 }} data-testid="overview-count" role="status">
              {t(texts.count, { shown: layout.shown, total: layout.total })}
              {staleness.lost && !lastKnown && (
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
            {layout.shown === 0 && (
              <EmptyState icon={iconSearchOff} role="status" testId="overview-no-results">
                {t(texts.noResults)}
              </EmptyState>
            )}
            <div id={ids.sites} tabIndex={-1} data-testid="overview-sites">
              <VirtualZoneList
                ref={list}
                layout={layout}
                store={store}
                intl={intl}
                stillsBase={config.stillsBase}
                staleness={staleness}
                chosen={bulk.ticked}
                results={bulk.state.run?.results}
                collapsed={collapsed}
                width={width}
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
              store={store}
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
      </Page>
      <BulkConfirm
        intl={intl}
        plan={bulk.state.asking}
        siteOf={(group) => store.get(group)?.site ?? ''}
        isShown={(group) => shown.has(group)}
        linkLost={linkLost}
        titleId={ids.title}
        bodyId={ids.body}
        onSend={bulk.confirm}
        onCancel={bulk.cancel}
      />
    </>
  );
}
