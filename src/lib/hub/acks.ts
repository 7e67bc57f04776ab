import { Observable, type Subscriber } from 'rxjs';
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

/**
 * Hands each ack frame to the requests waiting for its ackId (hub-protocol.md §4): a lookup by ackId,
 * so an ack costs the same however many requests wait (a large fleet keeps dozens in flight, and every
 * one of them filtering every ack made each ack cost them all).
 */
export interface AckRouter {
  /** Gives `frame` to the subscribers of `of(frame.ackId)`; nothing when none waits for it. */
  deliver(frame: AckFrame): void;
  /** The ack frames of `ackId` delivered from subscribing on (never completes). */
  of(ackId: number): Observable<AckFrame>;
}

/** A new, empty {@link AckRouter}. */
export function createAckRouter(): AckRouter {
  const waiting = new Map<number, Set<Subscriber<AckFrame>>>();
  return {
    deliver(frame) {
      const subscribers = waiting.get(frame.ackId);
      if (subscribers) for (const subscriber of [...subscribers]) subscriber.next(frame);
    },
    of: (ackId) =>
      new Observable<AckFrame>((subscriber) => {
        let subscribers = waiting.get(ackId);
        if (!subscribers) waiting.set(ackId, (subscribers = new Set()));
        const own = subscribers;
        own.add(subscriber);
        return () => {
          own.delete(subscriber);
          if (own.size === 0 && waiting.get(ackId) === own) waiting.delete(ackId);
        };
      }),
  };
}
