import type { Observable } from 'rxjs';
import type { ApiClient } from '../api/api-client';
import type { TokenSource } from '../api/refresh';
import type { Claim, LoginResponse } from '../api/schemas';
import type { DeferredModule } from '../deferred/deferred-module';
import type { CookieJar } from '../storage/cookie-jar';
import type { KeyValueStore, LocalKey, TabKey } from '../storage/web-storage';
import type { BrowserLock } from './token-refresh';

/* The sign-in's types (./session.ts `createSession` builds the one Session of an app). */

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
   * tab, and for `idle` flags the user inactive for the login screen. The hub connection stops through
   * {@link hubFollowsSignIn$}, as for a sign-out in another tab. The caller navigates to the login route.
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
