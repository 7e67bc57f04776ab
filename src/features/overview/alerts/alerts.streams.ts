import {
  asyncScheduler,
  buffer,
  debounceTime,
  distinctUntilChanged,
  EMPTY,
  filter,
  groupBy,
  map,
  mergeMap,
  type Observable,
  pairwise,
  share,
  switchMap,
  timer,
  withLatestFrom,
  type SchedulerLike,
} from 'rxjs';
import { ALERT_GATHER_MS } from '../../../config/timing';
import { isCommandKind, type ActivityEntry } from '../../../lib/activity-log/entries';
import type { LogView } from '../../../lib/activity-log/activity-log.types';
import type { ZoneSeen } from '../../../lib/activity-log/recorder.streams';

/** One thing to alert: a zone that has needed attention for the chosen delay, or another sign-in's change. */
export interface AlertItem {
  readonly kind: 'attention' | 'change';
  /** The zone's hub group. */
  readonly group: string;
  readonly site: string;
  readonly zone: string;
  /** For a change: the entry recorded. */
  readonly entry?: ActivityEntry;
}

/** One alert: the items of one site gathered within ALERT_GATHER_MS, in the order they came. */
export interface Alert {
  readonly site: string;
  readonly items: readonly AlertItem[];
}

/**
 * The zones that newly need attention and still do `delayMs` later (docs/design.md "Activity log"): a zone
 * needing attention when first seen is not new (the digest tells it); one that stops needing it before
 * the delay is not alerted, and is again if it starts anew.
 */
export function attentionItems$(
  seen$: Observable<readonly ZoneSeen[]>,
  delayMs: number,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<AlertItem> {
  return seen$.pipe(
    mergeMap((zones) => zones),
    groupBy((zone) => zone.group),
    mergeMap((zone$) =>
      zone$.pipe(
        distinctUntilChanged((a, b) => a.attention === b.attention),
        pairwise(),
        // switchMap: a zone that stops needing attention cancels its pending alert.
        switchMap(([was, is]) =>
          !was.attention && is.attention
            ? timer(delayMs, scheduler).pipe(
                map((): AlertItem => ({
                  kind: 'attention',
                  group: is.group,
                  site: is.names.site,
                  zone: is.names.zone,
                })),
              )
            : EMPTY,
        ),
      ),
    ),
  );
}

/**
 * Other sign-ins' changes recorded after the first view of the log (docs/design.md "Activity log"): each new
 * command entry at the head of a later view; the entries the log loaded with are not alerted.
 */
export function changeItems$(view$: Observable<LogView>): Observable<AlertItem> {
  return view$.pipe(
    map((view) => view.entries),
    distinctUntilChanged(),
    pairwise(),
    mergeMap(([was, is]) => {
      const last = was[0];
      const at = last ? is.indexOf(last) : is.length;
      return is.slice(0, at < 0 ? is.length : at).reverse();
    }),
    filter((entry) => isCommandKind(entry.kind) && entry.actor !== 'seen'),
    map((entry): AlertItem => ({
      kind: 'change',
      group: entry.group,
      site: entry.site,
      zone: entry.zone,
      entry,
    })),
  );
}

/**
 * `items$` gathered per site (docs/design.md "Activity log"): the items of one site due within ALERT_GATHER_MS of
 * each other make one alert, told when the site has been quiet that long; nothing while the last of
 * `mutedUntil$` (ms since the epoch, scheduler time; it must have given one) is in the future when the
 * alert is due.
 */
export function alerts$(
  items$: Observable<AlertItem>,
  mutedUntil$: Observable<number>,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<Alert> {
  return items$.pipe(
    groupBy((item) => item.site),
    mergeMap((site$) => {
      const shared$ = site$.pipe(share());
      return shared$.pipe(
        buffer(shared$.pipe(debounceTime(ALERT_GATHER_MS, scheduler))),
        filter((items) => items.length > 0),
        map((items): Alert => ({ site: site$.key, items })),
      );
    }),
    withLatestFrom(mutedUntil$),
    filter(([, mutedUntil]) => scheduler.now() >= mutedUntil),
    map(([alert]) => alert),
  );
}
