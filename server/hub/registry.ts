import type { Logger } from '../log';
import { Hub, type HubFaultState } from './hub';
import type { Session } from './session';

/** A snapshot of one session, for dev tooling and tests. */
export interface SessionInfo {
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

/** The hubs by name, created on first use, and lookup of sessions across all of them. */
export class HubRegistry {
  private readonly hubs = new Map<string, Hub>();

  constructor(
    private readonly faults: HubFaultState,
    private readonly log: Logger,
    private readonly onOverflow: (session: Session) => void,
  ) {}

  /** The hub called `name`, created if needed. */
  hub(name: string): Hub {
    let hub = this.hubs.get(name);
    if (!hub) this.hubs.set(name, (hub = new Hub(name, this.faults, this.log, this.onOverflow)));
    return hub;
  }

  /** The live session `connectionId` of hub `hubName` (any hub when omitted). */
  find(connectionId: string, hubName?: string): Session | undefined {
    const hubs = hubName === undefined ? [...this.hubs.values()] : [this.hubs.get(hubName)];
    for (const hub of hubs) {
      const session = hub?.sessions.get(connectionId);
      if (session) return session;
    }
    return undefined;
  }

  /** Every live session of every hub. */
  all(): Session[] {
    return [...this.hubs.values()].flatMap((hub) => [...hub.sessions.values()]);
  }

  /** Removes a session from its hub and groups; true when it was still live. */
  remove(session: Session): boolean {
    const hub = this.hubs.get(session.hub);
    if (hub?.sessions.get(session.connectionId) !== session) return false;
    hub.forget(session);
    return true;
  }

  /** Snapshot of every session. */
  snapshot(): SessionInfo[] {
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
