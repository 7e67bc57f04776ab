import {
  EMPTY,
  ignoreElements,
  interval,
  tap,
  throwError,
  timeout,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { CLOSE_ABNORMAL, SocketClosedError } from './socket';
import { clientFrames } from './client-frames';
import type { Link } from './hub-model';

/**
 * Keep-alive ping (hub-protocol.md §10): writes `{"type":"ping"}` every `intervalMs`
 * (`HubTiming.keepAliveIntervalInMs`) after the socket opened, whether or not other traffic flows;
 * 0 sends none. Emits nothing; runs until unsubscribed.
 */
export function pingEvery(link: Link, intervalMs: number, scheduler: SchedulerLike): Observable<never> {
  if (intervalMs === 0) return EMPTY;
  return interval(intervalMs, scheduler).pipe(
    tap(() => link.send(clientFrames.ping())),
    ignoreElements(),
  );
}

/**
 * Silence watchdog (hub-protocol.md §10): errors with `SocketClosedError` (opened, code 1006,
 * reason "keep-alive timeout") when `frames$` (every frame received, of any kind) stays silent for
 * `timeoutMs` (`HubTiming.keepAliveTimeoutInMs`) from subscription or from the last frame; 0 never
 * does. The error ends the socket stream, whose teardown closes the socket, and the connection recovers.
 */
export function silenceWatchdog(
  frames$: Observable<unknown>,
  timeoutMs: number,
  scheduler: SchedulerLike,
): Observable<never> {
  if (timeoutMs === 0) return EMPTY;
  return frames$.pipe(
    timeout({
      each: timeoutMs,
      scheduler,
      with: () => throwError(() => new SocketClosedError(CLOSE_ABNORMAL, 'keep-alive timeout', true)),
    }),
    ignoreElements(),
  );
}
