import { paths } from '../../../config/paths';
import {
  EMPTY,
  asyncScheduler,
  combineLatest,
  concat,
  distinctUntilChanged,
  exhaustMap,
  fromEvent,
  map,
  merge,
  of,
  startWith,
  switchMap,
  take,
  takeWhile,
  throttleTime,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { IDLE_COUNTDOWN_MS, IDLE_REDIRECT_MS, IDLE_TIMEOUT_MS } from '../../../config/timing';

/** The countdown shown on the player selector ticks once a second (spec §4 Idle: "a 150 s countdown"). */
export const IDLE_COUNTDOWN_TICK_MS = 1_000;
/** DOM activity is sampled at most once a second: restarting a 300 s clock more often changes nothing. */
export const ACTIVITY_THROTTLE_MS = 1_000;

/** What the idle detector announces (spec §4 Idle), a union on `kind`. */
export type IdleEvent =
  | { readonly kind: 'warning' }
  | { readonly kind: 'redirect' }
  | { readonly kind: 'countdown'; readonly secondsLeft: number }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'logout' };

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
 * The idle detector (spec §4 Idle, §9): while signed in on a watched route, IDLE_TIMEOUT_MS (300 s)
 * without activity → `warning`; IDLE_REDIRECT_MS (1.5 s) later → `redirect` (to the player selector);
 * then `countdown` every second from 150 down to 1, and `logout` when IDLE_COUNTDOWN_MS (150 s) is up.
 * Activity during the countdown ends it with `cancelled`. Activity and route changes restart the
 * 300 s wait; once the warning is out the sequence runs on whatever the route.
 */
export function idle$(deps: IdleDeps): Observable<IdleEvent> {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const watched$ = combineLatest([deps.path$.pipe(map(isIdleWatched)), deps.signedIn$]).pipe(
    map(([route, signedIn]) => route && signedIn),
    distinctUntilChanged(),
  );
  const idleFor300s$ = watched$.pipe(
    // switchMap: a route change or sign-out re-decides whether the clock runs; each activity restarts it.
    switchMap((watched) =>
      watched
        ? deps.activity$.pipe(
            startWith(null),
            switchMap(() => timer(IDLE_TIMEOUT_MS, scheduler)),
          )
        : EMPTY,
    ),
  );
  // exhaustMap: once the warning is out, nothing restarts the sequence until it has ended.
  return idleFor300s$.pipe(exhaustMap(() => sequence$(deps.activity$, scheduler)));
}

/** warning → 1.5 s → redirect → countdown 150…1 → logout, or cancelled by activity during the countdown. */
function sequence$(activity$: Observable<unknown>, scheduler: SchedulerLike): Observable<IdleEvent> {
  const seconds = IDLE_COUNTDOWN_MS / IDLE_COUNTDOWN_TICK_MS;
  const ticks$ = timer(0, IDLE_COUNTDOWN_TICK_MS, scheduler).pipe(
    take(seconds + 1),
    map((i): IdleEvent =>
      i < seconds ? { kind: 'countdown', secondsLeft: seconds - i } : { kind: 'logout' },
    ),
  );
  const countdown$ = merge(ticks$, activity$.pipe(map((): IdleEvent => ({ kind: 'cancelled' })))).pipe(
    takeWhile((event) => event.kind === 'countdown', true),
  );
  return concat(
    of<IdleEvent>({ kind: 'warning' }),
    timer(IDLE_REDIRECT_MS, scheduler).pipe(map((): IdleEvent => ({ kind: 'redirect' }))),
    countdown$,
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
