import { BehaviorSubject, defer, NEVER, of, Subject, type Observable, type SchedulerLike } from 'rxjs';
import type { HubAck, HubClient, HubState } from '../../src/lib/hub/types';
import type { PlayerCommandCode, PlayerRequest } from '../../src/lib/player/commands';
import type { PlayerReply } from '../../src/lib/player/envelope';

/** True when `data` is a player request frame (player-protocol.md "App → player"). */
export function isPlayerRequest(data: unknown): data is PlayerRequest {
  return (
    typeof data === 'object' &&
    data !== null &&
    'command' in data &&
    typeof data.command === 'number' &&
    'arguments' in data &&
    Array.isArray(data.arguments) &&
    data.arguments.every((arg: unknown) => typeof arg === 'string')
  );
}

/**
 * What the simulated player answers to one request: the reply's Response (any JSON value), or
 * `undefined` to stay silent.
 */
export type PlayerAnswer = (request: PlayerRequest) => unknown;

/** Answers by command code; a command without an entry gets no reply (the app's 10 s timeout runs). */
export type PlayerAnswers = Partial<Record<PlayerCommandCode, PlayerAnswer>>;

/** A request the fake hub published, with its group and the scheduler time it was sent at. */
export interface SentRequest {
  readonly group: string;
  readonly request: PlayerRequest;
  readonly at: number;
}

/** A {@link HubClient} wired to a simulated player, with what it saw. */
export interface FakeHub extends HubClient {
  /** The player's valid replies, as `services.replies$` delivers them. */
  readonly replies$: Observable<PlayerReply>;
  /** Every player request published, oldest first. */
  readonly sent: readonly SentRequest[];
  /** Groups joined and left, in order. */
  readonly joined: readonly string[];
  readonly left: readonly string[];
  /** How many times `stop()` was called. */
  stops(): number;
  /** Replaces (or, with `undefined`, removes) the player's answer to `command`. */
  answer(command: PlayerCommandCode, answer: PlayerAnswer | undefined): void;
  /** The player pushes a reply unasked (as it does with status on every change). */
  push(command: PlayerCommandCode, response: unknown, group?: string): void;
  /** Sets the connection state the app sees. */
  setState(state: HubState): void;
  /** The requests sent for `command`, oldest first. */
  requests(command: PlayerCommandCode): readonly PlayerRequest[];
}

/** Options of {@link fakeHub}. */
export interface FakeHubOptions {
  /** What the player answers, by command. */
  readonly answers?: PlayerAnswers;
  /**
   * Clock for `SentRequest.at` and for the player's replies, which then arrive `replyDelayMs` later (as
   * replies come over a network: never within the send). Without one, replies arrive within the send.
   */
  readonly scheduler?: SchedulerLike;
  /** How long the player takes to answer, on `scheduler` (default 0: at the clock's next advance). */
  readonly replyDelayMs?: number;
}

const CONNECTED: HubState = { kind: 'connected', connectionId: 'fake-connection' };

/**
 * A fake hub with one simulated player behind it. Joining and sending are acked at once. A player
 * request is answered from `answers` when its send is subscribed; the Response goes through JSON as on
 * the wire and arrives on `replies$`, for the group it was sent to, `replyDelayMs` later on `scheduler`
 * (a virtual clock: the test decides when).
 */
export function fakeHub(options: FakeHubOptions = {}): FakeHub {
  const answers = new Map<number, PlayerAnswer>(
    Object.entries(options.answers ?? {}).map(([code, answer]) => [Number(code), answer]),
  );
  const replies = new Subject<PlayerReply>();
  const state = new BehaviorSubject<HubState>(CONNECTED);
  const sent: SentRequest[] = [];
  const joined: string[] = [];
  const left: string[] = [];
  let stops = 0;
  let ackId = 0;
  let lastGroup = '';
  const ack = (): Observable<HubAck> => of({ ackId: ++ackId, duplicated: false });
  const deliver = (group: string, command: number, response: unknown) => {
    const reply = { group, command, response: JSON.parse(JSON.stringify(response)) };
    if (options.scheduler) options.scheduler.schedule(() => replies.next(reply), options.replyDelayMs ?? 0);
    else replies.next(reply);
  };
  return {
    replies$: replies.asObservable(),
    sent,
    joined,
    left,
    state$: state.asObservable(),
    groupMessages$: NEVER,
    joinGroup: (group) =>
      defer(() => {
        joined.push(group);
        lastGroup = group;
        if (state.value.kind === 'stopped') state.next(CONNECTED);
        return ack();
      }),
    leaveGroup: (group) =>
      defer(() => {
        left.push(group);
        return ack();
      }),
    sendToGroup: (group, data) =>
      defer(() => {
        if (isPlayerRequest(data)) {
          sent.push({ group, request: data, at: options.scheduler?.now() ?? 0 });
          const response = answers.get(data.command)?.(data);
          if (response !== undefined) deliver(group, data.command, response);
        }
        return ack();
      }),
    stop() {
      stops += 1;
      state.next({ kind: 'stopped' });
    },
    stops: () => stops,
    answer(command, answer) {
      if (answer) answers.set(command, answer);
      else answers.delete(command);
    },
    push: (command, response, group = lastGroup) => deliver(group, command, response),
    setState: (next) => state.next(next),
    requests: (command) => sent.filter((s) => s.request.command === command).map((s) => s.request),
  };
}
