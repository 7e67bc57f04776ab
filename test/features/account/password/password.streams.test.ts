import { firstValueFrom, of, throwError, type Observable } from 'rxjs';
import {
  changePassword$,
  forgotPassword$,
  resetPassword$,
} from '../../../../src/features/account/password/password.streams';
import { ApiError } from '../../../../src/lib/api/errors';
import { fakeApi } from '../../../support/fake-api';
import { memoryStores } from '../../../support/memory-storage';
import type { KeyValueStore, LocalKey } from '../../../../src/lib/storage/web-storage';

/** The sign-in's account and token as the session reads them from `local`. */
const sessionOver = (local: KeyValueStore<LocalKey>) => ({
  account: () => ({ email: local.get<string>('email') ?? '', userId: local.get<string>('userId') }),
  tokens: { accessToken: () => local.get<string>('accessToken'), refresh$: () => of('') },
});

function api(reply: () => Observable<unknown> = () => of(undefined)) {
  const posts: { path: string; body: unknown }[] = [];
  const client = fakeApi((call) => (posts.push({ path: call.path, body: call.body }), reply()));
  return { posts, post$: client.post$ };
}

describe('password streams (spec §3, §4 Password flows, §7)', () => {
  it('forgot posts UserName', async () => {
    const a = api();
    await expect(firstValueFrom(forgotPassword$(a, ' demo@example.com '))).resolves.toEqual({ kind: 'done' });
    expect(a.posts).toEqual([
      { path: 'api/Account/password/forgot', body: { UserName: 'demo@example.com' } },
    ]);
  });

  it('reset posts UserName = u, Password = c, NewPassword', async () => {
    const a = api();
    await firstValueFrom(resetPassword$(a, { u: 'demo@example.com', c: 'CODE' }, 'New!Pass1'));
    expect(a.posts).toEqual([
      {
        path: 'api/Account/password/forgot/reset',
        body: { UserName: 'demo@example.com', Password: 'CODE', NewPassword: 'New!Pass1' },
      },
    ]);
  });

  it('change posts the stored e-mail, both passwords and the access token as Requestor', async () => {
    const a = api();
    const { local } = memoryStores();
    local.set('email', 'demo@example.com');
    local.set('accessToken', 'at');
    await firstValueFrom(changePassword$({ api: a, session: sessionOver(local) }, 'Old!Pass1', 'New!Pass1'));
    expect(a.posts).toEqual([
      {
        path: 'api/Account/password/reset',
        body: {
          UserName: 'demo@example.com',
          Password: 'Old!Pass1',
          NewPassword: 'New!Pass1',
          Requestor: 'at',
        },
      },
    ]);
  });

  it('failures are `failed` outcomes, never errors', async () => {
    const error = new ApiError(400, 'x');
    await expect(
      firstValueFrom(
        forgotPassword$(
          api(() => throwError(() => error)),
          'a@b.c',
        ),
      ),
    ).resolves.toEqual({ kind: 'failed', error });
  });
});
