import { Observable, Subject, Subscription, timer, type Observer, type Subscriber } from 'rxjs';
import { openSocket } from './socket';
import { ProtocolError } from './errors';
import { serializeClientFrame } from './client-frames';
import { leadingSequenceId, parseServerFrame, type AckFrame, type ConnectedFrame } from './frames';
import { onMessage } from './group-messages';
import { pingEvery, silenceDeadline } from './keep-alive';
import { rejoinGroups } from './rejoin';
import { sequenceAckLoop } from './sequence-ack';
import {
  connectedStatus,
  RecoveryExpiredError,
  statusEvent,
  type ConnectionContext,
  type Link,
  type HubDeps,
  type HubEvent,
} from './hub-model';
import type { WebSocketLike } from './types';

/** How a socket of a connection is run. */
export interface SocketMode {
  /** True for a recovery socket (§6): connected at open, no rejoin. */
  readonly recovery: boolean;
  /** Ms the socket has to open before the attempt fails with `RecoveryExpiredError` (the rest of the recovery window, a deadline). */
  readonly openWithin?: number;
  /** Reported in `RecoveryExpiredError`. */
  readonly windowMs?: number;
}

/**
 * Runs one socket of a connection (hub-protocol.md §5, §6, §10, §11). Once open: parses frames
 * (malformed ones → `logger.warn`, dropped), de-duplicates messages by sequenceId, sends
 * sequenceAcks, pings, watches for silence, and on the first `connected` frame of a new connection
 * rejoins the groups and reports `connected` (a recovery socket reports it at open). A `connected`
 * frame on a recovery socket with a connectionId other than the one being recovered means the service
 * lost the hub connection and opened a new one: the sequence starts over, the groups are rejoined and
 * `connected` is reported again with the new connectionId (screens then request status, as after a
 * reconnect). With `mode.openWithin`, the socket must open within that many ms (a deadline, as
 * `firstWithin` in src/lib/rx/deadline.ts: also an open or a failure that comes after it, before a late
 * timer fired, counts as expired). Emits {@link HubEvent}s and hands group messages and acks to `deps.route`,
 * all in frame order; errors with
 * `SocketClosedError` (or `RecoveryExpiredError`) when the socket ends.
 *
 * Frames are handled by plain code, one call per frame, with no Observable per frame: a replayed
 * message (its leading sequenceId not above the largest seen, `leadingSequenceId`) is dropped before
 * its JSON is parsed.
 */
export function runSocket(
  url: string,
  ctx: ConnectionContext,
  deps: HubDeps,
  mode: SocketMode,
): Observable<HubEvent> {
  return new Observable<HubEvent>((subscriber) => {
    const { scheduler } = deps;
    const within = mode.openWithin;
    const deadline = within === undefined ? undefined : scheduler.now() + within;
    const expired = () => new RecoveryExpiredError(mode.windowMs ?? within ?? 0);
    const late = () => deadline !== undefined && scheduler.now() > deadline;
    let live: OpenSocket | undefined;
    let expiry: Subscription | undefined;
    const socket = openSocket(url, deps.WebSocketCtor, (data) => live?.receive(data)).subscribe({
      next: (opened) => {
        if (live) return; // a socket opens once
        expiry?.unsubscribe();
        if (late()) return subscriber.error(expired());
        live = new OpenSocket(opened, ctx, deps, mode.recovery, subscriber);
        live.start();
      },
      error: (err: unknown) => subscriber.error(live === undefined && late() ? expired() : err),
      complete: () => subscriber.complete(),
    });
    if (within !== undefined && live === undefined && !subscriber.closed)
      expiry = timer(within, scheduler).subscribe(() => subscriber.error(expired()));
    return () => {
      expiry?.unsubscribe();
      live?.stop();
      socket.unsubscribe();
    };
  });
}

/** One open socket of a connection: its frame handler and the timers that run while it is open. */
class OpenSocket {
  private readonly link: Link;
  /** Ack frames, for the rejoin's correlation (only while a rejoin waits). */
  private readonly acks = new Subject<AckFrame>();
  /** sequenceAck loop, ping, silence deadline and rejoin. */
  private readonly running = new Subscription();
  /** Background pieces report their errors (the silence timeout) as the socket's. */
  private readonly forward: Partial<Observer<never>>;
  private lastFrameAt: number;

