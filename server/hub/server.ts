import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import WebSocket, { WebSocketServer } from 'ws';
import type { Clock } from '../clock';
import { hostName } from '../http/host';
import type { Logger } from '../log';
import { HUB_CLOSE_WAIT_MS, HUB_HEARTBEAT_MS, HUB_SESSION_GRACE_MS } from '../timing';
import type { HubConnection } from './connection';
import { MAX_SOCKET_FRAME_BYTES, SUBPROTOCOL } from './frames';
import type { HubFaultState } from './hub';
import { Outbound } from './outbound';
import { HubRegistry, type SessionInfo } from './registry';
import { Session } from './session';
import { kickSocket, refuseUpgrade } from './sockets';
import { verifyHubToken } from './token';
import { classifyUpgrade } from './upgrade';

export type { SessionInfo };

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
  readonly connection: () => HubConnection;
  /** Host names an upgrade may name (http/host.ts); others are refused with 421. */
  readonly allowedHosts: ReadonlySet<string>;
  /** How long a dropped session stays recoverable (≥ 30 s per hub-protocol.md §6). Default {@link HUB_SESSION_GRACE_MS}. */
  readonly sessionGraceMs?: number;
  /** Interval of WebSocket control pings; a socket that missed the previous pong is terminated. Default {@link HUB_HEARTBEAT_MS}. */
  readonly heartbeatMs?: number;
}

/**
 * The hub endpoint: accepts upgrades, binds sockets to sessions, keeps dropped sessions for recovery
 * and answers recovery of an unknown session with accept-then-1008 (hub-protocol.md "What a local
 * server must do" 1–3, 7–9). Also the target of the hub fault controls.
 */
