import type { Observable, SchedulerLike } from 'rxjs';
import type { HubTimingOptions } from './timing';

/**
 * Public contract of the hub client: Azure Web PubSub's reliable JSON subprotocol
 * (`json.reliable.webpubsub.azure.v1`, docs/hub-protocol.md; spec §4 "Real-time connection states", §7).
 */

/** Connection state machine of hub-protocol.md §8, as a discriminated union on `kind`. */
export type HubState =
  | { readonly kind: 'stopped' }
  | { readonly kind: 'connecting' }
  | { readonly kind: 'connected'; readonly connectionId: string }
  | { readonly kind: 'recovering'; readonly connectionId: string; readonly attempt: number }
  | { readonly kind: 'disconnected'; readonly reason?: string };

/** A group message delivered by the service (`type: "message", from: "group"`), after sequence de-duplication. */
export interface HubGroupMessage {
  readonly group: string;
  readonly dataType: 'json' | 'text' | 'binary';
  /** Parsed JSON for `json`, the string for `text`, base64 text for `binary`. */
  readonly data: unknown;
  readonly fromUserId?: string | null;
  readonly sequenceId?: number;
}

/** How {@link HubClient.sendToGroup} publishes. */
export interface SendToGroupOptions {
  /** The sender does not get its own message back (default true). */
  readonly noEcho?: boolean;
  /**
   * Written once without an ackId, no ack awaited (default false): for a request whose reply is its
   * acknowledgement, and that its caller asks again when no reply comes.
   */
  readonly fireAndForget?: boolean;
}

/** Options of `HubClient.joinGroup`. */
export interface JoinGroupOptions {
  /**
   * Written once without an ackId, no ack awaited (default false): the group counts as joined once the frame
   * is written (and is rejoined on every new connection), for a caller that learns from a reply of its own
   * whether the join took (a request written after it on the same connection: docs/hub-protocol.md §2).
   */
  readonly fireAndForget?: boolean;
}

/** Outcome of an acked request; `duplicated` is true when the service answered `Duplicate` (success). */
export interface HubAck {
  readonly ackId: number;
  readonly duplicated: boolean;
}

/** The minimal WebSocket surface the client uses; the browser's `WebSocket` satisfies it, tests inject a fake. */
export interface WebSocketLike {
  readonly readyState: number;
  readonly protocol: string;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: { code: number; reason: string; wasClean?: boolean }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** Constructor of a WebSocket-like transport: `new WebSocketCtor(url, protocols)`. */
export type WebSocketCtor = new (url: string, protocols?: string | string[]) => WebSocketLike;

/** Dependencies of {@link createHubClient}. */
export interface HubClientDeps {
  /** Fetches a fresh client access URL (`HubUrl`, `ws(s)://…/client/hubs/{hub}?access_token=…`); asked on every new connection. */
  readonly getClientAccessUrl: () => Observable<string>;
  /** Transport constructor; defaults to the global `WebSocket`. */
  readonly WebSocketCtor?: WebSocketCtor;
  /** Scheduler for every timer (retries, acks, pings, grace); defaults to `asyncScheduler`. */
  readonly scheduler?: SchedulerLike;
  /** Where malformed frames and protocol errors are reported; defaults to `console`. */
  readonly logger?: Pick<Console, 'warn' | 'error' | 'info'>;
  /** Retries, recovery, keep-alive and sequenceAck timing; each option defaults to its constant in `src/config/timing/`. */
  readonly timing?: HubTimingOptions;
}

/**
 * The hub client. Subscribing to `state$`, `groupMessages$` or a request opens (or shares) the one connection,
 * which starts only from `stopped` and outlives its last subscriber by `HubTimingOptions.refCountGraceInMs`.
 */
export interface HubClient {
  /**
   * Connection state; replays the current state to each new subscriber. Keeps the connection open while
   * subscribed. Never errors or completes: after `stop()` it shows `stopped` and follows any later connection
   * (started by another subscription) without holding it open.
   */
  readonly state$: Observable<HubState>;
  /**
   * Group messages of every joined group, de-duplicated by sequenceId. Keeps the connection open while
   * subscribed. Completes when `stop()` ends the connection; never errors (malformed frames are logged).
   */
  readonly groupMessages$: Observable<HubGroupMessage>;
  /**
   * Joins a group (acked, retried per the message-retry timing with the same ackId); the group is rejoined on every new connection
   * until left. Cold: sends on subscribe (once connected; a send in flight when the socket drops is written
   * again, same ackId, on the recovered or new socket), emits the ack once and completes; errors with
   * `HubAckError` or `HubClosedError`. With `fireAndForget` the frame carries no ackId: it is written once,
   * as soon as the client is connected, the group counts as joined from then on, nothing is emitted and the
   * observable completes once it is written (errors: `HubClosedError` when `stop()` ends the connection first).
   */
  joinGroup(group: string, options?: JoinGroupOptions): Observable<HubAck>;
  /** Leaves a group and forgets it for rejoining; same delivery rules as `joinGroup`. */
  leaveGroup(group: string): Observable<HubAck>;
  /**
   * Publishes JSON `data` to a group (`noEcho` defaults to true); same delivery rules as `joinGroup`, plus a
   * `TypeError` on subscribe when `data` is not JSON-serializable. With `fireAndForget` (the official
   * client's term) the frame carries no ackId and the service answers nothing: it is written once, as soon
   * as the client is connected, never again on a new socket; nothing is emitted, and the observable completes
   * once it is written (errors: `HubClosedError` when `stop()` ends the connection first, `TypeError`).
   */
  sendToGroup(group: string, data: unknown, options?: SendToGroupOptions): Observable<HubAck>;
  /**
   * Stops the connection for good (state `stopped`): the socket is closed, pending sends fail with
   * `HubClosedError`, `groupMessages$` completes and joined groups are forgotten. A later subscription starts
   * a new connection. Does nothing while stopped.
   */
  stop(): void;
}

export type { SchedulerLike };
