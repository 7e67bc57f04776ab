import { useCallback, useId, useMemo, useState } from 'react';
import {
  useObservable,
  useObservableEagerState,
  useObservableState,
  useSubscription,
} from 'observable-hooks';
import { useIntl } from 'react-intl';
import { from, fromEvent, map, switchMap } from 'rxjs';
import { useLocation } from 'wouter';
import { absolute, paths } from '../../config/paths';
import { loadZoneControl } from '../../lib/zone/zone-service';
import { BackButton } from '../../ui/back-button';
import { ConnectionBanner } from '../../ui/connection-banner';
import { Header } from '../../ui/header';
import { useServices, useSignedInServices } from '../../hooks/services-context';
import { pageHidden$ } from './fleet/overview.streams';
import { overviewView$, type OverviewFilters, type OverviewView } from './sites/overview-view';
import { restoredState } from './bulk/bulk-memory';
import { BulkConfirm } from './bulk/bulk-confirm';
import { useBulkFlow } from './bulk/use-bulk-flow';
import { LastKnownContext } from './sites/last-known';
import { createOverviewServices, deviceOnline$ } from './overview.streams';
import { OverviewMenu } from './overview-menu';
import { FailedLoad, Loading, OverviewPage, SkipToLinks, Title } from './overview-frame';
import { useOpenZone } from './overview-actions';
import { OverviewLoaded } from './overview-loaded';
import { useScrollMemory } from './overview-layout';
import { useOverviewLink } from './overview-link';
import { createOverviewScreen } from './overview-screen.streams';
import { useOverviewSites } from './overview-sites';
import { overviewTexts as texts } from './texts';

/**
 * The fleet overview (docs/design.md "Every zone at a glance"): every zone of every player grouped by site, live,
 * with a text and a state filter and their count; a selection (each zone, a site, all shown, none) that
 * survives filtering; bulk actions on the selection with a confirmation that says how many zones will be
 * skipped, per-zone results as they arrive in a live region, and Retry the failed ones. A zone opens
 * its player screen through the selection service. The screen's own choices are its streams'
 * (`createOverviewScreen`); this component binds them, the fleet and the bulk flow to the page.
 */
export default function OverviewScreen() {
  const services = useServices();
  const { scheduler, selection, config } = services;
  const intl = useIntl();
  const t = intl.formatMessage;
  const [, navigate] = useLocation();
  const ids = {
    title: useId(),
    body: useId(),
    bar: `overview-actions-${useId().replace(/:/g, '')}`,
    sites: `overview-sites-${useId().replace(/:/g, '')}`,
  };
  const signedIn = useSignedInServices();
  const memory = signedIn.overviewMemory;
  const [screen] = useState(() => createOverviewScreen({ win: window, scheduler }));
  // The estate's zones (each card reads its own; the screen renders only when the layout changes) and
  // the bulk flow, for as long as the screen is open.
  const [{ fleet, flow }] = useState(() =>
    createOverviewServices({
      ...services,
      memory: signedIn.zoneMemory,
      offline: { lastKnown: signedIn.lastPlayers, online$: fromEvent(window, 'online') },
      hidden$: pageHidden$(window),
      visible$: screen.visible$,
      connected$: services.hub.state$.pipe(map((state) => state.kind === 'connected')),
      online$: deviceOnline$(window),
      initialRun: restoredState(memory.run()),
    }),
  );
  const state = useObservableEagerState(screen.state$);
  const bulk = useBulkFlow(fleet, flow);
  // The results filters read the last run's results; the other filters need not be laid out again for each result.
  const { query, filter } = state;
  const byResult = filter === 'failed' || filter === 'skipped' ? bulk.filterResults : undefined;
  const filters$ = useObservable(
    (inputs$) => inputs$.pipe(map(([q, f, r]): OverviewFilters => ({ query: q, filter: f, results: r }))),
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
      [state.reload],
    ),
  );
  const view = useObservableState<OverviewView>(
    useObservable(() => overviewView$(fleet.state$, filters$)),
    { kind: 'loading' },
  );
  const sites = useOverviewSites(fleet, view, state, intl.locale);
  const { layout } = sites;
  // Opened without a network: the last known zones.
  const lastKnown = view.kind === 'loaded' && !!view.lastKnown;
  const link = useOverviewLink(services.hub, scheduler, lastKnown);
  useScrollMemory(memory, !!layout, screen.scrollSaves$);

  const open = useOpenZone(selection, navigate);
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
  return (
    <LastKnownContext.Provider value={lastKnown}>
      {header}
      <OverviewPage aria-busy={view.kind === 'loading'}>
        <Title>{t(texts.title)}</Title>
        <SkipToLinks bar={ids.bar} sites={ids.sites} />
        {!layout && <ConnectionBanner show={link.linkLost} message={link.banner} />}
        {view.kind === 'loading' && <Loading />}
        {view.kind === 'failed' && <FailedLoad onRetry={() => screen.dispatch({ t: 'reload' })} />}
        {layout && (
          <OverviewLoaded
            fleet={fleet}
            stillsBase={config.stillsBase}
            screen={screen}
            state={state}
            sites={sites}
            layout={layout}
            bulk={bulk}
            link={link}
            lastKnown={lastKnown}
            ids={ids}
            onOpen={open}
          />
        )}
      </OverviewPage>
      <BulkConfirm
        plan={bulk.state.asking}
        siteOf={(group) => fleet.get(group)?.site ?? ''}
        isShown={(group) => sites.shown.has(group)}
        linkLost={link.linkLost}
        titleId={ids.title}
        bodyId={ids.body}
        onSend={bulk.confirm}
        onCancel={bulk.cancel}
      />
    </LastKnownContext.Provider>
  );
}
