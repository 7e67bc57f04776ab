import { firstValueFrom, forkJoin, lastValueFrom } from 'rxjs';
import { createApiClient } from '../../../src/lib/api/api-client';
import { ApiError, TokenRefreshError } from '../../../src/lib/api/errors';
import { createSession } from '../../../src/lib/session/session';
import { memoryStores } from '../../support/memory-storage';
import { sessionDeps } from '../../support/session-deps';
import { until } from '../../support/until';

const API = 'https://api.example.com';
/** A real response schema whose answer the fake API gives to /api/echo: `{ AccessToken: 'ok' }`. */
const Ok = 'ImpersonateResponse';
type Seen = { url: string; method: string; auth: string | null; xsrf: string | null; body: unknown };

/**
 * A fake API behind an injected fetch: GET/POST /api/echo need `Bearer <valid>`; token/refresh answers
 * with `refreshAnswer` after a few ms (so concurrent requests overlap it). Every request is recorded.
 */
function harness(
  options: {
    refreshAnswer?: () => Response;
    retryStill401?: boolean;
    answerDelayMs?: (path: string) => number;
  } = {},
) {
  const stores = memoryStores();
  const seen: Seen[] = [];
  let valid = 'fresh-1';
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = request.method === 'GET' ? undefined : await request.text();
    const entry = {
      url: request.url,
      method: request.method,
      auth: request.headers.get('authorization'),
      xsrf: request.headers.get('x-xsrf-token'),
      body: body ? JSON.parse(body) : undefined,
    };
    seen.push(entry);
    const path = new URL(request.url).pathname;
    await new Promise((resolve) => setTimeout(resolve, options.answerDelayMs?.(path) ?? 5));
    if (path === '/api/Account/token/refresh') {
      if (options.refreshAnswer) return options.refreshAnswer();
      valid = 'fresh-2';
      return Response.json({ AccessToken: valid, RefreshToken: 'rt-2' });
    }
    if (entry.auth !== `Bearer ${valid}` || options.retryStill401)
      return new Response('expired', { status: 401 });
    return Response.json({ AccessToken: 'ok' });
  };
  const late: { api?: ReturnType<typeof createApiClient> } = {};
  const session = createSession({ ...sessionDeps(stores), api: () => late.api! });
  const api = (late.api = createApiClient({
    apiBase: API,
    tokens: session.tokens,
    readCookie: (name) => (name === 'XSRF-TOKEN' ? 'xsrf-value' : undefined),
    fetch,
  }));
  stores.local.set('accessToken', 'expired-1');
  stores.local.set('refreshToken', 'rt-1');
  stores.local.set('userId', 'u-1');
  stores.local.set('email', 'demo@example.com');
  stores.local.set('claims', [{ Name: 'role', Value: 'User', Rolename: 'User' }]);
  return { api, seen, stores, session, validate: (token: string) => (valid = token) };
}

const refreshCalls = (seen: Seen[]) => seen.filter((s) => s.url.endsWith('/api/Account/token/refresh'));

