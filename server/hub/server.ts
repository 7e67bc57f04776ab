import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import WebSocket from 'ws';
import type { Clock } from '../clock';
import type { Logger } from '../log';
import {
  HUB_CLOSE_WAIT_MS,
  HUB_HEARTBEAT_MS,
  HUB_CONNECTION_GRACE_MS,
  HUB_STALLED_CLOSE_WAIT_MS,
} from '../timing';
import type { ConnectionString } from './connection-string';
import type { HubFaultState } from './hub';
import { Outbound } from './outbound';
import { HubRegistry, type ConnectionInfo } from './registry';
import { HubConnection } from './hub-connection';
import { makeRoom } from './caps';
import { kickSocket } from './sockets';
import { signInOf, verifyHubToken } from './token';
import { classifyUpgrade, type UpgradeRequest } from './upgrade';

export type { ConnectionInfo };
export { MAX_CONNECTIONS_PER_SIGN_IN, MAX_CONNECTIONS_PER_USER } from './caps';

/** What {@link HubServer.admit} decides for an upgrade: refused (status, reason), or a connection to open or recover. */
export type Admission = UpgradeRequest;

/** Random bytes in the payload of each heartbeat ping; only a pong echoing them counts as an answer. */
const PING_NONCE_BYTES = 8;

/** Options of {@link HubServer}; times in ms. */
export interface HubServerOptions {
  readonly faults: HubFaultState;
  readonly log: Logger;
  /**
   * The clock access tokens expire by: the machine's, which `@azure/web-pubsub` stamps them with
   * (not the service's clock, which may be pinned to another instant).
   */
  readonly tokenClock: Clock;
  /**
   * This hub's endpoint and access key (hub/connection.ts): a token opens hub `<hub>` only when it
   * is signed with that key for audience `<endpoint>client/hubs/<hub>`. Read on every upgrade (the
   * endpoint is known once the service listens).
   */
  readonly connectionString: () => ConnectionString;
  /** The hub names served (the configured hub); an upgrade for another name is refused with 404. */
  readonly hubs: ReadonlySet<string>;
  /**
   * Whether the API sign-in tag a token names (hub/token.ts `signInRole`) is still good; a token
   * whose tag is not is refused with 401. Default: every tag is good.
   */
  readonly signInLive?: (tag: string) => boolean;
  /** How long a dropped connection stays recoverable (≥ 30 s per hub-protocol.md §6). Default {@link HUB_CONNECTION_GRACE_MS}. */
  readonly connectionGraceMs?: number;
  /** Interval of WebSocket control pings; a socket that missed the previous pong is terminated. Default {@link HUB_HEARTBEAT_MS}. */
  readonly heartbeatMs?: number;
}

/**
 * The hub endpoint (served by hub/plugin.ts): admits upgrades, binds sockets to connections, keeps dropped connections for recovery
 * and answers recovery of an unknown connection with accept-then-1008 (hub-protocol.md "What a local
 * server must do" 1–3, 7–9). Also the target of the hub fault controls.
 */
