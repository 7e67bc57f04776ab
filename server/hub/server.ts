import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import WebSocket, { WebSocketServer } from 'ws';
import type { Clock } from '../clock';
import { hostName } from '../http/host';
import type { Logger } from '../log';
import {
  HUB_CLOSE_WAIT_MS,
  HUB_HEARTBEAT_MS,
  HUB_CONNECTION_GRACE_MS,
  HUB_STALLED_CLOSE_WAIT_MS,
} from '../timing';
import type { ConnectionString } from './connection-string';
import { MAX_SOCKET_FRAME_BYTES, SUBPROTOCOL } from './frames';
import type { HubFaultState } from './hub';
import { Outbound } from './outbound';
import { HubRegistry, type ConnectionInfo } from './registry';
import { HubConnection } from './hub-connection';
import { kickSocket, refuseUpgrade } from './sockets';
import { signInOf, verifyHubToken } from './token';
import { classifyUpgrade } from './upgrade';

export type { ConnectionInfo };

/** The sign-in of a sign-in tag (`<sign-in>.<hub epoch>`, api/sign-ins.ts `hubTag`): renewed epochs count as one. */
const signInId = (tag: string): string => tag.slice(0, Math.max(0, tag.lastIndexOf('.')) || tag.length);

/**
 * Connections one user id may hold in one hub at once (attached, or detached and still recoverable):
 * the whole connection limit of Azure Web PubSub's Free tier, far more than one account's tabs or one
 * player need (hub-protocol.md §15). Past it, the user's oldest detached connection is forgotten; when
 * all are attached, the upgrade is refused with 429.
 */
export const MAX_CONNECTIONS_PER_USER = 20;
/**
 * Connections one sign-in (all the tabs of one browser share it) may hold in one hub at once: plenty
 * for a browser's tabs, and half the user's limit, so one stolen sign-in cannot take all of
 * {@link MAX_CONNECTIONS_PER_USER} and shut the owner's other browsers out. Past it, the sign-in's
 * oldest detached connection is forgotten; when all are attached, the upgrade is refused with 429.
 */
export const MAX_CONNECTIONS_PER_SIGN_IN = 10;
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
  /** Host names an upgrade may name (http/host.ts); others are refused with 421. */
  readonly allowedHosts: ReadonlySet<string>;
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
 * The hub endpoint: accepts upgrades, binds sockets to connections, keeps dropped connections for recovery
 * and answers recovery of an unknown connection with accept-then-1008 (hub-protocol.md "What a local
 * server must do" 1–3, 7–9). Also the target of the hub fault controls.
 */
export class HubServer {
  private readonly registry: HubRegistry;
  private readonly sockets = new Map<WebSocket, HubConnection>();
  /** The payload of each socket's unanswered heartbeat ping. */
  private readonly pings = new Map<WebSocket, Buffer>();
  private readonly wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_SOCKET_FRAME_BYTES,
    handleProtocols: (offered) => (offered.has(SUBPROTOCOL) ? SUBPROTOCOL : false),
  });
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly options: HubServerOptions) {
    this.registry = new HubRegistry(options.faults, options.log, (s) =>
      this.kick(s.connectionId, 'Too many unacknowledged messages.'),
    );
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs ?? HUB_HEARTBEAT_MS).unref();
  }

  /**
   * The `upgrade` listener of the HTTP server, for hub paths: Host allow-list, fault switch, then
   * the request's classification (http/upgrade.ts). Never throws: a failure refuses that upgrade only.
   */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', (error) => this.options.log.warn(`upgrade socket error: ${error.message}`));
    this.upgrade(req, socket, head).catch((error: unknown) => {
      this.options.log.error({ err: error }, `upgrade of ${req.url?.split('?')[0]} failed`);
      refuseUpgrade(socket, 500, 'Internal error');
    });
  }

  private async upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const path = req.url?.split('?')[0];
    const host = hostName(req.headers.host);
    if (!host || !this.options.allowedHosts.has(host)) return refuseUpgrade(socket, 421, 'Unknown host');
    if (this.options.faults.refuseUpgrades) {
      this.options.log.warn(`refused upgrade ${path}: fault refuseUpgrades`);
      return refuseUpgrade(socket, 503, 'The hub is unavailable (fault refuseUpgrades).');
    }
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
    if (request.kind === 'refuse') {
      this.options.log.warn(`refused upgrade ${path}: ${request.reason}`);
      return refuseUpgrade(socket, request.status, request.reason);
    }
    if (socket.destroyed) return;
    const signIn = request.kind === 'connect' ? signInOf(request.claims.roles) : null;
    if (signIn !== null && this.options.signInLive?.(signIn) === false) {
      this.options.log.warn(`refused upgrade ${path}: its sign-in has ended`);
      return refuseUpgrade(socket, 401, 'The sign-in of this access token has ended');
    }
    if (request.kind === 'connect' && !this.makeRoom(request.hub, request.claims.userId, signIn)) {
      this.options.log.warn(`refused upgrade ${path}: ${request.claims.userId} has too many connections`);
      return refuseUpgrade(socket, 429, 'Too many connections for this user');
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      if (request.kind === 'connect') {
        const connection = new HubConnection(
          request.hub,
          request.claims.userId,
          new Set(request.claims.roles),
        );
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
    });
  }

  /**
   * Whether user `userId`, through sign-in tag `signIn` (null: a token without one), may open one more
   * connection in hub `hub`: under {@link MAX_CONNECTIONS_PER_SIGN_IN} for the sign-in and
   * {@link MAX_CONNECTIONS_PER_USER} for the user, or once an oldest detached connection is forgotten
   * to make room.
   */
  private makeRoom(hub: string, userId: string | null, signIn: string | null): boolean {
    if (userId === null) return true;
    const own = this.registry.all().filter((c) => c.hub === hub && c.userId === userId);
    const id = signIn === null ? null : signInId(signIn);
    if (id !== null) {
      const same = own.filter((c) => {
        const tag = signInOf(c.roles);
        return tag !== null && signInId(tag) === id;
      });
      if (!this.roomAmong(same, MAX_CONNECTIONS_PER_SIGN_IN)) return false;
    }
    return this.roomAmong(
      this.registry.all().filter((c) => c.hub === hub && c.userId === userId),
      MAX_CONNECTIONS_PER_USER,
    );
  }

  /** True when `connections` are under `limit`, or one detached among them was forgotten to make room. */
  private roomAmong(connections: readonly HubConnection[], limit: number): boolean {
    if (connections.length < limit) return true;
    const detached = connections.find((c) => c.outbound === null);
    if (detached) this.forget(detached);
    return detached !== undefined;
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

  /** Says goodbye to every socket (close 1001), forgets all connections, and resolves within about {@link HUB_CLOSE_WAIT_MS}. */
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
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
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
