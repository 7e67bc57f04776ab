import { randomBytes } from 'node:crypto';
import { lifetime, signJwt, verifyJwt } from '../auth/jwt';
import type { Clock } from '../clock';

/** Who a request acts for: the user, and the support user impersonating them (if any). */
export interface Principal {
  readonly userId: string;
  readonly email: string;
  /** E-mail of the impersonating user. */
  readonly actor?: string;
}

const AUDIENCE = 'api';

/** An access token for `principal`, issued at `now` (ms since the epoch) and expiring `ttlSeconds` later. */
export function mintAccessToken(principal: Principal, ttlSeconds: number, now: number): string {
  return signJwt({
    sub: principal.userId,
    aud: AUDIENCE,
    email: principal.email,
    act: principal.actor,
    ...lifetime(now, ttlSeconds),
  });
}

/** The principal of an access token valid at `now` (ms); null when malformed, forged or (unless ignored) expired. */
export function verifyAccessToken(token: string, now: number, ignoreExpiry = false): Principal | null {
  const claims = verifyJwt(token, { now, ignoreExpiry });
  if (!claims || claims['aud'] !== AUDIENCE || typeof claims['email'] !== 'string') return null;
  const actor = typeof claims['act'] === 'string' ? claims['act'] : undefined;
  return { userId: claims.sub, email: claims['email'], ...(actor ? { actor } : {}) };
}

/** Lifetime of a refresh token: 30 days, in ms (spec §8). */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600_000;

/** Opaque, rotating refresh tokens (spec §8): each is usable once, for 30 days. */
export class RefreshTokens {
  private readonly tokens = new Map<string, { userId: string; expiresAt: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = REFRESH_TOKEN_TTL_MS,
  ) {}

  /** A new refresh token for `userId`. */
  issue(userId: string): string {
    const token = randomBytes(32).toString('base64url');
    this.tokens.set(token, { userId, expiresAt: this.clock.now() + this.ttlMs });
    return token;
  }

  /** The owner of a live token, without using it up. */
  owner(token: string): string | null {
    const entry = this.tokens.get(token);
    if (!entry || entry.expiresAt <= this.clock.now()) return null;
    return entry.userId;
  }

  /** Uses a token up and returns its replacement, or null when it is unknown, used or expired. */
  rotate(token: string): string | null {
    const userId = this.owner(token);
    this.tokens.delete(token);
    return userId === null ? null : this.issue(userId);
  }

  /** Revokes every token of `userId` (after a password reset). */
  revokeUser(userId: string): void {
    for (const [token, entry] of this.tokens) if (entry.userId === userId) this.tokens.delete(token);
  }
}
