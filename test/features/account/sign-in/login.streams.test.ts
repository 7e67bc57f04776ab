import { firstValueFrom, of, throwError, type Observable } from 'rxjs';
import { accessCookieName, isAccessValidated, usernameHash } from '../../../../src/lib/session/access-cookie';
import {
  hashLogin$,
  login$,
  submitAccessCode$,
} from '../../../../src/features/account/sign-in/login.streams';
import { ApiError } from '../../../../src/lib/api/errors';
import { createSession } from '../../../../src/lib/session/session';
import { fakeApi } from '../../../support/fake-api';
import { memoryStores } from '../../../support/memory-storage';
import { virtualClock } from '../../../support/virtual-clock';
import { sessionDeps } from '../../../support/session-deps';
import { memoryCookies } from '../../../support/memory-cookies';

const answer = {
  AccessToken: 'at',
  RefreshToken: 'rt',
  UserId: 'u-2',
  RequiresAccessConfirmation: true,
  Claims: [{ Name: 'role', Value: 'User' }],
};
const NOW = Date.UTC(2030, 0, 1);

function setup(reply: (path: string, body: unknown) => Observable<unknown>) {
  const stores = memoryStores();
  const cookies = memoryCookies();
  const posts: { path: string; body: unknown }[] = [];
  const api = fakeApi(
    (call) => (posts.push({ path: call.path, body: call.body }), reply(call.path, call.body)),
  );
  const session = createSession({ ...sessionDeps(stores, cookies), api: () => api });
  return {
    ...stores,
    cookies,
    posts,
    deps: { api, session, scheduler: virtualClock(NOW) },
  };
}
const credentials = { username: ' access@example.com ', password: 'Demo!2345', rememberMe: true };

describe('login streams (spec §3 Login request, §4 Login, §8)', () => {
  it('without the validated cookie asks for a code (requiresAccessCode true) and stores nothing yet', async () => {
    const s = setup(() => of(answer));
    const outcome = await firstValueFrom(login$(s.deps, credentials));
    expect(outcome).toEqual({ kind: 'code-required', pending: answer });
    expect(s.posts).toEqual([
      {
        path: 'api/Account/login',
        body: { UserName: 'access@example.com', Password: 'Demo!2345', requiresAccessCode: true },
      },
    ]);
    expect(s.local.get('accessToken')).toBeUndefined();
  });

  it('a valid code completes the login: token, 30-day validated cookie, remembered e-mail', async () => {
    const s = setup(() => of({ Success: true }));
    await expect(firstValueFrom(submitAccessCode$(s.deps, answer, credentials, ' 042917 '))).resolves.toEqual(
      { kind: 'signed-in' },
    );
    expect(s.posts[0]).toEqual({
      path: 'api/Account/accesscode/validate',
      // The pending login's token binds the code to this sign-in.
      body: { UserId: 'u-2', Email: 'access@example.com', Code: '042917', AccessToken: 'at' },
    });
    expect(s.local.get('accessToken')).toBe('at');
    expect(s.local.get('rememberedEmail')).toBe('access@example.com');
    expect(s.local.get('rememberMe')).toBe(true);
    expect(isAccessValidated(s.cookies, 'ACCESS@example.com')).toBe(true);
  });

  it('a wrong code is login.InvalidAccessCodeMessage', async () => {
    const s = setup(() => throwError(() => new ApiError(400, 'x')));
    await expect(firstValueFrom(submitAccessCode$(s.deps, answer, credentials, '1'))).resolves.toEqual({
      kind: 'failed',
      textId: 'login.InvalidAccessCodeMessage',
    });
    expect(s.local.get('accessToken')).toBeUndefined();
  });

  it('with the validated cookie no code is asked (requiresAccessCode false) and the login completes', async () => {
    const s = setup(() => of({ ...answer, RequiresAccessConfirmation: false }));
    s.cookies.set(accessCookieName('access@example.com'), 'validated');
    await expect(firstValueFrom(login$(s.deps, { ...credentials, rememberMe: false }))).resolves.toEqual({
      kind: 'signed-in',
    });
    expect((s.posts[0]!.body as { requiresAccessCode: boolean }).requiresAccessCode).toBe(false);
    expect(s.local.get('rememberedEmail')).toBeUndefined(); // remember me off clears it
  });

  it('when the service still asks for the code, the code step shows even with the validated cookie', async () => {
    const s = setup(() => of(answer));
    s.cookies.set(accessCookieName('access@example.com'), 'validated');
    await expect(firstValueFrom(login$(s.deps, credentials))).resolves.toEqual({
      kind: 'code-required',
      pending: expect.objectContaining({ RequiresAccessConfirmation: true }),
    });
    expect(s.local.get('accessToken')).toBeUndefined();
  });

  it('a refused login is login.CredentialsNotFoundMessage; an answer without a token login.MissingFieldsMessage', async () => {
    const refused = setup(() => throwError(() => new ApiError(401, 'x')));
    await expect(firstValueFrom(login$(refused.deps, credentials))).resolves.toEqual({
      kind: 'failed',
      textId: 'login.CredentialsNotFoundMessage',
    });
    const tokenless = setup(() => of({ ...answer, AccessToken: null, RequiresAccessConfirmation: false }));
    tokenless.cookies.set(accessCookieName('access@example.com'), 'validated');
    await expect(firstValueFrom(login$(tokenless.deps, credentials))).resolves.toEqual({
      kind: 'failed',
      textId: 'login.MissingFieldsMessage',
    });
  });

  it('a 429 (too many sign-ins waiting or access codes mailed) is login.TooManyAttemptsMessage', async () => {
    const s = setup(() => throwError(() => new ApiError(429, 'api/Account/login')));
    await expect(firstValueFrom(login$(s.deps, credentials))).resolves.toEqual({
      kind: 'failed',
      textId: 'login.TooManyAttemptsMessage',
    });
    expect(s.local.get('accessToken')).toBeUndefined();
  });

  it('hash login posts the Secret and leaves remember me alone', async () => {
    const s = setup(() => of({ ...answer, RequiresAccessConfirmation: false }));
    s.local.set('rememberedEmail', 'kept@example.com');
    await expect(firstValueFrom(hashLogin$(s.deps, 'demo-hash'))).resolves.toEqual({ kind: 'signed-in' });
    expect(s.posts).toEqual([{ path: 'api/Account/login/hash', body: { Secret: 'demo-hash' } }]);
    expect(s.local.get('rememberedEmail')).toBe('kept@example.com');
    expect(s.local.get('accessToken')).toBe('at');
  });

  it('the cookie name is accessCode + a hash of the lower-cased user name', () => {
    expect(accessCookieName('A@b.c')).toBe(`accessCode${usernameHash('a@b.c')}`);
    expect(usernameHash('a@b.c')).toMatch(/^[0-9a-f]{8}$/);
    expect(usernameHash('a@b.c')).not.toBe(usernameHash('b@b.c'));
  });
});
