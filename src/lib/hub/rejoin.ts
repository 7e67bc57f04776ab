import { defer, filter, from, ignoreElements, mergeMap, take, tap, type Observable } from 'rxjs';
import { ackOutcome } from './acks';
import { HubAckError } from './errors';
import { clientFrames } from './client-frames';
import type { AckFrame } from './frames';
import type { Link, HubDeps } from './hub-model';

/**
 * Rejoins `groups` on the first `connected` frame of a new connection (hub-protocol.md §11; never
 * after a recovery): one `joinGroup` per group with a new ackId, one attempt, no retry. A failed ack
 * is reported with `logger.warn`; the group stays flagged for the next connection. Emits nothing;
 * completes when every ack arrived (or never, if the socket closes first).
 */
export function rejoinGroups(
  groups: readonly string[],
  link: Link,
  acks$: Observable<AckFrame>,
  deps: Pick<HubDeps, 'nextAckId' | 'logger'>,
): Observable<never> {
  return from(groups).pipe(
    // mergeMap: the rejoins go out together and settle independently, like the SDK's
    mergeMap((group) =>
      defer(() => {
        const ackId = deps.nextAckId();
        link.send(clientFrames.joinGroup(group, ackId));
        return acks$.pipe(
          filter((ack) => ack.ackId === ackId),
          take(1),
        );
      }).pipe(
        tap((ack) => {
          const outcome = ackOutcome(ack);
          if (outcome instanceof HubAckError)
            deps.logger.warn(`hub: rejoining group "${group}" failed`, outcome);
        }),
      ),
    ),
    ignoreElements(),
  );
}
