import type { Logger } from '../log';
import { type AckError, type ClientFrame, parseClientFrame, serverFrames } from './frames';
import type { GroupMessage, HubConnection } from './hub-connection';
import { HostileLog } from './hostile-log';
import { hasPermission } from './token';

/** Fault switches the hub reads on every request (server/faults). */
export interface HubFaultState {
  /** Process requests but send no acks (a lost ack). */
  readonly withholdAcks: boolean;
  /** Delay every outbound frame by this many ms. */
  readonly frameDelayMs: number;
  /** Refuse every hub upgrade (new connections and recoveries) with HTTP 503: the hub is unreachable. */
  readonly refuseUpgrades: boolean;
  /** Accept a recovery URL as a brand-new connection, forgetting the connection it names (groups included). */
  readonly forgetConnections: boolean;
}

/**
 * One hub: its connections and groups, and the handling of client requests
 * (hub-protocol.md §2–5 and "What a local server must do" 4–7, 10–11).
 * Socket lifecycle (connect, recover, drop) lives in {@link HubServer}.
 */
export class Hub {
  readonly connections = new Map<string, HubConnection>();
  private readonly groups = new Map<string, Set<HubConnection>>();
  /** Hostile frames: at most one line per connection per interval. */
  readonly hostile: HostileLog;

  constructor(
    readonly name: string,
    private readonly faults: HubFaultState,
    private readonly log: Logger,
    /** Called when a connection's buffer overflows: the server kicks and forgets it. */
    private readonly onOverflow: (connection: HubConnection) => void,
  ) {
    this.hostile = new HostileLog(log);
  }

  /** Handles one text frame from `connection`'s socket. Malformed frames are logged and ignored. */
  handleText(connection: HubConnection, text: string): void {
    const frame = parseClientFrame(text);
    if ('kind' in frame) {
      if (frame.kind === 'unknown')
        return this.log.info(`ignored frame type "${frame.type}" from ${connection.connectionId}`);
      this.hostile.report(connection, `malformed frame from ${connection.connectionId}: ${frame.reason}`);
      if (frame.ackId !== undefined)
        this.sendAck(connection, frame.ackId, { name: 'BadRequest', message: frame.reason });
      return;
    }
    this.handle(connection, frame);
  }

  /** Removes `connection` from every group and from the hub. */
  forget(connection: HubConnection): void {
    clearTimeout(connection.expiry);
    for (const group of connection.groups) this.groups.get(group)?.delete(connection);
    for (const group of connection.groups) if (this.groups.get(group)?.size === 0) this.groups.delete(group);
    connection.groups.clear();
    this.connections.delete(connection.connectionId);
  }

  private handle(connection: HubConnection, frame: ClientFrame): void {
    switch (frame.type) {
      case 'ping':
        return connection.send(serverFrames.pong());
      case 'sequenceAck':
        if (!connection.acknowledge(frame.sequenceId))
          this.hostile.report(
            connection,
            `${connection.connectionId} acked ${frame.sequenceId}, beyond what it was sent`,
          );
        return;
      case 'joinGroup':
      case 'leaveGroup':
        return this.withAck(connection, frame.ackId, () => {
          if (!hasPermission(connection.roles, 'joinLeaveGroup', frame.group))
            return forbidden(frame.type, frame.group);
          if (frame.type === 'joinGroup') this.join(connection, frame.group);
          else this.leave(connection, frame.group);
          return null;
        });
      case 'sendToGroup':
        return this.withAck(connection, frame.ackId, () => {
          if (!hasPermission(connection.roles, 'sendToGroup', frame.group))
            return forbidden(frame.type, frame.group);
          const message = {
            group: frame.group,
            dataType: frame.dataType,
            data: frame.data,
            fromUserId: connection.userId,
          };
          this.publish(message, frame.noEcho ? connection : null);
          return null;
        });
      case 'event':
        // No upstream event handler exists locally: the event is accepted and dropped.
        return this.withAck(connection, frame.ackId, () => null);
    }
  }

  /** Runs a request once per ackId: a repeat gets `Duplicate` and is not run again; failures are not remembered. */
  private withAck(connection: HubConnection, ackId: number | undefined, run: () => AckError | null): void {
    if (ackId !== undefined && connection.hasProcessed(ackId)) {
      return this.sendAck(connection, ackId, {
        name: 'Duplicate',
        message: `Message with ack-id: ${ackId} has been processed`,
      });
    }
    const error = run() ?? undefined;
    if (ackId === undefined) return;
    if (!error) connection.rememberAck(ackId);
    this.sendAck(connection, ackId, error);
  }

  private sendAck(connection: HubConnection, ackId: number, error?: AckError): void {
    if (this.faults.withholdAcks)
      return this.log.info(`withheld ack ${ackId} for ${connection.connectionId}`);
    connection.send(serverFrames.ack(ackId, error));
  }

  /** Adds `connection` to `group` (a `joinGroup` it may make, or a group its token joins on connect). */
  join(connection: HubConnection, group: string): void {
    connection.groups.add(group);
    let members = this.groups.get(group);
    if (!members) this.groups.set(group, (members = new Set()));
    members.add(connection);
  }

  private leave(connection: HubConnection, group: string): void {
    connection.groups.delete(group);
    const members = this.groups.get(group);
    members?.delete(connection);
    if (members?.size === 0) this.groups.delete(group);
  }

  /**
   * Fans `message` out to every member of its group (attached or not), except `skip` (noEcho). A
   * failure for one member is logged and the others still get the message.
   */
  private publish(message: GroupMessage, skip: HubConnection | null): void {
    const overflowed: HubConnection[] = [];
    for (const member of [...(this.groups.get(message.group) ?? [])]) {
      if (member === skip) continue;
      try {
        if (!member.deliver(message)) overflowed.push(member);
      } catch (error) {
        this.log.error({ err: error }, `delivery to ${member.connectionId} failed`);
      }
    }
    for (const member of overflowed) this.onOverflow(member);
  }
}

function forbidden(type: string, group: string): AckError {
  return { name: 'Forbidden', message: `The connection has no permission to ${type} "${group}".` };
}
