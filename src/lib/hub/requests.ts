import {
  concatWith,
  connect,
  defer,
  filter,
  ignoreElements,
  map,
  merge,
  retry,
  switchMap,
  take,
  throwError,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { ackOutcome, type AckRouter } from './acks';
import { HubAckError, HubClosedError } from './errors';
import type { ClientFrame } from './client-frames';
import type { Link, HubEvent } from './hub-model';
import type { HubTiming } from './timing';
import type { HubAck } from './types';

/** What an acked request needs from the client. */
export interface RequestDeps {
  /**
   * The shared hub connections; subscribing keeps (or starts) the connection; completes when `stop()`
   * ends it. Its ack events go to `acks` instead.
   */
  readonly connection$: Observable<HubEvent>;
  /** The ack frames by ackId, as the connection receives them. */
  readonly acks: Pick<AckRouter, 'of'>;
  /** The socket to write to: replays the current one, `null` while not connected. */
  readonly link$: Observable<Link | null>;
  readonly nextAckId: () => number;
  readonly scheduler: SchedulerLike;
  /** `messageRetries` and `messageRetryDelayInMs` of the client's timing. */
  readonly timing: Pick<HubTiming, 'messageRetries' | 'messageRetryDelayInMs'>;
}

/**
 * One acked request (hub-protocol.md §4, §9 "Message retry"), cold: on subscribe it takes the next
 * ackId, waits until connected, writes the frame and waits for its ack. The same frame, **same
 * ackId**, is written again on every new socket (recovery or reconnect) until the ack arrives, and
 * again after an error ack, up to `timing.messageRetries` times `timing.messageRetryDelayInMs`
 * apart. Emits one `HubAck` (`duplicated` for `Duplicate`) and completes. Errors:
 * `HubAckError` (the last error ack), `HubClosedError` when `stop()` ends the connection first,
 * `TypeError` when the frame cannot be serialized. Unsubscribing abandons the wait (not the write).
 */
export function ackedRequest(deps: RequestDeps, build: (ackId: number) => ClientFrame): Observable<HubAck> {
  return defer(() => {
    const ackId = deps.nextAckId();
    const frame = build(ackId);
    JSON.stringify(frame); // throws TypeError now rather than at write time
    return deps.connection$.pipe(
      connect((events$) => {
        const ack$ = deps.acks.of(ackId);
        const attempt$ = deps.link$.pipe(
          filter((link): link is Link => link !== null),
          // switchMap: a new socket supersedes the old one, and the frame is written again on it with the same ackId
          switchMap((link) => {
            link.send(frame);
            return ack$;
          }),
          take(1),
          map((ack) => {
            const outcome = ackOutcome(ack);
            if (outcome instanceof HubAckError) throw outcome;
            return outcome;
          }),
        );
        const stopped$ = events$.pipe(
          ignoreElements(),
          concatWith(throwError(() => new HubClosedError(ackId))),
        );
        return merge(
          attempt$.pipe(
            retry({
              count: deps.timing.messageRetries,
              delay: (err: unknown) =>
                err instanceof HubAckError
                  ? timer(deps.timing.messageRetryDelayInMs, deps.scheduler)
                  : throwError(() => err),
            }),
          ),
          stopped$,
        );
      }),
      take(1),
    );
  });
}

/**
 * One fire-and-forget request (hub-protocol.md §2: a request without an ackId gets no ack), cold: on
 * subscribe it waits until connected, writes `frame` once and completes, emitting nothing. It is not
 * written again on a new socket: a frame lost with its socket is lost, and the caller, who waits for a
 * reply of its own, asks again. Errors: `HubClosedError` when `stop()` ends the connection before it is
 * written, `TypeError` when the frame cannot be serialized. Unsubscribing before it is written abandons it.
 * `written` is called once the frame is written (a fire-and-forget join counts its group as joined then).
 */
export function fireAndForgetRequest(
  deps: Pick<RequestDeps, 'connection$' | 'link$'>,
  frame: ClientFrame,
  written: () => void = () => undefined,
): Observable<never> {
  return deps.connection$.pipe(
    connect((events$) =>
      merge(
        deps.link$.pipe(
          filter((link): link is Link => link !== null),
          take(1),
          map((link) => {
            link.send(frame);
            written();
          }),
        ),
        events$.pipe(ignoreElements(), concatWith(throwError(() => new HubClosedError()))),
      ),
    ),
    take(1),
    ignoreElements(),
  );
}
