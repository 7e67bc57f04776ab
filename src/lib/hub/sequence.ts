/** What {@link SequenceTracker.observe} decided about one sequenceId. */
export interface SequenceVerdict {
  /** True when the id is larger than every id seen before: deliver the message. */
  readonly fresh: boolean;
  /**
   * True when a sequenceAck is due at once: the id exceeds the previous largest by more than the
   * tracker's jump (§5 (b)), or the tracker's backlog of new ids arrived since the last ack.
   */
  readonly ackNow: boolean;
}

// The three possible verdicts, shared: observing an id allocates nothing (it runs once per message).
const STALE: SequenceVerdict = Object.freeze({ fresh: false, ackNow: false });
const FRESH: SequenceVerdict = Object.freeze({ fresh: true, ackNow: false });
const FRESH_ACK_NOW: SequenceVerdict = Object.freeze({ fresh: true, ackNow: true });

/**
 * Sequence tracking of one connection (hub-protocol.md §5): keeps the largest sequenceId seen
 * (starting at 0, so id 0 is dropped too), drops any id ≤ it, and remembers whether a sequenceAck
 * is owed. One instance per connection: recovery keeps it, a new connection makes a new one.
 * `jump` is the gap that calls for a sequenceAck at once (`HubTiming.sequenceAckJump`), `backlog` the
 * count of new ids since the last ack that does too (`HubTiming.sequenceAckBacklog`; default: none): the
 * service closes a connection past its limit of unacknowledged messages (hub-protocol.md §5), which a
 * periodic ack alone lets a fast stream, or a page too busy to run its ack timer, reach.
 */
export class SequenceTracker {
  private largest = 0;
  private owed = false;
  private sinceAck = 0;

  constructor(
    private readonly jump: number,
    private readonly backlog = Number.POSITIVE_INFINITY,
  ) {}

  /** Records `sequenceId`; see {@link SequenceVerdict}. The verdicts are shared, frozen objects. */
  observe(sequenceId: number): SequenceVerdict {
    if (sequenceId <= this.largest) return STALE;
    const jumped = sequenceId - this.largest > this.jump;
    this.largest = sequenceId;
    this.owed = true;
    this.sinceAck += 1;
    return jumped || this.sinceAck >= this.backlog ? FRESH_ACK_NOW : FRESH;
  }

  /**
   * True when `sequenceId` is not larger than every id seen: {@link observe} would drop it (a replay).
   * Records nothing.
   */
  isReplay(sequenceId: number): boolean {
    return sequenceId <= this.largest;
  }

  /** Forgets every id seen: the service lost the hub connection and numbers a new one from 1 again. */
  reset(): void {
    this.largest = 0;
    this.owed = false;
    this.sinceAck = 0;
  }

  /** The id to send in a `sequenceAck` if one is owed (a new id arrived since the last ack), else `undefined`; clears the debt. */
  takeAck(): number | undefined {
    if (!this.owed) return undefined;
    this.owed = false;
    this.sinceAck = 0;
    return this.largest;
  }
}
