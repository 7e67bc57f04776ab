import type { IncomingMessage } from 'node:http';
import type { Logger } from '../log';
import { HttpError } from '../http/errors';
import { CodeStore, sixDigits, urlCode } from './codes';
import type { Mailer } from './outbox';
import { LoginThrottle } from './throttle';
import { type Principal, RefreshTokens, verifyAccessToken } from './tokens';
import type { User, UserStore } from './users';

/** Everything the API routes share (one instance per service). */
export interface ApiContext {
  readonly users: UserStore;
  readonly refreshTokens: RefreshTokens;
  readonly throttle: LoginThrottle;
  /** Access codes (6 digits, 10 min), keyed by user e-mail. */
  readonly accessCodes: CodeStore;
  /** Password-reset codes (12 characters, 1 h), keyed by user e-mail. */
  readonly resetCodes: CodeStore;
  readonly mailer: Mailer;
  readonly log: Logger;
  /** Lifetime of access tokens, seconds (spec §8: expiry → 401 → refresh). */
  readonly accessTokenTtlSeconds: number;
  /** Public base address (`https://remote.example.com`), else derived from the request's Host. */
  readonly publicUrl?: string;
}

/** Builds the shared API state around a user store and a mailer. */
export function createApiContext(
  options: Pick<ApiContext, 'users' | 'mailer' | 'log' | 'accessTokenTtlSeconds' | 'publicUrl'>,
): ApiContext {
  return {
    ...options,
    refreshTokens: new RefreshTokens(),
    throttle: new LoginThrottle(),
    accessCodes: new CodeStore(10 * 60_000, sixDigits),
    resetCodes: new CodeStore(60 * 60_000, urlCode),
  };
}

/** The signed-in principal and their account, from `Authorization: Bearer <access token>`. Throws HttpError 401. */
export function authenticate(ctx: ApiContext, req: IncomingMessage): { principal: Principal; user: User } {
  const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim();
  const principal = token ? verifyAccessToken(token) : null;
  const user = principal ? ctx.users.findById(principal.userId) : undefined;
  if (!principal || !user) throw new HttpError(401, 'Missing, invalid or expired access token');
  return { principal, user };
}

/** The public base address for links and hub URLs: the configured one, else `http://<Host>`. */
export function publicBase(ctx: ApiContext, req: IncomingMessage): string {
  if (ctx.publicUrl) return ctx.publicUrl.replace(/\/+$/, '');
  const host =
    req.headers.host && /^[A-Za-z0-9.:[\]-]+$/.test(req.headers.host) ? req.headers.host : 'localhost';
  return `http://${host}`;
}
