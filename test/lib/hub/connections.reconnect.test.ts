import { distinctUntilChanged } from 'rxjs';
import { marbles } from 'rxjs-marbles/jest';
import { createHubClient } from '../../../src/lib/hub';
import { createFakeWebSocketFactory } from '../../../bench/support/fake-websocket';
import { ACCESS_URL, ackFrame, connectedFrame, establish, KINDS, setupHub } from '../../support/hub-harness';

const joined = { ackId: 1, duplicated: false };

describe('reconnect and rejoin (hub-protocol.md §7, §9, §11)', () => {
  it(
    'reconnects at once after a lost connection, then every 1 s, asking for a fresh URL each time',
    marbles((m) => {
      const h = setupHub(m, { onCreate: (s, i, later) => i >= 1 && i <= 3 && later(() => s.refuse()) });
      establish(h, 10, 0);
      h.at(100, () => h.sock(0).closeFromServer(1008, 'policy'));
      establish(h, 3200, 4, connectedFrame('conn-2'));
      h.at(4000, () => h.client.stop());
      // prettier-ignore
      const states = 'c 9ms n 89ms (dcd) 995ms (cd) 996ms (cd) 996ms c 99ms n 799ms s';
      m.expect(h.kinds$.pipe(distinctUntilChanged())).toBeObservable(states, KINDS);
      m.expect(h.urls).toHaveSubscriptions([
        '(^!)',
        '100ms (^!)',
        '1100ms (^!)',
        '2100ms (^!)',
        '3100ms (^!)',
      ]);
      m.expect(h.created$).toBeObservable('n 99ms n 999ms n 999ms n 999ms n');
      m.flush();
      expect(h.fake.sockets.map((s) => s.url)).toEqual([1, 2, 3, 4, 5].map((n) => `${ACCESS_URL}${n}`));
    }),
  );

  it(
    'retries a failed first connection after 1 s as well',
    marbles((m) => {
      const h = setupHub(m, { onCreate: (s, i, later) => i === 0 && later(() => s.refuse()) });
      establish(h, 1100, 1);
      h.at(1500, () => h.client.stop());
      // prettier-ignore
      const states = '(cd) 996ms c 99ms n 399ms s';
      m.expect(h.kinds$).toBeObservable(states, KINDS);
      m.expect(h.urls).toHaveSubscriptions(['(^!)', '1000ms (^!)']);
    }),
  );

  it(
    'retries after 1 s when getClientAccessUrl() fails',
    marbles((m) => {
      const failing = m.cold('5ms #', undefined, new Error('HTTP 503'));
      const ok = m.cold('(u|)', { u: `${ACCESS_URL}2` });
      let calls = 0;
      const fake = createFakeWebSocketFactory();
      const logger = { warn: jest.fn(), error: jest.fn(), info: jest.fn() };
      const client = createHubClient({
        getClientAccessUrl: () => (calls++ === 0 ? failing : ok),
        WebSocketCtor: fake.WebSocketCtor,
        scheduler: m.scheduler,
        logger,
      });
      m.scheduler.schedule(() => client.stop(), 2000);
      // prettier-ignore
      const states = 'c 4ms d 999ms c 994ms s';
      m.expect(client.state$).toBeObservable(states, {
        c: { kind: 'connecting' },
        d: { kind: 'disconnected', reason: 'HTTP 503' },
        s: { kind: 'stopped' },
      });
      m.expect(failing).toHaveSubscriptions(['^ 4ms !']);
      m.expect(ok).toHaveSubscriptions(['1005ms (^!)']);
      m.flush();
      expect(fake.sockets.map((s) => s.url)).toEqual([`${ACCESS_URL}2`]);
      expect(logger.warn).toHaveBeenCalledWith('hub: Hub connection lost: HTTP 503');
    }),
  );

  it(
    'rejoins every joined group on each new connection, but not after a recovery, and forgets left groups',
    marbles((m) => {
      const h = setupHub(m);
      establish(h, 10, 0);
      m.expect(h.client.joinGroup('g1'), '20ms ^').toBeObservable('30ms (a|)', { a: joined });
      h.at(30, () => h.sock(0).receive(ackFrame(1)));
      m.expect(h.client.joinGroup('g2'), '40ms ^').toBeObservable('50ms (a|)', {
        a: { ackId: 2, duplicated: false },
      });
      h.at(50, () => h.sock(0).receive(ackFrame(2)));
      h.at(100, () => h.sock(0).closeFromServer(1006, ''));
      h.at(200, () => {
        h.sock(1).open(); // recovered: no rejoin, even when the service resends connected
        h.sock(1).receive(connectedFrame());
      });
      h.at(300, () => h.sock(1).closeFromServer(1008, ''));
      establish(h, 400, 2, connectedFrame('conn-2')); // new connection: rejoin g1 (3) and g2 (4)
      h.at(410, () => {
        h.sock(2).receive(ackFrame(3));
        h.sock(2).receive(ackFrame(4, 'Forbidden')); // reported, group kept
      });
      m.expect(h.client.leaveGroup('g2'), '500ms ^').toBeObservable('510ms (a|)', {
        a: { ackId: 5, duplicated: false },
      });
      h.at(510, () => h.sock(2).receive(ackFrame(5)));
      h.at(600, () => h.sock(2).closeFromServer(1008, ''));
      establish(h, 700, 3, connectedFrame('conn-3')); // rejoin g1 (6) only
      h.at(800, () => h.client.stop());
      // prettier-ignore
      const states = 'c 9ms n 89ms r 99ms n 99ms (dc) 96ms n 199ms (dc) 96ms n 99ms s';
      // prettier-ignore
      const joins =  '20ms a 19ms b 359ms (cd) 296ms e';
      m.expect(h.kinds$).toBeObservable(states, KINDS);
      m.expect(h.sent$('joinGroup')).toBeObservable(joins, {
        a: { type: 'joinGroup', group: 'g1', ackId: 1 },
        b: { type: 'joinGroup', group: 'g2', ackId: 2 },
        c: { type: 'joinGroup', group: 'g1', ackId: 3 },
        d: { type: 'joinGroup', group: 'g2', ackId: 4 },
        e: { type: 'joinGroup', group: 'g1', ackId: 6 },
      });
      m.expect(h.created$).toBeObservable('n 99ms r 199ms n 299ms n');
      m.flush();
      expect(h.logger.warn).toHaveBeenCalledWith(
        'hub: rejoining group "g2" failed',
        expect.objectContaining({ name: 'HubAckError', ackId: 4 }),
      );
    }),
  );

  it(
    'forgets joined groups on stop(): the next connection rejoins nothing',
    marbles((m) => {
      const h = setupHub(m);
      establish(h, 10, 0);
      m.expect(h.client.joinGroup('g1'), '20ms ^').toBeObservable('30ms (a|)', { a: joined });
      h.at(30, () => h.sock(0).receive(ackFrame(1)));
      h.at(100, () => h.client.stop());
      // prettier-ignore
      const first =  'c 9ms n 89ms s 99ms c 99ms n 1099ms s';
      m.expect(h.kinds$).toBeObservable(first, KINDS);
      m.expect(h.client.state$, '200ms ^ 199ms !').toBeObservable('200ms c 99ms n', {
        c: { kind: 'connecting' },
        n: { kind: 'connected', connectionId: 'conn-2' },
      });
      establish(h, 300, 1, connectedFrame('conn-2'));
      m.expect(h.sent$('joinGroup')).toBeObservable('20ms a', {
        a: { type: 'joinGroup', group: 'g1', ackId: 1 },
      });
    }),
  );
});