  constructor(
    socket: WebSocketLike,
    private readonly ctx: ConnectionContext,
    private readonly deps: HubDeps,
    /** A recovery socket (§6): connected at open, no rejoin. */
    private readonly recovery: boolean,
    private readonly out: Subscriber<HubEvent>,
  ) {
    this.link = { send: (frame) => write(socket, serializeClientFrame(frame), deps.logger) };
    this.forward = { error: (err: unknown) => out.error(err) };
    this.lastFrameAt = deps.scheduler.now();
  }

  /** Reports a recovery as connected at once, then starts the sequenceAck loop, the ping and the silence watchdog. */
  start(): void {
    const { ctx, deps, link, running, forward } = this;
    const { scheduler, timing } = deps;
    if (this.recovery) {
      ctx.lastDisconnectMessage = undefined; // recovered: an earlier announcement is stale
      this.out.next(statusEvent(connectedStatus(ctx, link)));
    }
    this.lastFrameAt = scheduler.now();
    running.add(
      sequenceAckLoop(ctx.sequence, link, timing.sequenceAckIntervalInMs, scheduler).subscribe(forward),
    );
    running.add(pingEvery(link, timing.keepAliveIntervalInMs, scheduler).subscribe(forward));
    running.add(
      silenceDeadline(() => this.lastFrameAt, timing.keepAliveTimeoutInMs, scheduler).subscribe(forward),
    );
  }

  stop(): void {
    this.running.unsubscribe();
  }

  /** Handles one frame as received (`MessageEvent.data`), in arrival order. */
  receive(data: unknown): void {
    const { ctx } = this;
    if (typeof data === 'string') {
      this.lastFrameAt = this.deps.scheduler.now(); // text frames only keep the link alive (§10)
      const replayed = leadingSequenceId(data);
      if (replayed !== undefined && ctx.sequence.isReplay(replayed)) return;
    }
    const frame = parseServerFrame(data);
    if (frame instanceof ProtocolError) {
      this.deps.logger.warn(`hub: ignored a frame (${frame.reason})`, frame.frame);
      return;
    }
    switch (frame.type) {
      case 'message': {
        const message = onMessage(frame, ctx, this.link);
        if (message !== undefined) this.deps.route({ type: 'message', message });
        return;
      }
      case 'ack':
        this.deps.route({ type: 'ack', frame });
        if (this.acks.observed) this.acks.next(frame);
        return;
      case 'pong':
        return;
      case 'system':
        if (frame.event === 'disconnected') {
          ctx.lastDisconnectMessage = frame.message;
          this.deps.logger.info('hub: the service announced a disconnect', frame.message);
          return;
        }
        return this.onConnected(frame);
    }
  }

  private onConnected(frame: ConnectedFrame): void {
    const { ctx, deps } = this;
    const recovering = ctx.connectionId;
    ctx.connectionId = frame.connectionId;
    if (frame.reconnectionToken !== undefined) ctx.reconnectionToken = frame.reconnectionToken;
    if (this.recovery && recovering !== undefined && frame.connectionId !== recovering) {
      // The service accepted the recovery URL but forgot the connection: this is a new connection, with
      // a new sequence and no groups. Start its sequence over, rejoin, and report the new connection.
      deps.logger.info(`hub: connection ${recovering} was lost; the service opened ${frame.connectionId}`);
      ctx.sequence.reset();
      return this.rejoinAndConnect();
    }
    if (this.recovery || ctx.established) return; // a recovery, or a repeated frame: no rejoin (§11)
    ctx.established = true;
    this.rejoinAndConnect();
  }

  /** Rejoins are written first, then `connected` lets waiting requests go out. */
  private rejoinAndConnect(): void {
    const { ctx, deps, link } = this;
    this.running.add(rejoinGroups(deps.joinedGroups(), link, this.acks, deps).subscribe(this.forward));
    this.out.next(statusEvent(connectedStatus(ctx, link)));
  }
}

function write(socket: WebSocketLike, text: string, logger: HubDeps['logger']): void {
  try {
    socket.send(text);
  } catch (e: unknown) {
    logger.warn('hub: a frame could not be written', e); // the close that follows drives recovery and re-sends
  }
}
