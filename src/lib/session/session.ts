import { Observable, fromEvent, filter, map, startWith, BehaviorSubject, merge, distinctUntilChanged, shareReplay } from 'rxjs';
import * as v from 'valibot';
import type { ApiClient } from '../api/api-client';
import { LoginResponse, RefreshResponse, type Claim } from '../api/schemas';
import type { TokenSource } from '../api/refresh';
import { storageKey, type KeyValueStore, type LocalKey, type SessionKey } from '../storage/web-storage';

/** What a successful sign-in stores (spec §3 "Login response", §4 "Login"). */
export interface SignedIn {
  readonly accessToken: string;
}

/** Keys cleared on logout (spec §4 "Sign-in state"): everything that identifies the session. */
const SESSION_KEYS: readonly LocalKey[] = [
  'accessToken', 'refreshToken', 'claims', 'userId', 'canImpersonate', 'clientTypeId', 'email',
  'hasImpersonated', 'currentGroup', 'channelIndex', 'nowPlaying', 'playlistName', 'zoneName',
];

/** The session: tokens in local storage, sign-in state as a stream shared by every tab of the browser. */
export interface Session {
  /** True while an access token is stored (spec §4); follows other tabs through `storage` events. */
  readonly signedIn$: Observable<boolean>;
  /** The token source the API client refreshes through (spec §8 "HTTP 401"). */
  readonly tokens: TokenSource;
  /** Stores a login response; throws `Error` when it carries no string AccessToken (login.MissingFieldsMessage). */
  storeLogin(response: LoginResponse, email: string): void;
  /** Clears every session key (spec §4 "Sign-in state"); the caller navigates to the empty path. */
  clear(): void;
  /** Reads a claim value from the stored claims, e.g. 'clientTypeId'. */
  claim(name: string): string | undefined;
}

/** Dependencies: the stores, the API client factory input, and the window for `storage` events. */
export interface SessionDeps {
  readonly local: KeyValueStore<LocalKey>;
  readonly session: KeyValueStore<SessionKey>;
  readonly api: () => ApiClient;
  readonly storageEvents$?: Observable<StorageEvent>;
}

/** Creates the session service (spec §3 storage keys, §4 sign-in state, §7 token refresh). */
export function createSession(deps: SessionDeps): Session {
  const { local } = deps;
  const changed = new BehaviorSubject<void>(undefined);
  const events$ = deps.storageEvents$ ?? (globalThis.window ? fromEvent<StorageEvent>(window, 'storage') : new Observable<StorageEvent>());
  const tokenKey = storageKey('accessToken');

  const signedIn$ = merge(changed, events$.pipe(filter((e) => e.key === null || e.key === tokenKey))).pipe(
    map(() => typeof local.get('accessToken') === 'string'),
    startWith(typeof local.get('accessToken') === 'string'),
    distinctUntilChanged(),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  const claims = () => local.get<Claim[]>('claims') ?? [];

  const tokens: TokenSource = {
    accessToken: () => local.get<string>('accessToken'),
    refresh: async () => {
      const body = {
        AccessToken: local.get('accessToken'),
        Claims: claims(),
        Email: local.get('email'),
        RefreshToken: local.get('refreshToken'),
        Rolename: claims()[0]?.Value,
        UserId: local.get('userId'),
      };
      const response = await new Promise<v.InferOutput<typeof RefreshResponse> | undefined>((resolve, reject) =>
        deps.api().post$('api/Account/token/refresh', body, RefreshResponse).subscribe({ next: resolve, error: reject }),
      );
      if (!response?.AccessToken) throw new Error('Token refresh returned no AccessToken');
      local.set('accessToken', response.AccessToken);
      if (response.RefreshToken) local.set('refreshToken', response.RefreshToken);
      return response.AccessToken;
    },
  };

  return {
    signedIn$,
    tokens,
    storeLogin(response, email) {
      if (typeof response.AccessToken !== 'string' || !response.AccessToken) throw new Error('login.MissingFieldsMessage');
      const list = response.Claims ?? [];
      local.set('accessToken', response.AccessToken);
      local.set('refreshToken', response.RefreshToken ?? undefined);
      local.set('userId', response.UserId ?? undefined);
      local.set('email', email);
      local.set('claims', list.map((c, i) => (i === 0 ? { ...c, Rolename: c.Value } : c)));
      local.set('canImpersonate', String(list.find((c) => c.Name === 'canImpersonate')?.Value === 'true'));
      local.set('clientTypeId', list.find((c) => c.Name === 'clientTypeId')?.Value ?? '0');
      local.remove('hasImpersonated');
      changed.next();
    },
    clear() {
      SESSION_KEYS.forEach((key) => local.remove(key));
      changed.next();
    },
    claim: (name) => claims().find((c) => c.Name === name)?.Value,
  };
}

export { LoginResponse };
