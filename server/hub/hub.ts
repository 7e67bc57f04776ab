import type { Logger } from '../log';
import { type AckError, type ClientFrame, parseClientFrame, serverFrames } from './frames';
import type { GroupMessage, Session } from './session';
import { hasPermission } from './token';

/** Fault switches the hub reads on every request (server/faults). */
export interface HubFaultState {
  /** Process requests but send no acks (a lost ack). */
  readonly withholdAcks: boolean;
  /** Delay every outbound frame by this many ms. */
  readonly frameDelayMs: number;
  /** Refuse every hub upgrade (new connections and recoveries) with HTTP 503: the hub is unreachable. */
  readonly refuseUpgrades: boolean;
  /** Accept a recovery URL as a brand-new connection, forgetting the session it names (groups included). */
  readonly forgetSessions: boolean;
}

/**
 * One hub: its sessions and groups, and the handling of client requests
 * (hub-protocol.md §2–5 and "What a local server must do" 4–7, 10–11).
 * Socket lifecycle (connect, recover, drop) lives in {@link HubServer}.
 */
export class Hub {
  readonly sessions = new Map<string, Session>();
  private readonly groups = new Map<string, Set<Session>>();

  constructor(
    readonly name: string,
    private readonly faults: HubFaultState,
    private readonly log: Logger,
    /** Called when a session's buffer overflows: the server kicks and forgets it. */
    private readonly onOverflow: (session: Session) => void,
  ) {}

  /** Handles one text frame from `session`'s socket. Malformed frames are logged and ignored. */
  handleText(session: Session, text: string): void {
    const frame = parseClientFrame(text);
    if ('kind' in frame) {
      if (frame.kind === 'unknown')
        return this.log.info(`hub: ignored frame type "${frame.type}" from ${session.connectionId}`);
      this.log.warn(`hub: malformed frame from ${session.connectionId}: ${frame.reason}`);
      if (frame.ackId !== undefined)
        this.sendAck(session, frame.ackId, { name: 'BadRequest', message: frame.reason });
      return;
    }
    this.handle(session, frame);
  }

  /** Removes `session` from every group and from the hub. */
  forget(session: Session): void {
    clearTimeout(session.expiry);
    for (const group of session.groups) this.groups.get(group)?.delete(session);
    for (const group of session.groups) if (this.groups.get(group)?.size === 0) this.groups.delete(group);
    session.groups.clear();
    this.sessions.delete(session.connectionId);
  }

  private handle(session: Session, frame: ClientFrame): void {
    switch (frame.type) {
      case 'ping':
        return session.send(serverFrames.pong());
      case 'sequenceAck':
        return session.acknowledge(frame.sequenceId);
      case 'joinGroup':
      case 'leaveGroup':
        return this.withAck(session, frame.ackId, () => {
          if (!hasPermission(session.roles, 'joinLeaveGroup', frame.group))
            return forbidden(frame.type, frame.group);
          if (frame.type === 'joinGroup') this.join(session, frame.group);
          else this.leave(session, frame.group);
          return null;
        });
      case 'sendToGroup':
        return this.withAck(session, frame.ackId, () => {
          if (!hasPermission(session.roles, 'sendToGroup', frame.group))
            return forbidden(frame.type, frame.group);
          const message = {
            group: frame.group,
            dataType: frame.dataType,
            data: frame.data,
            fromUserId: session.userId,
          };
          this.publish(message, frame.noEcho ? session : null);
          return null;
        });
      case 'event':
        // No upstream event handler exists locally: the event is accepted and dropped.
        return this.withAck(session, frame.ackId, () => null);
    }
  }

  /** Runs a request once per ackId: a repeat gets `Duplicate` and is not run again; failures are not remembered. */
  private withAck(session: Session, ackId: number | undefined, run: () => AckError | null): void {
    if (ackId !== undefined && session.hasProcessed(ackId)) {
      return this.sendAck(session, ackId, {
        name: 'Duplicate',
        message: `Message with ack-id: ${ackId} has been processed`,
      });
    }
    const error = run() ?? undefined;
    if (ackId === undefined) return;
    if (!error) session.rememberAck(ackId);
    this.sendAck(session, ackId, error);
  }

  private sendAck(session: Session, ackId: number, error?: AckError): void {
    if (this.faults.withholdAcks)
      return this.log.info(`hub: withheld ack ${ackId} for ${session.connectionId}`);
    session.send(serverFrames.ack(ackId, error));
  }

  /** Adds `session` to `group` (a `joinGroup` it may make, or a group its token joins on connect). */
  join(session: Session, group: string): void {
    session.groups.add(group);
    let members = this.groups.get(group);
    if (!members) this.groups.set(group, (members = new Set()));
    members.add(session);
  }

  private leave(session: Session, group: string): void {
    session.groups.delete(group);
    const members = this.groups.get(group);
    members?.delete(session);
    if (members?.size === 0) this.groups.delete(group);
  }

  /**
   * Fans `message` out to every member of its group (attached or not), except `skip` (noEcho). A
   * failure for one member is logged and the others still get the message.
   */
  private publish(message: GroupMessage, skip: Session | null): void {
    const overflowed: Session[] = [];
    for (const member of [...(this.groups.get(message.group) ?? [])]) {
      if (member === skip) continue;
      try {
        if (!member.deliver(message)) overflowed.push(member);
      } catch (error) {
        this.log.error(`hub: delivery to ${member.connectionId} failed`, error);
      }
    }
    for (const member of overflowed) this.onOverflow(member);
  }
}

function forbidden(type: string, group: string): AckError {
  return { name: 'Forbidden', message: `The connection has no permission to ${type} "${group}".` };
}
