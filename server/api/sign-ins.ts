import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import { REFRESH_TOKEN_TTL_MS, REFRESH_WINDOW_MS } from '../timing';

/**
 * Sign-ins one account may hold at once; starting one more ends that account's oldest (and only
 * that account's). Far more than one person's browsers and devices.
 */
export const MAX_SIGN_INS_PER_ACCOUNT = 100;
/**
 * Used refresh tokens a sign-in remembers, newest first, so that one coming back is seen as a copy
 * (replay detection). An older one coming back is merely unknown (401): a copy that old has been
 * useless since the family rotated past it.
 */
export const MAX_USED_TOKENS_PER_SIGN_IN = 8;
/**
 * Refreshes one sign-in may make per {@link REFRESH_WINDOW_MS}; more are 429 (the token is not used
 * up). The app refreshes once per access-token lifetime, a few times more with several tabs.
 */
export const REFRESHES_PER_SIGN_IN = 10;
/**
 * Decoy sign-ins one account may hold at once (the answers to wrong passwords while the account is
 * gated, which look like a pending sign-in but can never be confirmed); one more forgets the oldest decoy.
 * Decoys never push out real sign-ins.
 */
export const MAX_DECOYS_PER_ACCOUNT = 100;
/** Random bytes of a refresh token (base64url: 43 characters). */
const REFRESH_TOKEN_BYTES = 32;

/** One sign-in: a login and every token refreshed from it (a refresh token family). */
interface SignIn {
  readonly userId: string;
  /** False until the account's access code was accepted for this sign-in. */
  confirmed: boolean;
  /** A decoy: the answer to a wrong password while the account is gated; never confirmed. */
  readonly decoy: boolean;
  /** Its refresh tokens: the live one last, used ones before it (at most {@link MAX_USED_TOKENS_PER_SIGN_IN}). */
  readonly tokens: string[];
  /** When its recent refreshes happened (the service's clock), oldest first. */
  readonly refreshes: number[];
  /** Bumped when its HubUrls minted so far must stop working ({@link SignIns.renewHubAccess}). */
  hubEpoch: number;
}

/** What a refresh did: a new token, or why not. */
export type Rotation =
  | { readonly kind: 'rotated'; readonly userId: string; readonly signIn: string; readonly token: string }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'replayed' }
  /** Too many refreshes of this sign-in lately; the token stays good. `retryMs`: when one is allowed again. */
  | { readonly kind: 'throttled'; readonly retryMs: number };

/**
 * Sign-ins and their opaque, rotating refresh tokens (spec §8): each refresh token is usable once,
 * for 30 days. A used token presented again means it was copied: the whole family is revoked
 * (refresh tokens and the access tokens that name the sign-in), as OAuth 2.0 Security BCP §4.14
 * advises. A sign-in of an account that needs an access code stays unconfirmed until the code is
 * accepted; its access tokens are good for nothing else meanwhile (api/context.ts `authenticate`).
 * Memory is bounded per account: {@link MAX_SIGN_INS_PER_ACCOUNT} sign-ins of at most
 * {@link MAX_USED_TOKENS_PER_SIGN_IN} + 1 tokens each, refreshed at most
 * {@link REFRESHES_PER_SIGN_IN} times per {@link REFRESH_WINDOW_MS}; one account's sign-ins never push
 * out another's.
 *
 * HubUrls name their sign-in and its hub epoch ({@link hubTag}); `onHubAccessChanged` hears whenever
 * some stop being good (a sign-in ended, or its epoch was renewed), so the hub closes their connections.
 */
