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
