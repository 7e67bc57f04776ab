/** Errors of the REST layer (spec §8 "Other HTTP errors"): one class per failure, each with a fixed `name`. */

/** An HTTP error answer (status ≥ 400) from the API. `status` is the HTTP status; `path` the request path. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly path: string,
    message = `HTTP ${status} from ${path}`,
  ) {
    super(message);
  }
}

/** A response whose body does not match the expected shape; `issues` says what was wrong. */
export class ApiShapeError extends Error {
  override readonly name = 'ApiShapeError';
  constructor(
    readonly path: string,
    readonly issues: string,
  ) {
    super(`Unexpected response from ${path}: ${issues}`);
  }
}

/** The network failed (offline, DNS, CORS) before any HTTP answer. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly path: string,
    override readonly cause?: unknown,
  ) {
    super(`Network failure for ${path}`);
  }
}

/** The 401 token refresh failed or returned no AccessToken (spec §8 "HTTP 401"); `cause` is the underlying error. */
export class TokenRefreshError extends Error {
  override readonly name = 'TokenRefreshError';
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

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
