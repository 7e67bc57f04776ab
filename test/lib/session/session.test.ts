import { Subject, firstValueFrom, from, of, throwError, type Observable } from 'rxjs';
import { ApiError, TokenRefreshError } from '../../../src/lib/api/errors';
import { createSession } from '../../../src/lib/session/session';
import { storageKey } from '../../../src/lib/storage/web-storage';
import { fakeApi } from '../../support/fake-api';
import { memoryStores } from '../../support/memory-storage';
import { sessionDeps } from '../../support/session-deps';

const login = {
  AccessToken: 'at-1',
  RefreshToken: 'rt-1',
  UserId: 'u-1',
  RequiresAccessConfirmation: false,
  Claims: [
    { Name: 'role', Value: 'Support' },
    { Name: 'canImpersonate', Value: 'true' },
    { Name: 'clientTypeId', Value: '18' },
  ],
};

function setup(post$: (path: string, body: unknown) => Observable<unknown> = () => of(undefined)) {
  const stores = memoryStores();
  const events = new Subject<{ key: string | null }>();
  const calls: { path: string; body: unknown }[] = [];
  const session = createSession({
    ...sessionDeps(stores),
    storageEvents$: events,
    api: () =>
      fakeApi((call) => (calls.push({ path: call.path, body: call.body }), post$(call.path, call.body))),
  });
  const signedIn: boolean[] = [];
  const impersonating: boolean[] = [];
  session.signedIn$.subscribe((v) => signedIn.push(v));
  session.impersonating$.subscribe((v) => impersonating.push(v));
  return { ...stores, events, session, signedIn, impersonating, calls };
}

/** The value `value$` holds now (it replays synchronously). */
function latest<T>(value$: Observable<T>): T | undefined {
  let seen: T | undefined;
  value$.subscribe((v) => (seen = v)).unsubscribe();
  return seen;
}
const tokenKeys = (dump: Record<string, string>) => Object.keys(dump).filter((k) => /token/.test(k));

describe('session (spec §3 storage keys, §4 sign-in state, impersonation)', () => {
  it('stores a login under the ngx-webstorage keys and signs in', () => {
    const s = setup();
    s.local.set('hasImpersonated', true);
    s.session.storeLogin(login, 'support@example.com');
    expect(s.localArea.dump()).toEqual({
      'ngx-webstorage|accesstoken': '"at-1"',
      'ngx-webstorage|refreshtoken': '"rt-1"',
      'ngx-webstorage|userid': '"u-1"',
      'ngx-webstorage|email': '"support@example.com"',
      'ngx-webstorage|claims': JSON.stringify([
        { Name: 'role', Value: 'Support', Rolename: 'Support' },
        login.Claims[1],
        login.Claims[2],
      ]),
      'ngx-webstorage|canimpersonate': '"true"',
      'ngx-webstorage|clienttypeid': '"18"',
    });
    expect(s.signedIn).toEqual([false, true]);
    expect(latest(s.session.brand$)).toBe('18');
  });

  it('refuses a login answer without a string AccessToken (login.MissingFieldsMessage)', () => {
    const s = setup();
    expect(() => s.session.storeLogin({ ...login, AccessToken: null }, 'a@b.c')).toThrow(
      'login.MissingFieldsMessage',
    );
    expect(s.localArea.dump()).toEqual({});
  });

  it('clientTypeId defaults to 0 and canImpersonate to "false" when the claims are absent', () => {
    const s = setup();
    s.session.storeLogin({ ...login, Claims: null }, 'a@b.c');
    expect(s.local.get('clientTypeId')).toBe('0');
    expect(s.local.get('canImpersonate')).toBe('false');
  });

  it('signOut() leaves no token and no session key in either storage, keeps language and remembered e-mail', () => {
    const s = setup();
    s.local.set('language', 'de');
    s.local.set('rememberedEmail', 'support@example.com');
    s.local.set('rememberMe', true);
    s.session.storeLogin(login, 'support@example.com');
    s.session.storeImpersonation('imp-1', 'demo@example.com');
    for (const key of ['currentGroup', 'channelIndex', 'nowPlaying', 'playlistName', 'zoneName'] as const)
      s.local.set(key, 'x');
    s.tabArea.setItem(storageKey('playerName'), '"Lobby"');
    s.tabArea.setItem(storageKey('logo'), '"a.svg"');
    s.session.signOut('user');
    expect(tokenKeys(s.localArea.dump())).toEqual([]);
    expect(s.localArea.dump()).toEqual({
      'ngx-webstorage|language': '"de"',
      'ngx-webstorage|rememberedemail': '"support@example.com"',
      'ngx-webstorage|rememberme': 'true',
    });
    expect(s.tabArea.dump()).toEqual({});
    expect(s.signedIn).toEqual([false, true, false]);
    expect(s.impersonating).toEqual([false, true, false]);
  });

  it('storeImpersonation stores the new token, sets hasImpersonated, names the account and forgets the own last known list', () => {
    const s = setup();
    const named: string[] = [];
    s.session.impersonatedEmail$.subscribe((email) => named.push(email));
    s.session.storeLogin(login, 'support@example.com');
    s.local.set('lastPlayers', [{ PlayerName: 'Support desk' }]);
    s.session.storeImpersonation('imp-1', 'demo@example.com');
    expect(s.local.get('accessToken')).toBe('imp-1');
    expect(s.local.get('hasImpersonated')).toBe(true);
    expect(s.local.get('lastPlayers')).toBeUndefined();
    expect(s.impersonating).toEqual([false, true]);
    expect(named).toEqual(['', 'demo@example.com']);
    s.session.storeLogin(login, 'support@example.com');
    expect(s.local.get('impersonatedEmail')).toBeUndefined();
    expect(named).toEqual(['', 'demo@example.com', '']);
  });

  it('openLogin clears currentGroup, canImpersonate, clientTypeId and accessToken only', () => {
    const s = setup();
    s.session.storeLogin(login, 'support@example.com');
    s.local.set('currentGroup', 'g-1');
    s.session.openLogin();
    expect(Object.keys(s.localArea.dump()).sort()).toEqual([
      'ngx-webstorage|claims',
      'ngx-webstorage|email',
      'ngx-webstorage|refreshtoken',
      'ngx-webstorage|userid',
    ]);
    expect(s.signedIn).toEqual([false, true, false]);
  });

  it('follows a sign-out in another tab through the storage event', () => {
    const s = setup();
    s.session.storeLogin(login, 'a@b.c');
    s.localArea.removeItem(storageKey('accessToken')); // the other tab
    s.events.next({ key: 'ngx-webstorage|language' });
    expect(s.signedIn).toEqual([false, true]);
    s.events.next({ key: storageKey('accessToken') });
    expect(s.signedIn).toEqual([false, true, false]);
  });

  it('follows a storage.clear() in another tab (key null)', () => {
    const s = setup();
    s.session.storeLogin(login, 'a@b.c');
    s.localArea.clear();
    s.events.next({ key: null });
    expect(s.signedIn).toEqual([false, true, false]);
  });
});

