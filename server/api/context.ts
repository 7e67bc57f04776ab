import type { IncomingMessage } from 'node:http';
import type { Clock } from '../clock';
import type { Logger } from '../log';
import { HttpError } from '../http/errors';
import { CodeStore, sixDigits, urlCode } from './codes';
import type { Mailer } from './outbox';
import { LoginThrottle } from './throttle';
import { type Principal, RefreshTokens, verifyAccessToken } from './tokens';
import type { User, UserStore } from './users';

/** Lifetime of a mailed access code: 10 minutes, in ms. */
export const ACCESS_CODE_TTL_MS = 10 * 60_000;
/** Lifetime of a mailed password-reset code: 1 hour, in ms. */
export const RESET_CODE_TTL_MS = 60 * 60_000;

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
  /** The service's clock (token lifetimes, codes, throttles). */
  readonly clock: Clock;
  /** Lifetime of access tokens, seconds (spec §8: expiry → 401 → refresh). */
  readonly accessTokenTtlSeconds: number;
  /** Public base address (`https://remote.example.com`), else derived from the request's Host. */
  readonly publicUrl?: string;
}

/** Builds the shared API state around a user store and a mailer. */
export function createApiContext(
  options: Pick<ApiContext, 'users' | 'mailer' | 'log' | 'clock' | 'accessTokenTtlSeconds' | 'publicUrl'>,
): ApiContext {
  const { clock } = options;
  return {
    ...options,
    refreshTokens: new RefreshTokens(clock),
    throttle: new LoginThrottle(clock),
    accessCodes: new CodeStore(clock, ACCESS_CODE_TTL_MS, sixDigits),
    resetCodes: new CodeStore(clock, RESET_CODE_TTL_MS, urlCode),
  };
}

/** The signed-in principal and their account, from `Authorization: Bearer <access token>`. Throws HttpError 401. */
export function authenticate(ctx: ApiContext, req: IncomingMessage): { principal: Principal; user: User } {
  const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim();
  const principal = token ? verifyAccessToken(token, ctx.clock.now()) : null;
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
