import { setTimeout as delay } from 'node:timers/promises';
import type { Clock } from '../clock';
import { HttpError } from '../http/errors';
import { SIGN_IN_THROTTLE_BASE_MS, SIGN_IN_THROTTLE_MAX_MS, SIGN_IN_THROTTLE_WINDOW_MS } from '../timing';

/** Limits of {@link SignInThrottle}; times in ms. */
export interface ThrottleLimits {
  /** Wait after the first failure; it doubles with each further one. */
  readonly baseMs: number;
  /** The longest wait, however many failures. */
  readonly maxMs: number;
  /** Failures older than this are forgotten. */
  readonly windowMs: number;
  /** Attempts that may wait at once for one key; more are refused with 429. */
  readonly maxWaiting: number;
  /** Keys remembered at most (the oldest are forgotten first). */
  readonly maxKeys: number;
}

/** The timing module's sign-in throttle waits and window; 5 waiting attempts per key; 10 000 keys. */
export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  baseMs: SIGN_IN_THROTTLE_BASE_MS,
  maxMs: SIGN_IN_THROTTLE_MAX_MS,
  windowMs: SIGN_IN_THROTTLE_WINDOW_MS,
  maxWaiting: 5,
  maxKeys: 10_000,
};

/**
 * Slows repeated wrong sign-ins per key (account + client address, see {@link throttleKey}): after
 * n failures an attempt may be checked no earlier than min(baseMs × 2^(n−1), maxMs) after the last
 * failure. Waiting attempts do not push that time: however many arrive, none waits longer than
 * `maxMs`; at most `maxWaiting` wait at once (more get 429), and a wait ends with its request. A
 * success, or `windowMs` without failures, clears the key. Times come from the service's clock.
 */
export class SignInThrottle {
  private readonly entries = new Map<string, { failures: number; lastFailure: number; waiting: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
    /** Waits `ms` or until `signal` aborts (tests pass their own). */
    private readonly sleep: (ms: number, signal: AbortSignal) => Promise<unknown> = (ms, signal) =>
      delay(ms, undefined, { signal }),
  ) {}

  /**
   * Resolves when an attempt for `key` may be checked. Rejects with HttpError 429 when too many
   * attempts already wait, and with the abort reason when `signal` aborts (the client went away).
   */
  async wait(key: string, signal: AbortSignal): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry) return;
    const now = this.clock.now();
    if (now - entry.lastFailure > this.limits.windowMs) return void this.entries.delete(key);
    const readyAt = entry.lastFailure + this.delay(entry.failures);
    if (readyAt <= now) return;
    if (entry.waiting >= this.limits.maxWaiting)
      throw new HttpError(429, 'Too many sign-in attempts; try again shortly');
    entry.waiting += 1;
    try {
      await this.sleep(readyAt - now, signal);
    } finally {
      entry.waiting -= 1;
    }
  }

  /** Records a wrong password or secret for `key`. */
  fail(key: string): void {
    const entry = this.entries.get(key) ?? { failures: 0, lastFailure: 0, waiting: 0 };
    entry.failures += 1;
    entry.lastFailure = this.clock.now();
    this.entries.delete(key); // re-inserted last: the map stays in order of the latest failure
    this.entries.set(key, entry);
    while (this.entries.size > this.limits.maxKeys) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Clears `key` after a successful sign-in. */
  succeed(key: string): void {
    this.entries.delete(key);
  }

  /** Clears every key of `account` (after a password reset). */
  clearAccount(account: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(`${account}\n`)) this.entries.delete(key);
  }

  private delay(failures: number): number {
    return failures === 0 ? 0 : Math.min(this.limits.baseMs * 2 ** (failures - 1), this.limits.maxMs);
  }
}

/** The throttle key of sign-in attempts for `account` (lower-cased) from client address `address`. */
export function throttleKey(account: string, address: string): string {
  return `${account.trim().toLowerCase()}\n${address}`;
}
