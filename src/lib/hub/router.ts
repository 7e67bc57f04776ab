import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { createAckRouter, type AckRouter } from './acks';
import { STOPPED, type HubRouted, type Status } from './hub-model';
import type { HubGroupMessage } from './types';

/**
 * The one router of the hub client (docs/architecture.md §4): every message, ack and status goes through
 * {@link HubRouter.route}, and each to its readers alone: a group message to `messages$`, an ack to the
 * requests waiting for its ackId (a lookup, see {@link AckRouter}), a status to `status$`.
 */
export interface HubRouter {
  /** Hands `event` on to its readers, at once, in the caller's turn. */
  route(event: HubRouted): void;
  /** Each group message routed while subscribed (hot: nothing is replayed). */
  readonly messages$: Observable<HubGroupMessage>;
  /** The connection's status: the current one at once (`stopped` before any), then each change. */
  readonly status$: Observable<Status>;
  /** The ack frames of `ackId` routed from subscribing on (never completes). */
  readonly acks: Pick<AckRouter, 'of'>;
}

/** A new {@link HubRouter}: stopped, nothing waiting. */
export function createHubRouter(): HubRouter {
  const messages = new Subject<HubGroupMessage>();
  const status = new BehaviorSubject<Status>(STOPPED);
  const acks = createAckRouter();
  return {
    route(event) {
      switch (event.type) {
        case 'message':
          return messages.next(event.message);
        case 'ack':
          return acks.deliver(event.frame);
        case 'status':
          return status.next(event.status);
      }
    },
    messages$: messages.asObservable(),
    status$: status.asObservable(),
    acks,
  };
}
