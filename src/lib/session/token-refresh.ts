import { catchError, defer, firstValueFrom, from, map, of, tap, throwError, type Observable } from 'rxjs';
import type { ApiClient } from '../api/api-client';
import { TokenRefreshError } from '../api/errors';
import { signInEnded } from '../api/sign-in-ended';
import type { Claim } from '../api/schemas';
import type { KeyValueStore, LocalKey } from '../storage/web-storage';

/** The Web Locks name under which the tabs of a browser refresh the shared token pair. */
export const REFRESH_LOCK = 'player-remote:token-refresh';

/** Runs `task` while holding the browser-wide lock `name` (see {@link TokenRefreshDeps.lock}). */
export type BrowserLock = <T>(name: string, task: () => Promise<T>) => Promise<T>;

/** `navigator.locks.request` where the browser has it; else runs the task at once. */
export function webLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(name, task) : task();
}

/** What a token refresh works with: the session's store, its API client and how it tells of a new token. */
export interface TokenRefreshDeps {
  readonly local: KeyValueStore<LocalKey>;
  readonly api: () => Pick<ApiClient, 'post$'>;
  /**
   * Runs `task` while holding the browser-wide lock `name`, so the tabs of one browser refresh one at a time
   * (default: the Web Locks API, {@link webLock}).
   */
  readonly lock?: BrowserLock;
  /** Called once the new pair is stored (the session's streams then read it). */
  readonly stored: () => void;
  /** Called when the refresh fails because the service has ended the sign-in (`signInEnded`). */
  readonly ended?: () => void;
}

/**
 * The token refresh of spec §7 "Token refresh" (spec §8 "HTTP 401"), called with the access token stored
 * when the refresh was asked for (`before`). The tabs of a browser share one token pair, and a refresh token
 * is good once (a used one presented again revokes the sign-in): a tab refreshes only while holding the lock,
 * and a tab that waited for it takes the pair the other tab stored instead of refreshing with the used token.
 * Emits the access token to use once; errors with `TokenRefreshError` when the call fails or returns no
 * AccessToken, and calls `ended` first when the failure says the sign-in is gone for good. Part of the network code (src/app/services.ts): only the API client refreshes.
 */
export function refreshTokens$(deps: TokenRefreshDeps, before: string | undefined): Observable<string> {
  const { local } = deps;
  const lock = deps.lock ?? webLock;
  const claims = () => local.get<Claim[]>('claims') ?? [];
  const callRefresh$ = () =>
    defer(() => {
      const sent = local.get<string>('accessToken');
      const body = {
        AccessToken: sent,
        Claims: claims(),
        Email: local.get('email'),
        RefreshToken: local.get('refreshToken'),
        Rolename: claims()[0]?.Value,
        UserId: local.get('userId'),
      };
      return deps
        .api()
        .post$('api/Account/token/refresh', body, 'RefreshResponse')
        .pipe(
          map((response) => {
            if (!response?.AccessToken) throw new TokenRefreshError('Token refresh returned no AccessToken');
            local.set('accessToken', response.AccessToken);
            if (response.RefreshToken) local.set('refreshToken', response.RefreshToken);
            deps.stored();
            return response.AccessToken;
          }),
          catchError((error: unknown) => {
            // Another tab may have rotated the pair meanwhile: its token is as good as ours.
            const now = local.get<string>('accessToken');
            if (!(error instanceof TokenRefreshError) && now && now !== sent) return of(now);
            return throwError(() =>
              error instanceof TokenRefreshError
                ? error
                : new TokenRefreshError('Token refresh failed', error),
            );
          }),
        );
    });
  return from(
    lock(REFRESH_LOCK, () => {
      const now = local.get<string>('accessToken');
      return now && now !== before ? Promise.resolve(now) : firstValueFrom(callRefresh$());
    }),
  ).pipe(tap({ error: (error: unknown) => signInEnded(error) && deps.ended?.() }));
}
