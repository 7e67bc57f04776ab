import type { Logger } from '../log';
import { Hub, type HubFaultState } from './hub';
import type { HubConnection } from './hub-connection';

/** A snapshot of one connection, for dev tooling and tests. */
export interface ConnectionInfo {
  readonly hub: string;
  readonly connectionId: string;
  readonly userId: string | null;
  readonly groups: string[];
  readonly connected: boolean;
  /** Sockets attached so far: 1 for a new connection, one more per recovery (a recovery too quick to see as `connected: false` still counts). */
  readonly sockets: number;
  /** Messages waiting for a sequenceAck. */
  readonly unacked: number;
}

/** The hubs by name, created on first use, and lookup of connections across all of them. */
export class HubRegistry {
  private readonly hubs = new Map<string, Hub>();

  constructor(
    private readonly faults: HubFaultState,
    private readonly log: Logger,
    private readonly onOverflow: (connection: HubConnection) => void,
  ) {}

  /** The hub called `name`, created if needed. */
  hub(name: string): Hub {
    let hub = this.hubs.get(name);
    if (!hub) this.hubs.set(name, (hub = new Hub(name, this.faults, this.log, this.onOverflow)));
    return hub;
  }

  /** The live connection `connectionId` of hub `hubName` (any hub when omitted). */
  find(connectionId: string, hubName?: string): HubConnection | undefined {
    const hubs = hubName === undefined ? [...this.hubs.values()] : [this.hubs.get(hubName)];
    for (const hub of hubs) {
      const connection = hub?.connections.get(connectionId);
      if (connection) return connection;
    }
    return undefined;
  }

  /** Every live connection of every hub. */
  all(): HubConnection[] {
    return [...this.hubs.values()].flatMap((hub) => [...hub.connections.values()]);
  }

  /** Removes a connection from its hub and groups; true when it was still live. */
  remove(connection: HubConnection): boolean {
    const hub = this.hubs.get(connection.hub);
    if (hub?.connections.get(connection.connectionId) !== connection) return false;
    hub.forget(connection);
    return true;
  }

  /** Snapshot of every connection. */
  snapshot(): ConnectionInfo[] {
    return this.all().map((s) => ({
      hub: s.hub,
      connectionId: s.connectionId,
      userId: s.userId,
      groups: [...s.groups],
      connected: s.outbound !== null,
      sockets: s.sockets,
      unacked: s.unackedCount,
    }));
  }
}
