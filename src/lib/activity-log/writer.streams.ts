import {
  asyncScheduler,
  buffer,
  catchError,
  defer,
  EMPTY,
  filter,
  from,
  ignoreElements,
  interval,
  map,
  mergeMap,
  share,
  startWith,
  throttleTime,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { ACTIVITY_LOG_PERIOD_TICK_MS, ACTIVITY_LOG_WRITE_MS } from '../../config/timing';
import type { ActivityEntry } from './entries';
import type { WatchedPeriod } from './activity-store';
import type { ZoneMark } from './recorder.streams';

/** What is to be written: entries to add, periods and marks to put (each part may be empty). */
export interface LogWrite {
  readonly entries: readonly ActivityEntry[];
  readonly periods: readonly WatchedPeriod[];
  readonly marks: readonly ZoneMark[];
}

/** Nothing to write. */
export const NO_WRITE: LogWrite = { entries: [], periods: [], marks: [] };

/** `writes` as one: every entry, the last period of each start and the last mark of each group. */
export function mergeWrites(writes: readonly LogWrite[]): LogWrite {
  const periods = new Map<number, WatchedPeriod>();
  const marks = new Map<string, ZoneMark>();
  for (const write of writes) {
    write.periods.forEach((period) => periods.set(period.start, period));
    write.marks.forEach((mark) => marks.set(mark.group, mark));
  }
  return {
    entries: writes.flatMap((write) => write.entries),
    periods: [...periods.values()],
    marks: [...marks.values()],
  };
}

/**
 * Writes `writes$` off the hot path (docs/design.md "Activity log"): what arrives is gathered and written in one
 * call of `write` (with how many writes it
 * merges) at the end of a window of ACTIVITY_LOG_WRITE_MS (at most one call per window), batches
 * in order. A failed
 * write is reported and its batch dropped; the next goes on. Never errors.
 */
export function batchedWrites$(
  writes$: Observable<LogWrite>,
  write: (batch: LogWrite, count: number) => Promise<void>,
  report: (error: unknown) => void,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<never> {
  return defer(() => {
    const shared$ = writes$.pipe(share());
    const due$ = shared$.pipe(
      throttleTime(ACTIVITY_LOG_WRITE_MS, scheduler, { leading: false, trailing: true }),
    );
    return shared$.pipe(
      buffer(due$),
      filter((batch) => batch.length > 0),
      // mergeMap: IndexedDB runs read-write transactions on the same stores in the order they were
      // created, so a batch need not wait for the one before to be acknowledged.
      mergeMap((batch) =>
        from(write(mergeWrites(batch), batch.length)).pipe(
          catchError((error: unknown) => {
            report(error);
            return EMPTY;
          }),
        ),
      ),
      ignoreElements(),
    );
  });
}

/**
 * The period being watched from the moment of subscription: `{ start, end }` at once, then with a later
 * end every ACTIVITY_LOG_PERIOD_TICK_MS (scheduler time, ms since the epoch in the app). Never completes.
 */
export function watchedPeriod$(scheduler: SchedulerLike = asyncScheduler): Observable<WatchedPeriod> {
  return defer(() => {
    const start = scheduler.now();
    return interval(ACTIVITY_LOG_PERIOD_TICK_MS, scheduler).pipe(
      startWith(0),
      map(() => ({ start, end: scheduler.now() })),
    );
  });
}
