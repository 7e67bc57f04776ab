import { randomBytes, randomUUID } from 'node:crypto';
import { serverFrames } from './frames';
import type { Outbound } from './outbound';

/** Buffer limits of the reliable protocol (hub-protocol.md §5, client-spec §3.2). */
export const MAX_UNACKED_MESSAGES = 1000;
export const MAX_UNACKED_BYTES = 16 * 1024 * 1024;
/** How many processed ackIds a connection remembers for `Duplicate` detection (oldest forgotten first). */
const MAX_REMEMBERED_ACK_IDS = 10_000;

/** Fields of a group message before the connection numbers it (hub-protocol.md §3). */
export interface GroupMessage {
  readonly group: string;
  readonly dataType: string;
  readonly data: unknown;
  readonly fromUserId: string | null;
}

/**
 * One logical connection (connectionId): identity, joined groups, sequence numbering, the buffer of
 * unacked messages and the processed ackIds. It outlives its sockets: a dropped connection keeps all of
 * this and can be recovered (hub-protocol.md §6, "What a local server must do" 6–8).
 */
export class HubConnection {
  readonly connectionId = randomUUID();
  readonly reconnectionToken = randomBytes(24).toString('base64url');
  readonly groups = new Set<string>();
  private out: Outbound | null = null;
  private attachments = 0;
  private nextSequenceId = 1;
  /** The largest sequenceId written to a socket so far: the most a `sequenceAck` may acknowledge. */
  private lastSent = 0;
  private readonly unacked: { sequenceId: number; frame: object; bytes: number }[] = [];
  private unackedBytes = 0;
  private readonly processedAckIds = new Set<number>();
  /** Timer that forgets a detached connection; set by the hub. */
  expiry: NodeJS.Timeout | undefined;

  constructor(
    readonly hub: string,
    readonly userId: string | null,
    readonly roles: ReadonlySet<string>,
  ) {}

  /** The current socket's sender, or null while the connection is detached. */
  get outbound(): Outbound | null {
    return this.out;
  }

  /** How many sockets have attached to this connection: 1 for a new connection, one more per recovery. */
  get sockets(): number {
    return this.attachments;
  }

  /** Attaches a socket: sends `connected`, then every unacked message in order. */
  attach(out: Outbound): void {
    this.out = out;
    this.attachments += 1;
    out.send(serverFrames.connected(this.connectionId, this.reconnectionToken, this.userId));
    for (const entry of this.unacked) out.send(entry.frame);
    this.lastSent = Math.max(this.lastSent, this.unacked.at(-1)?.sequenceId ?? 0);
  }

  /** Detaches the socket (dropped or replaced); the connection keeps its state. */
  detach(): Outbound | null {
    const out = this.out;
    this.out = null;
    out?.clear();
    return out;
  }

  /** Sends an unnumbered frame (ack, pong, system) if a socket is attached. */
  send(frame: object): void {
    this.out?.send(frame);
  }

  /**
   * Numbers `message`, buffers it until acked and sends it if attached.
   * Returns false when the buffer is past its limits: the caller must drop the connection.
   */
  deliver(message: GroupMessage): boolean {
    const frame = { sequenceId: this.nextSequenceId++, type: 'message', from: 'group', ...message };
    const bytes = Buffer.byteLength(JSON.stringify(frame));
    this.unacked.push({ sequenceId: frame.sequenceId, frame, bytes });
    this.unackedBytes += bytes;
    if (this.unacked.length > MAX_UNACKED_MESSAGES || this.unackedBytes > MAX_UNACKED_BYTES) return false;
    if (this.out) {
      this.out.send(frame);
      this.lastSent = frame.sequenceId;
    }
    return true;
  }

  /**
   * Prunes buffered messages up to and including `sequenceId` (a `sequenceAck`). An id above the last
   * one sent acknowledges what the client cannot have received: it is refused (false) and nothing is
   * pruned, so a client that acks blindly cannot empty its buffer (hub-protocol.md §15).
   */
  acknowledge(sequenceId: number): boolean {
    if (sequenceId > this.lastSent) return false;
    while (this.unacked.length > 0 && this.unacked[0]!.sequenceId <= sequenceId) {
      this.unackedBytes -= this.unacked.shift()!.bytes;
    }
    return true;
  }

  /** Number of messages waiting for a sequenceAck. */
  get unackedCount(): number {
    return this.unacked.length;
  }

  /** True when `ackId` was already processed successfully in this connection. */
  hasProcessed(ackId: number): boolean {
    return this.processedAckIds.has(ackId);
  }

  /** Records a successfully processed ackId, forgetting the oldest past the memory limit. */
  rememberAck(ackId: number): void {
    this.processedAckIds.add(ackId);
    if (this.processedAckIds.size > MAX_REMEMBERED_ACK_IDS) {
      const oldest = this.processedAckIds.values().next().value;
      if (oldest !== undefined) this.processedAckIds.delete(oldest);
    }
  }
}
