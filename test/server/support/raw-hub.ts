import WebSocket from 'ws';
import type { Service } from '../../../server/app';
import { SUBPROTOCOL } from '../../../server/hub/frames';
import { groupRoles, mintClientAccess } from '../../../server/hub/token';
import type { Json } from './json';

/**
 * How long a wait for a frame may take by default: the frames come as soon as the hub sends them, and the
 * bound only decides when a test gives up; generous, for a machine busy with every other test file.
 */
const WAIT_MS = 10_000;

/** A frame received from the hub (parsed JSON). */
export type Frame = Record<string, Json>;

/**
 * A bare `ws` client for protocol tests: records every text frame, lets a test await the next one
 * (optionally matching a predicate) and the close event.
 */
export class RawHubClient {
  readonly frames: Frame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  private cursor = 0;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const frame = JSON.parse(data.toString()) as Frame;
      this.frames.push(frame);
      this.waiters = this.waiters.filter((w) => (w.match(frame) ? (w.resolve(frame), false) : true));
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  /** Opens a socket offering `protocols`; resolves when open, rejects on a refused upgrade (with the HTTP status). */
  static open(url: string, protocols: string[] = [SUBPROTOCOL]): Promise<RawHubClient> {
    const socket = new WebSocket(url, protocols);
    const client = new RawHubClient(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(client));
      socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      socket.once('error', reject);
    });
  }

  send(frame: object): void {
    this.socket.send(JSON.stringify(frame));
  }

  /** The next frame after those already taken (in arrival order), waiting up to `timeoutMs`. */
  async next(timeoutMs = WAIT_MS): Promise<Frame> {
    const index = this.cursor++;
    if (index < this.frames.length) return this.frames[index]!;
    return this.waitFor((_f) => this.frames.indexOf(_f) === index, timeoutMs);
  }

  /** The first frame (already received or future) matching `match`. */
  waitFor(match: (f: Frame) => boolean, timeoutMs = WAIT_MS): Promise<Frame> {
    const seen = this.frames.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`)),
        timeoutMs,
      );
      this.waiters.push({ match, resolve: (f) => (clearTimeout(timer), resolve(f)) });
    });
  }

  /**
   * Pings and waits for the pong. The hub answers each socket's frames in order and writes what it
   * sends a socket in order, so once this resolves, everything the hub had sent this client before
   * (for instance a delivery caused by another client's frame that was already acked) has arrived:
   * a test can then check that something did not come, without sleeping.
   */
  async flush(timeoutMs = WAIT_MS): Promise<void> {
    const seen = this.frames.length;
    this.send({ type: 'ping' });
    await this.waitFor((f) => f['type'] === 'pong' && this.frames.indexOf(f) >= seen, timeoutMs);
  }

  /** The ack for `ackId`. */
  ack(ackId: number, timeoutMs = WAIT_MS): Promise<Frame> {
    return this.waitFor((f) => f['type'] === 'ack' && f['ackId'] === ackId, timeoutMs);
  }

  /** Group messages received so far. */
  messages(): Frame[] {
    return this.frames.filter((f) => f['type'] === 'message');
  }

  /** Closes the socket (normal close) and waits for it. */
  async close(): Promise<void> {
    if (this.socket.readyState !== WebSocket.CLOSED) this.socket.close();
    await this.closed;
  }
}

/** A client access URL for hub `hub` of the service at `base` (http://…), with a freshly minted token. */
export function hubUrl(base: string, token: string, hub = 'players'): string {
  return `${base.replace(/^http/, 'ws')}/client/hubs/${hub}?access_token=${encodeURIComponent(token)}`;
}

/**
 * A client access URL for hub `hub` (default `players`, the service's) of `service`, minted by Azure's server SDK from
 * the service's hub connection string for `userId`, with the roles of exactly `groups` (or `roles`),
 * `initialGroups` joined on connect, valid for `ttlMinutes` (default: the SDK's hour).
 */
export async function serviceHubUrl(
  service: Service,
  userId: string,
  groups: readonly string[],
  options: { hub?: string; ttlMinutes?: number; roles?: string[]; initialGroups?: string[] } = {},
): Promise<string> {
  const access = await mintClientAccess(service.hubConnectionString, options.hub ?? 'players', {
    userId,
    roles: options.roles ?? groupRoles(groups),
    ...(options.initialGroups ? { groups: options.initialGroups } : {}),
    ...(options.ttlMinutes === undefined ? {} : { expirationTimeInMinutes: options.ttlMinutes }),
  });
  return access.url;
}

/** The recovery URL of a connection (hub-protocol.md §6). */
export function recoveryUrl(url: string, connected: Frame): string {
  return `${url}&awps_connection_id=${encodeURIComponent(connected['connectionId'])}&awps_reconnection_token=${encodeURIComponent(connected['reconnectionToken'])}`;
}
