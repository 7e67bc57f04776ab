/**
 * createDeferredApiClient (docs/design.md "What loads when"; spec §8 "Other HTTP errors"): the API client
 * whose real implementation is in a module fetched after the first paint. A call waits for the
 * module; a failed fetch of the module (offline) errors the call with `NetworkError(path, cause)`
 * and the next call fetches again; the real client's errors pass through unchanged; calls are cold.
 */
import {
  defer,
  firstValueFrom,
  lastValueFrom,
  of,
  Subject,
  throwError,
  toArray,
  type Observable,
} from 'rxjs';
import type { ApiClient } from '../../../src/lib/api/api-client';
import { createDeferredApiClient } from '../../../src/lib/api/deferred-api-client';
import { ApiError, ApiShapeError, NetworkError, TokenRefreshError } from '../../../src/lib/api/errors';
import { deferredModule } from '../../../src/lib/deferred/deferred-module';

/** Lets every queued promise callback run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
/** What `promise` rejects with (`undefined` if it resolves); handled at once, so no rejection goes unhandled. */
const errorOf = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

type Call = { method: 'GET' | 'POST'; path: string; schema?: string; body?: unknown };

/** A fake real client: records each request when it is sent (on subscribe) and answers with `answer(call)`. */
function fakeApi(answer: (call: Call) => Observable<unknown> = () => of({ AccessToken: 'ok' })) {
  const sent: Call[] = [];
  const send = (call: Call) =>
    defer(() => {
      sent.push(call);
      return answer(call);
    });
  const api = {
    get$: jest.fn((path: string, schema: string) => send({ method: 'GET', path, schema })),
    post$: jest.fn((path: string, body: unknown, schema?: string) =>
      send({ method: 'POST', path, body, schema }),
    ),
  };
  return { api, client: api as unknown as ApiClient, sent };
}

/** The deferred client over a module fetch the test settles; `load.mock.calls.length` counts the fetches. */
function setup(real: ApiClient) {
  const fetches: Array<{ resolve: (api: ApiClient) => void; reject: (error: unknown) => void }> = [];
  const load = jest.fn(() => new Promise<ApiClient>((resolve, reject) => fetches.push({ resolve, reject })));
  const api = createDeferredApiClient(deferredModule(load));
  const fetch = (index: number) => {
    const entry = fetches[index];
    if (!entry) throw new Error(`module fetch ${index} was never started`);
    return entry;
  };
  return { api, load, fetch, loadWith: (index = 0) => fetch(index).resolve(real) };
}

