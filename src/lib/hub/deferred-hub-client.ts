import {
  asyncScheduler,
  concat,
  defer,
  merge,
  NEVER,
  of,
  Subject,
  switchMap,
  take,
  throwError,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { HUB_RECONNECT_DELAY_MS } from '../../config/timing';
import type { DeferredModule } from '../deferred/deferred-module';
import { HubClosedError } from './errors';
import type { HubClient, HubState } from './types';

/** Dependencies of {@link createDeferredHubClient}. */
export interface DeferredHubClientDeps {
  /** The real client, in a module fetched after the first paint or by the first subscription. */
  readonly client: DeferredModule<HubClient>;
  /** Timer of the fetch retries; defaults to `asyncScheduler`. */
  readonly scheduler?: SchedulerLike;
  /** Where a failed fetch is reported; defaults to `console`. */
  readonly logger?: Pick<Console, 'error'>;
}

const STOPPED: HubState = { kind: 'stopped' };

/**
 * The hub client as the first paint sees it (docs/design.md "What loads when"): the {@link HubClient}
 * contract, with the protocol code in a module fetched after the first paint or by the first
 * subscription, which waits for it. Differences while that module is not in yet:
 * - a failed fetch is reported; `state$` shows `disconnected` and `state$` and `groupMessages$` fetch
 *   again every `HUB_RECONNECT_DELAY_MS` (spec §9 Reconnect), as the client does for the socket;
 *   a request errors with the fetch's error (`ChunkLoadError`), so no command is lost silently;
 * - `stop()` before the module arrives: subscriptions taken before it end as if the connection had
 *   stopped (`state$` shows `stopped`, `groupMessages$` completes, requests error with
 *   `HubClosedError` without sending); later subscriptions start a connection as usual.
 */
export function createDeferredHubClient(deps: DeferredHubClientDeps): HubClient {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const logger = deps.logger ?? console;
  let loaded: HubClient | undefined;
  let stops = 0;
  const stopped$ = new Subject<void>();

  /**
   * Waits for the module, then `use(client)`; `stopped` when stop() came since the subscription (also
   * while a failed fetch waits to be tried again); `unavailable` when the fetch failed, with `again`
   * to try once more within the same subscription.
   */
  const via = <T>(
    use: (client: HubClient) => Observable<T>,
    stopped: () => Observable<T>,
    unavailable: (error: unknown, again: Observable<T>) => Observable<T>,
  ): Observable<T> =>
    defer(() => {
      const generation = stops;
      const attempt: Observable<T> = defer(() => {
        if (generation !== stops) return stopped();
        const outcome = deps.client.get().then(
          (client) => ({ client }),
          (error: unknown) => ({ error }),
        );
        return defer(() => outcome).pipe(
          switchMap((result) => {
            if ('client' in result) loaded = result.client;
            if (generation !== stops) return stopped();
            if ('error' in result) {
              logger.error('Player Remote: the hub client could not be fetched', result.error);
              return unavailable(result.error, attempt);
            }
            return use(result.client);
          }),
        );
      });
      return attempt;
    });
  /** `again` after `HUB_RECONNECT_DELAY_MS`, or at once on stop() (which `again` then answers with `stopped`). */
  const retryLater = <T>(again: Observable<T>) =>
    merge(timer(HUB_RECONNECT_DELAY_MS, scheduler), stopped$).pipe(
      take(1),
      switchMap(() => again),
    );

  const state$: Observable<HubState> = via(
    (client) => client.state$,
    () => concat(of(STOPPED), NEVER),
    (error, again) =>
      concat(
        of<HubState>({
          kind: 'disconnected',
          reason: error instanceof Error ? error.message : String(error),
        }),
        retryLater(again),
      ),
  );
  const groupMessages$: HubClient['groupMessages$'] = via(
    (client) => client.groupMessages$,
    () => of(),
    (_error, again) => retryLater(again),
  );
  const request = <T>(send: (client: HubClient) => Observable<T>) =>
    via(
      send,
      () => throwError(() => new HubClosedError()),
      (error) => throwError(() => error),
    );

  return {
    state$,
    groupMessages$,
    joinGroup: (group, options) => request((client) => client.joinGroup(group, options)),
    leaveGroup: (group) => request((client) => client.leaveGroup(group)),
    sendToGroup: (group, data, options) => request((client) => client.sendToGroup(group, data, options)),
    stop() {
      stops += 1;
      stopped$.next();
      loaded?.stop();
    },
  };
}
