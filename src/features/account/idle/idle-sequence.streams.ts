import { concatMap, map, merge, scan, takeWhile, type Observable, type SchedulerLike } from 'rxjs';
import { IDLE_COUNTDOWN_MS, IDLE_COUNTDOWN_TICK_MS, IDLE_REDIRECT_MS } from '../../../config/timing';
import { countdown } from '../../../lib/rx/clock';

/** What the idle detector announces (spec §4 Idle), a union on `kind`. */
export type IdleEvent =
  | { readonly kind: 'warning' }
  | { readonly kind: 'redirect' }
  | { readonly kind: 'countdown'; readonly secondsLeft: number }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'logout' };

/** Where the idle sequence stands at one instant: before the redirect, counting down, or past the sign-out deadline. */
export type Phase =
  | { readonly kind: 'warning' }
  | { readonly kind: 'countdown'; readonly secondsLeft: number }
  | { readonly kind: 'logout' };

const WARNING: IdleEvent = { kind: 'warning' };
const REDIRECT: IdleEvent = { kind: 'redirect' };
const CANCELLED: IdleEvent = { kind: 'cancelled' };
const LOGOUT: IdleEvent = { kind: 'logout' };

/**
 * The events one input causes, given the last event emitted and the phase `now` is in: what was
 * missed is caught up (warning, redirect), a logout that is due is the only event, activity during
 * the countdown cancels it, activity before the redirect changes nothing.
 */
export function idleStep(
  last: IdleEvent | undefined,
  input: 'tick' | 'activity',
  phase: Phase,
): readonly IdleEvent[] {
  if (phase.kind === 'logout') return [LOGOUT];
  const missed: IdleEvent[] = last === undefined ? [WARNING] : [];
  if (phase.kind === 'warning') return missed;
  if (last === undefined || last.kind === 'warning') missed.push(REDIRECT);
  if (input === 'activity') return [...missed, CANCELLED];
  if (last?.kind === 'countdown' && last.secondsLeft === phase.secondsLeft) return missed;
  return [...missed, { kind: 'countdown', secondsLeft: phase.secondsLeft }];
}

/**
 * warning → IDLE_REDIRECT_MS → redirect → countdown → logout at its deadline, or cancelled by
 * activity during the countdown; every step decided by `scheduler.now()` against the deadlines
 * that follow from `warnAt`. Completes after `cancelled` or `logout`.
 */
export function sequence$(
  warnAt: number,
  activity$: Observable<unknown>,
  scheduler: SchedulerLike,
): Observable<IdleEvent> {
  const redirectAt = warnAt + IDLE_REDIRECT_MS;
  const logoutAt = redirectAt + IDLE_COUNTDOWN_MS;
  const phaseAt = (now: number): Phase =>
    now >= logoutAt
      ? { kind: 'logout' }
      : now >= redirectAt
        ? { kind: 'countdown', secondsLeft: Math.ceil((logoutAt - now) / IDLE_COUNTDOWN_TICK_MS) }
        : { kind: 'warning' };
  const inputs$ = merge(
    countdown(logoutAt, IDLE_COUNTDOWN_TICK_MS, scheduler).pipe(map(() => 'tick' as const)),
    activity$.pipe(map(() => 'activity' as const)),
  );
  return inputs$.pipe(
    scan<'tick' | 'activity', { last?: IdleEvent; events: readonly IdleEvent[] }>(
      ({ last }, input) => {
        const events = idleStep(last, input, phaseAt(scheduler.now()));
        return { last: events.at(-1) ?? last, events };
      },
      { events: [] },
    ),
    // concatMap: the events of one input go out in order.
    concatMap(({ events }) => events),
    takeWhile((event) => event.kind !== 'cancelled' && event.kind !== 'logout', true),
  );
}
