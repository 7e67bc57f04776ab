import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useObservable, useObservableState, useSubscription } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { animationFrames, audit, BehaviorSubject, from, fromEvent, map, switchMap, take } from 'rxjs';
import { useLocation } from 'wouter';
import { absolute, paths } from '../../../config/paths';
import { loadZoneControl } from '../../../lib/zone/zone-service';
import { Button } from '../../../ui/button';
import { CardSkeletons } from '../../../ui/card-skeletons';
import { ConnectionBanner } from '../../../ui/connection-banner';
import { EmptyState } from '../../../ui/empty-state';
import { Field } from '../../../ui/field';
import { Header } from '../../../ui/header';
import { Icon } from '../../../ui/icon';
import { iconArrowBack, iconSearchOff } from '../../../ui/icons/paths';
import { Page } from '../../../ui/page';
import { ScreenTitle } from '../../../ui/screen-title';
import { useServices } from '../../../hooks/services-context';
import {
  createOverviewControls,
  overview$,
  type OverviewControls,
  type OverviewDeps,
  type OverviewZone,
} from '../overview.streams';
import {
  createZoneStore,
  overviewView$,
  staleness$,
  STATE_FILTERS,
  TRUSTED,
  type OverviewFilters,
  type OverviewView,
  type StateFilter,
} from '../overview-view';
import { bulkTexts } from '../bulk-texts';
import { overviewTexts as texts } from '../texts';
import { BulkBar } from './bulk-bar';
import { BulkConfirm } from './bulk-confirm';
import { Filters, Marker, SkipLinks } from './overview-screen.styles';
import { OverviewMenu } from './overview-menu';
import { SiteSection } from './site-section';
import { useBulkFlow } from './use-bulk-flow';

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
    search: useId(),
    show: useId(),
    bar: `overview-actions-${useId().replace(/:/g, '')}`,
    sites: `overview-sites-${useId().replace(/:/g, '')}`,
  };
  const memory = services.overviewMemory;

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
    (inputs$) => inputs$.pipe(map(([q, f, r]): OverviewFilters => ({ query: q, filter: f, results: r }))),
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
            memory: services.zoneMemory,
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
  useLayoutEffect(() => {
    if (controls) loadedControls.set('controls', controls);
  }, [controls, loadedControls]);
  const staleness = useObservableState(
    useObservable(() => staleness$(services.hub, scheduler)),
    TRUSTED,
  );
  const layout = view.kind === 'loaded' ? view.layout : undefined;
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

  // The view comes back where it was left (a zone opened and Back, a reload): kept as it scrolls.
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (restored.current || !layout) return;
    restored.current = true;
    const top = memory.scroll();
    if (top > 0) window.scrollTo(0, top);
  }, [layout, memory]);
  useSubscription(
    useObservable(() =>
      fromEvent(window, 'scroll', { passive: true }).pipe(audit(() => animationFrames().pipe(take(1)))),
    ),
    () => {
      if (restored.current) memory.keepScroll(window.scrollY);
    },
  );

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

  const tick = bulk.tick;
  const checkZone = useCallback((group: string, on: boolean) => tick([group], on), [tick]);

  // What a status push does not change keeps its element, so React skips it.
  const goBack = useCallback(() => navigate(absolute(paths.selector)), [navigate]);
  const header = useMemo(
    () => (
      <Header
        start={
          <Button
            type="button"
            $variant="ghost"
            onClick={goBack}
            aria-label={t(texts.back)}
            data-testid="overview-back"
          >
            <Icon path={iconArrowBack} />
          </Button>
        }
        title={t(texts.title)}
        end={<OverviewMenu />}
      />
    ),
    [goBack, t],
  );
  const filterBar = useMemo(
    () => (
      <Filters>
        <Field>
          <label htmlFor={ids.search}>{t(texts.search)}</label>
          <input
            id={ids.search}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            data-testid="overview-search"
          />
        </Field>
        <Field>
          <label htmlFor={ids.show}>{t(texts.show)}</label>
          <select
            id={ids.show}
            value={filter}
            onChange={(e) => setFilter(e.target.value as StateFilter)}
            data-testid="overview-state-filter"
          >
            {STATE_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(
                  {
                    all: texts.showAll,
                    playing: texts.playing,
                    paused: texts.paused,
                    offline: texts.offline,
                    'not-answering': texts.notAnswering,
                    attention: texts.attention,
                    failed: bulkTexts.filterFailed,
                    skipped: bulkTexts.filterSkipped,
                  }[value],
                )}
              </option>
            ))}
          </select>
        </Field>
      </Filters>
    ),
    [ids.search, ids.show, query, filter, t],
  );

  return (
    <>
      {header}
      <ConnectionBanner show={staleness.lost} message={t(bulkTexts.reconnecting)} />
      <Page aria-busy={view.kind === 'loading'}>
        <SkipLinks>
          <a href={`#${ids.bar}`} onClick={(e) => skipTo(e, ids.bar)} data-testid="overview-skip-actions">
            {t(bulkTexts.skipToActions)}
          </a>
          <a href={`#${ids.sites}`} onClick={(e) => skipTo(e, ids.sites)} data-testid="overview-skip-sites">
            {t(bulkTexts.skipToSites)}
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
            {filterBar}
            <p style={{ margin: 0 }} data-testid="overview-count" role="status">
              {t(texts.count, { shown: layout.shown, total: layout.total })}
              {staleness.lost && (
                <>
                  {' · '}
                  <Marker data-testid="overview-stale">{t(texts.stale)}</Marker>
                </>
              )}
            </p>
            {layout.shown === 0 && (
              <EmptyState icon={iconSearchOff} role="status" testId="overview-no-results">
                {t(texts.noResults)}
              </EmptyState>
            )}
            <div id={ids.sites} tabIndex={-1} data-testid="overview-sites">
              {layout.sites.map((site) => (
                <SiteSection
                  key={site.site}
                  layout={site}
                  store={store}
                  intl={intl}
                  stillsBase={config.stillsBase}
                  staleness={staleness}
                  chosen={bulk.ticked}
                  results={bulk.state.run?.results}
                  onToggle={bulk.tick}
                  onCheck={checkZone}
                  onOpen={open}
                />
              ))}
            </div>
            <BulkBar
              intl={intl}
              barId={ids.bar}
              view={bulk}
              hiddenCount={hiddenCount}
              onTickShown={tickShown}
              linkLost={staleness.lost}
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
        linkLost={staleness.lost}
        titleId={ids.title}
        bodyId={ids.body}
        onSend={bulk.confirm}
        onCancel={bulk.cancel}
      />
    </>
  );
}
