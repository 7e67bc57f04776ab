import { filter, map, type Observable } from 'rxjs';
import type { Context } from 'rxjs-marbles/jest';
import { createHubClient } from '../../src/lib/hub';
import type { HubClient, HubGroupMessage, HubState } from '../../src/lib/hub';
import type { HubTimingOptions } from '../../src/lib/hub/timing';
import {
  createFakeWebSocketFactory,
  type FakeWebSocket,
  type FakeWebSocketFactory,
} from '../../bench/support/fake-websocket';

/** Base of the access URLs; the n-th fetch returns `${ACCESS_URL}${n}` (a fresh token each time). */
export const ACCESS_URL = 'wss://hub.test/client/hubs/remote?access_token=t';

/** A client wired to fakes on the marble scheduler. */
export interface HubHarness {
  readonly client: HubClient;
  readonly fake: FakeWebSocketFactory;
  /** The cold source behind `getClientAccessUrl` (for `toHaveSubscriptions`). */
  readonly urls: Observable<string> & { readonly subscriptions: unknown[] };
  readonly logger: { warn: jest.Mock; error: jest.Mock; info: jest.Mock };
  /** Runs `action` at virtual time `frame` (ms). */
  at(frame: number, action: () => void): void;
  /** The socket created `index`-th. */
  sock(index: number): FakeWebSocket;
  /** Frames of one `type` written by any socket, as they go out. */
  sent$(type: string): Observable<Record<string, unknown>>;
  /** `'n'` for a new-connection socket, `'r'` for a recovery socket, as they are created. */
  created$: Observable<'n' | 'r'>;
  /** `client.state$` reduced to `kind` (repeats kept). */
  kinds$: Observable<HubState['kind']>;
}

/** Options: react to each new socket (e.g. refuse it), scheduled on the marble scheduler. */
export interface HarnessOptions {
  readonly onCreate?: (socket: FakeWebSocket, index: number, later: (action: () => void) => void) => void;
  /** The client's timing options (defaults: the constants of src/config/timing/). */
  readonly timing?: HubTimingOptions;
}

export function setupHub(m: Context, options: HarnessOptions = {}): HubHarness {
  const later = (action: () => void) => {
    m.scheduler.schedule(action, 0);
  };
  let created = 0;
  const fake = createFakeWebSocketFactory({
    now: () => m.scheduler.now(),
    onCreate: (socket) => options.onCreate?.(socket, created++, later),
  });
  const urls = m.cold('(u|)', { u: ACCESS_URL });
  let fetches = 0;
  const logger = { warn: jest.fn(), error: jest.fn(), info: jest.fn() };
  const client = createHubClient({
    getClientAccessUrl: () => urls.pipe(map((u) => `${u}${++fetches}`)),
    WebSocketCtor: fake.WebSocketCtor,
    scheduler: m.scheduler,
    logger,
    ...(options.timing ? { timing: options.timing } : {}),
  });
  return {
    client,
    fake,
    urls: urls as unknown as HubHarness['urls'],
    logger,
    at: (frame, action) => {
      m.scheduler.schedule(action, frame);
    },
    sock: (index) => fake.socket(index),
    sent$: (type) =>
      fake.sent$.pipe(
        map((s) => s.frame),
        filter((f) => f['type'] === type),
      ),
    created$: fake.created$.pipe(map((s) => (s.isRecovery ? 'r' : 'n'))),
    kinds$: client.state$.pipe(map((s) => s.kind)),
  };
}

/** Marble values for `kinds$`: c connecting, n connected, r recovering, d disconnected, s stopped. */
export const KINDS: Readonly<Record<string, HubState['kind']>> = {
  c: 'connecting',
  n: 'connected',
  r: 'recovering',
  d: 'disconnected',
  s: 'stopped',
};

/** `system/connected` as the service sends it (hub-protocol.md §3); `reconnectionToken: null` leaves it out. */
export const connectedFrame = (connectionId = 'conn-1', reconnectionToken: string | null = 'token-1') => ({
  type: 'system',
  event: 'connected',
  userId: 'remote-user',
  connectionId,
  ...(reconnectionToken === null ? {} : { reconnectionToken }),
});

/** An ack; with `errorName`, a failed one. */
export const ackFrame = (ackId: number, errorName?: string) =>
  errorName === undefined
    ? { type: 'ack', ackId, success: true }
    : {
        type: 'ack',
        ackId,
        success: false,
        error: { name: errorName, message: `${errorName} for ack-id ${ackId}` },
      };

/** A group message with a sequenceId. */
export const groupMessageFrame = (sequenceId: number, data: unknown = { n: sequenceId }, group = 'g1') => ({
  sequenceId,
  type: 'message',
  from: 'group',
  group,
  dataType: 'json',
  data,
  fromUserId: 'player-1',
});

/** What `groupMessages$` emits for {@link groupMessageFrame}. */
export const groupMessage = (
  sequenceId: number,
  data: unknown = { n: sequenceId },
  group = 'g1',
): HubGroupMessage => ({
  group,
  dataType: 'json',
  data,
  fromUserId: 'player-1',
  sequenceId,
});

/** Opens socket `index` and, unless `connected` is false, sends it `system/connected`. */
export function establish(
  h: HubHarness,
  frame: number,
  index: number,
  connected: object | false = connectedFrame(),
): void {
  h.at(frame, () => {
    const socket = h.sock(index);
    socket.open();
    if (connected) socket.receive(connected);
  });
}

/** Repeats `unit` `count` times, e.g. `repeat(' 999ms r', 30)`. For long regular diagrams only. */
export const repeat = (unit: string, count: number): string => unit.repeat(count);
