import {
  defer,
  dematerialize,
  map,
  materialize,
  throwError,
  timeout,
  type MonoTypeOperatorFunction,
  type ObservableNotification,
  type SchedulerLike,
} from 'rxjs';

/**
 * `timeout({ first })` decided by a deadline rather than by a timer (docs/architecture.md §3 "Deadlines
 * decide, ticks display"): the deadline is `withinMs` after subscription (scheduler time). The
 * stream errors with `expired()` when its first value (or error) has not arrived by then: when the
 * timer fires, and also when that first notification arrives after the deadline, before a late timer
 * has fired (a background tab wakes to a reply that came too late). Later values pass as they come.
 */
export function firstWithin<T>(
  withinMs: number,
  scheduler: SchedulerLike,
  expired: () => unknown,
): MonoTypeOperatorFunction<T> {
  return (source) =>
    defer(() => {
      const deadline = scheduler.now() + withinMs;
      return source.pipe(
        timeout({ first: withinMs, scheduler, with: () => throwError(expired) }),
        materialize(),
        map((n, index): ObservableNotification<T> =>
          index === 0 && n.kind !== 'C' && scheduler.now() > deadline ? { kind: 'E', error: expired() } : n,
        ),
        dematerialize(),
      );
    });
}