export class HubServer {
  private readonly registry: HubRegistry;
  private readonly sockets = new Map<WebSocket, Session>();
  private readonly alive = new Set<WebSocket>();
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
    socket.on('error', (error) => this.options.log.warn(`hub: upgrade socket error: ${error.message}`));
    this.upgrade(req, socket, head).catch((error: unknown) => {
      this.options.log.error(`hub: upgrade of ${req.url?.split('?')[0]} failed`, error);
      refuseUpgrade(socket, 500, 'Internal error');
    });
  }

  private async upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const path = req.url?.split('?')[0];
    const host = hostName(req.headers.host);
    if (!host || !this.options.allowedHosts.has(host)) return refuseUpgrade(socket, 421, 'Unknown host');
    if (this.options.faults.refuseUpgrades) {
      this.options.log.warn(`hub: refused upgrade ${path}: fault refuseUpgrades`);
      return refuseUpgrade(socket, 503, 'The hub is unavailable (fault refuseUpgrades).');
    }
    const { forgetSessions } = this.options.faults;
    const now = this.options.tokenClock.now();
    const connection = this.options.connection();
    const request = await classifyUpgrade(
      req,
      (token, hub) => verifyHubToken(token, connection, hub, now),
      forgetSessions,
    );
    if (forgetSessions) this.forgetRecovered(req);
    if (request.kind === 'refuse') {
      this.options.log.warn(`hub: refused upgrade ${path}: ${request.reason}`);
      return refuseUpgrade(socket, request.status, request.reason);
    }
    if (socket.destroyed) return;
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      if (request.kind === 'connect') {
        const session = new Session(request.hub, request.claims.userId, new Set(request.claims.roles));
        const hub = this.registry.hub(request.hub);
        hub.sessions.set(session.connectionId, session);
        for (const group of request.claims.groups) hub.join(session, group);
        return this.bind(ws, session);
      }
      const session = this.registry.find(request.connectionId, request.hub);
      if (!session || session.reconnectionToken !== request.reconnectionToken)
        return kickSocket(ws, 'Session not found or expired.');
      this.release(session)?.terminate(); // a recovery replaces a socket the service still thinks is open
      clearTimeout(session.expiry);
      this.bind(ws, session);
    });
  }

  /** Fault `forgetSessions`: forgets the session a recovery URL names, as a hub that lost it would have. */
  private forgetRecovered(req: IncomingMessage): void {
    const id = new URL(req.url ?? '/', 'http://hub.invalid').searchParams.get('awps_connection_id');
    const session = id ? this.registry.find(id) : undefined;
    if (session) this.forget(session)?.terminate();
  }

  /** Terminates every socket abruptly (no close frame); sessions stay recoverable. */
  dropAll(): void {
    for (const ws of this.sockets.keys()) ws.terminate();
  }

  /** Terminates one session's socket abruptly; false when no such attached session. */
  drop(connectionId: string): boolean {
    const ws = this.registry.find(connectionId)?.outbound?.socket;
    ws?.terminate();
    return ws !== undefined;
  }

  /**
   * Writes `data` as one raw frame on a session's socket, at once (bypassing the frame delay):
   * a string as a text frame, bytes as a binary frame. For malformed-frame tests; false when the
   * session has no socket.
   */
  inject(connectionId: string, data: string | Uint8Array): boolean {
    const ws = this.registry.find(connectionId)?.outbound?.socket;
    if (ws?.readyState !== WebSocket.OPEN) return false;
    ws.send(data, { binary: typeof data !== 'string' });
    return true;
  }

  /** Forgets a session (its next recovery gets 1008) and terminates its socket abruptly, if any. */
  expireSession(connectionId: string): boolean {
    const session = this.registry.find(connectionId);
    if (session) this.forget(session)?.terminate();
    return session !== undefined;
  }

  /** Deliberate kick: `system/disconnected`, then close 1008; the session is forgotten. */
  kick(connectionId: string, reason = 'Kicked by the service.'): boolean {
    const session = this.registry.find(connectionId);
    const ws = session && this.forget(session);
    if (ws) kickSocket(ws, reason);
    return session !== undefined;
  }

  /** Simulates a hub restart: every socket terminated, every session and group forgotten. */
  restart(): void {
    for (const session of this.registry.all()) this.forget(session)?.terminate();
  }

  /** Snapshot of every live session. */
  sessions(): SessionInfo[] {
    return this.registry.snapshot();
  }

  /** Says goodbye to every socket (close 1001), forgets all sessions, and resolves within about {@link HUB_CLOSE_WAIT_MS}. */
  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    const open = [...this.sockets.keys()];
    for (const session of this.registry.all()) this.forget(session);
    const closed = open.map((ws) => new Promise<void>((resolve) => ws.once('close', () => resolve())));
    for (const ws of open) kickSocket(ws, 'The service is stopping.', 1001);
    await Promise.race([
      Promise.all(closed),
      new Promise<void>((resolve) => setTimeout(resolve, HUB_CLOSE_WAIT_MS).unref()),
    ]);
    for (const ws of open) ws.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private bind(ws: WebSocket, session: Session): void {
    const { log } = this.options;
    this.sockets.set(ws, session);
    this.alive.add(ws);
    ws.on('message', (data, isBinary) => {
      if (this.sockets.get(ws) !== session) return;
      if (isBinary) return log.warn(`hub: ignored a binary frame from ${session.connectionId}`);
      try {
        this.registry.hub(session.hub).handleText(session, data.toString());
      } catch (error) {
        // Contained: one connection's frame never stops the service or another connection.
        log.error(`hub: frame from ${session.connectionId} failed`, error);
      }
    });
    ws.on('pong', () => this.alive.add(ws));
    ws.on('error', (error) => log.warn(`hub: socket error on ${session.connectionId}: ${error.message}`));
    ws.on('close', () => {
      this.alive.delete(ws);
      if (this.sockets.get(ws) !== session) return;
      this.release(session);
      session.expiry = setTimeout(
        () => this.registry.remove(session),
        this.options.sessionGraceMs ?? HUB_SESSION_GRACE_MS,
      ).unref();
    });
    session.attach(new Outbound(ws, () => this.options.faults.frameDelayMs));
  }

  /** Detaches a session from its socket and returns that socket (still open), if any. */
  private release(session: Session): WebSocket | undefined {
    const ws = session.detach()?.socket;
    if (ws) this.sockets.delete(ws);
    return ws;
  }

  /** Removes a session for good and returns its detached socket, if any. */
  private forget(session: Session): WebSocket | undefined {
    this.registry.remove(session);
    return this.release(session);
  }

  /** Terminates sockets that did not answer the previous control ping, pings the rest. */
  private beat(): void {
    for (const ws of this.sockets.keys()) {
      if (!this.alive.delete(ws)) ws.terminate();
      else ws.ping();
    }
  }
}
