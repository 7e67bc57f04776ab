import { defer, map, NEVER, throwError, type Observable } from 'rxjs';
import * as v from 'valibot';
import type { ApiClient } from '../../src/lib/api/api-client';
import { ApiError, ApiShapeError } from '../../src/lib/api/errors';
import { schemas, type SchemaName, type SchemaOutput } from '../../src/lib/api/schemas';

/** One request the fake API received. */
export interface ApiCall {
  readonly method: 'GET' | 'POST';
  /** The path as the app passed it, e.g. `api/Player/list`. */
  readonly path: string;
  /** The POST body (undefined for GET). */
  readonly body?: unknown;
}

/** How the fake API answers a request: the JSON body it returns (or an error), as an observable. */
export type ApiAnswer = (call: ApiCall) => Observable<unknown>;

/** An {@link ApiClient} that answers from a function and records every request. */
export interface FakeApi extends ApiClient {
  /** Every request so far, oldest first. */
  readonly calls: readonly ApiCall[];
}

/** Answers by `"METHOD path"` (e.g. `'POST api/Account/login'`); an unknown request fails with HTTP 404. */
export function apiRoutes(routes: Readonly<Record<string, ApiAnswer>>): ApiAnswer {
  return (call) => {
    const route = routes[`${call.method} ${call.path}`];
    return route ? route(call) : apiFailure(404)(call);
  };
}

/** An answer that fails with HTTP `status` (`ApiError`), as the real client reports a refusal. */
export function apiFailure(status: number): ApiAnswer {
  return (call) => throwError(() => new ApiError(status, call.path));
}

/** Parses `body` with the named response schema, as the real client does: a wrong shape is an `ApiShapeError`. */
function parseAs<K extends SchemaName>(path: string, name: K, body: unknown): SchemaOutput<K> {
  const parsed = v.safeParse(schemas[name], body);
  if (!parsed.success) throw new ApiShapeError(path, v.summarize(parsed.issues));
  return parsed.output;
}

/**
 * A fake REST client: each request is recorded, then answered by `answer` (default: never answers).
 * Bodies are parsed with the schema the app names, so a builder that drifts from the API's shape fails
 * the way the real client would. Cold, like the real one: nothing is sent until subscribed.
 */
export function fakeApi(answer: ApiAnswer = () => NEVER): FakeApi {
  const calls: ApiCall[] = [];
  const send = (call: ApiCall) =>
    defer(() => {
      calls.push(call);
      return answer(call);
    });
  return {
    calls,
    get$: (path, schema) => send({ method: 'GET', path }).pipe(map((body) => parseAs(path, schema, body))),
    post$: (path, body, schema) =>
      send({ method: 'POST', path, body }).pipe(
        map((answer) => (schema === undefined ? undefined : parseAs(path, schema, answer))),
      ),
  };
}