export class HubServer {
  private readonly registry: HubRegistry;
  private readonly sockets = new Map<WebSocket, HubConnection>();
  /** The payload of each socket's unanswered heartbeat ping. */
  private readonly pings = new Map<WebSocket, Buffer>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly options: HubServerOptions) {
    this.registry = new HubRegistry(options.faults, options.log, (s) =>
      this.kick(s.connectionId, 'Too many unacknowledged messages.'),
    );
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs ?? HUB_HEARTBEAT_MS).unref();
  }

  /**
   * Decides a WebSocket upgrade to the hub before its handshake (the Host is the HTTP layer's to check):
   * the fault switch, the request's classification (hub/upgrade.ts), the sign-in and the connection caps.
   * Refused: the status and reason to answer with; else what {@link accept} binds the socket to.
   */
  async admit(req: IncomingMessage): Promise<Admission> {
    const path = req.url?.split('?')[0];
    const refuse = (status: number, reason: string, why = reason): Admission => {
      this.options.log.warn(`refused upgrade ${path}: ${why}`);
      return { kind: 'refuse', status, reason };
    };
    if (this.options.faults.refuseUpgrades)
      return refuse(503, 'The hub is unavailable (fault refuseUpgrades).', 'fault refuseUpgrades');
    const { forgetConnections } = this.options.faults;
    const now = this.options.tokenClock.now();
    const connectionString = this.options.connectionString();
    const request = await classifyUpgrade(
      req,
      (token, hub) => verifyHubToken(token, connectionString, hub, now),
      forgetConnections,
      this.options.hubs,
    );
    if (forgetConnections) this.forgetRecovered(req);
    if (request.kind === 'refuse') return refuse(request.status, request.reason);
    const signIn = request.kind === 'connect' ? signInOf(request.claims.roles) : null;
    if (signIn !== null && this.options.signInLive?.(signIn) === false)
      return refuse(401, 'The sign-in of this access token has ended', 'its sign-in has ended');
    if (request.kind === 'recover') return request;
    const { hub, claims } = request;
    const own = () => this.registry.all().filter((c) => c.hub === hub && c.userId === claims.userId);
    const room = makeRoom(claims.userId, own, signIn, (c) => void this.forget(c));
    const tooMany = `${claims.userId} has too many connections`;
    return room ? request : refuse(429, 'Too many connections for this user', tooMany);
  }

  /** Binds the socket of an admitted upgrade ({@link admit}) to its new or recovered connection. */
  accept(ws: WebSocket, request: Exclude<Admission, { kind: 'refuse' }>): void {
    if (request.kind === 'connect') {
      const connection = new HubConnection(request.hub, request.claims.userId, new Set(request.claims.roles));
      const hub = this.registry.hub(request.hub);
      hub.connections.set(connection.connectionId, connection);
      for (const group of request.claims.groups) hub.join(connection, group);
      return this.bind(ws, connection);
    }
    const connection = this.registry.find(request.connectionId, request.hub);
    if (!connection || connection.reconnectionToken !== request.reconnectionToken)
      return kickSocket(ws, 'HubConnection not found or expired.');
    this.release(connection)?.terminate(); // a recovery replaces a socket the service still thinks is open
    clearTimeout(connection.expiry);
    this.bind(ws, connection);
  }

  /**
   * Ends a connection whose socket stopped reading (its unsent bytes passed the limit, hub/outbound.ts):
   * the connection is forgotten, the socket closed with 1008 and, since a reader that does not read
   * never answers the close, terminated after {@link HUB_STALLED_CLOSE_WAIT_MS}.
   */
  private stalled(connection: HubConnection): void {
    this.options.log.warn(`${connection.connectionId} stopped reading; closing it`);
    const ws = this.forget(connection);
    if (!ws) return;
    ws.close(1008, 'The connection does not read its messages.');
    setTimeout(() => ws.terminate(), HUB_STALLED_CLOSE_WAIT_MS).unref();
  }

  /** Fault `forgetConnections`: forgets the connection a recovery URL names, as a hub that lost it would have. */
  private forgetRecovered(req: IncomingMessage): void {
    const id = new URL(req.url ?? '/', 'http://hub.invalid').searchParams.get('awps_connection_id');
    const connection = id ? this.registry.find(id) : undefined;
    if (connection) this.forget(connection)?.terminate();
  }

  /** Terminates every socket abruptly (no close frame); connections stay recoverable. */
  dropAll(): void {
    for (const ws of this.sockets.keys()) ws.terminate();
  }

  /** Terminates one connection's socket abruptly; false when no such attached connection. */
  drop(connectionId: string): boolean {
    const ws = this.registry.find(connectionId)?.outbound?.socket;
    ws?.terminate();
    return ws !== undefined;
  }

  /**
   * Writes `data` as one raw frame on a connection's socket, at once (bypassing the frame delay):
   * a string as a text frame, bytes as a binary frame. For malformed-frame tests; false when the
   * connection has no socket.
   */
  inject(connectionId: string, data: string | Uint8Array): boolean {
    const ws = this.registry.find(connectionId)?.outbound?.socket;
    if (ws?.readyState !== WebSocket.OPEN) return false;
    ws.send(data, { binary: typeof data !== 'string' });
    return true;
  }

  /** Forgets a connection (its next recovery gets 1008) and terminates its socket abruptly, if any. */
  expireConnection(connectionId: string): boolean {
    const connection = this.registry.find(connectionId);
    if (connection) this.forget(connection)?.terminate();
    return connection !== undefined;
  }

  /** Deliberate kick: `system/disconnected`, then close 1008; the connection is forgotten. */
  kick(connectionId: string, reason = 'Kicked by the service.'): boolean {
    const connection = this.registry.find(connectionId);
    const ws = connection && this.forget(connection);
    if (ws) kickSocket(ws, reason);
    return connection !== undefined;
  }

  /**
   * Ends every connection opened with a HubUrl whose sign-in tag is no longer good (`signInLive`):
   * `system/disconnected`, close 1008, forgotten, so neither it nor a recovery carries on.
   */
  recheckSignIns(): void {
    for (const connection of this.registry.all()) {
      const tag = signInOf(connection.roles);
      if (tag === null || this.options.signInLive?.(tag) !== false) continue;
      const ws = this.forget(connection);
      if (ws) kickSocket(ws, 'The sign-in of this connection has ended.');
    }
  }

  /** Simulates a hub restart: every socket terminated, every connection and group forgotten. */
  restart(): void {
    for (const connection of this.registry.all()) this.forget(connection)?.terminate();
  }

  /** Snapshot of every live connection. */
  connections(): ConnectionInfo[] {
    return this.registry.snapshot();
  }

  /**
   * Says goodbye to every socket (close 1001), forgets all connections, and resolves within about
   * {@link HUB_CLOSE_WAIT_MS}, every socket closed or terminated.
   */
  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    const open = [...this.sockets.keys()];
    for (const connection of this.registry.all()) this.forget(connection);
    const closed = open.map((ws) => new Promise<void>((resolve) => ws.once('close', () => resolve())));
    for (const ws of open) kickSocket(ws, 'The service is stopping.', 1001);
    await Promise.race([
      Promise.all(closed),
      new Promise<void>((resolve) => setTimeout(resolve, HUB_CLOSE_WAIT_MS).unref()),
    ]);
    for (const ws of open) ws.terminate();
  }

  private bind(ws: WebSocket, connection: HubConnection): void {
    const { log } = this.options;
    this.sockets.set(ws, connection);
    ws.on('message', (data, isBinary) => {
      if (this.sockets.get(ws) !== connection) return;
      if (isBinary)
        return this.registry
          .hub(connection.hub)
          .hostile.report(connection, `ignored a binary frame from ${connection.connectionId}`);
      try {
        this.registry.hub(connection.hub).handleText(connection, data.toString());
      } catch (error) {
        // Contained: one connection's frame never stops the service or another connection.
        log.error({ err: error }, `frame from ${connection.connectionId} failed`);
      }
    });
    ws.on('pong', (data) => {
      if (this.pings.get(ws)?.equals(data)) this.pings.delete(ws);
    });
    ws.on('error', (error) => log.warn(`socket error on ${connection.connectionId}: ${error.message}`));
    ws.on('close', () => {
      this.pings.delete(ws);
      if (this.sockets.get(ws) !== connection) return;
      this.release(connection);
      connection.expiry = setTimeout(
        () => this.registry.remove(connection),
        this.options.connectionGraceMs ?? HUB_CONNECTION_GRACE_MS,
      ).unref();
    });
    connection.attach(
      new Outbound(
        ws,
        () => this.options.faults.frameDelayMs,
        () => this.stalled(connection),
      ),
    );
  }

  /** Detaches a connection from its socket and returns that socket (still open), if any. */
  private release(connection: HubConnection): WebSocket | undefined {
    const ws = connection.detach()?.socket;
    if (ws) this.sockets.delete(ws);
    return ws;
  }

  /** Removes a connection for good and returns its detached socket, if any. */
  private forget(connection: HubConnection): WebSocket | undefined {
    this.registry.remove(connection);
    return this.release(connection);
  }

  /**
   * Terminates sockets that did not answer the previous control ping, pings the rest. Each ping
   * carries a fresh random payload and only a pong echoing it answers (RFC 6455 §5.5.3), so pongs a
   * client sends unasked, without reading, keep nothing alive.
   */
  private beat(): void {
    for (const ws of this.sockets.keys()) {
      if (this.pings.has(ws)) {
        ws.terminate();
        continue;
      }
      const nonce = randomBytes(PING_NONCE_BYTES);
      this.pings.set(ws, nonce);
      ws.ping(nonce);
    }
  }
}
