import { defer, expand, map, of, takeWhile, timer, type Observable, type SchedulerLike } from 'rxjs';

/**
 * Ticks that refresh a display (docs/architecture.md §3 "Deadlines decide, ticks display"): emits
 * `scheduler.now()` at once, then at every instant `origin + k × periodMs` that follows. Each wait is
 * computed from the time the previous tick actually ran, so a late tick (a background tab, a busy
 * phone) delays only itself: the value it carries is the real time, and the next tick is back on the
 * grid. Never completes; unsubscribe to stop.
 */
export function alignedTicks(origin: number, periodMs: number, scheduler: SchedulerLike): Observable<number> {
  const untilNext = (now: number) => periodMs - ((((now - origin) % periodMs) + periodMs) % periodMs);
  return defer(() => of(scheduler.now())).pipe(
    // expand: each tick schedules the next one from the time it ran (one pending wait at a time).
    expand((now) => timer(untilNext(now), scheduler).pipe(map(() => scheduler.now()))),
  );
}

/**
 * The milliseconds left until `deadline` (scheduler time), never negative: emitted at once and
 * whenever the whole number of `tickMs` left changes, always computed from `scheduler.now()`; ends
 * with 0 once the deadline has passed. A late tick shows the right value when it runs and never
 * moves the deadline.
 */
export function countdown(deadline: number, tickMs: number, scheduler: SchedulerLike): Observable<number> {
  return alignedTicks(deadline, tickMs, scheduler).pipe(
    map((now) => Math.max(0, deadline - now)),
    takeWhile((left) => left > 0, true),
  );
}

/**
 * Emits `scheduler.now()` once, at `deadline` (scheduler time), and completes. A deadline that has
 * already passed emits at once, synchronously: a timer of 0 ms could itself run late.
 */
export function atTime(deadline: number, scheduler: SchedulerLike): Observable<number> {
  return defer(() => {
    const now = scheduler.now();
    return now >= deadline ? of(now) : timer(deadline - now, scheduler).pipe(map(() => scheduler.now()));
  });
}
