import { ReplaySubject, defer, finalize, of, share, take, tap, type Observable } from 'rxjs';

/** What the API client needs to know about the session's tokens (spec §3 "Token refresh", §8 "HTTP 401"). */
export interface TokenSource {
  /** The stored access token, if signed in. */
  accessToken(): string | undefined;
  /**
   * Cold: on subscribe calls POST /api/Account/token/refresh, stores the new pair and emits the new
   * access token once. Errors with `TokenRefreshError` when the call fails or returns no AccessToken.
   */
  refresh$(): Observable<string>;
  /**
   * True once the service has ended the sign-in ({@link end}): requests that would carry its token fail
   * at once with `TokenRefreshError`, without being sent. Absent: never.
   */
  ended?(): boolean;
  /** Marks the sign-in ended (a request still got 401 after a refresh); idempotent. */
  end?(): void;
}

/**
 * The single-flight refresh (spec §8 "HTTP 401"): called with the token a 401'd request was sent
 * with and, when known, {@link RefreshGate.failures} as it was when the request was sent; emits the
 * token to retry with once, or errors with the refresh's `TokenRefreshError`.
 */
export interface RefreshGate {
  (sentWith: string | undefined, failuresAtSend?: number): Observable<string>;
  /** How many refreshes have failed so far. A request notes it when sent, so its 401 can tell it was in flight when one failed. */
  failures(): number;
}

/**
 * Single-flight refresh (spec §8 "HTTP 401", docs/architecture.md §5). The returned gate takes the token a
 * 401'd request was sent with and returns the token to retry with:
 * - while a refresh is in flight, every caller shares it (one POST, one result or one error);
 * - a request sent with an older token than the stored one retries with the stored one (another
 *   request, or another tab, refreshed meanwhile);
 * - a request that was in flight when a refresh failed, sent with the token that refresh was for,
 *   gets that failure again without a new call: its 401 is late news of the same expiry (no loop,
 *   however the answers interleave);
 * - otherwise a new refresh starts: after a success, a later 401 with the new token; after a
 *   failure, a request sent since (the next user action tries once more). A failed refresh is never
 *   retried here: its error (`TokenRefreshError`) reaches every caller that waits for it.
 */
export function createRefreshGate(tokens: TokenSource): RefreshGate {
  let inFlight: Observable<string> | undefined;
  let failures = 0;
  /** The last failed refresh and the token it was started for. */
  let failed: { sentWith: string | undefined; refresh$: Observable<string> } | undefined;
  const gate = (sentWith: string | undefined, failuresAtSend?: number): Observable<string> => {
    if (inFlight) return inFlight;
    const current = tokens.accessToken();
    if (current && sentWith && current !== sentWith) return of(current);
    if (failed && failed.sentWith === sentWith && failuresAtSend !== undefined && failuresAtSend < failures)
      return failed.refresh$;
    const refresh$: Observable<string> = defer(() => tokens.refresh$()).pipe(
      take(1),
      tap({
        error: () => {
          failures += 1;
          failed = { sentWith, refresh$ };
        },
      }),
      finalize(() => {
        if (inFlight === refresh$) inFlight = undefined;
      }),
      // Replay without reset: a caller that subscribes a moment late still gets this refresh's outcome.
      share({
        connector: () => new ReplaySubject<string>(1),
        resetOnError: false,
        resetOnComplete: false,
        resetOnRefCountZero: false,
      }),
    );
    inFlight = refresh$;
    return refresh$;
  };
  return Object.assign(gate, { failures: () => failures });
}
