import { ApiError, TokenRefreshError } from './errors';

// A module of its own, apart from ./errors.ts (which the first load carries): only the network code asks it.
/** Statuses of the token refresh that mean the sign-in is gone for good (no refresh token, unknown, revoked). */
const ENDED_REFRESH_STATUSES: ReadonlySet<number> = new Set([400, 401, 403]);

/**
 * True when `error` says the service has ended the sign-in (spec §8 "HTTP 401"): the token refresh was
 * refused (400, 401, 403), or a request still got 401 with a refreshed token. A network failure, a 429
 * or a 5xx is not an ended sign-in: trying later may help.
 */
export function signInEnded(error: unknown): boolean {
  if (error instanceof TokenRefreshError)
    return error.cause instanceof ApiError && ENDED_REFRESH_STATUSES.has(error.cause.status);
  return error instanceof ApiError && error.status === 401;
}