describe('createDeferredApiClient (docs/design.md "What loads when")', () => {
  it('get$ waits for the module, then sends the real GET with its path and schema', async () => {
    const real = fakeApi(() => of({ HubUrl: 'wss://hub' }));
    const { api, loadWith } = setup(real.client);
    const answer = firstValueFrom(api.get$('api/Hub/h/accesstoken', 'HubAccessResponse'));
    await settle();
    expect(real.sent).toEqual([]);
    loadWith();
    await expect(answer).resolves.toEqual({ HubUrl: 'wss://hub' });
    expect(real.sent).toEqual([
      { method: 'GET', path: 'api/Hub/h/accesstoken', schema: 'HubAccessResponse' },
    ]);
  });

  it('post$ sends the real POST with its path, body and schema, and follows the answer to completion', async () => {
    const real = fakeApi(() => of('a', 'b'));
    const { api, loadWith } = setup(real.client);
    const answers = lastValueFrom(
      api.post$('api/Account/login', { user: 'u' }, 'LoginResponse').pipe(toArray()),
    );
    loadWith();
    await expect(answers).resolves.toEqual(['a', 'b']);
    expect(real.sent).toEqual([
      { method: 'POST', path: 'api/Account/login', body: { user: 'u' }, schema: 'LoginResponse' },
    ]);
  });

  it('post$ without a schema passes undefined on', async () => {
    const real = fakeApi(() => of(undefined));
    const { api, loadWith } = setup(real.client);
    const answer = firstValueFrom(api.post$('api/Account/logout', {}));
    loadWith();
    await expect(answer).resolves.toBeUndefined();
    expect(real.api.post$).toHaveBeenCalledWith('api/Account/logout', {}, undefined);
  });

  it('is cold: nothing is fetched or sent before subscribe, and each subscription sends one request', async () => {
    const real = fakeApi();
    const { api, load, loadWith } = setup(real.client);
    const get$ = api.get$('api/Player/list', 'PlayerList');
    const post$ = api.post$('api/Account/impersonate', { id: 1 }, 'ImpersonateResponse');
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(real.sent).toEqual([]);

    const first = firstValueFrom(get$);
    expect(load).toHaveBeenCalledTimes(1);
    loadWith();
    await first;
    await firstValueFrom(get$);
    await firstValueFrom(post$);
    expect(real.sent.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET api/Player/list',
      'GET api/Player/list',
      'POST api/Account/impersonate',
    ]);
    // The module was fetched once for all of them.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('unsubscribing before the module arrives sends nothing', async () => {
    const real = fakeApi();
    const { api, loadWith } = setup(real.client);
    const subscription = api.post$('api/Account/login', {}).subscribe();
    subscription.unsubscribe();
    loadWith();
    await settle();
    expect(real.sent).toEqual([]);
  });

  it('unsubscribing after the module arrived ends the real request', async () => {
    const pending = new Subject<unknown>();
    const real = fakeApi(() => pending);
    const { api, loadWith } = setup(real.client);
    const subscription = api.get$('api/Player/list', 'PlayerList').subscribe();
    loadWith();
    await settle();
    expect(pending.observed).toBe(true);
    subscription.unsubscribe();
    expect(pending.observed).toBe(false);
  });

  it('a failed module fetch errors the call with NetworkError(path, cause), for GET and POST', async () => {
    const real = fakeApi();
    const { api, fetch } = setup(real.client);
    const offline = new Error('ChunkLoadError: Loading chunk network failed');
    const get = errorOf(firstValueFrom(api.get$('api/Player/list', 'PlayerList')));
    const post = errorOf(firstValueFrom(api.post$('api/Account/login', { user: 'u' }, 'LoginResponse')));
    fetch(0).reject(offline);
    const [getError, postError] = await Promise.all([get, post]);
    expect(getError).toBeInstanceOf(NetworkError);
    expect(getError).toMatchObject({ name: 'NetworkError', path: 'api/Player/list', cause: offline });
    expect(postError).toBeInstanceOf(NetworkError);
    expect(postError).toMatchObject({ name: 'NetworkError', path: 'api/Account/login', cause: offline });
    expect(real.sent).toEqual([]);
  });

  it('the call after a failed module fetch fetches the module again and sends', async () => {
    const real = fakeApi(() => of({ AccessToken: 'fresh' }));
    const { api, load, fetch, loadWith } = setup(real.client);
    const failed = firstValueFrom(api.get$('api/Player/list', 'PlayerList'));
    fetch(0).reject(new Error('offline'));
    await expect(failed).rejects.toBeInstanceOf(NetworkError);

    const retried = firstValueFrom(api.post$('api/Account/impersonate', {}, 'ImpersonateResponse'));
    expect(load).toHaveBeenCalledTimes(2);
    loadWith(1);
    await expect(retried).resolves.toEqual({ AccessToken: 'fresh' });
    expect(real.sent).toHaveLength(1);
  });

  it.each([
    ['ApiError', new ApiError(500, 'api/x')],
    ['ApiShapeError', new ApiShapeError('api/x', 'HubUrl: missing')],
    ['TokenRefreshError', new TokenRefreshError('refresh failed')],
    ['NetworkError', new NetworkError('api/x', new TypeError('Failed to fetch'))],
  ])('passes the real client’s %s through unchanged (not wrapped)', async (_name, error) => {
    const real = fakeApi(() => throwError(() => error));
    const { api, loadWith } = setup(real.client);
    const get = errorOf(firstValueFrom(api.get$('api/x', 'PlayerList')));
    const post = errorOf(firstValueFrom(api.post$('api/x', {})));
    loadWith();
    expect(await Promise.all([get, post])).toEqual([error, error]);
    expect(await get).toBe(error);
    expect(await post).toBe(error);
  });
});
