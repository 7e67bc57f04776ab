import {
  asyncScheduler,
  catchError,
  combineLatest,
  concat,
  defer,
  distinctUntilChanged,
  EMPTY,
  finalize,
  firstValueFrom,
  from,
  ignoreElements,
  map,
  merge,
  NEVER,
  of,
  scan,
  share,
  shareReplay,
  startWith,
  Subject,
  switchMap,
  take,
  tap,
  type Observable,
  type SchedulerLike,
  type Subscription,
} from 'rxjs';
import { accountKey } from './account-key';
import type { ActivityLog, ActivityLogDeps, LogView } from './activity-log.types';
import {
  deleteActivityStore,
  openActivityStore,
  type ActivityStore,
  type WatchedPeriod,
} from './activity-store';
import { NO_NAMES, type ActivityEntry, type Actor, type ZoneNames } from './entries';
import { loadedView, nextView, orNone, type ViewEvent } from './log-view';
import { otherCommands$, stateChanges$, type ZoneMark, type ZoneSeen } from './recorder.streams';
import { batchedWrites$, NO_WRITE, watchedPeriod$, type LogWrite } from './writer.streams';

export { deleteActivityStore };

/** What the log's code needs beyond {@link ActivityLogDeps}: the zones' names. */
export interface ActivityLogCoreDeps extends ActivityLogDeps {
  /** The zones' names by group, which the log fills in (shared with the log's front). */
  readonly names: Map<string, ZoneNames>;
}

/** The log's own code (what the front, src/lib/activity-log/activity-log.ts, loads on first use). */
export type ActivityLogCore = Omit<ActivityLog, 'name'>;

/**
 * The account's activity log over the browser's database (docs/design.md "Activity log"): the store of the
 * account of `key$` (opened when it signs in, closed when it changes), the writes batched off the hot
 * path, the recording and the view. Its writing runs until {@link ActivityLogCore.stop}.
 */
