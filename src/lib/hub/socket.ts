import { Observable } from 'rxjs';
import type { WebSocketCtor, WebSocketLike } from './types';

/** The only subprotocol the client offers; the server must echo it (hub-protocol.md §1). */
export const HUB_SUBPROTOCOL = 'json.reliable.webpubsub.azure.v1';

/** Close code for a connection that is gone for good: no recovery (hub-protocol.md §6, §7). */
export const CLOSE_POLICY_VIOLATION = 1008;

/** Close code reported for a socket that failed without a close frame. */
export const CLOSE_ABNORMAL = 1006;

const CONNECTING = 0;
const OPEN = 1;

/**
 * A socket ended: closed by the server, refused before opening, or given up by the client
 * (keep-alive timeout, wrong subprotocol). `opened` tells a refused attempt from a lost link.
 */
export class SocketClosedError extends Error {
  override readonly name = 'SocketClosedError';
  constructor(
    readonly code: number,
    readonly reason: string,
    /** True when the socket had opened (with the right subprotocol) before it ended. */
    readonly opened: boolean,
  ) {
    super(`Hub socket closed (${code}${reason ? `: ${reason}` : ''})`);
  }
}

/**
 * The error handler a socket keeps: a close event always follows an error event, which says what failed.
 * One function for every socket, holding nothing: a closed socket that something else keeps (a host page's
 * instrumentation) then keeps nothing of the client through its handlers.
 */
export const IGNORE_SOCKET_ERROR = (): undefined => undefined;

/**
 * One WebSocket as a cold Observable (hub-protocol.md §1): subscribing creates the socket, offering
 * only `json.reliable.webpubsub.azure.v1`; emits the socket once it is open (only if the server echoed
 * the subprotocol), and hands each frame's `MessageEvent.data` to `onData` as it arrives, in order (a
 * call per frame, not an emission: no allocation on the way). Never completes: it errors with
 * `SocketClosedError` when the socket closes or fails (a wrong subprotocol counts as a failed, not
 * opened, attempt). Unsubscribing detaches the handlers (leaving {@link IGNORE_SOCKET_ERROR}) and closes
 * the socket (no code, like the SDK: the peer sees 1005).
 */
export function openSocket(
  url: string,
  WebSocketCtor: WebSocketCtor,
  onData: (data: unknown) => void,
): Observable<WebSocketLike> {
  return new Observable<WebSocketLike>((subscriber) => {
    let socket: WebSocketLike;
    try {
      socket = new WebSocketCtor(url, [HUB_SUBPROTOCOL]);
    } catch (e: unknown) {
      subscriber.error(
        new SocketClosedError(CLOSE_ABNORMAL, e instanceof Error ? e.message : String(e), false),
      );
      return undefined;
    }
    let opened = false;
    socket.onopen = () => {
      if (socket.protocol !== HUB_SUBPROTOCOL) {
        subscriber.error(
          new SocketClosedError(
            CLOSE_ABNORMAL,
            `Server sent no subprotocol (got "${socket.protocol}")`,
            false,
          ),
        );
        return;
      }
      opened = true;
      subscriber.next(socket);
    };
    socket.onmessage = (ev) => onData(ev.data);
    socket.onclose = (ev) => subscriber.error(new SocketClosedError(ev.code, ev.reason, opened));
    socket.onerror = IGNORE_SOCKET_ERROR;
    return () => {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      // Kept as a no-op: closing a socket still connecting makes it report an error, which an
      // EventEmitter-based WebSocket (Node's ws) throws when no handler is left.
      socket.onerror = IGNORE_SOCKET_ERROR;
      if (socket.readyState === CONNECTING || socket.readyState === OPEN) socket.close();
    };
  });
}
