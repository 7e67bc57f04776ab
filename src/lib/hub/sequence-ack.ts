import { ignoreElements, tap, timer, type Observable, type SchedulerLike } from 'rxjs';
import { clientFrames } from './client-frames';
import type { SequenceTracker } from './sequence';
import type { Link } from './hub-model';

/**
 * The periodic sequenceAck of one socket (hub-protocol.md §5 (a)): checks at once when the socket
 * opens, then every `intervalMs` (`HubTiming.sequenceAckIntervalInMs`), and writes
 * `{"type":"sequenceAck","sequenceId":<largest>}` only when a new id arrived since the last ack.
 * Emits nothing; runs until unsubscribed.
 */
export function sequenceAckLoop(
  tracker: SequenceTracker,
  link: Link,
  intervalMs: number,
  scheduler: SchedulerLike,
): Observable<never> {
  return timer(0, intervalMs, scheduler).pipe(
    tap(() => sendOwedAck(tracker, link)),
    ignoreElements(),
  );
}

/** Writes a sequenceAck if one is owed (used at once on a jump, §5 (b), and by the loop). */
export function sendOwedAck(tracker: SequenceTracker, link: Link): void {
  const id = tracker.takeAck();
  if (id !== undefined) link.send(clientFrames.sequenceAck(id));
}
