import { catchError, map, of } from 'rxjs';
import { marbles } from 'rxjs-marbles/jest';
import { createHubClient, HubAckError, HubClosedError } from '../../../src/lib/hub';
import { createFakeWebSocketFactory } from '../../../bench/support/fake-websocket';
import { ACCESS_URL, ackFrame, connectedFrame, establish, KINDS, setupHub } from '../../support/hub-harness';

const sendFrame = (ackId: number, data: unknown = { ackId }, noEcho = true) => ({
  type: 'sendToGroup',
  group: 'g1',
  ackId,
  noEcho,
  dataType: 'json',
  data,
});
/** A request's error as a plain object, so its payload is compared too. */
const describeError = (e: unknown) =>
  of(
    e instanceof HubAckError
      ? { name: e.name, ackId: e.ackId, errorDetail: e.errorDetail }
      : e instanceof HubClosedError
        ? { name: e.name, ackId: e.ackId }
        : { name: 'unexpected', error: String(e) },
  );

describe('acked requests (hub-protocol.md §4, §9 message retry)', () => {
  it(
    'numbers ackIds from 1 per client, and counts Duplicate as success',
    marbles((m) => {
      const h = setupHub(m);
      establish(h, 10, 0);
      m.expect(h.client.state$, '^ 100ms !').toBeObservable('c 9ms n', {
        c: { kind: 'connecting' },
        n: { kind: 'connected', connectionId: 'conn-1' },
      });
      m.expect(h.client.joinGroup('g1'), '20ms ^').toBeObservable('30ms (a|)', {
        a: { ackId: 1, duplicated: false },
      });
      h.at(30, () => h.sock(0).receive(ackFrame(1)));
      m.expect(h.client.sendToGroup('g1', { ackId: 2 }), '40ms ^').toBeObservable('50ms (a|)', {
        a: { ackId: 2, duplicated: true },
      });
      h.at(50, () => h.sock(0).receive(ackFrame(2, 'Duplicate')));
      m.expect(h.client.sendToGroup('g1', { ackId: 3 }, { noEcho: false }), '60ms ^').toBeObservable(
        '70ms (a|)',
        {
          a: { ackId: 3, duplicated: false },
        },
      );
      h.at(70, () => h.sock(0).receive(ackFrame(3)));
      // prettier-ignore
      const sends = '40ms a 19ms b';
      m.expect(h.sent$('sendToGroup')).toBeObservable(sends, {
        a: sendFrame(2),
        b: sendFrame(3, { ackId: 3 }, false),
      });
    }),
  );

  it(
    'retries an error ack 3 times, 1 s apart, with the same ackId, then fails with HubAckError',
    marbles((m) => {
      const h = setupHub(m);
      establish(h, 10, 0);
      m.expect(h.client.state$, '^ 4s !').toBeObservable('c 9ms n', {
        c: { kind: 'connecting' },
        n: { kind: 'connected', connectionId: 'conn-1' },
      });
      for (const t of [25, 1030, 2035, 3040]) h.at(t, () => h.sock(0).receive(ackFrame(1, 'Forbidden')));
      // prettier-ignore
      const joins =   '20ms j 1004ms j 1004ms j 1004ms j';
      // prettier-ignore
      const outcome = '3040ms (e|)';
      m.expect(h.sent$('joinGroup')).toBeObservable(joins, {
        j: { type: 'joinGroup', group: 'g1', ackId: 1 },
      });
      m.expect(h.client.joinGroup('g1').pipe(catchError(describeError)), '20ms ^').toBeObservable(outcome, {
        e: {
          name: 'HubAckError',
          ackId: 1,
          errorDetail: { name: 'Forbidden', message: 'Forbidden for ack-id 1' },
        },
      });
    }),
  );

  it(
    'succeeds when a retry is acked',
    marbles((m) => {
      const h = setupHub(m);
      establish(h, 10, 0);
      h.at(25, () => h.sock(0).receive(ackFrame(1, 'InternalServerError')));
      h.at(1030, () => h.sock(0).receive(ackFrame(1)));
      h.at(2000, () => h.client.stop());
      // prettier-ignore
      const sends = '20ms a 1004ms a';
      m.expect(h.sent$('sendToGroup')).toBeObservable(sends, { a: sendFrame(1) });
      m.expect(h.client.sendToGroup('g1', { ackId: 1 }), '20ms ^').toBeObservable('1030ms (a|)', {
        a: { ackId: 1, duplicated: false },
      });
      m.expect(h.client.state$).toBeObservable('c 9ms n 1989ms s', {
        c: { kind: 'connecting' },
        n: { kind: 'connected', connectionId: 'conn-1' },
        s: { kind: 'stopped' },
      });
    }),
  );

  it(
    'holds requests issued while connecting or recovering and writes them once connected',
    marbles((m) => {
      const h = setupHub(m);
      h.at(50, () => h.sock(0).open()); // open, but connected only on the connected frame
      h.at(100, () => h.sock(0).receive(connectedFrame()));
      m.expect(h.client.joinGroup('g1'), '20ms ^').toBeObservable('110ms (a|)', {
        a: { ackId: 1, duplicated: false },
      });
      h.at(110, () => h.sock(0).receive(ackFrame(1)));
      h.at(200, () => h.sock(0).closeFromServer(1006, ''));
      m.expect(h.client.sendToGroup('g1', { ackId: 2 }), '300ms ^').toBeObservable('510ms (a|)', {
        a: { ackId: 2, duplicated: false },
      });
      h.at(500, () => h.sock(1).open());
      h.at(510, () => h.sock(1).receive(ackFrame(2)));
      h.at(600, () => h.client.stop());
      // prettier-ignore
      const states = 'c 99ms n 99ms r 299ms n 99ms s';
      // prettier-ignore
      const writes = '100ms j 399ms s';
      m.expect(h.kinds$).toBeObservable(states, KINDS);
      m.expect(
        h.fake.sent$.pipe(
          map(({ socket, frame }) => ({
            socket: h.fake.sockets.indexOf(socket),
            type: frame['type'],
            ackId: frame['ackId'],
          })),
        ),
      ).toBeObservable(writes, {
        j: { socket: 0, type: 'joinGroup', ackId: 1 },
        s: { socket: 1, type: 'sendToGroup', ackId: 2 },
      });
    }),
  );

  it(
    're-sends a request in flight with the same ackId after a recovery and after a reconnect',
    marbles((m) => {
      const h = setupHub(m, { onCreate: (s, i, later) => i === 2 && later(() => s.refuse()) });
      establish(h, 10, 0);
      m.expect(h.client.sendToGroup('g1', { ackId: 1 }), '20ms ^').toBeObservable('210ms (a|)', {
        a: { ackId: 1, duplicated: true },
      });
      h.at(100, () => h.sock(0).closeFromServer(1006, '')); // ack 1 never came
      h.at(200, () => h.sock(1).open()); // recovered
      h.at(210, () => h.sock(1).receive(ackFrame(1, 'Duplicate')));
      m.expect(h.client.sendToGroup('g1', { ackId: 2 }), '300ms ^').toBeObservable('1510ms (b|)', {
        b: { ackId: 2, duplicated: false },
      });
      h.at(400, () => h.sock(1).closeFromServer(1008, '')); // lost: reconnect (socket 2 refused, socket 3 at 1400)
      m.expect(h.client.sendToGroup('g1', { ackId: 3 }), '600ms ^').toBeObservable('1510ms (c|)', {
        c: { ackId: 3, duplicated: false },
      });
      establish(h, 1500, 3, connectedFrame('conn-2'));
      h.at(1510, () => {
        h.sock(3).receive(ackFrame(2));
        h.sock(3).receive(ackFrame(3));
      });
      h.at(1600, () => h.client.stop());
      // prettier-ignore
      const states = 'c 9ms n 89ms r 99ms n 199ms (dcd) 995ms c 99ms n 99ms s';
      // prettier-ignore
      const sends =  '20ms a 179ms a 99ms b 1199ms (bc)';
      m.expect(h.kinds$).toBeObservable(states, KINDS);
      m.expect(h.sent$('sendToGroup')).toBeObservable(sends, {
        a: sendFrame(1),
        b: sendFrame(2),
        c: sendFrame(3),
      });
    }),
  );

  it(
    'fails pending requests with HubClosedError on stop(), and a later request starts a new connection',
    marbles((m) => {
      const h = setupHub(m);
      establish(h, 10, 0);
      h.at(50, () => h.sock(0).closeFromServer(1006, ''));
      h.at(100, () => h.client.stop());
      // prettier-ignore
      const states = 'c 9ms n 39ms r 49ms s 99ms c 1099ms s';
      m.expect(h.kinds$).toBeObservable(states, KINDS);
      const first = h.client.sendToGroup('g1', { ackId: 1 });
      const second = h.client.joinGroup('g1');
      m.expect(first.pipe(catchError(describeError)), '20ms ^').toBeObservable('100ms (e|)', {
        e: { name: 'HubClosedError', ackId: 1 },
      });
      m.expect(second.pipe(catchError(describeError)), '60ms ^').toBeObservable('100ms (e|)', {
        e: { name: 'HubClosedError', ackId: 2 },
      });
      m.expect(h.client.leaveGroup('g1'), '200ms ^ 99ms !').toBeObservable('');
      m.expect(h.urls).toHaveSubscriptions(['(^!)', '200ms (^!)']);
      m.expect(h.created$).toBeObservable('n 49ms r 149ms n');
      m.flush();
      expect(h.sock(1).closedByClient).toEqual({ at: 100 });
    }),
  );

  it('raises TypeError on subscribe, before anything is written, when the data cannot be serialized', () => {
    const fake = createFakeWebSocketFactory();
    const client = createHubClient({
      getClientAccessUrl: () => of(ACCESS_URL),
      WebSocketCtor: fake.WebSocketCtor,
    });
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    const errors: unknown[] = [];
    client.sendToGroup('g1', cyclic).subscribe({ error: (e: unknown) => errors.push(e) });
    client.sendToGroup('g1', { n: BigInt(1) }).subscribe({ error: (e: unknown) => errors.push(e) });
    expect(errors).toEqual([expect.any(TypeError), expect.any(TypeError)]);
    expect(fake.sockets).toHaveLength(0);
  });
});

