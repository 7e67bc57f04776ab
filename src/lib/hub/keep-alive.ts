import {
  EMPTY,
  expand,
  ignoreElements,
  interval,
  tap,
  throwError,
  timer,
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
 * The silence watchdog (hub-protocol.md §10), for a caller that notes each frame's arrival (every frame
 * received, of any kind): errors with `SocketClosedError` (opened, code 1006, reason "keep-alive timeout") once
 * `lastFrameAt() + timeoutMs` (scheduler time) has passed; 0 never does. One timer runs to the current
 * deadline and, when it fires early (frames came meanwhile), waits out the rest, so a busy socket costs
 * no timer per frame. The error ends the socket stream, whose teardown closes the socket, and the
 * connection recovers. Emits nothing.
 */
export function silenceDeadline(
  lastFrameAt: () => number,
  timeoutMs: number,
  scheduler: SchedulerLike,
): Observable<never> {
  if (timeoutMs === 0) return EMPTY;
  return timer(timeoutMs, scheduler).pipe(
    // expand: each wake-up either finds the link silent for timeoutMs or sleeps until the new deadline.
    expand(() => {
      const remaining = lastFrameAt() + timeoutMs - scheduler.now();
      return remaining > 0
        ? timer(remaining, scheduler)
        : throwError(() => new SocketClosedError(CLOSE_ABNORMAL, 'keep-alive timeout', true));
    }),
    ignoreElements(),
  );
}
