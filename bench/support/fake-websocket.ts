import { Subject, type Observable } from 'rxjs';
import type { WebSocketCtor, WebSocketLike } from '../../src/lib/hub/types';

/** A frame the client wrote, parsed, with the socket that carried it and the clock time it was written. */
export interface SentFrame {
  readonly socket: FakeWebSocket;
  readonly frame: Record<string, unknown>;
  readonly at: number;
}

interface FakeHooks {
  readonly now: () => number;
  readonly onSent: (sent: SentFrame) => void;
}

/**
 * A controllable WebSocket (docs/architecture.md §3.12: a fake transport, not a module mock). It never acts
 * on its own: tests drive it with `open`, `receive`, `receiveBinary`, `closeFromServer`, `refuse`.
 * Like a browser socket, `send` throws while connecting and silently drops frames once closed.
 * `close()` (by the client) records `closedByClient` and moves to CLOSED without firing `onclose`
 * (the client under test detaches its handlers first).
 */
export class FakeWebSocket implements WebSocketLike {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  readyState = FakeWebSocket.CONNECTING;
  protocol = '';
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: { code: number; reason: string; wasClean?: boolean }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  /** Every frame written while open, parsed from JSON (unparseable text is kept as `{ raw }`). */
  readonly sent: Record<string, unknown>[] = [];
  /** Set when the client called `close()`: its arguments and the clock time. */
  closedByClient: { readonly code?: number; readonly reason?: string; readonly at: number } | undefined;
  /** Clock time of construction (the factory's `now`). */
  readonly createdAt: number;

  constructor(
    readonly url: string,
    readonly protocols: string | string[] | undefined,
    private readonly hooks: FakeHooks = { now: () => 0, onSent: () => undefined },
  ) {
    this.createdAt = hooks.now();
  }

  /** The subprotocols offered by the client, as an array. */
  get offeredProtocols(): string[] {
    return this.protocols === undefined
      ? []
      : Array.isArray(this.protocols)
        ? this.protocols
        : [this.protocols];
  }

  /** True when the URL carries recovery parameters (`awps_connection_id`). */
  get isRecovery(): boolean {
    return this.url.includes('awps_connection_id=');
  }

  /** A query parameter of the URL. */
  param(name: string): string | null {
    return new URL(this.url).searchParams.get(name);
  }

  /** Completes the handshake; the server echoes `protocol` (default: the first one offered). */
  open(protocol: string = this.offeredProtocols[0] ?? ''): void {
    this.expectState(FakeWebSocket.CONNECTING, 'open');
    this.readyState = FakeWebSocket.OPEN;
    this.protocol = protocol;
    this.onopen?.({ type: 'open' });
  }

  /** Delivers a text frame: an object is sent as its JSON, a string as is. */
  receive(frame: object | string): void {
    this.expectState(FakeWebSocket.OPEN, 'receive');
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }

  /** Delivers a binary frame (an ArrayBuffer). */
  receiveBinary(bytes: readonly number[] = [1, 2, 3]): void {
    this.expectState(FakeWebSocket.OPEN, 'receiveBinary');
    this.onmessage?.({ data: new Uint8Array(bytes).buffer });
  }

  /** The server closes the socket (or, before `open`, fails the handshake). */
  closeFromServer(code = 1006, reason = ''): void {
    if (this.readyState === FakeWebSocket.CLOSED)
      throw new Error(`FakeWebSocket ${this.url}: already closed`);
    const wasOpen = this.readyState === FakeWebSocket.OPEN;
    this.readyState = FakeWebSocket.CLOSED;
    if (!wasOpen) this.onerror?.({ type: 'error' });
    this.onclose?.({ code, reason, wasClean: code !== 1006 });
  }

  /** The upgrade is refused (HTTP 503, network error): error then close 1006, never opened. */
  refuse(): void {
    this.expectState(FakeWebSocket.CONNECTING, 'refuse');
    this.closeFromServer(1006, '');
  }

  /** Frames written so far of one `type`. */
  sentOfType(type: string): Record<string, unknown>[] {
    return this.sent.filter((f) => f['type'] === type);
  }

  send(data: string): void {
    if (this.readyState === FakeWebSocket.CONNECTING)
      throw new Error('InvalidStateError: still in CONNECTING state');
    if (this.readyState !== FakeWebSocket.OPEN) return;
    let frame: Record<string, unknown>;
    try {
      frame = JSON.parse(data) as Record<string, unknown>;
    } catch {
      frame = { raw: data };
    }
    this.sent.push(frame);
    this.hooks.onSent({ socket: this, frame, at: this.hooks.now() });
  }

  close(code?: number, reason?: string): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.closedByClient = {
      ...(code !== undefined ? { code } : {}),
      ...(reason !== undefined ? { reason } : {}),
      at: this.hooks.now(),
    };
    this.readyState = FakeWebSocket.CLOSED;
  }

  private expectState(state: number, action: string): void {
    if (this.readyState !== state)
      throw new Error(`FakeWebSocket ${this.url}: cannot ${action} in readyState ${this.readyState}`);
  }
}

/** Records every socket a client creates, and everything they write. */
export interface FakeWebSocketFactory {
  /** Pass as `HubClientDeps.WebSocketCtor`. */
  readonly WebSocketCtor: WebSocketCtor;
  /** Every socket created, oldest first. */
  readonly sockets: readonly FakeWebSocket[];
  /** Emits each socket as it is created (hot). */
  readonly created$: Observable<FakeWebSocket>;
  /** Emits each frame any socket writes (hot). */
  readonly sent$: Observable<SentFrame>;
  /** The socket created `index`-th (0-based); throws if there is none yet. */
  socket(index: number): FakeWebSocket;
  /** The most recent socket; throws if there is none. */
  latest(): FakeWebSocket;
}

/** Options of {@link createFakeWebSocketFactory}. */
export interface FakeWebSocketFactoryOptions {
  /** Clock for `createdAt` and `SentFrame.at`, e.g. `() => m.scheduler.now()`. */
  readonly now?: () => number;
  /** Called with each new socket, after it is recorded (e.g. to schedule its refusal). */
  readonly onCreate?: (socket: FakeWebSocket) => void;
}

/** Creates a factory of {@link FakeWebSocket}s (a constructor to inject, plus what it recorded). */
export function createFakeWebSocketFactory(options: FakeWebSocketFactoryOptions = {}): FakeWebSocketFactory {
  const sockets: FakeWebSocket[] = [];
  const created = new Subject<FakeWebSocket>();
  const sent = new Subject<SentFrame>();
  const hooks: FakeHooks = { now: options.now ?? (() => 0), onSent: (s) => sent.next(s) };
  class RecordedFakeWebSocket extends FakeWebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, hooks);
      sockets.push(this);
      options.onCreate?.(this);
      created.next(this);
    }
  }
  const at = (index: number): FakeWebSocket => {
    const socket = sockets[index];
    if (!socket) throw new Error(`No fake socket #${index} (${sockets.length} created)`);
    return socket;
  };
  return {
    WebSocketCtor: RecordedFakeWebSocket,
    sockets,
    created$: created.asObservable(),
    sent$: sent.asObservable(),
    socket: at,
    latest: () => at(sockets.length - 1),
  };
}