describe('fire-and-forget sends (hub-protocol.md §2: no ackId, no ack)', () => {
  const fireAndForgetFrame = (data: unknown) => ({
    type: 'sendToGroup',
    group: 'g1',
    noEcho: true,
    dataType: 'json',
    data,
  });

  it(
    'writes the frame without an ackId as soon as the client is connected and completes at once; acked requests keep their ackIds from 1',
    marbles((m) => {
      const h = setupHub(m);
      h.at(50, () => h.sock(0).open());
      h.at(100, () => h.sock(0).receive(connectedFrame()));
      m.expect(h.client.sendToGroup('g1', { n: 1 }, { fireAndForget: true }), '20ms ^').toBeObservable(
        '100ms |',
      );
      m.expect(h.client.sendToGroup('g1', { n: 2 }), '150ms ^').toBeObservable('160ms (a|)', {
        a: { ackId: 1, duplicated: false },
      });
      h.at(160, () => h.sock(0).receive(ackFrame(1)));
      h.at(300, () => h.client.stop());
      // prettier-ignore
      const sends = '100ms f 49ms a';
      m.expect(h.sent$('sendToGroup')).toBeObservable(sends, {
        f: fireAndForgetFrame({ n: 1 }),
        a: sendFrame(1, { n: 2 }),
      });
    }),
  );

  it(
    'is never written again: not after a recovery, not after a reconnect',
    marbles((m) => {
      const h = setupHub(m);
      establish(h, 10, 0);
      // prettier-ignore
      const states = 'c 9ms n 89ms r 99ms n 199ms (dc) 1096ms n 99ms s';
      m.expect(h.kinds$).toBeObservable(states, KINDS);
      m.expect(h.client.sendToGroup('g1', { n: 1 }, { fireAndForget: true }), '20ms ^').toBeObservable(
        '20ms |',
      );
      h.at(100, () => h.sock(0).closeFromServer(1006, ''));
      h.at(200, () => h.sock(1).open()); // recovered
      h.at(400, () => h.sock(1).closeFromServer(1008, '')); // lost: a new connection
      establish(h, 1500, 2, connectedFrame('conn-2'));
      h.at(1600, () => h.client.stop());
      m.expect(h.sent$('sendToGroup')).toBeObservable('20ms f', { f: fireAndForgetFrame({ n: 1 }) });
    }),
  );

  it(
    'joins fire-and-forget: written once without an ackId, complete on the write, and the group rejoined (acked) on a new connection',
    marbles((m) => {
      const h = setupHub(m);
      establish(h, 10, 0);
      // prettier-ignore
      const states = 'c 9ms n 389ms (dc) 1096ms n 99ms s';
      m.expect(h.kinds$).toBeObservable(states, KINDS);
      m.expect(h.client.joinGroup('g1', { fireAndForget: true }), '20ms ^').toBeObservable('20ms |');
      h.at(400, () => h.sock(0).closeFromServer(1008, '')); // lost: a new connection
      establish(h, 1500, 1, connectedFrame('conn-2'));
      h.at(1600, () => h.client.stop());
      m.expect(h.sent$('joinGroup')).toBeObservable('20ms f 1479ms r', {
        f: { type: 'joinGroup', group: 'g1' },
        r: { type: 'joinGroup', group: 'g1', ackId: 1 },
      });
    }),
  );

  it(
    'fails with HubClosedError when stop() ends the connection before it is written, and then writes nothing',
    marbles((m) => {
      const h = setupHub(m);
      h.at(100, () => h.client.stop());
      m.expect(
        h.client.sendToGroup('g1', { n: 1 }, { fireAndForget: true }).pipe(catchError(describeError)),
        '20ms ^',
      ).toBeObservable('100ms (e|)', { e: { name: 'HubClosedError', ackId: undefined } });
      m.expect(h.sent$('sendToGroup')).toBeObservable('');
    }),
  );

  it(
    'fails with TypeError when the data cannot be written as JSON',
    marbles((m) => {
      const h = setupHub(m);
      establish(h, 10, 0);
      h.at(100, () => h.client.stop());
      m.expect(h.kinds$).toBeObservable('c 9ms n 89ms s', KINDS);
      const circular: { self?: unknown } = {};
      circular.self = circular;
      m.expect(
        h.client
          .sendToGroup('g1', circular, { fireAndForget: true })
          .pipe(catchError((e: unknown) => of(e instanceof TypeError))),
        '20ms ^',
      ).toBeObservable('20ms (t|)', { t: true });
    }),
  );
});