export function createActivityLogCore(deps: ActivityLogCoreDeps): ActivityLogCore {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const open = deps.open ?? openActivityStore;
  const report = (problem: string) => (error: unknown) => deps.logger.warn(`activity log: ${problem}`, error);
  const events = new Subject<ViewEvent>();
  const writes = new Subject<LogWrite>();
  let queued = 0;
  let written = 0;
  const queue = (write: LogWrite) => {
    queued += 1;
    writes.next(write);
  };
  // The account's key: its user id, and the account acted for while impersonating; undefined signed out.
  const key$ = combineLatest([deps.session.signedIn$, deps.session.impersonatedEmail$]).pipe(
    map(([signedIn, email]) => {
      const userId = deps.session.account().userId;
      return signedIn && userId ? accountKey(userId, email) : undefined;
    }),
    distinctUntilChanged(),
  );
  const store$ = storeOf$(key$, open, scheduler, report);
  const view$ = store$.pipe(
    // switchMap: another account's log replaces the last one's.
    switchMap((store) => {
      if (!store) return of(loadedView([], [], new Map(), 0));
      return from(Promise.all([store.entries(), store.periods(), store.marks()])).pipe(
        catchError((error: unknown) => {
          report('cannot read')(error);
          return of([[], [], new Map()] as [ActivityEntry[], WatchedPeriod[], Map<string, ZoneMark>]);
        }),
        switchMap(([entries, periods, marks]) => {
          const initial = loadedView(entries, periods, marks, queued - written);
          return events.pipe(
            scan((last: LogView, event) => nextView(last, event, queued - written), initial),
            startWith(initial),
          );
        }),
      );
    }),
    map(orNone),
    distinctUntilChanged(),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  // Written off the hot path (whoever watches the log).
  const writing$ = store$.pipe(
    switchMap((store) =>
      store
        ? batchedWrites$(
            writes,
            (batch, count) =>
              store.write(batch).finally(() => {
                written += count;
                events.next({ t: 'drained' });
              }),
            report('write failed'),
            scheduler,
          )
        : EMPTY,
    ),
  );

  // The view is kept while the log runs, not only while a screen reads it: read again from the store when
  // the next screen subscribes, it would lack what still waits to be written (the end of the period the
  // overview just watched, the last window's entries), and nothing would bring that to it.
  const running: Subscription = merge(writing$, view$).subscribe();

  return {
    recordCommands$: commandRecording$(deps, scheduler, (entry) => {
      queue({ ...NO_WRITE, entries: [entry] });
      events.next({ t: 'entries', list: [entry] });
    }),
    recordFleet(seen$) {
      return store$.pipe(
        // switchMap: a new account's store starts a new recording.
        switchMap((store) => {
          if (!store) return EMPTY;
          // After the log's view has loaded (what is recorded from now on reaches it), from its marks.
          return view$.pipe(
            take(1),
            switchMap(({ marks }) =>
              merge(
                fleetRecording$(deps.names, seen$, marks, scheduler, queue, events),
                view$.pipe(ignoreElements()),
              ),
            ),
          );
        }),
        ignoreElements(),
      );
    },
    view$,
    async all() {
      const key = deps.session.account().userId;
      if (!key) return [];
      const email = await firstValueFrom(deps.session.impersonatedEmail$);
      const store = await open(accountKey(key, email));
      try {
        return await store.entries();
      } finally {
        store.close();
      }
    },
    stop: () => running.unsubscribe(),
  };
}

/** The store of the account of `key$`, open until the account changes (undefined signed out or when it cannot open). */
function storeOf$(
  key$: Observable<string | undefined>,
  open: (key: string) => Promise<ActivityStore>,
  scheduler: SchedulerLike,
  report: (problem: string) => (error: unknown) => void,
): Observable<ActivityStore | undefined> {
  return key$.pipe(
    // switchMap: a new account closes the last one's store.
    switchMap((key) => {
      if (!key) return of(undefined);
      let opened: ActivityStore | undefined;
      // Open until the account changes (NEVER: the store is closed on the switch, not when it has opened).
      return concat(
        from(open(key)).pipe(
          tap((store) => {
            opened = store;
            store.prune(scheduler.now()).catch(report('prune failed'));
          }),
          catchError((error: unknown) => {
            report('cannot open the browser database')(error);
            return of(undefined);
          }),
        ),
        NEVER,
      ).pipe(finalize(() => opened?.close()));
    }),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
}

/** Records other sign-ins' commands to the joined zone groups, each through `record` (one recording however many subscribe). */
function commandRecording$(
  deps: ActivityLogCoreDeps,
  scheduler: SchedulerLike,
  record: (entry: ActivityEntry) => void,
): Observable<never> {
  let impersonating = false;
  const actorOf = (fromUserId: string | undefined): Exclude<Actor, 'seen'> => {
    // While impersonating, the hub names the account acted for, not this user: any app sign-in is the account's.
    if (impersonating) return 'another-device';
    return !fromUserId || fromUserId === deps.session.account().userId ? 'another-device' : 'another-user';
  };
  return defer(() => deps.session.impersonatedEmail$).pipe(
    tap((email) => (impersonating = email !== '')),
    switchMap(() =>
      otherCommands$({
        messages$: deps.hub.groupMessages$,
        replies$: deps.replies$,
        actorOf,
        namesOf: (group) => deps.names.get(group) ?? NO_NAMES,
        scheduler,
      }),
    ),
    tap(record),
    ignoreElements(),
    share(),
  );
}

/** Records the state changes of the zones `seen$` reports from their `marks`, and the time watched, into `queue` and `events`. */
function fleetRecording$(
  names: Map<string, ZoneNames>,
  seen$: Observable<readonly ZoneSeen[]>,
  marks: ReadonlyMap<string, ZoneMark>,
  scheduler: SchedulerLike,
  queue: (write: LogWrite) => void,
  events: Subject<ViewEvent>,
): Observable<unknown> {
  const changes$ = stateChanges$(
    seen$.pipe(tap((zones) => zones.forEach((zone) => names.set(zone.group, zone.names)))),
    marks,
    scheduler,
  ).pipe(
    tap(({ entries, marks: changed }) => {
      queue({ entries, marks: changed, periods: [] });
      if (entries.length) events.next({ t: 'entries', list: entries });
      events.next({ t: 'marks', changed });
    }),
  );
  let current: WatchedPeriod | undefined;
  const keep = (period: WatchedPeriod) => {
    current = period;
    queue({ ...NO_WRITE, periods: [period] });
    events.next({ t: 'period', period });
  };
  const periods$ = watchedPeriod$(scheduler).pipe(
    tap(keep),
    // The period's end, kept when watching stops.
    finalize(() => current && keep({ start: current.start, end: scheduler.now() })),
  );
  return merge(changes$, periods$);
}
