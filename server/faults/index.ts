import type { HubServer, ConnectionInfo } from '../hub/server';
import type { FaultState } from './state';

/**
 * Fault controls of the local service (docs/architecture.md §1), for tests and development only.
 * Connection ids are the hub's `connectionId`s; times are in ms; path prefixes match the start of
 * the request path, case-insensitively (e.g. `/api/Player/list`).
 */
export interface Faults {
  /** Terminates every hub socket abruptly (no close frame); connections stay recoverable. */
  dropAll(): void;
  /** Terminates one connection's socket abruptly; false when it has none. */
  drop(connectionId: string): boolean;
  /** Forgets a connection: its socket (if any) is terminated and the next recovery gets close 1008. */
  expireConnection(connectionId: string): boolean;
  /** Kicks a connection deliberately: `system/disconnected`, close 1008, connection forgotten. */
  kick(connectionId: string, reason?: string): boolean;
  /**
   * While on, every hub upgrade (new connection or recovery) is refused with HTTP 503, as if the hub
   * were unreachable; sockets already open are left alone (combine with `dropAll` for an outage).
   */
  refuseUpgrades(on: boolean): void;
  /**
   * While on, the hub has lost its connections: a recovery URL is accepted as a brand-new connection (a
   * new connectionId, sequence numbers from 1, no groups) and the connection it names is forgotten. The
   * official client and a naive one believe they recovered (hub-protocol.md §6).
   */
  forgetConnections(on: boolean): void;
  /**
   * Writes one raw frame on a connection's socket: a string as a text frame (need not be JSON), bytes
   * as a binary frame. False when the connection has no open socket.
   */
  injectFrame(connectionId: string, data: string | Uint8Array): boolean;
  /** While on, hub requests are processed but never acked. */
  withholdAcks(on: boolean): void;
  /** Delays every outbound hub frame by `ms` (0 turns it off). */
  delayFrames(ms: number): void;
  /** Silences a simulated player (it stops answering); read by the fleet through `isSilenced`. */
  silencePlayer(licenceKey: string, on: boolean): void;
  isSilenced(licenceKey: string): boolean;
  /** Drops every socket and forgets every connection and group, as a hub restart would. */
  restartHub(): void;
  /** The next `count` requests under `pathPrefix` answer `status` with `{ Message }`. */
  failApi(pathPrefix: string, status: number, count: number): void;
  /** Requests under `pathPrefix` wait `ms` before being handled (0 removes the delay). */
  delayApi(pathPrefix: string, ms: number): void;
  /**
   * Ends every sign-in, as a restart of the service, a password reset or a revocation does: refresh
   * and access tokens stop working, and hub connections close.
   */
  endSignIns(): void;
  /** Turns every fault off (sockets and connections are left alone). */
  reset(): void;
  /** Live hub connections, to find a connectionId. */
  connections(): ConnectionInfo[];
}

/** Builds the controls over the shared switches and the hub. */
export function createFaults(
  state: FaultState,
  hub: HubServer,
  signIns: { revokeAll(): void } = { revokeAll: () => undefined },
): Faults {
  return {
    dropAll: () => hub.dropAll(),
    drop: (id) => hub.drop(id),
    expireConnection: (id) => hub.expireConnection(id),
    kick: (id, reason) => hub.kick(id, reason),
    refuseUpgrades: (on) => void (state.refuseUpgrades = on),
    forgetConnections: (on) => void (state.forgetConnections = on),
    injectFrame: (id, data) => hub.inject(id, data),
    withholdAcks: (on) => void (state.withholdAcks = on),
    delayFrames: (ms) => void (state.frameDelayMs = Math.max(0, ms)),
    silencePlayer: (licenceKey, on) =>
      void (on
        ? state.silenced.add(licenceKey.toLowerCase())
        : state.silenced.delete(licenceKey.toLowerCase())),
    isSilenced: (licenceKey) => state.isSilenced(licenceKey),
    restartHub: () => hub.restart(),
    failApi: (pathPrefix, status, count) => {
      if (count > 0) state.failures.push({ pathPrefix: pathPrefix.toLowerCase(), status, remaining: count });
    },
    delayApi: (pathPrefix, ms) =>
      void (ms > 0
        ? state.delays.set(pathPrefix.toLowerCase(), ms)
        : state.delays.delete(pathPrefix.toLowerCase())),
    endSignIns: () => signIns.revokeAll(),
    reset: () => state.reset(),
    connections: () => hub.connections(),
  };
}
