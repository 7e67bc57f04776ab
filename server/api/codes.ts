import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock';

/**
 * One-time codes per account (access codes, password-reset codes): one live code per key, valid
 * for `ttlMs`, void after `maxAttempts` wrong tries, gone once consumed.
 */
export class CodeStore {
  private readonly codes = new Map<string, { code: string; expiresAt: number; attempts: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly generate: () => string,
    private readonly maxAttempts = 5,
  ) {}

  /** Issues a new code for `key`, replacing any earlier one. */
  issue(key: string): string {
    const code = this.generate();
    this.codes.set(key, { code, expiresAt: this.clock.now() + this.ttlMs, attempts: 0 });
    return code;
  }

  /** True when `code` is the live code of `key`; a wrong try counts against the limit. */
  check(key: string, code: string): boolean {
    const entry = this.codes.get(key);
    if (!entry || entry.expiresAt <= this.clock.now()) return false;
    const ok =
      code.length === entry.code.length && timingSafeEqual(Buffer.from(code), Buffer.from(entry.code));
    if (!ok && ++entry.attempts >= this.maxAttempts) this.codes.delete(key);
    return ok;
  }

  /** Like {@link check}, and the code is used up when it matches. */
  consume(key: string, code: string): boolean {
    const ok = this.check(key, code);
    if (ok) this.codes.delete(key);
    return ok;
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
