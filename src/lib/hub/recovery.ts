import { defer, Observable, retry, throwError } from 'rxjs';
import { atTime } from '../rx/clock';
import { CLOSE_POLICY_VIOLATION, SocketClosedError } from './socket';
import {
  RecoveryExpiredError,
  statusEvent,
  type ConnectionContext,
  type HubDeps,
  type HubEvent,
} from './hub-model';
import { runSocket } from './run-socket';

/**
 * The recovery URL (hub-protocol.md §6): the last access URL (still with its `access_token`) plus
 * `awps_connection_id` and `awps_reconnection_token`, URI-encoded. The original URL is kept verbatim.
 */
export function recoveryUrl(url: string, connectionId: string, reconnectionToken: string): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}awps_connection_id=${encodeURIComponent(connectionId)}&awps_reconnection_token=${encodeURIComponent(reconnectionToken)}`;
}

/**
 * Why an opened socket that closed must not be recovered (hub-protocol.md §6 step 2), or `undefined`
 * when recovery applies: close code 1008, or no connectionId, reconnection token or URL. (Stopping
 * never gets here: `stop()` tears every connection down.)
 */
export function recoverySkipReason(closed: SocketClosedError, ctx: ConnectionContext): string | undefined {
  if (closed.code === CLOSE_POLICY_VIOLATION) return 'close code 1008';
  if (!ctx.connectionId || !ctx.reconnectionToken) return 'no connectionId or reconnection token';
  if (!ctx.url) return 'no access URL';
  return undefined;
}

/**
 * Recovers the connection of `ctx` (hub-protocol.md §6): state `recovering` (attempt 1, 2, …); the
 * first attempt at once, then one `timing.recoveryIntervalInMs` after each failed one, until
 * `timing.recoveryWindowInMs` have passed since the recovery began. The window is a deadline
 * (docs/architecture.md §3 "Deadlines decide"): an attempt still pending then is abandoned, a socket that
 * opens after it (before a late timer fired) does not count, and the wait after a failed attempt
 * never outlasts it, so the recovery ends when the window does. An opened socket is success: it runs like any socket of the connection
 * (same sequence tracker, `connected` at open, no rejoin). Errors with `RecoveryExpiredError` when
 * the window runs out, or with the `SocketClosedError` of the recovered socket when it closes later.
 */
export function recover(ctx: ConnectionContext, deps: HubDeps): Observable<HubEvent> {
  return defer(() => {
    const { scheduler, timing } = deps;
    const windowMs = timing.recoveryWindowInMs;
    const connectionId = ctx.connectionId ?? '';
    const url = recoveryUrl(ctx.url, connectionId, ctx.reconnectionToken ?? '');
    const deadline = scheduler.now() + windowMs;
    let attempt = 0;
    const attempt$ = defer(() => {
      const remaining = deadline - scheduler.now();
      if (remaining <= 0) return throwError(() => new RecoveryExpiredError(windowMs));
      attempt += 1;
      return createdThenReported(
        runSocket(url, ctx, deps, { recovery: true, openWithin: remaining, windowMs }),
        statusEvent({ state: { kind: 'recovering', connectionId, attempt }, link: null }),
      );
    });
    return attempt$.pipe(
      retry({
        // only a socket that never opened is retried here; a recovered socket that closes goes back to the connections stream
        delay: (err: unknown) =>
          err instanceof SocketClosedError && !err.opened
            ? atTime(Math.min(scheduler.now() + timing.recoveryIntervalInMs, deadline), scheduler)
            : throwError(() => err),
      }),
    );
  });
}

/**
 * Subscribes `socket$` (which creates the socket) and then emits `recovering`, in the same turn: the
 * upgrade request leaves before the state's subscribers run. Events come in the usual order: a socket
 * opens (and reports `connected`) from a later event, and a socket that fails at once (its constructor
 * threw) errors after `recovering` was reported.
 */
function createdThenReported(socket$: Observable<HubEvent>, recovering: HubEvent): Observable<HubEvent> {
  return new Observable<HubEvent>((subscriber) => {
    let reported = false;
    let failure: { readonly error: unknown } | undefined;
    const socket = socket$.subscribe({
      next: (event) => subscriber.next(event),
      error: (error: unknown) => (reported ? subscriber.error(error) : (failure = { error })),
      complete: () => subscriber.complete(),
    });
    reported = true;
    subscriber.next(recovering);
    if (failure) subscriber.error(failure.error);
    return socket;
  });
}
