import { EMPTY, of, type Observable } from 'rxjs';
import type { MessageFrame } from './frames';
import { sendOwedAck } from './sequence-ack';
import type { ConnectionContext, Link, HubEvent } from './hub-model';
import type { HubGroupMessage } from './types';

/**
 * Handles a `message` frame (hub-protocol.md §3, §5): a sequenceId not above the largest seen is
 * dropped; a jump larger than the tracker's writes a sequenceAck at once. Group messages are emitted as
 * `HubGroupMessage` (fields absent from the frame stay absent); server messages and unknown `from`
 * values are only tracked. Messages without sequenceId are delivered without de-duplication.
 */
export function onMessage(frame: MessageFrame, ctx: ConnectionContext, link: Link): Observable<HubEvent> {
  if (frame.sequenceId !== undefined) {
    const verdict = ctx.sequence.observe(frame.sequenceId);
    if (!verdict.fresh) return EMPTY;
    if (verdict.jumped) sendOwedAck(ctx.sequence, link);
  }
  if (frame.from !== 'group' || frame.group === undefined) return EMPTY; // server or unknown `from`: not ours
  const message: HubGroupMessage = {
    group: frame.group,
    dataType: frame.dataType,
    data: frame.data,
    ...(frame.fromUserId !== undefined ? { fromUserId: frame.fromUserId } : {}),
    ...(frame.sequenceId !== undefined ? { sequenceId: frame.sequenceId } : {}),
  };
  return of({ type: 'message', message });
}
