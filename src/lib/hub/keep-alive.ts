import {
  ignoreElements,
  interval,
  tap,
  throwError,
  timeout,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { HUB_PING_INTERVAL_MS, HUB_SILENCE_TIMEOUT_MS } from '../../config/timing';
import { CLOSE_ABNORMAL, SocketClosedError } from './socket';
import { clientFrames } from './client-frames';
import type { Link } from './hub-model';

/**
 * Keep-alive ping (hub-protocol.md §10): writes `{"type":"ping"}` every `HUB_PING_INTERVAL_MS`
 * (20 000 ms) after the socket opened, whether or not other traffic flows. Emits nothing; runs until unsubscribed.
 */
export function pingEvery(link: Link, scheduler: SchedulerLike): Observable<never> {
  return interval(HUB_PING_INTERVAL_MS, scheduler).pipe(
    tap(() => link.send(clientFrames.ping())),
    ignoreElements(),
  );
}

/**
 * Silence watchdog (hub-protocol.md §10): errors with `SocketClosedError` (opened, code 1006,
 * reason "keep-alive timeout") when `frames$` (every frame received, of any kind) stays silent for
 * `HUB_SILENCE_TIMEOUT_MS` (120 000 ms) from subscription or from the last frame. The error ends the
 * socket stream, whose teardown closes the socket, and the connection recovers.
 */
export function silenceWatchdog(frames$: Observable<unknown>, scheduler: SchedulerLike): Observable<never> {
  return frames$.pipe(
    timeout({
      each: HUB_SILENCE_TIMEOUT_MS,
      scheduler,
      with: () => throwError(() => new SocketClosedError(CLOSE_ABNORMAL, 'keep-alive timeout', true)),
    }),
    ignoreElements(),
  );
}
