/** Client → service frames this client writes (hub-protocol.md §2). */
export type ClientFrame =
  | {
      readonly type: 'joinGroup' | 'leaveGroup';
      readonly group: string;
      /** Absent for a fire-and-forget join: the service answers it with no ack. */
      readonly ackId?: number;
    }
  | {
      readonly type: 'sendToGroup';
      readonly group: string;
      /** Absent for a fire-and-forget send: the service answers it with no ack. */
      readonly ackId?: number;
      readonly noEcho: boolean;
      readonly dataType: 'json';
      readonly data: unknown;
    }
  | { readonly type: 'sequenceAck'; readonly sequenceId: number }
  | { readonly type: 'ping' };

/** Client frame builders (hub-protocol.md §2), with the key order the official SDK writes. */
export const clientFrames = {
  /** With `ackId` undefined, a fire-and-forget join: the frame has no `ackId` key. */
  joinGroup: (group: string, ackId: number | undefined): ClientFrame =>
    ackId === undefined ? { type: 'joinGroup', group } : { type: 'joinGroup', group, ackId },
  leaveGroup: (group: string, ackId: number): ClientFrame => ({ type: 'leaveGroup', group, ackId }),
  /** With `ackId` undefined, a fire-and-forget send: the frame has no `ackId` key. */
  sendToGroup: (group: string, ackId: number | undefined, noEcho: boolean, data: unknown): ClientFrame =>
    ackId === undefined
      ? { type: 'sendToGroup', group, noEcho, dataType: 'json', data }
      : { type: 'sendToGroup', group, ackId, noEcho, dataType: 'json', data },
  sequenceAck: (sequenceId: number): ClientFrame => ({ type: 'sequenceAck', sequenceId }),
  ping: (): ClientFrame => ({ type: 'ping' }),
} as const;

/** Serializes a client frame to the text of one WebSocket frame; throws `TypeError` when `data` is not JSON-serializable. */
export function serializeClientFrame(frame: ClientFrame): string {
  return JSON.stringify(frame);
}
