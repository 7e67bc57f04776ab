import {
  BehaviorSubject,
  Observable,
  combineLatest,
  defer,
  distinctUntilChanged,
  filter,
  fromEvent,
  ignoreElements,
  pairwise,
  tap,
  map,
  merge,
  of,
  shareReplay,
  throwError,
} from 'rxjs';
import { TokenRefreshError } from '../api/errors';
import type { ApiClient } from '../api/api-client';
import type { TokenSource } from '../api/refresh';
import type { Claim, LoginResponse } from '../api/schemas';
import { deferredModule, type DeferredModule } from '../deferred/deferred-module';
import type { BrowserLock } from './token-refresh';
import { rememberReturnTo, takeSignInTarget } from './return-to';
import type { CookieJar } from '../storage/cookie-jar';
import { storageKey, type KeyValueStore, type LocalKey, type TabKey } from '../storage/web-storage';
import { isAccessValidated, setAccessValidated } from './access-cookie';

/** Local keys cleared on logout (spec §4 "Sign-in state"): everything that identifies the session. */
export const SIGN_IN_LOCAL_KEYS: readonly LocalKey[] = [
  'accessToken',
  'refreshToken',
  'claims',
  'userId',
  'canImpersonate',
  'clientTypeId',
  'email',
  'hasImpersonated',
  'impersonatedEmail',
  'currentGroup',
  'channelIndex',
  'nowPlaying',
  'playlistName',
  'zoneName',
  'lastPlayers',
];
/** Session-storage keys cleared on logout (spec §3): the chosen player's name and the logo. */
export const SIGN_IN_TAB_KEYS: readonly TabKey[] = ['playerName', 'logo'];
/** Cleared when the login screen opens (spec §4 "Login"). */
const LOGIN_OPEN_KEYS: readonly LocalKey[] = [
  'currentGroup',
  'canImpersonate',
  'clientTypeId',
  'accessToken',
];

/**
 * Why a sign-in ended (spec §4 "Sign-in state", Idle, §8 "HTTP 401"): the user logged out or
 * unimpersonated (`user`), the idle countdown ran out (`idle`: the login screen then shows
 * login.InactiveMessage), the sign-in could no longer be refreshed (`expired`), or the service refused it
 * (`refused`).
 */
export type SignOutReason = 'user' | 'idle' | 'expired' | 'refused';

/** The login the form starts with (spec §4 Login "Remember me"). */
export interface RememberedLogin {
  /** The remembered e-mail ('' when none). */
  readonly rememberedEmail: string;
  readonly rememberMe: boolean;
}

/** What the login screen shows when it opens (spec §2 Login, §4 Login and Idle). */
export interface LoginScreenState extends RememberedLogin {
  /** True after an idle sign-out: the screen shows login.InactiveMessage. */
  readonly inactive: boolean;
  /** The id of a message to show once (the reset-password success of spec §4 "Password flows"). */
  readonly notice: string | undefined;
}

/**
 * The sign-in of this browser (spec §3 storage keys, §4 "Sign-in state", Login, Impersonation, §7 token
 * refresh): the one owner of the tokens, the claims, the remembered e-mail, the access-validated cookie
 * and the sign-out. Tokens live in local storage, so every tab of the browser shares one sign-in; the
 * state is streams that follow other tabs through `storage` events. Screens read what they show from
 * here, never from storage.
 */
