import {
  BehaviorSubject,
  Observable,
  catchError,
  combineLatest,
  defer,
  distinctUntilChanged,
  filter,
  firstValueFrom,
  from,
  fromEvent,
  map,
  merge,
  of,
  shareReplay,
  throwError,
} from 'rxjs';
import type { ApiClient } from '../api/api-client';
import { TokenRefreshError } from '../api/errors';
import type { TokenSource } from '../api/refresh';
import type { Claim, LoginResponse } from '../api/schemas';
import { storageKey, type KeyValueStore, type LocalKey, type SessionKey } from '../storage/web-storage';

/** Local keys cleared on logout (spec §4 "Sign-in state"): everything that identifies the session. */
export const SESSION_LOCAL_KEYS: readonly LocalKey[] = [
  'accessToken',
  'refreshToken',
  'claims',
  'userId',
  'canImpersonate',
  'clientTypeId',
  'email',
  'hasImpersonated',
  'currentGroup',
  'channelIndex',
  'nowPlaying',
  'playlistName',
  'zoneName',
];
/** Session-storage keys cleared on logout (spec §3): the chosen player's name and the logo. */
export const SESSION_TAB_KEYS: readonly SessionKey[] = ['playerName', 'logo'];
/** Cleared when the login screen opens (spec §4 "Login"). */
const LOGIN_OPEN_KEYS: readonly LocalKey[] = [
  'currentGroup',
  'canImpersonate',
  'clientTypeId',
  'accessToken',
];

/** The session: tokens in local storage, sign-in state as streams shared by every tab of the browser. */
export interface Session {
  /** True while an access token is stored (spec §4); follows other tabs through `storage` events. */
  readonly signedIn$: Observable<boolean>;
  /** True while signed in with the stored hasImpersonated flag set (spec §4 "Impersonation"); follows other tabs. */
  readonly impersonating$: Observable<boolean>;
  /** The token source the API client refreshes through (spec §8 "HTTP 401"). */
  readonly tokens: TokenSource;
  /** Stores a login response; throws `Error` when it carries no string AccessToken (login.MissingFieldsMessage). */
  storeLogin(response: LoginResponse, email: string): void;
  /** Stores the access token of an impersonation and sets hasImpersonated (spec §4 "Impersonation"). */
  storeImpersonation(accessToken: string): void;
  /** Clears the keys the login screen clears on opening (spec §4 "Login"). */
  resetForLogin(): void;
  /** Clears every session key, local and per tab (spec §4 "Sign-in state"); the caller navigates to the empty path. */
  clear(): void;
  /** Reads a claim value from the stored claims, e.g. 'clientTypeId'. */
  claim(name: string): string | undefined;
}

/** Dependencies: the two stores, the API client (bound late), and `storage` events (default: the window's). */
export interface SessionDeps {
  readonly local: KeyValueStore<LocalKey>;
  readonly session: KeyValueStore<SessionKey>;
  readonly api: () => Pick<ApiClient, 'post$'>;
  readonly storageEvents$?: Observable<Pick<StorageEvent, 'key'>>;
  /**
   * Runs `task` while holding the browser-wide lock `name`, so the tabs of one browser refresh one at a time
   * (default: the Web Locks API, `navigator.locks`; without it, the task runs at once).
   */
  readonly lock?: <T>(name: string, task: () => Promise<T>) => Promise<T>;
}

/** The Web Locks name under which the tabs of a browser refresh the shared token pair. */
export const REFRESH_LOCK = 'player-remote:token-refresh';

/** `navigator.locks.request` where the browser has it; else runs the task at once. */
function webLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(name, task) : task();
}

/** Creates the session service (spec §3 storage keys, §4 sign-in state and impersonation, §7 token refresh). */
export function createSession(deps: SessionDeps): Session {
  const { local } = deps;
  const changed = new BehaviorSubject<void>(undefined);
  const events$ =
    deps.storageEvents$ ??
    (globalThis.window ? fromEvent<StorageEvent>(window, 'storage') : new Observable<StorageEvent>());
  const watched = (key: LocalKey) =>
    merge(changed, events$.pipe(filter((e) => e.key === null || e.key === storageKey(key)))).pipe(
      map(() => local.get(key)),
      distinctUntilChanged(),
    );
  const signedIn$ = watched('accessToken').pipe(
    map((t) => typeof t === 'string' && t !== ''),
    distinctUntilChanged(),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  const impersonating$ = combineLatest([watched('hasImpersonated'), signedIn$]).pipe(
    map(([flag, signedIn]) => flag === true && signedIn),
    distinctUntilChanged(),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  const claims = () => local.get<Claim[]>('claims') ?? [];

  const lock = deps.lock ?? webLock;
  // The tabs of a browser share one token pair, and a refresh token is good once (a used one presented
  // again revokes the sign-in): a tab refreshes only while holding the lock, and a tab that waited for it
  // takes the pair the other tab stored instead of refreshing with the used token.
  const refresh$ = () =>
    defer(() => {
      const before = local.get<string>('accessToken');
      return from(
        lock(REFRESH_LOCK, () => {
          const now = local.get<string>('accessToken');
          return now && now !== before ? Promise.resolve(now) : firstValueFrom(callRefresh$());
        }),
      );
    });

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
            changed.next();
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

  return {
    signedIn$,
    impersonating$,
    tokens: { accessToken: () => local.get<string>('accessToken'), refresh$ },
    storeLogin(response, email) {
      if (typeof response.AccessToken !== 'string' || !response.AccessToken)
        throw new Error('login.MissingFieldsMessage');
      const list = response.Claims ?? [];
      local.set('accessToken', response.AccessToken);
      local.set('refreshToken', response.RefreshToken ?? undefined);
      local.set('userId', response.UserId ?? undefined);
      local.set('email', email);
      local.set(
        'claims',
        list.map((c, i) => (i === 0 ? { ...c, Rolename: c.Value } : c)),
      );
      local.set('canImpersonate', String(list.find((c) => c.Name === 'canImpersonate')?.Value === 'true'));
      local.set('clientTypeId', list.find((c) => c.Name === 'clientTypeId')?.Value ?? '0');
      local.remove('hasImpersonated');
      changed.next();
    },
    storeImpersonation(accessToken) {
      local.set('accessToken', accessToken);
      local.set('hasImpersonated', true);
      changed.next();
    },
    resetForLogin() {
      LOGIN_OPEN_KEYS.forEach((key) => local.remove(key));
      changed.next();
    },
    clear() {
      SESSION_LOCAL_KEYS.forEach((key) => local.remove(key));
      SESSION_TAB_KEYS.forEach((key) => deps.session.remove(key));
      changed.next();
    },
    claim: (name) => claims().find((c) => c.Name === name)?.Value,
  };
}

export type { LoginResponse };
