import { Subscription, type SchedulerAction, type SchedulerLike } from 'rxjs';
import WebSocket from 'ws';
import type { Service } from '../../server/app';
import type { WebSocketCtor, WebSocketLike } from '../../src/lib/hub';
import { RawHubClient, serviceHubUrl, type Frame } from '../server/support/raw-hub';
import { until } from './until';

/**
 * Shared pieces of the hub fault tests (hub-faults.test.ts with the app's client,
 * hub-faults-sdk.test.ts with the official one): a peer standing in for a player, a `ws` transport
 * that records what the client wrote, a time-scaled scheduler, and barriers.
 */

/** The group every scenario uses. */
export const GROUP = 'g1';

/**
 * The key of a barrier, `{ barrier: n }`: a message or command sent after a scenario's traffic to show
 * that everything sent before it has arrived (the hub keeps each direction of a connection in order, so
 * a late duplicate of anything earlier arrives before the barrier). Never part of a scenario's traffic.
 */
export const BARRIER = 'barrier';

/** The barrier number `data` carries, or undefined when `data` is not a barrier. */
export function barrierOf(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null || !(BARRIER in data)) return undefined;
  const n = (data as Record<string, unknown>)[BARRIER];
  return typeof n === 'number' ? n : undefined;
}

let barriers = 0;

/**
 * Waits until all traffic so far has arrived both ways between `player` and the client under test: the
 * player publishes a barrier message and the client sends a barrier command (`client.send`), and each is
 * seen at the other end (`client.barriers()`, `player.barriers()`); a late duplicate of anything sent
 * before would have arrived first ({@link BARRIER}).
 */
export async function drained(
  player: Peer,
  client: { send(data: { [BARRIER]: number }): Promise<unknown>; barriers(): readonly number[] },
): Promise<void> {
  const n = ++barriers;
  await player.acked(player.publish({ [BARRIER]: n }));
  await client.send({ [BARRIER]: n });
  await until(() => client.barriers().includes(n) && player.barriers().includes(n), { what: `barrier ${n}` });
}

/** How many times each value of `values` occurs (as JSON), for exactly-once assertions. */
export function occurrences(values: readonly unknown[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(JSON.stringify(v), (counts.get(JSON.stringify(v)) ?? 0) + 1);
  return counts;
}

/**
 * A raw hub client standing in for a player: joined to {@link GROUP}, it publishes with acks and
 * records the group messages it receives (the commands of the client under test).
 */
export class Peer {
  private ackId = 100;

  private constructor(readonly raw: RawHubClient) {}

  /** Opens a peer as `userId` on the hub of `service` and joins {@link GROUP}. */
  static async join(service: Service, hub: string, userId = 'player'): Promise<Peer> {
    const raw = await RawHubClient.open(await serviceHubUrl(service, userId, [GROUP], { hub }));
    await raw.waitFor((f) => f['event'] === 'connected');
    raw.send({ type: 'joinGroup', group: GROUP, ackId: 1 });
    await raw.ack(1);
    return new Peer(raw);
  }

  /** Publishes `data` (JSON, noEcho) to {@link GROUP} and returns its ackId; `await this.acked(id)` to know the hub ran it. */
  publish(data: unknown): number {
    const ackId = ++this.ackId;
    this.raw.send({ type: 'sendToGroup', group: GROUP, ackId, noEcho: true, dataType: 'json', data });
    return ackId;
  }

  /** Resolves when the hub acked `ackId` (fails after `timeoutMs`). */
  async acked(ackId: number, timeoutMs = 10_000): Promise<Frame> {
    return this.raw.ack(ackId, timeoutMs);
  }

  /** The `data` of every group message received, in arrival order, barriers left out. */
  received(): unknown[] {
    return this.raw
      .messages()
      .map((m) => m['data'])
      .filter((data) => barrierOf(data) === undefined);
  }

  /** The numbers of the barriers received ({@link BARRIER}). */
  barriers(): number[] {
    return this.raw
      .messages()
      .map((m) => barrierOf(m['data']))
      .filter((n): n is number => n !== undefined);
  }

  close(): Promise<void> {
    return this.raw.close();
  }
}

/** One socket a recording transport opened: its URL and every frame written on it (parsed). */
export interface RecordedSocket {
  readonly url: string;
  readonly sent: Record<string, unknown>[];
  readonly socket: WebSocket;
}

/** A `ws` transport for the app's client that records each socket and what was written on it. */
export interface RecordingTransport {
  readonly WebSocketCtor: WebSocketCtor;
  readonly sockets: RecordedSocket[];
  /** Every frame of `type` written on any socket, in order. */
  sent(type: string): Record<string, unknown>[];
  /** Resolves once every socket opened so far is closed (`ws` keeps a close timer otherwise). */
  closed(): Promise<void>;
}

/** Creates a {@link RecordingTransport}. */
export function recordingTransport(): RecordingTransport {
  const sockets: RecordedSocket[] = [];
  // a plain function used with `new`: returning an object makes it the instance
  function RecordingWebSocket(url: string, protocols?: string | string[]): WebSocketLike {
    const socket = new WebSocket(url, protocols);
    const record: RecordedSocket = { url, sent: [], socket };
    sockets.push(record);
    const send = socket.send.bind(socket);
    socket.send = ((data: string) => {
      send(data); // throws while CONNECTING, like a browser socket: then nothing was written
      record.sent.push(JSON.parse(data) as Record<string, unknown>);
    }) as typeof socket.send;
    return socket as unknown as WebSocketLike;
  }
  return {
    WebSocketCtor: RecordingWebSocket as unknown as WebSocketCtor,
    sockets,
    sent: (type) => sockets.flatMap((s) => s.sent.filter((f) => f['type'] === type)),
    closed: () =>
      Promise.all(
        sockets.map(({ socket }) =>
          socket.readyState === WebSocket.CLOSED
            ? undefined
            : new Promise<void>((resolve) => socket.once('close', () => resolve())),
        ),
      ).then(() => undefined),
  };
}

/**
 * A scheduler whose clock runs `factor` times faster than the wall clock: `now()` advances `factor`
 * ms per real ms and a delay of `d` ms fires after `d / factor` real ms. Injected into the app's
 * client, it runs every timing rule (1 s retries, the 30 s recovery window, 20 s pings…) at the
 * same relative pace against real sockets, so a 40 s outage takes 2 s at factor 20. Actions may
 * reschedule themselves (periodic timers) like `asyncScheduler`'s.
 */
export function scaledScheduler(factor: number): SchedulerLike {
  const origin = Date.now();
  const scheduler: SchedulerLike = {
    now: () => origin + (Date.now() - origin) * factor,
    schedule<T>(work: (this: SchedulerAction<T>, state?: T) => void, delay = 0, state?: T): Subscription {
      return new ScaledAction(work, factor).schedule(state, delay);
    },
  };
  return scheduler;
}

/** One scheduled piece of work of {@link scaledScheduler}; ends after running unless the work rescheduled it. */
class ScaledAction<T> extends Subscription implements SchedulerAction<T> {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly work: (this: SchedulerAction<T>, state?: T) => void,
    private readonly factor: number,
  ) {
    super(() => clearTimeout(this.timer));
  }

  schedule(state?: T, delay = 0): Subscription {
    if (this.closed) return this;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      try {
        this.work.call(this, state);
      } finally {
        if (this.timer === undefined) this.unsubscribe();
      }
    }, delay / this.factor);
    return this;
  }
}
