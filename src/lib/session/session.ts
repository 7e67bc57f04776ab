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
import type { Claim, LoginResponse } from '../api/schemas';
import { deferredModule } from '../deferred/deferred-module';
import { rememberReturnTo, takeSignInTarget } from './return-to';
import { storageKey, type LocalKey, type TabKey } from '../storage/web-storage';
import { isAccessValidated, setAccessValidated } from './access-cookie';
import type { LoginScreenState, RememberedLogin, Session, SessionDeps } from './session.types';

export type { LoginScreenState, RememberedLogin, Session, SessionDeps, SignOutReason } from './session.types';

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

/** The token refresh's code, fetched with the network code on the first refresh. */
const refresher = deferredModule(() => import(/* webpackChunkName: "network" */ './token-refresh'));

/**
 * Stores a login's answer under the spec's keys (§3: tokens, the user, the claims, and the flags read
 * from them) and ends any impersonation.
 * @throws Error `login.MissingFieldsMessage` when the answer has no access token (nothing is stored).
 */
function storeLoginAnswer(local: SessionDeps['local'], response: LoginResponse, email: string): void {
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
  local.remove('impersonatedEmail');
}

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
      storeLoginAnswer(local, response, email);
      endedUnder = undefined;
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
 * tab, `signOut`, or another), the connection stops, once. The one stop of a sign-out: subscribe once per
 * app; never errors or completes.
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
