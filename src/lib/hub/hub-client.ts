import {
  asyncScheduler,
  defer,
  distinctUntilChanged,
  finalize,
  ignoreElements,
  map,
  merge,
  Observable,
  share,
  Subject,
  takeUntil,
  tap,
  timer,
} from 'rxjs';
import { createAckIdSource } from './acks';
import { clientFrames } from './client-frames';
import { ackedRequest, fireAndForgetRequest } from './requests';
import { hubConnections } from './connections';
import { STOPPED, statusEvent, type HubEvent } from './hub-model';
import { createHubRouter } from './router';
import { resolveHubTiming } from './timing';
import type { HubClient, HubClientDeps, HubGroupMessage, HubState, WebSocketCtor } from './types';

/**
 * Creates a hub client for the reliable JSON subprotocol (docs/hub-protocol.md; spec §4 "Real-time
 * connection states", §9; docs/architecture.md §3.4, §4). Nothing happens until something subscribes:
 * `state$`, `groupMessages$` or a request starts the one shared connection (only from `stopped`),
 * which outlives its last subscriber by `timing.refCountGraceInMs` and then closes (state
 * `stopped`). `stop()` ends it at once: pending requests fail with `HubClosedError`,
 * `groupMessages$` subscriptions complete, joined groups are forgotten; `state$` subscribers stay and
 * see `stopped` (and any later connection). A later subscription starts a new connection.
 * Every duration comes from `deps.timing` (`HubTimingOptions`; defaults in `src/config/timing/`).
 * Throws `TypeError` when no WebSocket implementation is given or global.
 */
export function createHubClient(deps: HubClientDeps): HubClient {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const logger = deps.logger ?? console;
  const timing = resolveHubTiming(deps.timing);
  const WebSocketCtor = deps.WebSocketCtor ?? globalWebSocket();
  const nextAckId = createAckIdSource();
  const joined = new Set<string>();
  const stop$ = new Subject<void>();
  /** Where every message, ack and status goes: the socket's receive routes messages and acks, the connection its statuses. */
  const router = createHubRouter();
  let runs = 0;

  const connection$: Observable<HubEvent> = defer(() => {
    const run = ++runs;
    return hubConnections({
      getClientAccessUrl: deps.getClientAccessUrl,
      WebSocketCtor,
      scheduler,
      logger,
      nextAckId,
      joinedGroups: () => [...joined],
      timing,
      route: router.route,
    }).pipe(
      tap((event) => router.route(event)),
      takeUntil(stop$),
      // unless a subscriber already started the next run (e.g. resubscribing on completion)
      finalize(() => run === runs && router.route(statusEvent(STOPPED))),
    );
  }).pipe(share({ resetOnRefCountZero: () => timer(timing.refCountGraceInMs, scheduler) }));

  const link$ = router.status$.pipe(
    map((s) => s.link),
    distinctUntilChanged(),
  );
  const state$: Observable<HubState> = merge(
    connection$.pipe(ignoreElements()),
    router.status$.pipe(
      map((s) => s.state),
      distinctUntilChanged(),
    ),
  );
  // The messages first, then the connection, which this keeps open and whose end completes it.
  const groupMessages$ = new Observable<HubGroupMessage>((subscriber) => {
    const delivery = router.messages$.subscribe((message) => subscriber.next(message));
    delivery.add(
      connection$.subscribe({
        error: (err: unknown) => subscriber.error(err),
        complete: () => subscriber.complete(),
      }),
    );
    return delivery;
  });
  const requestDeps = { connection$, acks: router.acks, link$, nextAckId, scheduler, timing };

  return {
    state$,
    groupMessages$,
    joinGroup: (group, options) =>
      options?.fireAndForget
        ? fireAndForgetRequest(requestDeps, clientFrames.joinGroup(group, undefined), () => joined.add(group))
        : ackedRequest(requestDeps, (ackId) => clientFrames.joinGroup(group, ackId)).pipe(
            tap(() => joined.add(group)),
          ),
    leaveGroup: (group) =>
      ackedRequest(requestDeps, (ackId) => clientFrames.leaveGroup(group, ackId)).pipe(
        tap(() => joined.delete(group)),
      ),
    sendToGroup: (group, data, options) =>
      options?.fireAndForget
        ? fireAndForgetRequest(
            requestDeps,
            clientFrames.sendToGroup(group, undefined, options.noEcho ?? true, data),
          )
        : ackedRequest(requestDeps, (ackId) =>
            clientFrames.sendToGroup(group, ackId, options?.noEcho ?? true, data),
          ),
    stop: () => {
      joined.clear();
      stop$.next();
    },
  };
}

function globalWebSocket(): WebSocketCtor {
  const ctor = (globalThis as { WebSocket?: unknown }).WebSocket;
  if (typeof ctor !== 'function')
    throw new TypeError('No WebSocket implementation: pass HubClientDeps.WebSocketCtor');
  return ctor as WebSocketCtor;
}
