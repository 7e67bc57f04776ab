import { catchError, defer, from, switchMap, throwError, type Observable } from 'rxjs';
import type { DeferredModule } from '../deferred/deferred-module';
import type { ApiClient } from './api-client';
import { NetworkError } from './errors';

/**
 * The API client as the first paint sees it: the same {@link ApiClient} contract, with ky, valibot
 * and the schemas in a module fetched after the first paint (or by the first call, which waits for
 * it). When that fetch fails (offline), the call errors with `NetworkError` like any request that
 * never reached the API, and the next call fetches again. Errors of the request itself are the real
 * client's (`ApiError`, `ApiShapeError`, `NetworkError`, `TokenRefreshError`).
 */
export function createDeferredApiClient(client: DeferredModule<ApiClient>): ApiClient {
  const call = <T>(path: string, request: (api: ApiClient) => Observable<T>): Observable<T> =>
    defer(() => from(client.get())).pipe(
      catchError((error: unknown) => throwError(() => new NetworkError(path, error))),
      switchMap(request),
    );
  return {
    get$: (path, schema) => call(path, (api) => api.get$(path, schema)),
    post$: (path, body, schema) => call(path, (api) => api.post$(path, body, schema)),
  };
}
