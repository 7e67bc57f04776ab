import type { Clock } from '../clock';

/**
 * Slows repeated wrong passwords per user name: after n consecutive failures the next attempt waits
 * min(baseMs × 2^(n−1), maxMs) ms (250, 500, 1000, … 4000 by default), and parallel attempts queue
 * behind one another. A success, or `windowMs` without failures, clears the count.
 */
export class LoginThrottle {
  private readonly entries = new Map<string, { failures: number; readyAt: number; lastFailure: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly baseMs = 250,
    private readonly maxMs = 4000,
    private readonly windowMs = 15 * 60_000,
  ) {}

  /** Resolves when an attempt for `key` may be checked. */
  async wait(key: string): Promise<void> {
    const entry = this.entries.get(key);
    const now = this.clock.now();
    if (!entry) return;
    if (now - entry.lastFailure > this.windowMs) return void this.entries.delete(key);
    const start = Math.max(now, entry.readyAt);
    entry.readyAt = start + this.delay(entry.failures);
    if (start > now) await new Promise((resolve) => setTimeout(resolve, start - now));
  }

  /** Records a wrong password for `key`. */
  fail(key: string): void {
    const now = this.clock.now();
    if (this.entries.size > 10_000) this.prune(now);
    const entry = this.entries.get(key) ?? { failures: 0, readyAt: now, lastFailure: now };
    entry.failures += 1;
    entry.lastFailure = now;
    entry.readyAt = Math.max(entry.readyAt, now + this.delay(entry.failures));
    this.entries.set(key, entry);
  }

  /** Clears `key` after a successful sign-in. */
  succeed(key: string): void {
    this.entries.delete(key);
  }

  private delay(failures: number): number {
    return failures === 0 ? 0 : Math.min(this.baseMs * 2 ** (failures - 1), this.maxMs);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries)
      if (now - entry.lastFailure > this.windowMs) this.entries.delete(key);
  }
}
