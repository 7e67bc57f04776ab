import { repeat } from 'rxjs';
import { marbles } from 'rxjs-marbles/jest';
import { HUB_SUBPROTOCOL } from '../../../src/lib/hub';
import { ACCESS_URL, connectedFrame, establish, setupHub } from '../../support/hub-harness';

const states = {
  c: { kind: 'connecting' },
  n: { kind: 'connected', connectionId: 'conn-1' },
  s: { kind: 'stopped' },
} as const;

describe('hub connection (hub-protocol.md §1, §8)', () => {
  it(
    'connects on subscription, offering only the reliable subprotocol, and is connected on the connected frame',
    marbles((m) => {
      const h = setupHub(m);
      h.at(10, () => h.sock(0).open());
      h.at(20, () => h.sock(0).receive(connectedFrame()));
      h.at(50, () => h.client.stop());
      // prettier-ignore
      const expected = 'c 19ms n 29ms s';
      m.expect(h.client.state$).toBeObservable(expected, states);
      m.expect(h.urls).toHaveSubscriptions(['(^!)']);
      m.flush();
      expect(h.fake.sockets).toHaveLength(1);
      expect(h.sock(0).url).toBe(`${ACCESS_URL}1`);
      expect(h.sock(0).offeredProtocols).toEqual([HUB_SUBPROTOCOL]);
      expect(h.sock(0).closedByClient).toEqual({ at: 50 });
    }),
  );

  it(
    'fails an attempt whose socket does not echo the subprotocol, then retries after 1 s',
    marbles((m) => {
      const h = setupHub(m);
      h.at(10, () => h.sock(0).open(''));
      establish(h, 1020, 1);
      h.at(2000, () => h.client.stop());
      // prettier-ignore
      const expected = 'c 9ms d 999ms c 9ms n 979ms s';
      m.expect(h.client.state$).toBeObservable(expected, {
        ...states,
        d: { kind: 'disconnected', reason: 'closed with code 1006 (Server sent no subprotocol (got ""))' },
      });
      m.expect(h.urls).toHaveSubscriptions(['(^!)', '1010ms (^!)']);
      m.flush();
      expect(h.sock(0).closedByClient).toEqual({ at: 10 });
      expect(h.sock(1).url).toBe(`${ACCESS_URL}2`);
      expect(h.logger.warn).toHaveBeenCalled();
    }),
  );

  it(
    'shares one connection between subscribers and closes it 1 s after the last one leaves',
    marbles((m) => {
      const h = setupHub(m);
      establish(h, 10, 0);
      // prettier-ignore
      const sub1 =     '^ 99ms !';
      const expected1 = 'c 9ms n';
      // prettier-ignore
      const sub2 =     '600ms ^ 99ms !';
      const expected2 = '600ms n';
      m.expect(h.client.state$, sub1).toBeObservable(expected1, states);
      m.expect(h.client.groupMessages$, '50ms ^ 99ms !').toBeObservable('');
      m.expect(h.client.state$, sub2).toBeObservable(expected2, states);
      m.expect(h.urls).toHaveSubscriptions(['(^!)']);
      m.flush();
      expect(h.fake.sockets).toHaveLength(1);
      expect(h.sock(0).closedByClient).toEqual({ at: 1700 });
    }),
  );

  it(
    'keeps the state of a new connection started by a subscriber resubscribing as the old one stops',
    marbles((m) => {
      const h = setupHub(m);
      establish(h, 10, 0);
      h.at(100, () => h.client.stop());
      establish(h, 110, 1, connectedFrame('conn-2'));
      // prettier-ignore
      const expected = 'c 9ms n 89ms c 9ms m';
      m.expect(h.client.state$, '^ 200ms !').toBeObservable(expected, {
        ...states,
        m: { kind: 'connected', connectionId: 'conn-2' },
      } as const);
      m.expect(h.client.groupMessages$.pipe(repeat()), '^ 200ms !').toBeObservable('');
      m.expect(h.created$).toBeObservable('n 99ms n');
    }),
  );

  it(
    'stop() goes stopped, and a later subscription starts a new connection',
    marbles((m) => {
      const h = setupHub(m);
      establish(h, 10, 0);
      h.at(100, () => h.client.stop());
      establish(h, 310, 1, connectedFrame('conn-2'));
      h.at(400, () => h.client.stop());
      // prettier-ignore
      const first =   'c 9ms n 89ms s 199ms c 9ms m 89ms s';
      // prettier-ignore
      const second =  '300ms c 9ms m 89ms s';
      const values = { ...states, m: { kind: 'connected', connectionId: 'conn-2' } } as const;
      m.expect(h.client.state$).toBeObservable(first, values);
      m.expect(h.client.groupMessages$, '300ms ^').toBeObservable('400ms |');
      m.expect(h.client.state$, '300ms ^').toBeObservable(second, values);
      m.expect(h.urls).toHaveSubscriptions(['(^!)', '300ms (^!)']);
    }),
  );
});
