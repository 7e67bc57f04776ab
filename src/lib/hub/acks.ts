import { HubAckError } from './errors';
import type { AckFrame } from './frames';
import type { HubAck } from './types';

/** Name of the ack error that means "already processed", counted as success (hub-protocol.md §3, §4). */
export const DUPLICATE_ACK_ERROR = 'Duplicate';

/**
 * An ackId allocator (hub-protocol.md §4): one counter per client instance, incremented before use,
 * so the first id is 1. Never reset, not even by a reconnect.
 */
export function createAckIdSource(): () => number {
  let last = 0;
  return () => {
    last += 1;
    return last;
  };
}

/**
 * The outcome of an ack frame (hub-protocol.md §4): `success` → `{ackId, duplicated: false}`;
 * error `Duplicate` → `{ackId, duplicated: true}`; any other error (or a failure without one,
 * reported as `Unknown`) → a `HubAckError` carrying the ackId and the error detail.
 */
export function ackOutcome(frame: AckFrame): HubAck | HubAckError {
  if (frame.success) return { ackId: frame.ackId, duplicated: false };
  if (frame.error?.name === DUPLICATE_ACK_ERROR) return { ackId: frame.ackId, duplicated: true };
  return new HubAckError(
    frame.ackId,
    frame.error ?? { name: 'Unknown', message: 'The service reported a failure without detail' },
  );
}
