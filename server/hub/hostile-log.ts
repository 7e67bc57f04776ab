import type { Logger } from '../log';
import { HUB_HOSTILE_LOG_INTERVAL_MS } from '../timing';

/** What one connection's hostile frames have logged: when the last line went, and how many since. */
interface Tally {
  lastAt: number;
  unlogged: number;
}

/**
 * Warnings about hostile frames (malformed, binary, acks beyond what was sent), at most one line per
 * connection per `intervalMs` (HUB_HOSTILE_LOG_INTERVAL_MS): the first is logged, the ones after it
 * within the interval are counted, and the next line says how many there were. A client sending
 * thousands of bad frames costs the log a line a minute. Keyed weakly by connection: nothing outlives it.
 */
export class HostileLog {
  private readonly tallies = new WeakMap<object, Tally>();

  constructor(
    private readonly log: Logger,
    private readonly intervalMs = HUB_HOSTILE_LOG_INTERVAL_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Reports one hostile frame of `connection`, described by `line`. */
  report(connection: object, line: string): void {
    const now = this.now();
    const tally = this.tallies.get(connection);
    if (tally && now - tally.lastAt < this.intervalMs) {
      tally.unlogged += 1;
      return;
    }
    const more = tally?.unlogged ?? 0;
    this.log.warn(more > 0 ? `${line} (and ${more} more hostile frames from it in the last interval)` : line);
    this.tallies.set(connection, { lastAt: now, unlogged: 0 });
  }
}
