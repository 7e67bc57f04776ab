/** What the API client needs to know about the session's tokens (spec §3 "Token refresh", §8 "HTTP 401"). */
export interface TokenSource {
  /** The stored access token, if signed in. */
  accessToken(): string | undefined;
  /**
   * Calls POST /api/Account/token/refresh, stores the new pair and resolves the new access token.
   * Rejects when the refresh fails or returns no AccessToken.
   */
  refresh(): Promise<string>;
}

/**
 * Single-flight refresh: while a refresh is in flight every 401 waits for it; a request that was
 * sent with an older token than the current one just retries with the current one.
 */
export function createRefreshGate(tokens: TokenSource): (sentWith: string | undefined) => Promise<string> {
  let inFlight: Promise<string> | undefined;
  return (sentWith) => {
    if (inFlight) return inFlight;
    const current = tokens.accessToken();
    if (current && sentWith && current !== sentWith) return Promise.resolve(current);
    inFlight = tokens.refresh().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