export class SignIns {
  private readonly signIns = new Map<string, SignIn>();
  private readonly tokens = new Map<string, { signIn: string; expiresAt: number; used: boolean }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = REFRESH_TOKEN_TTL_MS,
    private readonly onHubAccessChanged: () => void = () => undefined,
  ) {}

  /**
   * Starts a sign-in for `userId` (ending its oldest past the limit); returns its id and first refresh
   * token. A `decoy` (see {@link MAX_DECOYS_PER_ACCOUNT}) is unconfirmed and stays so; from outside it
   * cannot be told from a real pending sign-in.
   */
  start(userId: string, confirmed: boolean, decoy = false): { signIn: string; refreshToken: string } {
    const limit = decoy ? MAX_DECOYS_PER_ACCOUNT : MAX_SIGN_INS_PER_ACCOUNT;
    const own = [...this.signIns]
      .filter(([, entry]) => entry.userId === userId && entry.decoy === decoy)
      .map(([id]) => id);
    const ended = own.slice(0, Math.max(0, own.length - limit + 1));
    for (const id of ended) this.forget(id);
    if (ended.length > 0 && !decoy) this.onHubAccessChanged();
    const signIn = randomUUID();
    this.signIns.set(signIn, {
      userId,
      confirmed: confirmed && !decoy,
      decoy,
      tokens: [],
      refreshes: [],
      hubEpoch: 0,
    });
    return { signIn, refreshToken: this.issue(signIn) };
  }

  /** `active`, `unconfirmed` (waiting for its access code) or `gone` (unknown or revoked). */
  status(signIn: string): 'active' | 'unconfirmed' | 'gone' {
    const entry = this.signIns.get(signIn);
    return !entry ? 'gone' : entry.confirmed ? 'active' : 'unconfirmed';
  }

  /** Marks a sign-in as confirmed by its access code (never a decoy). */
  confirm(signIn: string): void {
    const entry = this.signIns.get(signIn);
    if (entry && !entry.decoy) entry.confirmed = true;
  }

  /** The account of a sign-in still waiting for its access code (decoys too); undefined otherwise. */
  pendingOwner(signIn: string): string | undefined {
    const entry = this.signIns.get(signIn);
    return entry && !entry.confirmed ? entry.userId : undefined;
  }

  /** The owner and sign-in of a known, unexpired refresh token (used or not), without using it. */
  peek(token: string): { userId: string; signIn: string } | null {
    const entry = this.tokens.get(token);
    const signIn = entry && this.signIns.get(entry.signIn);
    if (!entry || !signIn || entry.expiresAt <= this.clock.now()) return null;
    return { userId: signIn.userId, signIn: entry.signIn };
  }

  /**
   * Uses a refresh token up and returns its replacement; a used one revokes its whole family; past
   * {@link REFRESHES_PER_SIGN_IN} in the window, `throttled` and the token stays good.
   */
  rotate(token: string): Rotation {
    const entry = this.tokens.get(token);
    const signIn = entry && this.signIns.get(entry.signIn);
    const now = this.clock.now();
    if (!entry || !signIn || entry.expiresAt <= now) return { kind: 'unknown' };
    if (entry.used) {
      this.revoke(entry.signIn);
      return { kind: 'replayed' };
    }
    while (signIn.refreshes.length > 0 && signIn.refreshes[0]! <= now - REFRESH_WINDOW_MS)
      signIn.refreshes.shift();
    if (signIn.refreshes.length >= REFRESHES_PER_SIGN_IN)
      return { kind: 'throttled', retryMs: signIn.refreshes[0]! + REFRESH_WINDOW_MS - now };
    signIn.refreshes.push(now);
    entry.used = true;
    return { kind: 'rotated', userId: signIn.userId, signIn: entry.signIn, token: this.issue(entry.signIn) };
  }

  /** Ends one sign-in: its refresh tokens, access tokens and HubUrls stop working. */
  revoke(signIn: string): void {
    if (this.forget(signIn)) this.onHubAccessChanged();
  }

  /**
   * What a HubUrl of `signIn` carries (hub/token.ts `signInRole`): the sign-in and its current hub
   * epoch, `<signIn>.<epoch>`.
   */
  hubTag(signIn: string): string {
    return `${signIn}.${this.signIns.get(signIn)?.hubEpoch ?? 0}`;
  }

  /** True while HubUrls carrying `tag` are good: its sign-in stands and its epoch is current. */
  hubTagLive(tag: string): boolean {
    const at = tag.lastIndexOf('.');
    const entry = this.signIns.get(tag.slice(0, at));
    return at > 0 && entry !== undefined && String(entry.hubEpoch) === tag.slice(at + 1);
  }

  /** Makes every HubUrl of `signIn` minted so far stop working (after a password change in it). */
  renewHubAccess(signIn: string): void {
    const entry = this.signIns.get(signIn);
    if (!entry) return;
    entry.hubEpoch += 1;
    this.onHubAccessChanged();
  }

  /**
   * Ends every sign-in of `userId` (after a password reset), or every one but `except` (after a
   * password change in that sign-in).
   */
  revokeUser(userId: string, except?: string): void {
    const ended = [...this.signIns]
      .filter(([id, entry]) => entry.userId === userId && id !== except)
      .map(([id]) => id);
    for (const id of ended) this.forget(id);
    if (ended.length > 0) this.onHubAccessChanged();
  }

  /** Ends every sign-in of every account, as a restart of the service does. */
  revokeAll(): void {
    const ended = this.signIns.size;
    this.signIns.clear();
    this.tokens.clear();
    if (ended > 0) this.onHubAccessChanged();
  }

  /** Forgets a sign-in and its tokens; false when it was not there. */
  private forget(signIn: string): boolean {
    for (const token of this.signIns.get(signIn)?.tokens ?? []) this.tokens.delete(token);
    return this.signIns.delete(signIn);
  }

  private issue(signIn: string): string {
    const entry = this.signIns.get(signIn)!;
    const token = randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
    this.tokens.set(token, { signIn, expiresAt: this.clock.now() + this.ttlMs, used: false });
    entry.tokens.push(token);
    while (entry.tokens.length > MAX_USED_TOKENS_PER_SIGN_IN + 1) this.tokens.delete(entry.tokens.shift()!);
    return token;
  }
}