describe('API client ky hooks (spec §7, §8 "HTTP 401", docs/architecture.md §5)', () => {
  it('sends the bearer token to the API origin, and the XSRF header only on non-GET requests', async () => {
    const h = harness();
    h.validate('expired-1');
    await firstValueFrom(h.api.get$('api/echo', Ok));
    await firstValueFrom(h.api.post$('api/echo', { a: 1 }, Ok));
    expect(h.seen.map((s) => [s.method, s.auth, s.xsrf])).toEqual([
      ['GET', 'Bearer expired-1', null],
      ['POST', 'Bearer expired-1', 'xsrf-value'],
    ]);
  });

  it('never sends the bearer token or the XSRF header to another origin', async () => {
    const h = harness();
    await h.api.ky.post('https://cdn.example.com/stills/a.jpg').catch(() => undefined);
    expect(h.seen).toHaveLength(1);
    expect(h.seen[0]).toMatchObject({ url: 'https://cdn.example.com/stills/a.jpg', auth: null, xsrf: null });
  });

  it('20 concurrent requests with an expired token cause exactly one refresh; all are retried with the new token', async () => {
    const h = harness();
    const results = await lastValueFrom(
      forkJoin(Array.from({ length: 20 }, () => h.api.get$('api/echo', Ok))),
    );
    expect(results).toHaveLength(20);
    expect(results.every((r) => r.AccessToken === 'ok')).toBe(true);
    const refreshes = refreshCalls(h.seen);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.body).toEqual({
      AccessToken: 'expired-1',
      Claims: [{ Name: 'role', Value: 'User', Rolename: 'User' }],
      Email: 'demo@example.com',
      RefreshToken: 'rt-1',
      Rolename: 'User',
      UserId: 'u-1',
    });
    expect(h.seen.filter((s) => s.auth === 'Bearer fresh-2' && s.url.endsWith('/api/echo'))).toHaveLength(20);
    expect(h.stores.local.get('accessToken')).toBe('fresh-2');
    expect(h.stores.local.get('refreshToken')).toBe('rt-2');
  });

  it('when the refresh fails, every waiting request errors with TokenRefreshError after one refresh (no loop)', async () => {
    const h = harness({ refreshAnswer: () => new Response('no', { status: 401 }) });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => firstValueFrom(h.api.get$('api/echo', Ok))),
    );
    expect(outcomes.every((o) => o.status === 'rejected' && o.reason instanceof TokenRefreshError)).toBe(
      true,
    );
    expect(refreshCalls(h.seen)).toHaveLength(1);
    expect(h.seen).toHaveLength(6);
  });

  it('a 401 that comes back after the refresh failed gets that failure, not a second refresh; a request sent since tries once more', async () => {
    let slow = true; // the second request's 401 comes back well after the refresh has failed
    const h = harness({
      // A passing failure (the service busy): the sign-in has not ended, so trying again may help.
      refreshAnswer: () => new Response('busy', { status: 503 }),
      answerDelayMs: (path) => (path === '/api/slow' && slow ? 60 : 5),
    });
    const outcomes = await Promise.allSettled([
      firstValueFrom(h.api.get$('api/echo', Ok)),
      firstValueFrom(h.api.get$('api/slow', Ok)),
    ]);
    expect(outcomes.map((o) => o.status === 'rejected' && o.reason instanceof TokenRefreshError)).toEqual([
      true,
      true,
    ]);
    expect(refreshCalls(h.seen)).toHaveLength(1);
    slow = false;
    await expect(firstValueFrom(h.api.get$('api/echo', Ok))).rejects.toBeInstanceOf(TokenRefreshError);
    expect(refreshCalls(h.seen)).toHaveLength(2);
  });

  it('when the refresh returns no AccessToken, the error propagates', async () => {
    const h = harness({ refreshAnswer: () => Response.json({ RefreshToken: 'x' }) });
    await expect(firstValueFrom(h.api.get$('api/echo', Ok))).rejects.toBeInstanceOf(TokenRefreshError);
    expect(h.stores.local.get('accessToken')).toBe('expired-1');
  });

  it('a retry answered 401 again is an ApiError 401, not a second refresh', async () => {
    const h = harness({ retryStill401: true });
    const error = await firstValueFrom(h.api.get$('api/echo', Ok)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(refreshCalls(h.seen)).toHaveLength(1);
    expect(h.seen).toHaveLength(3);
  });

  it('a refused refresh ends the sign-in once: later requests with its token fail unsent, and no second refresh is asked', async () => {
    const h = harness({ refreshAnswer: () => new Response('no', { status: 401 }) });
    await expect(firstValueFrom(h.api.get$('api/echo', Ok))).rejects.toBeInstanceOf(TokenRefreshError);
    expect(h.session.tokens.ended?.()).toBe(true);
    const sent = h.seen.length;
    for (let i = 0; i < 5; i += 1)
      await expect(firstValueFrom(h.api.get$('api/echo', Ok))).rejects.toBeInstanceOf(TokenRefreshError);
    expect(h.seen).toHaveLength(sent);
    expect(refreshCalls(h.seen)).toHaveLength(1);
  });

  it('a retry answered 401 with a refreshed token ends the sign-in; a new sign-in stands again', async () => {
    const h = harness({ retryStill401: true });
    await expect(firstValueFrom(h.api.get$('api/echo', Ok))).rejects.toBeInstanceOf(ApiError);
    expect(h.session.tokens.ended?.()).toBe(true);
    h.stores.local.set('accessToken', 'another-sign-in');
    expect(h.session.tokens.ended?.()).toBe(false);
  });

  it('a refresh that fails on the network or a 5xx does not end the sign-in', async () => {
    const h = harness({ refreshAnswer: () => new Response('busy', { status: 503 }) });
    await expect(firstValueFrom(h.api.get$('api/echo', Ok))).rejects.toBeInstanceOf(TokenRefreshError);
    expect(h.session.tokens.ended?.()).toBe(false);
  });

  it('a 401 to a request sent without a token (a wrong password) does not refresh', async () => {
    const h = harness();
    h.stores.local.remove('accessToken');
    const error = await firstValueFrom(h.api.post$('api/echo', {}, Ok)).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect(refreshCalls(h.seen)).toHaveLength(0);
  });

  it('aborts the fetch when the subscriber unsubscribes', async () => {
    const h = harness();
    let signal: AbortSignal | undefined;
    const api = createApiClient({
      apiBase: API,
      tokens: {
        accessToken: () => undefined,
        refresh$: () => {
          throw new Error('unused');
        },
      },
      readCookie: () => undefined,
      fetch: (input, init) => {
        signal = new Request(input, init).signal;
        return new Promise(() => undefined);
      },
    });
    const subscription = api.get$('api/echo', Ok).subscribe();
    await until(() => signal !== undefined, { what: 'the request to reach fetch' });
    subscription.unsubscribe();
    expect(signal?.aborted).toBe(true);
    expect(h.seen).toHaveLength(0);
  });
});