export interface Session {
  /** True while an access token is stored (spec §4); follows other tabs through `storage` events. */
  readonly signedIn$: Observable<boolean>;
  /** True while signed in with the stored hasImpersonated flag set (spec §4 "Impersonation"); follows other tabs. */
  readonly impersonating$: Observable<boolean>;
  /** The impersonated account's e-mail ('' when not impersonating or not known); follows other tabs. */
  readonly impersonatedEmail$: Observable<string>;
  /** The stored claims (spec §3 Login response: Name/Value pairs); [] when signed out. */
  readonly claims$: Observable<readonly Claim[]>;
  /** The account's brand: the clientTypeId claim (spec §3), which picks the logo; undefined when none. */
  readonly brand$: Observable<string | undefined>;
  /** True when the signed-in user may impersonate (the canImpersonate claim, spec §2 Player selector). */
  readonly canImpersonate$: Observable<boolean>;
  /**
   * True once the service has ended this sign-in (spec §8 "HTTP 401"): the token refresh was refused,
   * or a request still got 401 with a refreshed token. Set once per sign-in, the hub connection stops
   * with it, and nothing more is asked with its tokens; the screens say "Your session has ended" and offer
   * signing in again. Back to false when the sign-in is cleared or replaced. A network that is down never
   * sets it.
   */
  readonly ended$: Observable<boolean>;
  /** The token source the API client refreshes through (spec §8 "HTTP 401"). */
  readonly tokens: TokenSource;
  /** The signed-in account's e-mail and user id ('' and undefined when signed out). */
  account(): { readonly email: string; readonly userId: string | undefined };
  /** Stores a login response; throws `Error` when it carries no string AccessToken (login.MissingFieldsMessage). */
  storeLogin(response: LoginResponse, email: string): void;
  /** Remember me (spec §4 Login): stores the flag, and the e-mail when set (else forgets it). */
  remember(email: string, rememberMe: boolean): void;
  /**
   * Stores the access token of an impersonation, sets hasImpersonated and remembers the impersonated
   * account's e-mail for the banner (spec §4 "Impersonation"); forgets the last known player list, which
   * was the support user's own.
   */
  storeImpersonation(accessToken: string, email: string): void;
  /** The remembered e-mail and flag (spec §4 Login), read without changing anything. */
  rememberedLogin(): RememberedLogin;
  /**
   * The login screen opens (spec §4 "Login"): clears the keys it clears, and returns what it shows; the
   * inactivity flag and the notice are shown once, so they are forgotten here. Not for a render or a state
   * initialiser, which React may run twice: the second call finds no notice.
   */
  openLogin(): LoginScreenState;
  /** Leaves a message (by id) for the next login screen, even across a page reload (spec §4 "Password flows"). */
  leaveNotice(messageId: string): void;
  /**
   * Ends the sign-in, the one way out (spec §4 "Sign-in state"): clears every sign-in key, local and per
   * tab, stops the hub connection, and for `idle` flags the user inactive for the login screen. The
   * caller navigates to the login route.
   */
  signOut(reason: SignOutReason): void;
  /** Remembers the app path a signed-out visit asked for (spec §2 guard; only the app's signed-in routes). */
  rememberReturnTo(path: string): void;
  /** Where a completed sign-in goes, and forgets the remembered path (see `takeSignInTarget`). */
  takeReturnTo(hasSelection: boolean): string;
  /**
   * Emits once whether this browser has validated an access code for `username` (spec §4 Login: the
   * cookie); errors when the cookie code cannot be fetched.
   */
  isAccessValidated(username: string): Observable<boolean>;
  /**
   * Sets the access-validated cookie for `username`, ACCESS_COOKIE_DAYS from `now` (ms since the epoch;
   * spec §4 Login); emits once when it is set, errors when the cookie code cannot be fetched.
   */
  setAccessValidated(username: string, now: number): Observable<void>;
}

/**
 * Dependencies: the browser-wide and the tab's stores, the API client (bound late), the hub connection
 * the sign-out stops, the page's cookies (one instance per app), and `storage` events (default: the
 * window's).
 */
export interface SessionDeps {
  readonly local: KeyValueStore<LocalKey>;
  readonly tab: KeyValueStore<TabKey>;
  readonly api: () => Pick<ApiClient, 'post$'>;
  readonly hub: { stop(): void };
  /** The page's cookies, one instance per app, fetched with the network code (not part of the first paint). */
  readonly cookies: DeferredModule<CookieJar>;
  readonly storageEvents$?: Observable<Pick<StorageEvent, 'key'>>;
  /**
   * Runs `task` while holding the browser-wide lock `name`, so the tabs of one browser refresh one at a time
   * (default: the Web Locks API, `navigator.locks`; without it, the task runs at once; ./token-refresh.ts).
   */
  readonly lock?: BrowserLock;
}

/** The token refresh's code, fetched with the network code on the first refresh. */
const refresher = deferredModule(() => import(/* webpackChunkName: "network" */ './token-refresh'));

