import {
  connect,
  EMPTY,
  filter,
  map,
  merge,
  mergeMap,
  of,
  share,
  switchMap,
  take,
  type Observable,
} from 'rxjs';
import { firstWithin } from '../rx/deadline';
import { openSocket, type SocketEvent } from './socket';
import { ProtocolError } from './errors';
import { serializeClientFrame } from './client-frames';
import { parseServerFrame, type AckFrame, type ConnectedFrame, type ServerFrame } from './frames';
import { onMessage } from './group-messages';
import { pingEvery, silenceWatchdog } from './keep-alive';
import { rejoinGroups } from './rejoin';
import { sequenceAckLoop } from './sequence-ack';
import {
  connectedStatus,
  RecoveryExpiredError,
  statusEvent,
  type ConnectionContext,
  type Link,
  type HubDeps,
  type HubEvent,
} from './hub-model';
import type { WebSocketLike } from './types';

/** How a socket of a connection is run. */
export interface SocketMode {
  /** True for a recovery socket (§6): connected at open, no rejoin. */
  readonly recovery: boolean;
  /** Ms the socket has to open before the attempt fails with `RecoveryExpiredError` (the rest of the recovery window, a deadline). */
  readonly openWithin?: number;
  /** Reported in `RecoveryExpiredError`. */
  readonly windowMs?: number;
}

/**
 * Runs one socket of a connection (hub-protocol.md §5, §6, §10, §11). Once open: parses frames
 * (malformed ones → `logger.warn`, dropped), de-duplicates messages by sequenceId, sends
 * sequenceAcks, pings, watches for silence, and on the first `connected` frame of a new connection
 * rejoins the groups and reports `connected` (a recovery socket reports it at open). A `connected`
 * frame on a recovery socket with a connectionId other than the one being recovered means the service
 * lost the hub connection and opened a new one: the sequence starts over, the groups are rejoined and
 * `connected` is reported again with the new connectionId (screens then request status, as after a
 * reconnect). Emits
 * {@link HubEvent}s; errors with `SocketClosedError` (or `RecoveryExpiredError`) when the socket ends.
 */
export function runSocket(
  url: string,
  ctx: ConnectionContext,
  deps: HubDeps,
  mode: SocketMode,
): Observable<HubEvent> {
  const socket$ = openSocket(url, deps.WebSocketCtor);
  const guarded$ =
    mode.openWithin === undefined
      ? socket$
      : socket$.pipe(
          firstWithin(
            mode.openWithin,
            deps.scheduler,
            () => new RecoveryExpiredError(mode.windowMs ?? mode.openWithin ?? 0),
          ),
        );
  return guarded$.pipe(
    connect((events$) =>
      events$.pipe(
        filter((e): e is Extract<SocketEvent, { type: 'open' }> => e.type === 'open'),
        take(1),
        // switchMap: a socket opens once; the inner stream lives exactly as long as that socket
        switchMap(({ socket }) => whileOpen(socket, events$, ctx, deps, mode.recovery)),
      ),
    ),
  );
}

function whileOpen(
  socket: WebSocketLike,
  events$: Observable<SocketEvent>,
  ctx: ConnectionContext,
  deps: HubDeps,
  recovery: boolean,
): Observable<HubEvent> {
  const { scheduler, logger, timing } = deps;
  const link: Link = { send: (frame) => write(socket, serializeClientFrame(frame), logger) };
  const data$ = events$.pipe(
    filter((e): e is Extract<SocketEvent, { type: 'data' }> => e.type === 'data'),
    map((e) => e.data),
  );
  const frames$ = data$.pipe(
    map(parseServerFrame),
    filter((frame): frame is ServerFrame => {
      if (!(frame instanceof ProtocolError)) return true;
      logger.warn(`hub: ignored a frame (${frame.reason})`, frame.frame);
      return false;
    }),
    share(),
  );
  const acks$ = frames$.pipe(filter((f): f is AckFrame => f.type === 'ack'));

  const dispatch = (frame: ServerFrame): Observable<HubEvent> => {
    switch (frame.type) {
      case 'ack':
        return of({ type: 'ack', frame });
      case 'message':
        return onMessage(frame, ctx, link);
      case 'pong':
        return EMPTY;
      case 'system':
        if (frame.event === 'disconnected') {
          ctx.lastDisconnectMessage = frame.message;
          logger.info('hub: the service announced a disconnect', frame.message);
          return EMPTY;
        }
        return onConnected(frame);
    }
  };

  // rejoins are written first, then `connected` lets waiting requests go out
  const rejoinAndConnect = (): Observable<HubEvent> =>
    merge(rejoinGroups(deps.joinedGroups(), link, acks$, deps), of(statusEvent(connectedStatus(ctx, link))));

  const onConnected = (frame: ConnectedFrame): Observable<HubEvent> => {
    const recovering = ctx.connectionId;
    ctx.connectionId = frame.connectionId;
    if (frame.reconnectionToken !== undefined) ctx.reconnectionToken = frame.reconnectionToken;
    if (recovery && recovering !== undefined && frame.connectionId !== recovering) {
      // The service accepted the recovery URL but forgot the connection: this is a new connection, with
      // a new sequence and no groups. Start its sequence over, rejoin, and report the new connection.
      logger.info(`hub: connection ${recovering} was lost; the service opened ${frame.connectionId}`);
      ctx.sequence.reset();
      return rejoinAndConnect();
    }
    if (recovery || ctx.established) return EMPTY; // a recovery, or a repeated frame: no rejoin (§11)
    ctx.established = true;
    return rejoinAndConnect();
  };

  if (recovery) ctx.lastDisconnectMessage = undefined; // recovered: an earlier announcement is stale
  return merge(
    recovery ? of(statusEvent(connectedStatus(ctx, link))) : EMPTY,
    // mergeMap: frames are handled in arrival order; only the connected frame's rejoin has a lasting inner stream
    frames$.pipe(mergeMap(dispatch)),
    sequenceAckLoop(ctx.sequence, link, timing.sequenceAckIntervalInMs, scheduler),
    pingEvery(link, timing.keepAliveIntervalInMs, scheduler),
    silenceWatchdog(data$.pipe(filter((d) => typeof d === 'string')), timing.keepAliveTimeoutInMs, scheduler),
  );
}

function write(socket: WebSocketLike, text: string, logger: HubDeps['logger']): void {
  try {
    socket.send(text);
  } catch (e: unknown) {
    logger.warn('hub: a frame could not be written', e); // the close that follows drives recovery and re-sends
  }
}
