import {
  asyncScheduler,
  catchError,
  combineLatest,
  concat,
  defer,
  distinctUntilChanged,
  EMPTY,
  filter,
  finalize,
  firstValueFrom,
  from,
  ignoreElements,
  map,
  merge,
  mergeMap,
  NEVER,
  of,
  pairwise,
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
import type { HubClient } from '../hub/types';
import type { PlayerReply } from '../player/envelope';
import type { Session } from '../session/session';
import {
  accountKey,
  deleteActivityStore,
  openActivityStore,
  type ActivityStore,
  type WatchedPeriod,
} from './activity-store';
import { NO_NAMES, type ActivityEntry, type Actor, type ZoneNames } from './entries';
import { otherCommands$, stateChanges$, type ZoneMark, type ZoneSeen } from './recorder.streams';
import { batchedWrites$, NO_WRITE, watchedPeriod$, type LogWrite } from './writer.streams';

/** How many of the newest entries the screens hold in memory (the export reads the whole log). */
export const ACTIVITY_LOG_SHOWN = 500;

/** What the log holds for the screens: its newest entries, its watched periods and when it began. */
export interface LogView {
  /** Newest first, at most ACTIVITY_LOG_SHOWN. */
  readonly entries: readonly ActivityEntry[];
  /** Oldest first, the one being watched included. */
  readonly periods: readonly WatchedPeriod[];
  /** When this browser began recording for this account (ms since the epoch); undefined before it did. */
  readonly since: number | undefined;
  /** Each zone's last mark (the mode it was last seen in, and since when). */
  readonly marks: ReadonlyMap<string, ZoneMark>;
  /** How many recorded changes wait to be written (0 when the browser's database has them all). */
  readonly pending: number;
}

/** The view of an empty log: one object, so a screen's state does not change while nothing is recorded. */
export const NO_LOG_VIEW: LogView = {
  entries: [],
  periods: [],
  since: undefined,
  marks: new Map(),
  pending: 0,
};

/** `view`, or {@link NO_LOG_VIEW} when it holds nothing. */
const orNone = (view: LogView): LogView =>
  view.entries.length === 0 && view.periods.length === 0 && view.marks.size === 0 && view.pending === 0
    ? NO_LOG_VIEW
    : view;

/**
 * The activity log of the account signed in (README "Activity log"): what other sign-ins changed and what
 * the overview saw change, kept in this browser (IndexedDB, per account key, bounded), cleared when that
 * account signs out. It adds no request to the players.
 */
export interface ActivityLog {
  /** Records other sign-ins' commands to the joined zone groups while subscribed (one recording however many subscribe). */
  readonly recordCommands$: Observable<never>;
  /**
   * Records the state changes of the zones `seen$` reports (the overview's zones) while subscribed, and
   * the time it watched. A zone's first sight is compared with its mark from earlier visits (the "since
   * you last looked" baseline), read from the loaded log.
   */
  recordFleet(seen$: Observable<readonly ZoneSeen[]>): Observable<never>;
  /** The log as it is now, then on each change. */
  readonly view$: Observable<LogView>;
  /** Every entry kept for this account, oldest first (for the export); [] while signed out. */
  all(): Promise<ActivityEntry[]>;
  /** Remembers a zone's names for the entries recorded of it later. */
  name(group: string, names: ZoneNames): void;
  /** Ends the log's own subscriptions (the app unmounted). */
  stop(): void;
}

/** What the log needs. */
export interface ActivityLogDeps {
  readonly hub: Pick<HubClient, 'groupMessages$'>;
  readonly replies$: Observable<PlayerReply>;
  readonly session: Pick<Session, 'signedIn$' | 'impersonatedEmail$' | 'account'>;
  readonly scheduler?: SchedulerLike;
  readonly logger: Pick<Console, 'warn'>;
  /** Opens a store (default: IndexedDB, {@link openActivityStore}). */
  readonly open?: (key: string) => Promise<ActivityStore>;
  /** Deletes a store (default: {@link deleteActivityStore}). */
  readonly remove?: (key: string) => Promise<void>;
}

/** Creates the account's activity log; its subscriptions run until {@link ActivityLog.stop}. */
export function createActivityLog(deps: ActivityLogDeps): ActivityLog {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const open = deps.open ?? openActivityStore;
  const remove = deps.remove ?? deleteActivityStore;
  const report = (problem: string) => (error: unknown) => deps.logger.warn(`activity log: ${problem}`, error);
  const names = new Map<string, ZoneNames>();
  const writes = new Subject<LogWrite>();
  const recorded = new Subject<readonly ActivityEntry[]>();
  const watching = new Subject<WatchedPeriod>();
  const marked = new Subject<readonly ZoneMark[]>();
  // Writes queued, and how many of them each finished batch took (written or failed).
  const drained = new Subject<number>();
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
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  const store$: Observable<ActivityStore | undefined> = key$.pipe(
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
  // Written off the hot path; cleared when the account signs out (its key goes).
  const running: Subscription = merge(
    store$.pipe(
      switchMap((store) =>
        store
          ? batchedWrites$(
              writes,
              (batch, count) =>
                store.write(batch).finally(() => {
                  written += count;
                  drained.next(count);
                }),
              report('write failed'),
              scheduler,
            )
          : EMPTY,
      ),
    ),
    key$.pipe(
      pairwise(),
      filter(([was, is]) => was !== undefined && is === undefined),
      mergeMap(([was]) =>
        from(remove(was as string)).pipe(
          catchError((error: unknown) => {
            report('cannot clear')(error);
            return EMPTY;
          }),
        ),
      ),
      ignoreElements(),
    ),
  ).subscribe();

  let impersonating = false;
  const actorOf = (fromUserId: string | undefined): Exclude<Actor, 'seen'> => {
    // While impersonating, the hub names the account acted for, not this user: any app sign-in is the account's.
    if (impersonating) return 'another-device';
    return !fromUserId || fromUserId === deps.session.account().userId ? 'another-device' : 'another-user';
  };
  const recordCommands$ = defer(() => deps.session.impersonatedEmail$).pipe(
    tap((email) => (impersonating = email !== '')),
    switchMap(() =>
      otherCommands$({
        messages$: deps.hub.groupMessages$,
        replies$: deps.replies$,
        actorOf,
        namesOf: (group) => names.get(group) ?? NO_NAMES,
        scheduler,
      }),
    ),
    tap((entry) => {
      queue({ ...NO_WRITE, entries: [entry] });
      recorded.next([entry]);
    }),
    ignoreElements(),
    share(),
  );

  const view$ = store$.pipe(
    // switchMap: another account's log replaces the last one's.
    switchMap((store) => {
      if (!store)
        return of<LogView>({ entries: [], periods: [], since: undefined, marks: new Map(), pending: 0 });
      return from(Promise.all([store.entries(), store.periods(), store.marks()])).pipe(
        catchError((error: unknown) => {
          report('cannot read')(error);
          return of([[], [], new Map()] as [ActivityEntry[], WatchedPeriod[], Map<string, ZoneMark>]);
        }),
        switchMap(([entries, periods, marks]) => {
          const first = Math.min(periods[0]?.start ?? Infinity, entries[0]?.at ?? Infinity);
          const initial: LogView = {
            entries: entries.slice(-ACTIVITY_LOG_SHOWN).reverse(),
            periods,
            since: Number.isFinite(first) ? first : undefined,
            marks,
            pending: queued - written,
          };
          return merge(
            recorded.pipe(map((list) => ({ t: 'entries' as const, list }))),
            watching.pipe(map((period) => ({ t: 'period' as const, period }))),
            marked.pipe(map((changed) => ({ t: 'marks' as const, changed }))),
            drained.pipe(map((count) => ({ t: 'drained' as const, count }))),
          ).pipe(
            scan((last: LogView, event): LogView => {
              const view: LogView = { ...last, pending: queued - written };
              if (event.t === 'entries')
                return {
                  ...view,
                  entries: [...[...event.list].reverse(), ...view.entries].slice(0, ACTIVITY_LOG_SHOWN),
                  since: view.since ?? event.list[0]?.at,
                };
              if (event.t === 'drained') return view;
              if (event.t === 'marks') {
                const next = new Map(view.marks);
                event.changed.forEach((mark) => next.set(mark.group, mark));
                return { ...view, marks: next };
              }
              const rest = view.periods.filter((p) => p.start !== event.period.start);
              return { ...view, periods: [...rest, event.period], since: view.since ?? event.period.start };
            }, initial),
            startWith(initial),
          );
        }),
      );
    }),
    map(orNone),
    distinctUntilChanged(),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  return {
    recordCommands$,
    recordFleet(seen$) {
      return store$.pipe(
        // switchMap: a new account's store starts a new recording.
        switchMap((store) => {
          if (!store) return EMPTY;
          // After the log's view has loaded (what is recorded from now on reaches it), from its marks.
          return view$.pipe(
            take(1),
            switchMap(({ marks }) => {
              const changes$ = stateChanges$(
                seen$.pipe(tap((zones) => zones.forEach((zone) => names.set(zone.group, zone.names)))),
                marks,
                scheduler,
              ).pipe(
                tap(({ entries, marks: changed }) => {
                  queue({ entries, marks: changed, periods: [] });
                  if (entries.length) recorded.next(entries);
                  marked.next(changed);
                }),
              );
              let current: WatchedPeriod | undefined;
              const keep = (period: WatchedPeriod) => {
                current = period;
                queue({ ...NO_WRITE, periods: [period] });
                watching.next(period);
              };
              const periods$ = watchedPeriod$(scheduler).pipe(
                tap(keep),
                // The period's end, kept when watching stops.
                finalize(() => current && keep({ start: current.start, end: scheduler.now() })),
              );
              return merge(changes$, periods$, view$.pipe(ignoreElements()));
            }),
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
    name(group, zoneNames) {
      names.set(group, zoneNames);
    },
    stop: () => running.unsubscribe(),
  };
}
