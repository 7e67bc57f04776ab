import type { Observable, SchedulerLike } from 'rxjs';
import type { ClientFrame } from './client-frames';
import type { AckFrame } from './frames';
import type { SequenceTracker } from './sequence';
import type { HubTiming } from './timing';
import type { HubGroupMessage, HubState, WebSocketCtor } from './types';

/** Internal model shared by the connection pieces (not exported from the barrel). */

/** A writable, open socket of the current connection. A new object per socket, so `distinctUntilChanged` sees every new socket. */
export interface Link {
  /** Writes one frame; a failed write is logged (the close that follows drives recovery). */
  send(frame: ClientFrame): void;
}

/** Connection state plus the socket to write to; `link` is non-null exactly when `state.kind` is `connected`. */
export interface Status {
  readonly state: HubState;
  readonly link: Link | null;
}

/**
 * What the connections stream emits: the connection's status changes. Group messages and acks do not
 * travel on it: the socket's receive hands them to {@link HubDeps.route}, one call each.
 */
export type HubEvent = { readonly type: 'status'; readonly status: Status };

/**
 * What reaches the client from its connection, a union on `type`: a group message and an ack, handed on
 * by the socket's receive as each frame is handled, and the connection's status, as its state changes.
 */
export type HubRouted =
  | { readonly type: 'message'; readonly message: HubGroupMessage }
  | { readonly type: 'ack'; readonly frame: AckFrame }
  | HubEvent;

/**
 * What one connection (hub-protocol.md §6: a connectionId and its recoveries) knows. Created per new
 * connection; written by the socket handlers, read by the recovery decision.
 */
export interface ConnectionContext {
  /** The client access URL this connection was opened with (kept for recovery URLs, §6). */
  url: string;
  connectionId?: string;
  reconnectionToken?: string;
  /** True once the first `system/connected` frame arrived (groups rejoined, state connected). */
  established: boolean;
  /** `message` of the last `system/disconnected` frame (§7), reported as the Disconnected reason. */
  lastDisconnectMessage?: string;
  /** Kept across recoveries, new per connection (§5). */
  readonly sequence: SequenceTracker;
}

/** Dependencies of the hub connections, resolved by `createHubClient`. */
export interface HubDeps {
  readonly getClientAccessUrl: () => Observable<string>;
  readonly WebSocketCtor: WebSocketCtor;
  readonly scheduler: SchedulerLike;
  readonly logger: Pick<Console, 'warn' | 'error' | 'info'>;
  readonly nextAckId: () => number;
  /** Groups to rejoin on each new connection (§11). */
  readonly joinedGroups: () => readonly string[];
  /** Every duration of the protocol, resolved from the client's options. */
  readonly timing: HubTiming;
  /**
   * Receives each de-duplicated group message and each ack, in arrival order, at the moment its frame is
   * handled (between the events of the connections stream, as if it were one of them): the client's
   * router (`createHubRouter`, router.ts).
   */
  readonly route: (event: HubRouted) => void;
}

/** Status helpers with no payload. */
export const STOPPED: Status = { state: { kind: 'stopped' }, link: null };
export const CONNECTING: Status = { state: { kind: 'connecting' }, link: null };

/** Wraps a status as a hub event. */
export const statusEvent = (status: Status): HubEvent => ({ type: 'status', status });

/** The recovery window (`HubTiming.recoveryWindowInMs`, hub-protocol.md §6) ran out before a recovery socket opened. */
export class RecoveryExpiredError extends Error {
  override readonly name = 'RecoveryExpiredError';
  constructor(readonly windowMs: number) {
    super(`Recovery did not succeed within ${windowMs} ms`);
  }
}

/** The `connected` status of `ctx` on `link`. */
export function connectedStatus(ctx: ConnectionContext, link: Link): Status {
  return { state: { kind: 'connected', connectionId: ctx.connectionId ?? '' }, link };
}
