import { catchError, combineLatest, defer, EMPTY, from, of, share, switchMap, type Observable } from 'rxjs';
import { deferredModule } from '../deferred/deferred-module';
import { accountKey } from './account-key';
import type { ActivityLogCore } from './activity-log-core';
import { NO_LOG_VIEW, type ActivityLog, type ActivityLogDeps } from './activity-log.types';
import type { ZoneNames } from './entries';

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