describe('session token refresh (spec §3 "Token refresh request", §8)', () => {
  it('posts the refresh body and stores the new pair', async () => {
    const s = setup(() => of({ AccessToken: 'at-2', RefreshToken: 'rt-2' }));
    s.session.storeLogin(login, 'support@example.com');
    await expect(firstValueFrom(s.session.tokens.refresh$())).resolves.toBe('at-2');
    expect(s.calls).toEqual([
      {
        path: 'api/Account/token/refresh',
        body: {
          AccessToken: 'at-1',
          Claims: s.local.get('claims'),
          Email: 'support@example.com',
          RefreshToken: 'rt-1',
          Rolename: 'Support',
          UserId: 'u-1',
        },
      },
    ]);
    expect([s.local.get('accessToken'), s.local.get('refreshToken')]).toEqual(['at-2', 'rt-2']);
  });

  it('fails with TokenRefreshError when the answer has no AccessToken, storing nothing', async () => {
    const s = setup(() => of({ AccessToken: null, RefreshToken: 'rt-2' }));
    s.session.storeLogin(login, 'a@b.c');
    await expect(firstValueFrom(s.session.tokens.refresh$())).rejects.toBeInstanceOf(TokenRefreshError);
    expect(s.local.get('refreshToken')).toBe('rt-1');
  });

  it('wraps an HTTP failure in TokenRefreshError', async () => {
    const s = setup(() => throwError(() => new ApiError(401, 'api/Account/token/refresh')));
    s.session.storeLogin(login, 'a@b.c');
    const error = await firstValueFrom(s.session.tokens.refresh$()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TokenRefreshError);
    expect((error as TokenRefreshError).cause).toBeInstanceOf(ApiError);
  });

  it('uses the token another tab stored meanwhile when its own refresh was refused (rotation)', async () => {
    const s = setup(() => {
      s.local.set('accessToken', 'from-other-tab');
      return throwError(() => new ApiError(401, 'api/Account/token/refresh'));
    });
    s.session.storeLogin(login, 'a@b.c');
    await expect(firstValueFrom(s.session.tokens.refresh$())).resolves.toBe('from-other-tab');
  });
});

describe('token refresh across the tabs of one browser (spec §8 HTTP 401)', () => {
  /** A browser-wide lock as the Web Locks API gives it: tasks under one name run one after another. */
  function browserLock() {
    let tail: Promise<unknown> = Promise.resolve();
    return <T>(_name: string, task: () => Promise<T>): Promise<T> => {
      const run = tail.then(task);
      tail = run.catch(() => undefined);
      return run;
    };
  }

  it('two tabs refreshing at once call the service once: the second takes the pair the first stored', async () => {
    const stores = memoryStores();
    stores.local.set('accessToken', 'at-1');
    stores.local.set('refreshToken', 'rt-1');
    const used = new Set<string>();
    const calls: string[] = [];
    let pair = 1;
    // The service's rotation, answering asynchronously as a network would: a refresh token is good once.
    const api = () =>
      fakeApi((call) => {
        const token = (call.body as { RefreshToken: string }).RefreshToken;
        calls.push(token);
        return from(
          Promise.resolve().then(() => {
            if (used.has(token)) throw new ApiError(401, 'refresh token replayed');
            used.add(token);
            pair += 1;
            return { AccessToken: `at-${pair}`, RefreshToken: `rt-${pair}` };
          }),
        );
      });
    const lock = browserLock();
    const tab = () =>
      createSession({
        ...sessionDeps(stores),
        api,
        lock,
        storageEvents$: new Subject(),
      });
    const [a, b] = [tab(), tab()];
    const results = await Promise.all([
      firstValueFrom(a.tokens.refresh$()),
      firstValueFrom(b.tokens.refresh$()),
    ]);
    expect(calls).toEqual(['rt-1']);
    expect(results).toEqual(['at-2', 'at-2']);
    expect(stores.local.get('refreshToken')).toBe('rt-2');
  });
});
