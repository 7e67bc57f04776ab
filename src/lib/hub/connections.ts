import {
  catchError,
  concat,
  defer,
  of,
  retry,
  switchMap,
  take,
  throwError,
  throwIfEmpty,
  timer,
  type Observable,
} from 'rxjs';
import { SocketClosedError } from './socket';
import { recover, recoverySkipReason } from './recovery';
import { SequenceTracker } from './sequence';
import { CONNECTING, statusEvent, type ConnectionContext, type HubDeps, type HubEvent } from './hub-model';
import { runSocket } from './run-socket';

/** A connection ended for good (no recovery, or recovery failed): a new connection starts. */
export class ConnectionLostError extends Error {
  override readonly name = 'ConnectionLostError';
  constructor(
    readonly reason: string,
    /** True when the lost connection had been established (`connected` frame): reconnect at once, not after a delay. */
    readonly established: boolean,
  ) {
    super(`Hub connection lost: ${reason}`);
  }
}

/**
 * The hub connections (hub-protocol.md §6–§8): an endless sequence of connections. Each connection
 * starts `connecting`, asks `getClientAccessUrl()` for a fresh URL, opens a socket with a new
 * sequence tracker, and is recovered after unexpected closes (see `recover`). When it is lost for
 * good the state becomes `disconnected` (reason: the last `system/disconnected` message, else the
 * close) and a new connection starts: at once after an established connection, else after
 * `HubTiming.reconnectDelayInMs` (fixed, unlimited attempts). A failed first connection is
 * retried the same way (the SDK would stop; an app wants its link back), and so is a failed or empty
 * `getClientAccessUrl()`. Never errors or completes; unsubscribe to stop.
 */
export function hubConnections(deps: HubDeps): Observable<HubEvent> {
  const connection$ = defer(() => {
    const ctx: ConnectionContext = {
      url: '',
      established: false,
      sequence: new SequenceTracker(deps.timing.sequenceAckJump, deps.timing.sequenceAckBacklog),
    };
    return concat(
      of(statusEvent(CONNECTING)),
      deps.getClientAccessUrl().pipe(
        take(1),
        throwIfEmpty(() => new Error('getClientAccessUrl() completed without a URL')),
        // switchMap: take(1) leaves one URL per connection; the connection lives inside it
        switchMap((url) => {
          ctx.url = url;
          return connectionLifetime(ctx, deps);
        }),
      ),
    ).pipe(
      catchError((err: unknown) => {
        const lost = toLost(err, ctx);
        deps.logger.warn(`hub: ${lost.message}`);
        const state = { kind: 'disconnected', reason: lost.reason } as const;
        return concat(
          of(statusEvent({ state, link: null })),
          throwError(() => lost),
        );
      }),
    );
  });
  return connection$.pipe(
    retry({
      delay: (err: unknown) =>
        err instanceof ConnectionLostError && err.established
          ? of(0)
          : timer(deps.timing.reconnectDelayInMs, deps.scheduler),
    }),
  );
}

/** The first socket of a connection, then its recoveries, until the connection is lost for good. */
function connectionLifetime(ctx: ConnectionContext, deps: HubDeps): Observable<HubEvent> {
  const onClose = (err: unknown): Observable<HubEvent> => {
    if (!(err instanceof SocketClosedError) || !err.opened) return throwError(() => err);
    const skip = recoverySkipReason(err, ctx);
    if (skip !== undefined) {
      deps.logger.info(`hub: no recovery (${skip})`);
      return throwError(() => err);
    }
    deps.logger.info(`hub: recovering after ${err.message}`);
    return recover(ctx, deps).pipe(catchError(onClose));
  };
  return runSocket(ctx.url, ctx, deps, { recovery: false }).pipe(catchError(onClose));
}

function toLost(err: unknown, ctx: ConnectionContext): ConnectionLostError {
  const cause =
    err instanceof SocketClosedError
      ? `closed with code ${err.code}${err.reason ? ` (${err.reason})` : ''}`
      : err instanceof Error
        ? err.message
        : String(err);
  return new ConnectionLostError(ctx.lastDisconnectMessage ?? cause, ctx.established);
}
