import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { Observable, firstValueFrom } from 'rxjs';
import * as v from 'valibot';
import { ApiError, ApiShapeError, NetworkError, TokenRefreshError } from './errors';
import { createRefreshGate, type TokenSource } from './refresh';
import { schemas, type SchemaName, type SchemaOutput } from './schemas';

/** Dependencies of {@link createApiClient}. */
export interface ApiClientDeps {
  /** Base address of the API ('' = the page's origin). */
  readonly apiBase: string;
  /** Current tokens and the refresh call (spec §8 "HTTP 401"). */
  readonly tokens: TokenSource;
  /** Reads a cookie by name (anti-forgery token). */
  readonly readCookie: (name: string) => string | undefined;
  /** Injected fetch (tests); defaults to the global one. */
  readonly fetch?: typeof fetch;
}

/** Name of the anti-forgery cookie (spec §7). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Name of the anti-forgery header sent on non-GET API requests (spec §7). */
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** Key of the failed-refresh count in a request's ky `context`, noted when the request is sent. */
const FAILURES_AT_SEND = 'refreshFailuresAtSend';
/** The refresh call itself is never refreshed (no loop). */
const REFRESH_PATH = /\/api\/Account\/token\/refresh$/i;

/**
 * Typed REST client: `get$`/`post$` parse the JSON answer with the valibot schema they name (see
 * `schemas` in schemas.ts). Cold: each subscription sends one request; unsubscribing aborts it.
 */
export interface ApiClient {
  /** GET `path` (relative to the API base) → parsed body; errors `ApiError`, `ApiShapeError`, `NetworkError`, `TokenRefreshError`. */
  get$<K extends SchemaName>(path: string, schema: K): Observable<SchemaOutput<K>>;
  /** POST JSON `body` → parsed body (`schema` undefined: the body is ignored and `undefined` emitted); same errors. */
  post$<K extends SchemaName>(
    path: string,
    body: unknown,
    schema?: K,
  ): Observable<SchemaOutput<K> | undefined>;
}

/**
 * The one ky instance of the app (docs/architecture.md §5): bearer token and anti-forgery header only on
 * requests to the API origin; on 401 exactly one refresh in flight that concurrent requests wait for,
 * then one retry with the new token; no loop when the refresh fails. A 401 to that retry ends the sign-in
 * (`TokenSource.end`); once ended, requests that would carry its token fail with `TokenRefreshError`
 * unsent. Ky owns neither timeouts nor
 * retries (`retry: 0`, `timeout: false`): the RxJS layer decides.
 */
export function createApiClient(deps: ApiClientDeps): ApiClient & { readonly ky: KyInstance } {
  // apiBase may be absolute (another origin) or a path on the page's origin ('' = the origin itself).
  const baseUrl = new URL(`${deps.apiBase}/`, globalThis.location?.href ?? 'http://localhost/').href;
  const origin = new URL(baseUrl).origin;
  const isApi = (url: string) => new URL(url).origin === origin;
  const refreshGate = createRefreshGate(deps.tokens);
  const base: Options = { retry: 0, timeout: false, credentials: 'include', fetch: deps.fetch };

  /** What a request notes when sent (ky's per-request `context`): how many refreshes had failed by then (refresh.ts). */
  const sendContext = () => ({ [FAILURES_AT_SEND]: refreshGate.failures() });
  const authorize = (request: Request, token: string | undefined) => {
    if (!isApi(request.url)) return;
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    const xsrf = deps.readCookie(XSRF_COOKIE);
    if (xsrf && request.method !== 'GET') request.headers.set(XSRF_HEADER, xsrf);
  };

  const instance = ky.create({
    ...base,
    baseUrl,
    hooks: {
      beforeRequest: [({ request }) => authorize(request, deps.tokens.accessToken())],
      afterResponse: [
        async ({ request, options, response }) => {
          if (
            response.status !== 401 ||
            !isApi(request.url) ||
            REFRESH_PATH.test(new URL(request.url).pathname)
          )
            return response;
          // A 401 to a request without a token (a wrong password at sign-in) is not an expired session.
          const sentWith = request.headers.get('Authorization')?.replace(/^Bearer /, '');
          if (!sentWith) return response;
          const failuresAtSend = options.context[FAILURES_AT_SEND];
          const token = await firstValueFrom(
            refreshGate(sentWith, typeof failuresAtSend === 'number' ? failuresAtSend : undefined),
          );
          const retry = request.clone();
          authorize(retry, token);
          const again = await ky(retry, { ...base, throwHttpErrors: false }); // plain instance: a second 401 is not refreshed again
          // Refused with a fresh token: the service has ended the sign-in.
          if (again.status === 401) deps.tokens.end?.();
          return again;
        },
      ],
    },
  });

  const run = <S extends v.GenericSchema>(
    path: string,
    schema: S | undefined,
    call: (signal: AbortSignal) => Promise<Response>,
  ) =>
    new Observable<v.InferOutput<S>>((subscriber) => {
      // An ended sign-in asks nothing more with its token (no thundering herd after a restart).
      if (deps.tokens.ended?.() && deps.tokens.accessToken()) {
        subscriber.error(new TokenRefreshError('The sign-in has ended'));
        return;
      }
      const controller = new AbortController();
      call(controller.signal)
        .then(async (response) => {
          const text = await response.text();
          if (!schema) return subscriber.next(undefined as v.InferOutput<S>);
          let body: unknown;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            throw new ApiShapeError(path, 'not JSON');
          }
          const parsed = v.safeParse(schema, body);
          if (!parsed.success) throw new ApiShapeError(path, v.summarize(parsed.issues));
          subscriber.next(parsed.output);
        })
        .then(() => subscriber.complete())
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          subscriber.error(toApiError(path, error));
        });
      return () => controller.abort();
    });

  return {
    ky: instance, // the hooked instance itself; an absolute address bypasses the API base (its hooks still guard the origin)
    get$: (path, schema) =>
      run(path, schemas[schema], (signal) =>
        instance.get(path.replace(/^\//, ''), { signal, context: sendContext() }),
      ),
    post$: (path, body, schema) =>
      run(path, schema && schemas[schema], (signal) =>
        instance.post(path.replace(/^\//, ''), { json: body ?? {}, signal, context: sendContext() }),
      ),
  };
}

/** Maps what ky or the parser threw to the typed errors of errors.ts. */
function toApiError(path: string, error: unknown): Error {
  if (error instanceof ApiShapeError || error instanceof TokenRefreshError) return error;
  if (error instanceof HTTPError) return new ApiError(error.response.status, path);
  if (error instanceof ApiError) return error;
  return new NetworkError(path, error);
}
