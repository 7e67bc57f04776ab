import { Subscription, type SchedulerAction, type SchedulerLike } from 'rxjs';

/**
 * When a late scheduler really runs an action due at `due` (scheduler ms, ≥ `due`), e.g. the next
 * whole minute, as a background tab's timers are woken.
 */
export type Lateness = (due: number) => number;

/** Runs every timer at the next multiple of `periodMs` (Chromium wakes a background tab's timers about once a minute). */
export const wakeEvery =
  (periodMs: number): Lateness =>
  (due) =>
    Math.ceil(due / periodMs) * periodMs;

/** Runs every timer `lateMs` after it is due (a busy phone). */
export const runLateBy =
  (lateMs: number): Lateness =>
  (due) =>
    due + lateMs;

/**
 * A scheduler that delivers timers late: `now()` is the true time of `inner` (e.g. the marble
 * scheduler), but an action scheduled for `now() + delay` runs at `lateness(now() + delay)`, and so
 * does every rescheduling of a periodic action (`interval`, `timer(a, b)`). Streams that count ticks
 * drift under it; streams that compare `now()` with a deadline do not.
 */
export function lateScheduler(inner: SchedulerLike, lateness: Lateness): SchedulerLike {
  return {
    now: () => inner.now(),
    schedule<T>(work: (this: SchedulerAction<T>, state?: T) => void, delay = 0, state?: T): Subscription {
      return new LateAction(inner, lateness, work).schedule(state, delay);
    },
  };
}

/** One action of {@link lateScheduler}: ends after running unless the work rescheduled it. */
class LateAction<T> extends Subscription implements SchedulerAction<T> {
  private pending: Subscription | undefined;

  constructor(
    private readonly inner: SchedulerLike,
    private readonly lateness: Lateness,
    private readonly work: (this: SchedulerAction<T>, state?: T) => void,
  ) {
    super(() => this.pending?.unsubscribe());
  }

  schedule(state?: T, delay = 0): Subscription {
    if (this.closed) return this;
    this.pending?.unsubscribe();
    const now = this.inner.now();
    const runAt = Math.max(now + delay, this.lateness(now + delay));
    const pending = this.inner.schedule(() => {
      this.pending = undefined;
      this.work.call(this, state);
      if (this.pending === undefined) this.unsubscribe();
    }, runAt - now);
    this.pending = pending;
    return this;
  }
}
