import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import { REFRESH_TOKEN_TTL_MS } from '../timing';

/** How many refresh tokens (live and used) the store keeps before it forgets expired ones and then the oldest sign-ins. */
const MAX_TOKENS = 50_000;
/** Random bytes of a refresh token (base64url: 43 characters). */
const REFRESH_TOKEN_BYTES = 32;

/** One sign-in: a login and every token refreshed from it (a refresh token family). */
interface SignIn {
  readonly userId: string;
  /** False until the account's access code was accepted for this sign-in. */
  confirmed: boolean;
  /** Its refresh tokens, live and used. */
  readonly tokens: Set<string>;
}

/** What a refresh did: a new token, or why not. */
export type Rotation =
  | { readonly kind: 'rotated'; readonly userId: string; readonly signIn: string; readonly token: string }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'replayed' };

/**
 * Sign-ins and their opaque, rotating refresh tokens (spec §8): each refresh token is usable once,
 * for 30 days. A used token presented again means it was copied: the whole family is revoked
 * (refresh tokens and the access tokens that name the sign-in), as OAuth 2.0 Security BCP §4.14
 * advises. A sign-in of an account that needs an access code stays unconfirmed until the code is
 * accepted; its access tokens are good for nothing else meanwhile (api/context.ts `authenticate`).
 */
export class SignIns {
  private readonly signIns = new Map<string, SignIn>();
  private readonly tokens = new Map<string, { signIn: string; expiresAt: number; used: boolean }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = REFRESH_TOKEN_TTL_MS,
  ) {}

  /** Starts a sign-in for `userId`; returns its id and first refresh token. */
  start(userId: string, confirmed: boolean): { signIn: string; refreshToken: string } {
    const signIn = randomUUID();
    this.signIns.set(signIn, { userId, confirmed, tokens: new Set() });
    return { signIn, refreshToken: this.issue(signIn) };
  }

  /** `active`, `unconfirmed` (waiting for its access code) or `gone` (unknown or revoked). */
  status(signIn: string): 'active' | 'unconfirmed' | 'gone' {
    const entry = this.signIns.get(signIn);
    return !entry ? 'gone' : entry.confirmed ? 'active' : 'unconfirmed';
  }

  /** Marks a sign-in as confirmed by its access code. */
  confirm(signIn: string): void {
    const entry = this.signIns.get(signIn);
    if (entry) entry.confirmed = true;
  }

  /** The owner and sign-in of a known, unexpired refresh token (used or not), without using it. */
  peek(token: string): { userId: string; signIn: string } | null {
    const entry = this.tokens.get(token);
    const signIn = entry && this.signIns.get(entry.signIn);
    if (!entry || !signIn || entry.expiresAt <= this.clock.now()) return null;
    return { userId: signIn.userId, signIn: entry.signIn };
  }

  /** Uses a refresh token up and returns its replacement; a used one revokes its whole family. */
  rotate(token: string): Rotation {
    const entry = this.tokens.get(token);
    const signIn = entry && this.signIns.get(entry.signIn);
    if (!entry || !signIn || entry.expiresAt <= this.clock.now()) return { kind: 'unknown' };
    if (entry.used) {
      this.revoke(entry.signIn);
      return { kind: 'replayed' };
    }
    entry.used = true;
    return { kind: 'rotated', userId: signIn.userId, signIn: entry.signIn, token: this.issue(entry.signIn) };
  }

  /** Ends one sign-in: its refresh tokens and access tokens stop working. */
  revoke(signIn: string): void {
    for (const token of this.signIns.get(signIn)?.tokens ?? []) this.tokens.delete(token);
    this.signIns.delete(signIn);
  }

  /** Ends every sign-in of `userId` (after a password reset). */
  revokeUser(userId: string): void {
    for (const [id, entry] of this.signIns) if (entry.userId === userId) this.revoke(id);
  }

  private issue(signIn: string): string {
    if (this.tokens.size >= MAX_TOKENS) this.prune();
    const token = randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
    this.tokens.set(token, { signIn, expiresAt: this.clock.now() + this.ttlMs, used: false });
    this.signIns.get(signIn)?.tokens.add(token);
    return token;
  }

  /** Forgets expired tokens, then (still full) the oldest sign-ins, so memory stays bounded. */
  private prune(): void {
    const now = this.clock.now();
    for (const [token, entry] of this.tokens)
      if (entry.expiresAt <= now) {
        this.tokens.delete(token);
        this.signIns.get(entry.signIn)?.tokens.delete(token);
      }
    for (const signIn of this.signIns.keys()) {
      if (this.tokens.size < MAX_TOKENS / 2) break;
      this.revoke(signIn);
    }
  }
}
