import {
  catchError,
  combineLatest,
  defer,
  EMPTY,
  from,
  of,
  share,
  switchMap,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { deferredModule } from '../deferred/deferred-module';
import type { HubClient } from '../hub/types';
import type { PlayerReply } from '../player/envelope';
import type { Session } from '../session/session';
import { accountKey } from './account-key';
import type { ActivityLogCore } from './activity-log-core';
import type { ActivityStore, WatchedPeriod } from './activity-store';
import type { ActivityEntry, ZoneNames } from './entries';
import type { ZoneMark, ZoneSeen } from './recorder.streams';

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

/**
 * The activity log of the account signed in (docs/design.md "Activity log"): what other sign-ins changed and what
 * the overview saw change, kept in this browser (IndexedDB, per account key, bounded), cleared when that
 * account signs out. It adds no request to the players. Its code (the recorder, the store and its
 * database library) loads on first use, in a chunk of its own (docs/design.md "What loads when").
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
  /** The log as it is now, then on each change; {@link NO_LOG_VIEW} when its code cannot load. */
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
  /** Opens a store (default: IndexedDB, `openActivityStore`). */
  readonly open?: (key: string) => Promise<ActivityStore>;
  /** Deletes a store (default: `deleteActivityStore`). */
  readonly remove?: (key: string) => Promise<void>;
}

/** The log's code: the recorder, the IndexedDB store and `idb` (src/lib/activity-log/activity-log-core.ts). */
const logCode = deferredModule(() => import(/* webpackChunkName: "activity-log" */ './activity-log-core'));

/**
 * Creates the account's activity log. Its code loads when a screen first uses the log (the zone's screen
 * when the browser is idle after it has painted, the overview at once); the log's writing then runs
 * until {@link ActivityLog.stop}. Clearing the account's log at sign-out runs from the start, loading the
 * code then if no screen has. A failed load is reported (a view of {@link NO_LOG_VIEW}, nothing recorded)
 * and tried again at the next use.
 */
export function createActivityLog(deps: ActivityLogDeps): ActivityLog {
  const report = (problem: string) => (error: unknown) => deps.logger.warn(`activity log: ${problem}`, error);
  const names = new Map<string, ZoneNames>();
  let stopped = false;
  let core: Promise<ActivityLogCore> | undefined;
  const load = () =>
    (core ??= logCode.get().then(
      ({ createActivityLogCore }) => {
        const built = createActivityLogCore({ ...deps, names });
        if (stopped) built.stop();
        return built;
      },
      (error: unknown) => {
        core = undefined;
        throw error;
      },
    ));
  const use$ = <R>(use: (log: ActivityLogCore) => Observable<R>, otherwise: Observable<R>): Observable<R> =>
    defer(() => from(load())).pipe(
      switchMap(use),
      catchError((error: unknown) => {
        report('cannot load its code')(error);
        return otherwise;
      }),
    );
  // Cleared when the account signs out: the key of the account signed in (user id, and the account acted
  // for while impersonating) goes.
  let signedInKey: string | undefined;
  const clearing = combineLatest([deps.session.signedIn$, deps.session.impersonatedEmail$]).subscribe(
    ([signedIn, email]) => {
      const userId = deps.session.account().userId;
      const key = signedIn && userId ? accountKey(userId, email) : undefined;
      if (signedInKey !== undefined && key === undefined) {
        const was = signedInKey;
        (deps.remove ? deps.remove(was) : logCode.get().then((code) => code.deleteActivityStore(was))).catch(
          report('cannot clear'),
        );
      }
      signedInKey = key;
    },
  );

  return {
    recordCommands$: use$((log) => log.recordCommands$, EMPTY).pipe(share()),
    recordFleet: (seen$) => use$((log) => log.recordFleet(seen$), EMPTY),
    view$: use$((log) => log.view$, of(NO_LOG_VIEW)),
    all: () => load().then((log) => log.all()),
    name(group, zoneNames) {
      names.set(group, zoneNames);
    },
    stop() {
      stopped = true;
      clearing.unsubscribe();
      void core?.then(
        (log) => log.stop(),
        () => undefined,
      );
    },
  };
}
