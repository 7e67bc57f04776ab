import { firstValueFrom, of, throwError, type Observable } from 'rxjs';
import { impersonate$, showImpersonation } from '../../../src/features/impersonation/impersonation.streams';
import { ApiError } from '../../../src/lib/api/errors';
import { createSession } from '../../../src/lib/session/session';
import { fakeApi } from '../../support/fake-api';
import { memoryStores } from '../../support/memory-storage';
import { sessionDeps } from '../../support/session-deps';

function setup(answer: () => Observable<unknown>) {
  const stores = memoryStores();
  const session = createSession({
    ...sessionDeps(stores),
    api: () => {
      throw new Error('unused');
    },
  });
  session.storeLogin(
    {
      AccessToken: 'support-token',
      RefreshToken: 'rt',
      UserId: 'u',
      Claims: [{ Name: 'canImpersonate', Value: 'true' }],
    },
    'support@example.com',
  );
  const posts: unknown[] = [];
  const api = fakeApi((call) => (posts.push({ path: call.path, body: call.body }), answer()));
  return { ...stores, session, posts, deps: { api, session, local: stores.local } };
}

describe('impersonate$ (spec §3, §4 Impersonation, §8)', () => {
  it('posts UserName = the stored e-mail, Password, ImpersonateUser; stores the token and sets hasImpersonated', async () => {
    const s = setup(() => of({ AccessToken: 'demo-token' }));
    await expect(firstValueFrom(impersonate$(s.deps, ' demo@example.com ', 'Demo!2345'))).resolves.toEqual({
      kind: 'impersonating',
    });
    expect(s.posts).toEqual([
      {
        path: 'api/Account/impersonate',
        body: { UserName: 'support@example.com', Password: 'Demo!2345', ImpersonateUser: 'demo@example.com' },
      },
    ]);
    expect(s.local.get('accessToken')).toBe('demo-token');
    expect(s.local.get('hasImpersonated')).toBe(true);
  });

  it('an answer without a token is only reported (`no-token`): nothing changes', async () => {
    const s = setup(() => of({ AccessToken: null }));
    await expect(firstValueFrom(impersonate$(s.deps, 'demo@example.com', 'x'))).resolves.toEqual({
      kind: 'no-token',
    });
    expect(s.local.get('accessToken')).toBe('support-token');
    expect(s.local.get('hasImpersonated')).toBeUndefined();
  });

  it('a refusal is `failed`, not an error', async () => {
    const error = new ApiError(403, 'api/Account/impersonate');
    const s = setup(() => throwError(() => error));
    await expect(firstValueFrom(impersonate$(s.deps, 'demo@example.com', 'x'))).resolves.toEqual({
      kind: 'failed',
      error,
    });
    expect(s.local.get('accessToken')).toBe('support-token');
  });

  it('unimpersonate (session.signOut) leaves no token and no hasImpersonated flag', async () => {
    const s = setup(() => of({ AccessToken: 'demo-token' }));
    await firstValueFrom(impersonate$(s.deps, 'demo@example.com', 'Demo!2345'));
    s.session.signOut('user');
    expect(Object.keys(s.localArea.dump()).filter((k) => /token|impersonated/.test(k))).toEqual([]);
  });

  it.each([
    ['true', false, true],
    [true, false, true],
    ['false', false, false],
    [undefined, false, false],
    ['false', true, true],
  ])('button shown for canImpersonate %j, impersonating %s → %s', (can, impersonating, shown) => {
    expect(showImpersonation(can, impersonating)).toBe(shown);
  });
});