/** Creates the session service (spec §3 storage keys, §4 sign-in state and impersonation, §7 token refresh). */
export function createSession(deps: SessionDeps): Session {
  const { local } = deps;
  const changed = new BehaviorSubject<void>(undefined);
  // The access token the service ended the sign-in under: a token stored since (a new sign-in here or in
  // another tab, or another tab's refresh) is a sign-in that stands.
  let endedUnder: string | undefined;
  const currentToken = () => local.get<string>('accessToken') ?? '';
  const isEnded = () => endedUnder !== undefined && endedUnder === currentToken();
  /** The service ended the sign-in: told once; the hub connection stops and its requests stay unsent. */
  const end = () => {
    if (isEnded()) return;
    endedUnder = currentToken();
    changed.next();
    deps.hub.stop();
  };
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
  const claims$ = watched('claims').pipe(
    map(() => claims()),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  // The flags as stored at sign-in (spec §3 keys `clientTypeId`, `canImpersonate`), so an older
  // sign-in without claims still finds them.
  const brand$ = watched('clientTypeId').pipe(
    map((value) => (typeof value === 'string' && value !== '' ? value : undefined)),
  );
  const canImpersonate$ = watched('canImpersonate').pipe(map((v) => v === 'true' || v === true));

  // The refresh is network code (./token-refresh.ts, in the network chunk with the API client, its only
  // caller); the token it replaces is read when the refresh is asked for, not once its code is in.
  // Once the sign-in has ended, no refresh is asked for: its refresh token is no good.
  const refresh$ = () =>
    defer(() => {
      if (isEnded()) return throwError(() => new TokenRefreshError('The sign-in has ended'));
      const before = local.get<string>('accessToken');
      // The refresh tells when its failure says the sign-in has ended (./token-refresh.ts).
      return refresher.use$(({ refreshTokens$ }) =>
        refreshTokens$(
          { local, api: deps.api, lock: deps.lock, stored: () => changed.next(), ended: end },
          before,
        ),
      );
    });

  const rememberedLogin = (): RememberedLogin => ({
    rememberedEmail: local.get<string>('rememberedEmail') ?? '',
    rememberMe: local.get<boolean>('rememberMe') === true,
  });
  const clear = () => {
    endedUnder = undefined;
    SIGN_IN_LOCAL_KEYS.forEach((key) => local.remove(key));
    SIGN_IN_TAB_KEYS.forEach((key) => deps.tab.remove(key));
    changed.next();
  };

  return {
    signedIn$,
    impersonating$,
    impersonatedEmail$: combineLatest([impersonating$, watched('impersonatedEmail')]).pipe(
      map(([acting, email]) => (acting && typeof email === 'string' ? email : '')),
      distinctUntilChanged(),
    ),
    claims$,
    brand$,
    canImpersonate$,
    // `changed` also fires when the sign-in ends, and another tab's new token comes as a storage event.
    ended$: merge(
      changed,
      events$.pipe(filter((e) => e.key === null || e.key === storageKey('accessToken'))),
    ).pipe(
      map(() => isEnded()),
      distinctUntilChanged(),
    ),
    tokens: {
      accessToken: () => local.get<string>('accessToken'),
      refresh$,
      ended: isEnded,
      end,
    },
    account: () => ({ email: local.get<string>('email') ?? '', userId: local.get<string>('userId') }),
    storeLogin(response, email) {
      if (typeof response.AccessToken !== 'string' || !response.AccessToken)
        throw new Error('login.MissingFieldsMessage');
      const list = response.Claims ?? [];
      endedUnder = undefined;
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
      local.remove('impersonatedEmail');
      changed.next();
    },
    remember(email, rememberMe) {
      local.set('rememberMe', rememberMe);
      if (rememberMe) local.set('rememberedEmail', email);
      else local.remove('rememberedEmail');
    },
    storeImpersonation(accessToken, email) {
      local.set('accessToken', accessToken);
      local.set('hasImpersonated', true);
      local.set('impersonatedEmail', email);
      // The list last loaded is the support user's own, not the impersonated account's: never shown for it.
      local.remove('lastPlayers');
      changed.next();
    },
    rememberedLogin,
    openLogin() {
      LOGIN_OPEN_KEYS.forEach((key) => local.remove(key));
      const state: LoginScreenState = {
        ...rememberedLogin(),
        inactive: local.get<boolean>('inactive') === true,
        notice: deps.tab.get<string>('notice'),
      };
      local.remove('inactive');
      deps.tab.remove('notice');
      changed.next();
      return state;
    },
    leaveNotice: (messageId) => deps.tab.set('notice', messageId),
    signOut(reason) {
      clear();
      deps.hub.stop();
      if (reason === 'idle') local.set('inactive', true);
    },
    rememberReturnTo: (path) => rememberReturnTo(deps.tab, path),
    takeReturnTo: (hasSelection) => takeSignInTarget(deps.tab, hasSelection),
    isAccessValidated: (username) => deps.cookies.use$((cookies) => of(isAccessValidated(cookies, username))),
    setAccessValidated: (username, now) =>
      deps.cookies.use$((cookies) => of(setAccessValidated(cookies, username, new Date(now)))),
  };
}

/**
 * Keeps the hub connection to the sign-in (spec §4 "Sign-in state"): when the browser signs out (in this
 * tab or another), the connection stops. Subscribe once per app; never errors or completes.
 */
export function hubFollowsSignIn$(
  session: Pick<Session, 'signedIn$'>,
  hub: { stop(): void },
): Observable<never> {
  return session.signedIn$.pipe(
    pairwise(),
    filter(([was, is]) => was && !is),
    tap(() => hub.stop()),
    ignoreElements(),
  );
}

export type { LoginResponse };
