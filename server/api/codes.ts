import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock';

/** Wrong tries one client address may make at a code; after them that address may not try it again. */
export const CODE_ATTEMPTS_PER_ADDRESS = 5;
/**
 * Wrong tries from all addresses after which a code is void: at most this many guesses at a code
 * (for six digits a chance of one in ten thousand), and voiding it takes many addresses, not one.
 */
export const CODE_ATTEMPTS_MAX = 100;

/** One live code and the wrong tries at it. */
interface CodeEntry<T> {
  readonly code: string;
  readonly expiresAt: number;
  attempts: number;
  /** Wrong tries per client address (at most {@link CODE_ATTEMPTS_MAX} / 1 addresses). */
  readonly byAddress: Map<string, number>;
  readonly data: T;
}

/**
 * One-time codes per account (access codes, password-reset codes): one live code per key, valid
 * for `ttlMs`, gone once consumed. Wrong tries are counted per client address: an address that made
 * {@link CODE_ATTEMPTS_PER_ADDRESS} may not try that code again, but the code stays good for the
 * others (so anonymous guesses from one address cannot void the owner's code); after
 * {@link CODE_ATTEMPTS_MAX} wrong tries in all it is void. A code may carry `data` (the sign-in an
 * access code confirms).
 */
export class CodeStore<T = undefined> {
  private readonly codes = new Map<string, CodeEntry<T>>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly generate: () => string,
  ) {}

  /** Issues a new code for `key`, replacing any earlier one. */
  issue(key: string, data: T): string {
    const code = this.generate();
    this.pruneExpired();
    this.codes.set(key, {
      code,
      expiresAt: this.clock.now() + this.ttlMs,
      attempts: 0,
      byAddress: new Map(),
      data,
    });
    return code;
  }

  /**
   * True when `code` is the live code of `key`; a wrong try from client address `address` counts
   * against that address and the code's limits.
   */
  check(key: string, code: string, address: string): boolean {
    return this.match(key, code, address) !== null;
  }

  /** Like {@link check}, and the code is used up when it matches: returns its data, or null. */
  consume(key: string, code: string, address: string): { data: T } | null {
    const match = this.match(key, code, address);
    if (match) this.codes.delete(key);
    return match;
  }

  private match(key: string, code: string, address: string): { data: T } | null {
    const entry = this.codes.get(key);
    if (!entry || entry.expiresAt <= this.clock.now()) return null;
    const tries = entry.byAddress.get(address) ?? 0;
    if (tries >= CODE_ATTEMPTS_PER_ADDRESS) return null;
    const ok =
      code.length === entry.code.length && timingSafeEqual(Buffer.from(code), Buffer.from(entry.code));
    if (ok) return { data: entry.data };
    entry.byAddress.set(address, tries + 1);
    if (++entry.attempts >= CODE_ATTEMPTS_MAX) this.codes.delete(key);
    return null;
  }

  private pruneExpired(): void {
    const now = this.clock.now();
    for (const [key, entry] of this.codes) if (entry.expiresAt <= now) this.codes.delete(key);
  }
}

/** Six random digits, e.g. "042917". */
export function sixDigits(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Twelve random characters from an unambiguous alphabet, safe in a URL. */
export function urlCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
}
