import { marbles } from 'rxjs-marbles/jest';
import { establish, KINDS, setupHub } from '../../support/hub-harness';

describe('keep-alive (hub-protocol.md §10)', () => {
  it(
    'pings every 20 s while a socket is open, and starts over on a recovered socket',
    marbles((m) => {
      const h = setupHub(m);
      establish(h, 10, 0);
      h.at(45_000, () => h.sock(0).closeFromServer(1006, ''));
      h.at(47_000, () => h.sock(1).open());
      h.at(70_000, () => h.client.stop());
      // prettier-ignore
      const pings =  '20010ms p 19999ms p 26989ms p';
      // prettier-ignore
      const states = 'c 9ms n 44989ms r 1999ms n 22999ms s';
      m.expect(h.sent$('ping')).toBeObservable(pings, { p: { type: 'ping' } });
      m.expect(h.kinds$).toBeObservable(states, KINDS);
      m.flush();
      expect(h.sock(0).sentOfType('ping')).toHaveLength(2);
      expect(h.sock(1).sentOfType('ping')).toHaveLength(1);
    }),
  );

  it(
    'closes a socket silent for 120 s (binary frames do not count) and recovers',
    marbles((m) => {
      const h = setupHub(m);
      establish(h, 10, 0);
      h.at(100_000, () => h.sock(0).receive({ type: 'pong' })); // restarts the countdown: 220 000
      h.at(200_000, () => h.sock(0).receiveBinary());
      h.at(221_000, () => h.client.stop());
      // prettier-ignore
      const states =  'c 9ms n 219989ms r 999ms s';
      // prettier-ignore
      const created = 'n 219999ms r';
      m.expect(h.kinds$).toBeObservable(states, KINDS);
      m.expect(h.created$).toBeObservable(created);
      m.flush();
      expect(h.sock(0).closedByClient).toEqual({ at: 220_000 });
      expect(h.sock(1).param('awps_connection_id')).toBe('conn-1');
    }),
  );

  it(
    'counts every text frame, even a malformed one, as a sign of life',
    marbles((m) => {
      const h = setupHub(m);
      establish(h, 10, 0);
      h.at(60_000, () => h.sock(0).receive('not json'));
      h.at(181_000, () => h.client.stop());
      // prettier-ignore
      const states =  'c 9ms n 179989ms r 999ms s';
      // prettier-ignore
      const created = 'n 179999ms r';
      m.expect(h.kinds$).toBeObservable(states, KINDS);
      m.expect(h.created$).toBeObservable(created);
    }),
  );
});
