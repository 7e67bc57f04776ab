/**
 * createDeferredHubClient (docs/design.md "What loads when"; spec §9 Reconnect): the HubClient contract
 * while the real client is in a module fetched after the first paint. Once the module is in,
 * everything delegates to the real client. A failed fetch is logged; `state$` shows `disconnected`
 * and `state$`/`groupMessages$` fetch again every HUB_RECONNECT_DELAY_MS (1 s), while a request errors
 * with the fetch's error. `stop()` before the module arrives ends the subscriptions taken before it
 * (`state$` shows `stopped`, `groupMessages$` completes, requests fail with HubClosedError) and leaves
 * later subscriptions working.
 *
 * The module fetch is a promise the test settles; retry timing runs on a TestScheduler used as a
 * virtual clock (`advanceTo`), with promise callbacks flushed before and after each step.
 */
import { BehaviorSubject, defer, of, Subject, throwError, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { HUB_RECONNECT_DELAY_MS } from '../../../src/config/timing';
import { deferredModule } from '../../../src/lib/deferred/deferred-module';
import { createDeferredHubClient } from '../../../src/lib/hub/deferred-hub-client';
import { HubAckError, HubClosedError } from '../../../src/lib/hub/errors';
import type {
  HubAck,
  HubClient,
  HubGroupMessage,
  HubState,
  JoinGroupOptions,
} from '../../../src/lib/hub/types';

/** Lets every queued promise callback run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

const CONNECTING: HubState = { kind: 'connecting' };
const CONNECTED: HubState = { kind: 'connected', connectionId: 'conn-1' };
const STOPPED: HubState = { kind: 'stopped' };
const message = (n: number): HubGroupMessage => ({
  group: 'g1',
  dataType: 'json',
  data: { n },
  sequenceId: n,
});

/** A real client made of Subjects: counts subscriptions to its streams, records requests as they are sent. */
function fakeHub() {
  const state = new BehaviorSubject<HubState>(CONNECTING);
  const messages = new Subject<HubGroupMessage>();
  const subscribed = { state: 0, messages: 0 };
  const sent: unknown[][] = [];
  let ackId = 0;
  let failNext: Error | undefined;
  const request = (...call: unknown[]): Observable<HubAck> =>
    defer(() => {
      sent.push(call);
      const error = failNext;
      failNext = undefined;
      return error ? throwError(() => error) : of({ ackId: ++ackId, duplicated: false });
    });
  const client = {
    state$: defer(() => {
      subscribed.state += 1;
      return state;
    }),
    groupMessages$: defer(() => {
      subscribed.messages += 1;
      return messages;
    }),
    joinGroup: jest.fn((group: string, options?: JoinGroupOptions) =>
      options ? request('joinGroup', group, options) : request('joinGroup', group),
    ),
    leaveGroup: jest.fn((group: string) => request('leaveGroup', group)),
    sendToGroup: jest.fn((group: string, data: unknown, options?: { readonly noEcho?: boolean }) =>
      request('sendToGroup', group, data, options),
    ),
    stop: jest.fn(),
  } satisfies HubClient;
  return { client, state, messages, subscribed, sent, failNextRequest: (error: Error) => (failNext = error) };
}

type Event<T> = { t: number; next?: T; error?: unknown; complete?: true };

/** The deferred client over a module fetch the test settles, a virtual clock and a logger spy. */
function setup() {
  const real = fakeHub();
  const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  const fetches: Array<{ resolve: (client: HubClient) => void; reject: (error: unknown) => void }> = [];
  const load = jest.fn(() => new Promise<HubClient>((resolve, reject) => fetches.push({ resolve, reject })));
  const logger = { error: jest.fn() };
  const hub = createDeferredHubClient({ client: deferredModule(load), scheduler, logger });
  const fetch = (index: number) => {
    const entry = fetches[index];
    if (!entry) throw new Error(`module fetch ${index} was never started`);
    return entry;
  };
  /** Settles fetch `index` with the real client and lets the subscribers see it. */
  const arrive = async (index = 0) => {
    fetch(index).resolve(real.client);
    await settle();
  };
  /** Fails fetch `index` and lets the subscribers see it. */
  const fail = async (error: unknown, index = 0) => {
    fetch(index).reject(error);
    await settle();
  };
  /** Moves the virtual clock to `frame` ms, running the timers due and the promise callbacks they cause. */
  const advanceTo = async (frame: number) => {
    await settle();
    scheduler.maxFrames = frame;
    scheduler.flush();
    scheduler.frame = frame;
    await settle();
  };
  /** Subscribes and records every notification with its virtual time. */
  const record = <T>(source: Observable<T>) => {
    const events: Array<Event<T>> = [];
    const subscription = source.subscribe({
      next: (next) => events.push({ t: scheduler.now(), next }),
      error: (error: unknown) => events.push({ t: scheduler.now(), error }),
      complete: () => events.push({ t: scheduler.now(), complete: true }),
    });
    return { events, subscription };
  };
  return { hub, real, load, logger, scheduler, arrive, fail, advanceTo, record };
}

describe('createDeferredHubClient: once the module is in, everything delegates (docs/design.md "What loads when")', () => {
  it('nothing is fetched before a subscription', async () => {
    const { hub, load } = setup();
    hub.joinGroup('g1');
    hub.leaveGroup('g1');
    hub.sendToGroup('g1', {});
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('state$ waits for the module, then follows the real state$', async () => {
    const { hub, real, load, arrive, record } = setup();
    const state = record(hub.state$);
    expect(load).toHaveBeenCalledTimes(1);
    await settle();
    expect(state.events).toEqual([]);
    await arrive();
    expect(real.subscribed.state).toBe(1);
    real.state.next(CONNECTED);
    expect(state.events.map((e) => e.next)).toEqual([CONNECTING, CONNECTED]);

    // A later subscriber gets the real client's current state too.
    const later = record(hub.state$);
    await settle();
    expect(later.events.map((e) => e.next)).toEqual([CONNECTED]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('groupMessages$ follows the real groupMessages$, and unsubscribing releases it', async () => {
    const { hub, real, arrive, record } = setup();
    const messages = record(hub.groupMessages$);
    await arrive();
    real.messages.next(message(1));
    real.messages.next(message(2));
    expect(messages.events.map((e) => e.next)).toEqual([message(1), message(2)]);
    expect(real.messages.observed).toBe(true);
    messages.subscription.unsubscribe();
    expect(real.messages.observed).toBe(false);
  });

  it('groupMessages$ completes when the real one does', async () => {
    const { hub, real, arrive, record } = setup();
    const messages = record(hub.groupMessages$);
    await arrive();
    real.messages.complete();
    expect(messages.events).toEqual([{ t: 0, complete: true }]);
  });

  it('joinGroup, leaveGroup and sendToGroup send through the real client and emit its ack', async () => {
    const { hub, real, arrive, record } = setup();
    const join = record(hub.joinGroup('zone-1'));
    const leave = record(hub.leaveGroup('zone-0'));
    const send = record(hub.sendToGroup('zone-1', { command: 101 }, { noEcho: false }));
    await settle();
    expect(real.sent).toEqual([]);
    await arrive();
    expect(real.sent).toEqual([
      ['joinGroup', 'zone-1'],
      ['leaveGroup', 'zone-0'],
      ['sendToGroup', 'zone-1', { command: 101 }, { noEcho: false }],
    ]);
    expect(join.events).toEqual([
      { t: 0, next: { ackId: 1, duplicated: false } },
      { t: 0, complete: true },
    ]);
    expect(leave.events).toEqual([
      { t: 0, next: { ackId: 2, duplicated: false } },
      { t: 0, complete: true },
    ]);
    expect(send.events).toEqual([
      { t: 0, next: { ackId: 3, duplicated: false } },
      { t: 0, complete: true },
    ]);
    record(hub.joinGroup('zone-2', { fireAndForget: true }));
    await settle();
    expect(real.sent[real.sent.length - 1]).toEqual(['joinGroup', 'zone-2', { fireAndForget: true }]);
  });

  it('requests are cold: each subscription sends once, after the module is in', async () => {
    const { hub, real, arrive, record } = setup();
    record(hub.state$);
    await arrive();
    const join$ = hub.joinGroup('g1');
    await settle();
    expect(real.sent).toEqual([]);
    record(join$);
    record(join$);
    await settle();
    expect(real.sent).toEqual([
      ['joinGroup', 'g1'],
      ['joinGroup', 'g1'],
    ]);
  });

  it('an error of the real request passes through unchanged', async () => {
    const { hub, real, arrive, record } = setup();
    const ackError = new HubAckError(1, { name: 'Forbidden', message: 'no' });
    real.failNextRequest(ackError);
    const join = record(hub.joinGroup('g1'));
    await arrive();
    expect(join.events).toEqual([{ t: 0, error: ackError }]);
  });

  it('the module is fetched once for every stream and request', async () => {
    const { hub, load, arrive, record } = setup();
    record(hub.state$);
    record(hub.groupMessages$);
    record(hub.joinGroup('g1'));
    await arrive();
    record(hub.sendToGroup('g1', 1));
    record(hub.state$);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stop() after the module is in calls the real stop()', async () => {
    const { hub, real, arrive, record } = setup();
    record(hub.state$);
    await arrive();
    expect(real.client.stop).not.toHaveBeenCalled();
    hub.stop();
    expect(real.client.stop).toHaveBeenCalledTimes(1);
    hub.stop();
    expect(real.client.stop).toHaveBeenCalledTimes(2);
  });

  it('after a stop(), the streams still follow the real client (which shows stopped itself)', async () => {
    const { hub, real, arrive, record } = setup();
    const state = record(hub.state$);
    await arrive();
    hub.stop();
    real.state.next(STOPPED);
    real.state.next(CONNECTING);
    expect(state.events.map((e) => e.next)).toEqual([CONNECTING, STOPPED, CONNECTING]);
  });
});

describe('createDeferredHubClient: stop() before the module arrives', () => {
  it('a state$ subscribed before shows stopped, without completing, and never subscribes the real state$', async () => {
    const { hub, real, arrive, record } = setup();
    const state = record(hub.state$);
    hub.stop();
    await arrive();
    expect(state.events).toEqual([{ t: 0, next: STOPPED }]);
    expect(state.subscription.closed).toBe(false);
    expect(real.subscribed.state).toBe(0);
    real.state.next(CONNECTED);
    expect(state.events).toHaveLength(1);
  });

  it('a groupMessages$ subscribed before completes without a message and never subscribes the real one', async () => {
    const { hub, real, arrive, record } = setup();
    const messages = record(hub.groupMessages$);
    hub.stop();
    await arrive();
    expect(messages.events).toEqual([{ t: 0, complete: true }]);
    expect(real.subscribed.messages).toBe(0);
  });

  it('requests subscribed before error with HubClosedError and send nothing', async () => {
    const { hub, real, arrive, record } = setup();
    const join = record(hub.joinGroup('g1'));
    const leave = record(hub.leaveGroup('g1'));
    const send = record(hub.sendToGroup('g1', { command: 1 }));
    hub.stop();
    await arrive();
    for (const request of [join, leave, send]) {
      expect(request.events).toHaveLength(1);
      expect(request.events[0]!.error).toBeInstanceOf(HubClosedError);
    }
    expect(real.client.joinGroup).not.toHaveBeenCalled();
    expect(real.client.leaveGroup).not.toHaveBeenCalled();
    expect(real.client.sendToGroup).not.toHaveBeenCalled();
    expect(real.sent).toEqual([]);
  });

  it('subscriptions taken after the stop work as usual, alongside the stopped ones', async () => {
    const { hub, real, load, arrive, record } = setup();
    const before = record(hub.state$);
    hub.stop();
    const state = record(hub.state$);
    const messages = record(hub.groupMessages$);
    const join = record(hub.joinGroup('g1'));
    await arrive();
    expect(load).toHaveBeenCalledTimes(1);
    expect(before.events.map((e) => e.next)).toEqual([STOPPED]);
    expect(state.events.map((e) => e.next)).toEqual([CONNECTING]);
    real.messages.next(message(7));
    expect(messages.events.map((e) => e.next)).toEqual([message(7)]);
    expect(join.events).toEqual([
      { t: 0, next: { ackId: 1, duplicated: false } },
      { t: 0, complete: true },
    ]);
    expect(real.sent).toEqual([['joinGroup', 'g1']]);

    // The module is in now: the next stop() reaches the real client.
    hub.stop();
    expect(real.client.stop).toHaveBeenCalledTimes(1);
  });

  it('subscriptions after the module arrived work as usual', async () => {
    const { hub, real, arrive, record } = setup();
    record(hub.state$);
    hub.stop();
    await arrive();
    const state = record(hub.state$);
    const join = record(hub.joinGroup('g2'));
    await settle();
    expect(state.events.map((e) => e.next)).toEqual([CONNECTING]);
    expect(join.events[0]!.next).toEqual({ ackId: 1, duplicated: false });
    expect(real.sent).toEqual([['joinGroup', 'g2']]);
    expect(real.subscribed.state).toBe(1);
  });
});

describe(`createDeferredHubClient: a failed module fetch (spec §9 Reconnect, every ${HUB_RECONNECT_DELAY_MS} ms)`, () => {
  it('state$ shows disconnected with the reason, logs the error, and fetches again every 1 s until the module is in', async () => {
    const { hub, real, load, logger, fail, arrive, advanceTo, record } = setup();
    const offline = new Error('Loading chunk network failed');
    const state = record(hub.state$);
    await fail(offline);
    expect(state.events).toEqual([
      { t: 0, next: { kind: 'disconnected', reason: 'Loading chunk network failed' } },
    ]);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(expect.any(String), offline);

    await advanceTo(HUB_RECONNECT_DELAY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await advanceTo(HUB_RECONNECT_DELAY_MS);
    expect(load).toHaveBeenCalledTimes(2);

    // Still offline: disconnected again, and another try 1 s later.
    await fail(new Error('still offline'), 1);
    expect(logger.error).toHaveBeenCalledTimes(2);
    await advanceTo(2 * HUB_RECONNECT_DELAY_MS - 1);
    expect(load).toHaveBeenCalledTimes(2);
    await advanceTo(2 * HUB_RECONNECT_DELAY_MS);
    expect(load).toHaveBeenCalledTimes(3);

    await arrive(2);
    real.state.next(CONNECTED);
    expect(state.events).toEqual([
      { t: 0, next: { kind: 'disconnected', reason: 'Loading chunk network failed' } },
      { t: 1000, next: { kind: 'disconnected', reason: 'still offline' } },
      { t: 2000, next: CONNECTING },
      { t: 2000, next: CONNECTED },
    ]);
    expect(real.subscribed.state).toBe(1);
    expect(state.subscription.closed).toBe(false);
  });

  it('state$ gives a reason for a fetch failure that is not an Error', async () => {
    const { hub, fail, record } = setup();
    const state = record(hub.state$);
    await fail('timeout');
    expect(state.events).toEqual([{ t: 0, next: { kind: 'disconnected', reason: 'timeout' } }]);
  });

  it('groupMessages$ neither errors nor completes, and delivers the messages once a retry 1 s later fetches the module', async () => {
    const { hub, real, load, logger, fail, arrive, advanceTo, record } = setup();
    const messages = record(hub.groupMessages$);
    await fail(new Error('offline'));
    expect(messages.events).toEqual([]);
    expect(logger.error).toHaveBeenCalledTimes(1);
    await advanceTo(HUB_RECONNECT_DELAY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await advanceTo(HUB_RECONNECT_DELAY_MS);
    expect(load).toHaveBeenCalledTimes(2);
    await arrive(1);
    real.messages.next(message(1));
    expect(messages.events).toEqual([{ t: 1000, next: message(1) }]);
  });

  it('state$ and groupMessages$ waiting together share one fetch per retry', async () => {
    const { hub, load, fail, arrive, advanceTo, record } = setup();
    const state = record(hub.state$);
    record(hub.groupMessages$);
    await fail(new Error('offline'));
    await advanceTo(HUB_RECONNECT_DELAY_MS);
    expect(load).toHaveBeenCalledTimes(2);
    await arrive(1);
    expect(state.events.map((e) => e.next?.kind)).toEqual(['disconnected', 'connecting']);
  });

  it('unsubscribing while waiting to retry cancels the retry', async () => {
    const { hub, load, fail, advanceTo, record } = setup();
    const state = record(hub.state$);
    await fail(new Error('offline'));
    state.subscription.unsubscribe();
    await advanceTo(5 * HUB_RECONNECT_DELAY_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a request errors with the fetch error, logs it, and is not retried', async () => {
    const { hub, real, load, logger, fail, advanceTo, record } = setup();
    const offline = new Error('ChunkLoadError');
    const join = record(hub.joinGroup('g1'));
    const send = record(hub.sendToGroup('g1', { command: 1 }));
    await fail(offline);
    expect(join.events).toEqual([{ t: 0, error: offline }]);
    expect(send.events).toEqual([{ t: 0, error: offline }]);
    expect(logger.error).toHaveBeenCalledWith(expect.any(String), offline);
    await advanceTo(5 * HUB_RECONNECT_DELAY_MS);
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.sent).toEqual([]);
  });

  it('the next request after a failed fetch fetches again and sends', async () => {
    const { hub, real, load, fail, arrive, record } = setup();
    record(hub.leaveGroup('g1'));
    await fail(new Error('offline'));
    const leave = record(hub.leaveGroup('g1'));
    expect(load).toHaveBeenCalledTimes(2);
    await arrive(1);
    expect(leave.events[0]!.next).toEqual({ ackId: 1, duplicated: false });
    expect(real.sent).toEqual([['leaveGroup', 'g1']]);
  });

  it('stop() while state$ and groupMessages$ wait to retry ends them at once: no more fetches, the real client is not started for them', async () => {
    const { hub, real, load, fail, arrive, advanceTo, record } = setup();
    const state = record(hub.state$);
    const messages = record(hub.groupMessages$);
    await fail(new Error('offline'));
    await advanceTo(500);
    hub.stop();
    // At once, as the real client shows stopped on stop(), not at the next retry.
    expect(state.events).toEqual([
      { t: 0, next: { kind: 'disconnected', reason: 'offline' } },
      { t: 500, next: STOPPED },
    ]);
    expect(messages.events).toEqual([{ t: 500, complete: true }]);
    await advanceTo(5 * HUB_RECONNECT_DELAY_MS);
    expect(load).toHaveBeenCalledTimes(1);
    expect(state.events).toHaveLength(2);
    expect(state.subscription.closed).toBe(false);
    expect(real.subscribed).toEqual({ state: 0, messages: 0 });

    // The module arriving for a later subscription does not revive them.
    const later = record(hub.groupMessages$);
    await arrive(1);
    real.messages.next(message(1));
    expect(later.events).toEqual([{ t: 5000, next: message(1) }]);
    expect(state.events).toHaveLength(2);
    expect(real.subscribed).toEqual({ state: 0, messages: 1 });
  });

  it('stop() while a fetch is in flight that then fails ends the earlier subscriptions rather than retrying', async () => {
    const { hub, real, load, fail, arrive, advanceTo, record } = setup();
    const state = record(hub.state$);
    const messages = record(hub.groupMessages$);
    const join = record(hub.joinGroup('g1'));
    hub.stop();
    await fail(new Error('offline'));
    await advanceTo(5 * HUB_RECONNECT_DELAY_MS);
    expect(load).toHaveBeenCalledTimes(1);
    expect(state.events.map((e) => e.next)).toEqual([STOPPED]);
    expect(messages.events).toEqual([{ t: 0, complete: true }]);
    expect(join.events).toHaveLength(1);
    expect(join.events[0]!.error).toBeInstanceOf(HubClosedError);

    // A subscription after the stop still connects once the module comes.
    const later = record(hub.state$);
    expect(load).toHaveBeenCalledTimes(2);
    await arrive(1);
    expect(later.events.map((e) => e.next)).toEqual([CONNECTING]);
    expect(real.subscribed).toEqual({ state: 1, messages: 0 });
  });
});
