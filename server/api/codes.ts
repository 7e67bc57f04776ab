import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock';

/** Wrong tries after which a code is void. */
const MAX_ATTEMPTS = 5;

/**
 * One-time codes per account (access codes, password-reset codes): one live code per key, valid
 * for `ttlMs`, void after {@link MAX_ATTEMPTS} wrong tries, gone once consumed. A code may carry
 * `data` (the sign-in an access code confirms).
 */
export class CodeStore<T = undefined> {
  private readonly codes = new Map<string, { code: string; expiresAt: number; attempts: number; data: T }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly generate: () => string,
  ) {}

  /** Issues a new code for `key`, replacing any earlier one. */
  issue(key: string, data: T): string {
    const code = this.generate();
    this.pruneExpired();
    this.codes.set(key, { code, expiresAt: this.clock.now() + this.ttlMs, attempts: 0, data });
    return code;
  }

  /** True when `code` is the live code of `key`; a wrong try counts against the limit. */
  check(key: string, code: string): boolean {
    return this.match(key, code) !== null;
  }

  /** Like {@link check}, and the code is used up when it matches: returns its data, or null. */
  consume(key: string, code: string): { data: T } | null {
    const match = this.match(key, code);
    if (match) this.codes.delete(key);
    return match;
  }

  private match(key: string, code: string): { data: T } | null {
    const entry = this.codes.get(key);
    if (!entry || entry.expiresAt <= this.clock.now()) return null;
    const ok =
      code.length === entry.code.length && timingSafeEqual(Buffer.from(code), Buffer.from(entry.code));
    if (!ok && ++entry.attempts >= MAX_ATTEMPTS) this.codes.delete(key);
    return ok ? { data: entry.data } : null;
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
