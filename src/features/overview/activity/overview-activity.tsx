import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useObservable, useObservableState, useSubscription } from 'observable-hooks';
import { EMPTY, switchMap } from 'rxjs';
import { agoNow$ } from '../../../lib/activity-log/ago.streams';
import { NO_LOG_VIEW } from '../../../lib/activity-log/activity-log.types';
import { useServices, useSignedInServices } from '../../../hooks/services-context';
import { activityTexts } from '../../../ui/activity/texts';
import { entryText } from '../../../ui/activity/entry-text';
import { Button } from '../../../ui/button';
import type { ZoneResult } from '../bulk/bulk-run';
import type { FleetZones } from '../fleet/fleet.streams';
import type { OverviewLayout } from '../sites/overview-view';
import { OverviewAlerts } from '../alerts/overview-alerts';
import { ActivityDigest } from './activity-digest';
import { ActivityFilterRow } from './activity-filter-row';
import { ALL_ACTIVITY, passes, type ActivityFilter } from './activity-filters';
import { Muted, Row, Section } from './activity.styles';
import { activityCsv, download, resultsCsv, viewCsv } from './exports';
import { overviewRecording$ } from './fleet-seen';
import { overviewActivityTexts as texts } from './texts';

/** How many entries the list shows (newest first); the export has them all. */
const LIST_LENGTH = 50;

/** What the overview's activity needs from the screen. */
export interface OverviewActivityProps {
  readonly store: FleetZones;
  readonly layout: OverviewLayout;
  /** True while the overview shows the last known list: nothing is recorded then. */
  readonly lastKnown: boolean;
  /** The last bulk run's results, when there was one. */
  readonly results?: ReadonlyMap<string, ZoneResult>;
  /** Opens the zone of `group`. */
  readonly onOpen: (group: string) => void;
}

/**
 * The overview's activity (docs/design.md "Activity log"): records while the overview is open (other sign-ins'
 * commands, the zones' state changes), shows "since you last looked" on opening (each line opens its zone;
 * dismissible), the activity list filterable by site, zone and kind, and the exports (the view with its
 * filters, the activity, the last bulk run's results) as CSV. Every view of history says since when this
 * browser has seen it. Below them, the opt-in alerts (../alerts/overview-alerts.tsx).
 */
export function OverviewActivity({ store, layout, lastKnown, results, onOpen }: OverviewActivityProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { scheduler, logger } = useServices();
  const { activityLog } = useSignedInServices();
  const [openedAt] = useState(() => scheduler.now());
  const [dismissed, setDismissed] = useState(false);
  const [filter, setFilter] = useState<ActivityFilter>(ALL_ACTIVITY);
  const [failed, setFailed] = useState(false);

  // Recording, while the overview is open and live (switchMap: the last known list records nothing).
  const recording$ = useObservable(
    (inputs$) =>
      inputs$.pipe(switchMap(([known]) => (known ? EMPTY : overviewRecording$(activityLog, store)))),
    [lastKnown],
  );
  useSubscription(recording$);
  const view = useObservableState(activityLog.view$, NO_LOG_VIEW);
  const now = useObservableState(
    useObservable(() => agoNow$(scheduler)),
    openedAt,
  );

  const shown = view.entries.filter((e) => passes(e, filter));

  const save = (name: string, make: () => Promise<string>) => {
    setFailed(false);
    make().then(
      (text) => download(name, text),
      (error: unknown) => {
        logger.warn('activity log: export failed', error);
        setFailed(true);
      },
    );
  };
  const day = new Date(scheduler.now()).toISOString().slice(0, 10);
  const exportView = () =>
    save(`overview-${day}.csv`, () =>
      viewCsv(
        layout.sites
          .flatMap((s) => s.groups)
          .flatMap((g) => {
            const zone = store.get(g);
            return zone ? [zone] : [];
          }),
      ),
    );
  const exportActivity = () =>
    save(`activity-${day}.csv`, () =>
      activityLog.all().then((all) => activityCsv(all.filter((e) => passes(e, filter)))),
    );
  const exportResults = () =>
    results && save(`bulk-results-${day}.csv`, () => resultsCsv(results, store.get));
  const seenSince =
    view.since === undefined ? t(activityTexts.seenNever) : t(activityTexts.seenSince, { when: view.since });

  return (
    <>
      {!dismissed && (
        <ActivityDigest
          view={view}
          openedAt={openedAt}
          onOpen={onOpen}
          onDismiss={() => setDismissed(true)}
        />
      )}
      <Section
        data-testid="activity"
        data-since={view.since}
        data-pending={view.pending}
        aria-labelledby="activity-title"
      >
        <h2 id="activity-title">{t(texts.title)}</h2>
        <Muted data-testid="activity-since">{seenSince}</Muted>
        <ActivityFilterRow entries={view.entries} filter={filter} onChange={setFilter} />
        {shown.length === 0 ? (
          <Muted>{t(texts.empty)}</Muted>
        ) : (
          <ul aria-live="polite" data-testid="activity-list">
            {shown.slice(0, LIST_LENGTH).map((entry, i) => (
              <li
                key={`${entry.at}-${entry.group}-${entry.kind}-${i}`}
                data-testid="activity-entry"
                data-group={entry.group}
                data-kind={entry.kind}
                data-actor={entry.actor}
                data-zone={entry.zone}
                data-to={entry.to}
              >
                {entryText(intl, entry, now, true)}
              </li>
            ))}
          </ul>
        )}
        <Row>
          <Button type="button" data-testid="export-view" onClick={exportView}>
            {t(texts.exportView)}
          </Button>
          <Button type="button" data-testid="export-activity" onClick={exportActivity}>
            {t(texts.exportActivity)}
          </Button>
          {results && results.size > 0 && (
            <Button type="button" data-testid="export-results" onClick={exportResults}>
              {t(texts.exportResults)}
            </Button>
          )}
        </Row>
        {failed && <p role="alert">{t(texts.exportFailed)}</p>}
      </Section>
      <OverviewAlerts store={store} lastKnown={lastKnown} />
    </>
  );
}
