import { ReplaySubject, defer, finalize, of, share, take, type Observable } from 'rxjs';

/** What the API client needs to know about the session's tokens (spec §3 "Token refresh", §8 "HTTP 401"). */
export interface TokenSource {
  /** The stored access token, if signed in. */
  accessToken(): string | undefined;
  /**
   * Cold: on subscribe calls POST /api/Account/token/refresh, stores the new pair and emits the new
   * access token once. Errors with `TokenRefreshError` when the call fails or returns no AccessToken.
   */
  refresh$(): Observable<string>;
}

/**
 * Single-flight refresh (spec §8 "HTTP 401", ARCHITECTURE §5). The returned function takes the
 * token a 401'd request was sent with and returns the token to retry with:
 * - while a refresh is in flight, every caller shares it (one POST, one result or one error);
 * - a request sent with an older token than the stored one retries with the stored one (another
 *   request, or another tab, refreshed meanwhile);
 * - otherwise a new refresh starts. A finished refresh is forgotten, so a later 401 refreshes again,
 *   and a failed one is never retried here (no loop): its error reaches every waiting caller.
 */
export function createRefreshGate(tokens: TokenSource): (sentWith: string | undefined) => Observable<string> {
  let inFlight: Observable<string> | undefined;
  return (sentWith) => {
    if (inFlight) return inFlight;
    const current = tokens.accessToken();
    if (current && sentWith && current !== sentWith) return of(current);
    const refresh$ = defer(() => tokens.refresh$()).pipe(
      take(1),
      finalize(() => {
        if (inFlight === refresh$) inFlight = undefined;
      }),
      // Replay without reset: a caller that subscribes a moment late still gets this refresh's outcome.
      share({ connector: () => new ReplaySubject<string>(1), resetOnError: false, resetOnComplete: false, resetOnRefCountZero: false }),
    );
    inFlight = refresh$;
    return refresh$;
  };
}
