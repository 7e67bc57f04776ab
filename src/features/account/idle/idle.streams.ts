import { paths } from '../../../config/paths';
import {
  EMPTY,
  ReplaySubject,
  asyncScheduler,
  combineLatest,
  concat,
  concatMap,
  connect,
  defer,
  distinctUntilChanged,
  first,
  fromEvent,
  ignoreElements,
  map,
  merge,
  of,
  repeat,
  scan,
  startWith,
  switchMap,
  take,
  throttleTime,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { ACTIVITY_THROTTLE_MS, IDLE_TIMEOUT_MS } from '../../../config/timing';
import { atTime } from '../../../lib/rx/clock';
import { sequence$, type IdleEvent } from './idle-sequence.streams';

export type { IdleEvent };

/** Inputs of {@link idle$}: user activity, the current route path, the sign-in state, the scheduler. */
export interface IdleDeps {
  readonly activity$: Observable<unknown>;
  readonly path$: Observable<string>;
  readonly signedIn$: Observable<boolean>;
  readonly scheduler?: SchedulerLike;
}

/**
 * True when the idle clock runs on `path` (spec §4 Idle): not on the player selector, the empty path
 * or a reset-password address. `path` is the app route (no base path), e.g. '/player/settings'.
 */
export function isIdleWatched(path: string): boolean {
  const route = path.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return route !== '' && route !== paths.selector && !route.startsWith(paths.resetPassword);
}

/**
 * The idle detector (spec §4 Idle, §9): while signed in on a watched route, IDLE_TIMEOUT_MS without
 * activity → `warning`; IDLE_REDIRECT_MS later → `redirect` (to the player selector); then
 * `countdown` (whole seconds left, refreshed every IDLE_COUNTDOWN_TICK_MS) and `logout` when
 * IDLE_COUNTDOWN_MS is up. Activity during the countdown ends it with `cancelled`, and the wait
 * starts again. Activity and route changes before the warning restart the wait; once the warning is
 * out the sequence runs on whatever the route.
 *
 * Deadlines decide (docs/architecture.md §3): each phase is computed from `scheduler.now()` against deadlines
 * fixed by the last activity, so timers that run late (a background tab) never delay or skip an
 * outcome: the first timer or activity after the sign-out deadline signs out, whatever was missed.
 */
export function idle$(deps: IdleDeps): Observable<IdleEvent> {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const { activity$ } = deps;
  return combineLatest([deps.path$.pipe(map(isIdleWatched)), deps.signedIn$]).pipe(
    map(([route, signedIn]) => route && signedIn),
    distinctUntilChanged(),
    // One subscription to the route and sign-in state for every cycle; each cycle starts from the latest.
    connect(
      (watched$) => {
        const cycle$ = watched$.pipe(
          // switchMap: a route change or sign-out re-decides whether the wait runs.
          switchMap((watched) => (watched ? warningDue$(activity$, scheduler) : EMPTY)),
          take(1),
          // switchMap: one sequence per cycle (take(1) above); it runs on whatever the route.
          switchMap((warnAt) => sequence$(warnAt, activity$, scheduler)),
          // concatMap: after a logout the next wait starts only once the user has left (signed out).
          concatMap((event) =>
            event.kind === 'logout'
              ? concat(
                  of(event),
                  watched$.pipe(
                    first((watched) => !watched),
                    ignoreElements(),
                  ),
                )
              : of(event),
          ),
        );
        // A cancelled countdown (or a logout, once left) ends the cycle; the next wait starts from then.
        return cycle$.pipe(repeat());
      },
      { connector: () => new ReplaySubject<boolean>(1) },
    ),
  );
}

/**
 * Emits the warning's deadline once it is due: IDLE_TIMEOUT_MS after the last activity (or the
 * subscription). An activity that comes after the deadline, before a late timer fired, does not
 * restart the wait: the warning was due, and is emitted at once.
 */
function warningDue$(activity$: Observable<unknown>, scheduler: SchedulerLike): Observable<number> {
  return defer(() =>
    activity$.pipe(
      map(() => scheduler.now()),
      startWith(scheduler.now()),
      scan((deadline, now) => (now < deadline ? now + IDLE_TIMEOUT_MS : deadline), Infinity),
      // switchMap: the latest deadline replaces the wait for the previous one.
      switchMap((deadline) => atTime(deadline, scheduler).pipe(map(() => deadline))),
    ),
  );
}

/** DOM events that count as activity (spec §4 Idle: mouse, click, key, scroll, touch). */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'click',
  'keydown',
  'wheel',
  'touchstart',
  'touchmove',
] as const;

/**
 * User activity on `target` (the document), at most once per ACTIVITY_THROTTLE_MS. Scrolling is seen
 * through what causes it (wheel, touch, keys, pointer on the scroll bar), so a scroll the app itself
 * causes (a shorter page after a route change) is not mistaken for the user.
 */
export function activity$(target: EventTarget, scheduler: SchedulerLike = asyncScheduler): Observable<Event> {
  return merge(
    ...ACTIVITY_EVENTS.map((type) => fromEvent(target, type, { passive: true, capture: true })),
  ).pipe(throttleTime(ACTIVITY_THROTTLE_MS, scheduler, { leading: true, trailing: false }));
}
