import { setTimeout as delay } from 'node:timers/promises';
import type { Clock } from '../clock';
import { HttpError } from '../http/errors';
import {
  ACCOUNT_FAILURE_DECAY_MS,
  SIGN_IN_THROTTLE_BASE_MS,
  SIGN_IN_THROTTLE_MAX_MS,
  SIGN_IN_THROTTLE_WINDOW_MS,
} from '../timing';

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

/** One key's state: failures so far, attempts let through and not yet judged, and the waiting ones. */
interface ThrottleEntry {
  failures: number;
  /** When the last failure was recorded or the last attempt let through, whichever is later. */
  lastFailure: number;
  /** Attempts let through whose password is still being checked: each counts as a failure until judged. */
  inFlight: number;
  /** How many attempts have been let through so far (a waiter checks nobody went first). */
  admitted: number;
  waiting: number;
}

/**
 * Slows repeated wrong sign-ins per key (account + client address, see {@link throttleKey}): after
 * n failures an attempt may be checked no earlier than min(baseMs × 2^(n−1), maxMs) after the last
 * failure. The slot is taken before the password is checked: an attempt let through counts as a
 * failure until it is judged, so attempts arriving meanwhile, or released from waiting together,
 * wait their turn one by one (never two checks of one key inside one wait). However many arrive,
 * none waits longer than `maxMs` per attempt ahead of it; at most `maxWaiting` wait at once (more
 * get 429), and a wait ends with its request. A success, or `windowMs` without failures, clears the
 * key. Times come from the service's clock.
 */
export class SignInThrottle {
  private readonly entries = new Map<string, ThrottleEntry>();

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
    for (;;) {
      let entry = this.entries.get(key);
      const now = this.clock.now();
      if (entry && now - entry.lastFailure > this.limits.windowMs) {
        this.entries.delete(key);
        entry = undefined;
      }
      entry ??= this.remember(key, { failures: 0, lastFailure: now, inFlight: 0, admitted: 0, waiting: 0 });
      const readyAt = entry.lastFailure + this.delay(entry.failures + entry.inFlight);
      if (readyAt <= now) {
        entry.inFlight += 1;
        entry.admitted += 1;
        entry.lastFailure = now;
        return;
      }
      if (entry.waiting >= this.limits.maxWaiting)
        throw new HttpError(429, 'Too many sign-in attempts; try again shortly');
      const admitted = entry.admitted;
      entry.waiting += 1;
      try {
        await this.sleep(readyAt - now, signal);
      } finally {
        entry.waiting -= 1;
      }
      // Released: go now, unless another attempt of the key went first while this one waited.
      if (this.entries.get(key) === entry && entry.admitted === admitted) {
        entry.inFlight += 1;
        entry.admitted += 1;
        entry.lastFailure = Math.max(entry.lastFailure, this.clock.now());
        return;
      }
    }
  }

  /** Records a wrong password or secret for `key` (judging an attempt {@link wait} let through). */
  fail(key: string): void {
    const entry = this.entries.get(key) ?? {
      failures: 0,
      lastFailure: 0,
      inFlight: 0,
      admitted: 0,
      waiting: 0,
    };
    entry.failures += 1;
    entry.inFlight = Math.max(0, entry.inFlight - 1);
    entry.lastFailure = this.clock.now();
    this.entries.delete(key); // re-inserted last: the map stays in order of the latest failure
    this.remember(key, entry);
  }

  private remember(key: string, entry: ThrottleEntry): ThrottleEntry {
    this.entries.set(key, entry);
    while (this.entries.size > this.limits.maxKeys) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return entry;
  }

  /** Judges an attempt {@link wait} let through as right, keeping the key's failures (a key many share). */
  settle(key: string): void {
    const entry = this.entries.get(key);
    if (entry) entry.inFlight = Math.max(0, entry.inFlight - 1);
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

/**
 * A leaky bucket of failures: each adds one, and one is forgotten per `decayMs`; exhausted while the
 * level is at `budget` or more. A burst of `budget` failures trips it; a steady trickle slower than one
 * per `decayMs` never does.
 */
export class FailureBudget {
  private level = 0;
  private at = 0;

  constructor(
    private readonly clock: Clock,
    private readonly budget: number,
    private readonly decayMs: number,
  ) {}

  /** Adds one failure. */
  record(): void {
    this.level = this.current() + 1;
    this.at = this.clock.now();
  }

  /** True while the level is at the budget or more. */
  exhausted(): boolean {
    return this.current() >= this.budget;
  }

  /** True when nothing is left to forget (the bucket may be dropped). */
  empty(): boolean {
    return this.current() <= 0;
  }

  private current(): number {
    return Math.max(0, this.level - (this.clock.now() - this.at) / this.decayMs);
  }
}

/**
 * Wrong passwords one account may get from all addresses together, in a burst, before a right one is no
 * longer enough: see {@link AccountFailures}. One is forgotten per ACCOUNT_FAILURE_DECAY_MS.
 */
export const ACCOUNT_FAILURES_BEFORE_CODE = 20;
/**
 * Unknown hash-login secrets from all addresses together, in a burst, after which every hash login
 * (right secret or not) asks for the access code mailed to the account: see the hash login in
 * api/account-routes.ts. One is forgotten per HASH_FAILURE_DECAY_MS.
 */
export const HASH_FAILURE_BUDGET = 50;

/**
 * Wrong passwords per account across every client address (the per-key throttle cannot see an attack
 * spread over many addresses), as a decaying budget per account ({@link FailureBudget}:
 * {@link ACCOUNT_FAILURES_BEFORE_CODE}, one forgotten per ACCOUNT_FAILURE_DECAY_MS). Once it is
 * exhausted the account is gated: a sign-in must also give the access code mailed to the owner,
 * unless the browser holds the account's access-validated cookie, and right and wrong passwords answer
 * alike (server/README.md "API decisions"). The gate stays until a code is accepted for the account (or
 * its password is reset), not for a quiet period: a patient guesser never gets it lifted. The owner is
 * never locked out. Keeps state for known accounts only.
 */
export class AccountFailures {
  private readonly budgets = new Map<string, FailureBudget>();
  private readonly gated = new Set<string>();

  constructor(
    private readonly clock: Clock,
    private readonly limit = ACCOUNT_FAILURES_BEFORE_CODE,
    private readonly decayMs = ACCOUNT_FAILURE_DECAY_MS,
  ) {}

  /** Records a wrong password for `account` (a known account's e-mail). */
  record(account: string): void {
    let budget = this.budgets.get(account);
    if (!budget || budget.empty()) {
      budget = new FailureBudget(this.clock, this.limit, this.decayMs);
      this.budgets.set(account, budget);
    }
    budget.record();
    if (budget.exhausted()) this.gated.add(account);
  }

  /** True while `account` is gated: its budget ran out, and no code has been accepted for it since. */
  underAttack(account: string): boolean {
    return this.gated.has(account);
  }

  /** Lifts the gate and forgets the failures (an access code was accepted, or the password was reset). */
  clear(account: string): void {
    this.gated.delete(account);
    this.budgets.delete(account);
  }
}

/** The throttle key of sign-in attempts for `account` (lower-cased) from client address `address`. */
export function throttleKey(account: string, address: string): string {
  return `${account.trim().toLowerCase()}\n${address}`;
}
