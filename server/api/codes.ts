import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock';

/**
 * Wrong tries at one code after which it is void. A code is addressed by what only its holder has (the
 * pending sign-in's access token, the reset link's id), so only that holder can spend these tries:
 * nobody else can void it, and a guesser who somehow holds it has at most this many guesses.
 */
export const CODE_ATTEMPTS_MAX = 5;
/** Codes kept at most (the oldest are forgotten first); far more than the mail quotas let be sent at once. */
export const MAX_LIVE_CODES = 100_000;

/** One live code and the wrong tries at it. */
interface CodeEntry<T> {
  readonly code: string;
  readonly expiresAt: number;
  attempts: number;
  readonly data: T;
}

/**
 * One-time codes (access codes, password-reset codes), each under a key of its own that only its
 * holder knows: the pending sign-in an access code confirms, the id of the link a reset code was mailed
 * in. Valid for `ttlMs`, gone once consumed; after {@link CODE_ATTEMPTS_MAX} wrong tries it is void. A
 * code carries `data` (the account it belongs to).
 */
export class CodeStore<T = undefined> {
  private readonly codes = new Map<string, CodeEntry<T>>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly generate: () => string,
  ) {}

  /** Issues a new code under `key`, replacing any earlier one there. */
  issue(key: string, data: T): string {
    const code = this.generate();
    this.pruneExpired();
    this.codes.delete(key);
    this.codes.set(key, { code, expiresAt: this.clock.now() + this.ttlMs, attempts: 0, data });
    while (this.codes.size > MAX_LIVE_CODES) {
      const oldest = this.codes.keys().next().value;
      if (oldest === undefined) break;
      this.codes.delete(oldest);
    }
    return code;
  }

  /** True when `code` is the live code under `key`; a wrong try counts against it. */
  check(key: string, code: string): boolean {
    return this.match(key, code) !== null;
  }

  /** Like {@link check}, and the code is used up when it matches: returns its data, or null. */
  consume(key: string, code: string): { data: T } | null {
    const match = this.match(key, code);
    if (match) this.codes.delete(key);
    return match;
  }

  /** The data of the live code under `key` (its account), without trying it; undefined when none. */
  owner(key: string): T | undefined {
    const entry = this.codes.get(key);
    return entry && entry.expiresAt > this.clock.now() ? entry.data : undefined;
  }

  /** Voids every code whose data `matches` (the account's other reset links once one was used). */
  dropWhere(matches: (data: T) => boolean): void {
    for (const [key, entry] of this.codes) if (matches(entry.data)) this.codes.delete(key);
  }

  private match(key: string, code: string): { data: T } | null {
    const entry = this.codes.get(key);
    if (!entry || entry.expiresAt <= this.clock.now()) return null;
    const ok =
      code.length === entry.code.length && timingSafeEqual(Buffer.from(code), Buffer.from(entry.code));
    if (ok) return { data: entry.data };
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

/** Random bytes of a reset link's id (base64url: 22 characters). */
const LINK_ID_BYTES = 16;

/** A fresh id for one reset link, safe in a URL and without a dot. */
export function linkId(): string {
  return randomBytes(LINK_ID_BYTES).toString('base64url');
}

/**
 * The reset code as the link carries it (`c=`): `<link id>.<code>`, so the code is found by its own link
 * and by nothing the account's e-mail address gives away. {@link splitLinkCode} reads it back.
 */
export function linkCode(id: string, code: string): string {
  return `${id}.${code}`;
}

/** The link id and the code of a `c=` value; null when it has no id. */
export function splitLinkCode(value: string): { id: string; code: string } | null {
  const at = value.indexOf('.');
  return at > 0 ? { id: value.slice(0, at), code: value.slice(at + 1) } : null;
}
