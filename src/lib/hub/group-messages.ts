import type { MessageFrame } from './frames';
import { sendOwedAck } from './sequence-ack';
import type { ConnectionContext, Link } from './hub-model';
import type { HubGroupMessage } from './types';

/**
 * Handles a `message` frame (hub-protocol.md §3, §5): a sequenceId not above the largest seen is
 * dropped; a jump larger than the tracker's writes a sequenceAck at once. Returns the group message as
 * a `HubGroupMessage` (fields absent from the frame stay absent), or `undefined` when there
 * is nothing to deliver: a dropped replay, or a server message or unknown `from` (only tracked).
 * Messages without sequenceId are delivered without de-duplication. Called once per frame, so it
 * returns a value, not an Observable.
 */
export function onMessage(
  frame: MessageFrame,
  ctx: ConnectionContext,
  link: Link,
): HubGroupMessage | undefined {
  const { sequenceId } = frame;
  if (sequenceId !== undefined) {
    const verdict = ctx.sequence.observe(sequenceId);
    if (!verdict.fresh) return undefined;
    if (verdict.ackNow) sendOwedAck(ctx.sequence, link);
  }
  if (frame.from !== 'group' || frame.group === undefined) return undefined; // server or unknown `from`: not ours
  const message: { -readonly [K in keyof HubGroupMessage]: HubGroupMessage[K] } = {
    group: frame.group,
    dataType: frame.dataType,
    data: frame.data,
  };
  if (frame.fromUserId !== undefined) message.fromUserId = frame.fromUserId;
  if (sequenceId !== undefined) message.sequenceId = sequenceId;
  return message;
}
