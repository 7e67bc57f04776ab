import { firstValueFrom, of, Subject } from 'rxjs';
import { createSession, hubFollowsSignIn$ } from '../../../src/lib/session/session';
import { storageKey } from '../../../src/lib/storage/web-storage';
import { memoryStores } from '../../support/memory-storage';
import { sessionDeps } from '../../support/session-deps';
import { memoryCookies } from '../../support/memory-cookies';

const login = {
  AccessToken: 'at',
  RefreshToken: 'rt',
  UserId: 'u-1',
  Claims: [{ Name: 'clientTypeId', Value: '2' }],
};

function setup() {
  const stores = memoryStores();
  const events = new Subject<{ key: string | null }>();
  const cookies = memoryCookies();
  const deps = sessionDeps(stores, cookies);
  const session = createSession({
    ...deps,
    storageEvents$: events,
    api: () => ({ post$: () => of(undefined) }),
  });
  return { ...stores, events, cookies, deps, session };
}

describe('the sign-in owns the way out (spec §4 "Sign-in state", Idle, Login)', () => {
  it.each(['user', 'expired', 'refused'] as const)(
    'signOut(%s) clears the sign-in and stops the hub connection once, and the login screen shows no inactivity notice',
    (reason) => {
      const s = setup();
      const following = hubFollowsSignIn$(s.session, s.deps.hub).subscribe();
      s.session.storeLogin(login, 'a@b.c');
      s.session.signOut(reason);
      expect(s.deps.hubStops()).toBe(1);
      following.unsubscribe();
      expect(s.session.tokens.accessToken()).toBeUndefined();
      expect(s.session.openLogin().inactive).toBe(false);
    },
  );

  it('signOut(idle) flags the next login screen once with the inactivity notice', () => {
    const s = setup();
    const following = hubFollowsSignIn$(s.session, s.deps.hub).subscribe();
    s.session.storeLogin(login, 'a@b.c');
    s.session.signOut('idle');
    expect(s.deps.hubStops()).toBe(1);
    following.unsubscribe();
    expect(s.session.openLogin().inactive).toBe(true);
    expect(s.session.openLogin().inactive).toBe(false);
  });

  it('a notice left for the login screen is shown once, and remember me fills the e-mail', () => {
    const s = setup();
    s.session.leaveNotice('reset-password.SuccessMessage');
    s.session.remember('kept@example.com', true);
    expect(s.session.openLogin()).toEqual({
      rememberedEmail: 'kept@example.com',
      rememberMe: true,
      inactive: false,
      notice: 'reset-password.SuccessMessage',
    });
    expect(s.session.openLogin().notice).toBeUndefined();
    s.session.remember('kept@example.com', false);
    expect(s.session.openLogin().rememberedEmail).toBe('');
  });

  it('the brand follows the account (clientTypeId), also after another tab signs in', () => {
    const s = setup();
    const brands: (string | undefined)[] = [];
    s.session.brand$.subscribe((brand) => brands.push(brand));
    s.session.storeLogin(login, 'a@b.c');
    s.localArea.setItem(storageKey('clientTypeId'), '"18"');
    s.events.next({ key: storageKey('clientTypeId') });
    expect(brands).toEqual([undefined, '2', '18']);
  });

  it('the access-validated cookie is read and set through the one cookie jar of the app', async () => {
    const s = setup();
    expect(await firstValueFrom(s.session.isAccessValidated('a@b.c'))).toBe(false);
    await firstValueFrom(s.session.setAccessValidated('A@b.c', Date.UTC(2030, 0, 1)));
    expect(await firstValueFrom(s.session.isAccessValidated('a@b.c'))).toBe(true);
    expect(Object.keys(s.cookies.all())).toHaveLength(1);
  });
});

describe('hubFollowsSignIn$ (the hub connection follows the sign-in)', () => {
  it('stops the hub when the browser signs out, in this tab or another, never while signed out already', () => {
    const s = setup();
    const stops: string[] = [];
    const subscription = hubFollowsSignIn$(s.session, { stop: () => void stops.push('stop') }).subscribe();
    expect(stops).toEqual([]);
    s.session.storeLogin(login, 'a@b.c');
    expect(stops).toEqual([]);
    // Another tab signs out: its storage event is all this tab sees.
    s.localArea.removeItem(storageKey('accessToken'));
    s.events.next({ key: storageKey('accessToken') });
    expect(stops).toEqual(['stop']);
    subscription.unsubscribe();
  });
});
