import { VirtualAction, VirtualTimeScheduler, type SchedulerLike } from 'rxjs';

/**
 * The instant every virtual clock starts at unless told otherwise (2026-11-22T13:20:00Z): a fixed
 * date, so nothing a test sees depends on when it runs.
 */
export const CLOCK_START = Date.UTC(2026, 10, 22, 13, 20);

/** A scheduler whose time moves only when the test says so. */
export interface VirtualClock extends SchedulerLike {
  /** Moves time forward by `ms`, running every action due by then, in order. */
  advance(ms: number): void;
  /** Virtual milliseconds since the clock started. */
  elapsed(): number;
}

/** rxjs's virtual-time scheduler, starting at a given instant and moved by `advance`. */
class Clock extends VirtualTimeScheduler implements VirtualClock {
  constructor(private readonly start: number) {
    super(VirtualAction, Infinity);
    this.frame = start;
  }

  advance(ms: number): void {
    const target = this.frame + ms;
    this.maxFrames = target;
    this.flush();
    this.frame = target;
  }

  elapsed(): number {
    return this.frame - this.start;
  }
}

/**
 * A virtual clock: `now()` starts at `start` (default {@link CLOCK_START}) and only `advance(ms)` moves
 * it, running the timers, debounces and timeouts due on the way. Pass it as `services.scheduler` (or to
 * a stream factory); wrap `advance` in React's `act` when a component renders what the timers change.
 */
export function virtualClock(start: number = CLOCK_START): VirtualClock {
  return new Clock(start);
}
