import { ignoreElements, tap, timer, type Observable, type SchedulerLike } from 'rxjs';
import { HUB_SEQUENCE_ACK_INTERVAL_MS } from '../../config/timing';
import { clientFrames } from './client-frames';
import type { SequenceTracker } from './sequence';
import type { Link } from './hub-model';

/**
 * The periodic sequenceAck of one socket (hub-protocol.md §5 (a)): checks at once when the socket
 * opens, then every `HUB_SEQUENCE_ACK_INTERVAL_MS` (1000 ms), and writes
 * `{"type":"sequenceAck","sequenceId":<largest>}` only when a new id arrived since the last ack.
 * Emits nothing; runs until unsubscribed.
 */
export function sequenceAckLoop(
  tracker: SequenceTracker,
  link: Link,
  scheduler: SchedulerLike,
): Observable<never> {
  return timer(0, HUB_SEQUENCE_ACK_INTERVAL_MS, scheduler).pipe(
    tap(() => sendOwedAck(tracker, link)),
    ignoreElements(),
  );
}

/** Writes a sequenceAck if one is owed (used at once on a jump > 300, §5 (b), and by the loop). */
export function sendOwedAck(tracker: SequenceTracker, link: Link): void {
  const id = tracker.takeAck();
  if (id !== undefined) link.send(clientFrames.sequenceAck(id));
}
