import { distinctUntilChanged } from 'rxjs';
import { recoveryUrl } from '../../../src/lib/hub/recovery';
import { cases, marbles } from 'rxjs-marbles/jest';
import {
  ACCESS_URL,
  ackFrame,
  connectedFrame,
  establish,
  KINDS,
  repeat,
  setupHub,
} from '../../support/hub-harness';

describe('recovery (hub-protocol.md §6)', () => {
  it(
    'retries recovery at once and then every 1 s for 30 s, then reconnects at once with a fresh URL',
    marbles((m) => {
      const h = setupHub(m, { onCreate: (s, _i, later) => s.isRecovery && later(() => s.refuse()) });
      establish(h, 10, 0);
      h.at(1000, () => h.sock(0).closeFromServer(1006, 'network'));
      establish(h, 31100, 31, connectedFrame('conn-2', 'token-2'));
      h.at(32000, () => h.client.stop());
      // 30 recovery sockets, at 1000, 2000, …, 30000; the window closes at 31000
      const created = 'n' + repeat(' 999ms r', 30) + ' 999ms n';
      // prettier-ignore
      const states =  'c 9ms n 989ms r 29999ms (dc) 96ms n 899ms s';
      m.expect(h.created$).toBeObservable(created);
      m.expect(h.kinds$.pipe(distinctUntilChanged())).toBeObservable(states, KINDS);
      m.expect(h.urls).toHaveSubscriptions(['(^!)', '31000ms (^!)']);
      m.flush();
      const recovery = h.sock(1);
      expect(recovery.param('access_token')).toBe('t1');
      expect(recovery.param('awps_connection_id')).toBe('conn-1');
      expect(recovery.param('awps_reconnection_token')).toBe('token-1');
      expect(h.sock(30).url).toBe(recovery.url);
      expect(h.sock(31).url).toBe(`${ACCESS_URL}2`);
    }),
  );

  it(
    'reports each recovery attempt, and is connected again (same connection, no rejoin) once a socket opens',
    marbles((m) => {
      const h = setupHub(m, { onCreate: (s, i, later) => i === 1 && later(() => s.refuse()) });
      establish(h, 10, 0);
      m.expect(h.client.joinGroup('g1'), '20ms ^').toBeObservable('30ms (a|)', {
        a: { ackId: 1, duplicated: false },
      });
      h.at(30, () => h.sock(0).receive(ackFrame(1)));
      h.at(100, () => h.sock(0).closeFromServer(1011, 'server restart'));
      h.at(1200, () => h.sock(2).open());
      h.at(1300, () => h.client.stop());
      // prettier-ignore
      const states = 'c 9ms n 89ms a 999ms b 99ms n 99ms s';
      m.expect(h.client.state$).toBeObservable(states, {
        c: { kind: 'connecting' },
        n: { kind: 'connected', connectionId: 'conn-1' },
        a: { kind: 'recovering', connectionId: 'conn-1', attempt: 1 },
        b: { kind: 'recovering', connectionId: 'conn-1', attempt: 2 },
        s: { kind: 'stopped' },
      });
      m.expect(h.sent$('joinGroup')).toBeObservable('20ms j', {
        j: { type: 'joinGroup', group: 'g1', ackId: 1 },
      });
      m.expect(h.urls).toHaveSubscriptions(['(^!)']);
    }),
  );

  cases(
    'an unexpected close',
    (m, c: { code: number; token: string | null; states: string; created: string }) => {
      const h = setupHub(m);
      establish(h, 10, 0, connectedFrame('conn-1', c.token));
      h.at(100, () => h.sock(0).closeFromServer(c.code, ''));
      h.at(200, () => h.client.stop());
      m.expect(h.kinds$).toBeObservable(c.states, KINDS);
      m.expect(h.created$).toBeObservable(c.created);
    },
    {
      // prettier-ignore
      'with code 1008 skips recovery and reconnects': { code: 1008, token: 'token-1', states: 'c 9ms n 89ms (dc) 96ms s', created: 'n 99ms n' },
      // prettier-ignore
      'without a reconnection token skips recovery':  { code: 1006, token: null,      states: 'c 9ms n 89ms (dc) 96ms s', created: 'n 99ms n' },
      // prettier-ignore
      'with code 1006 recovers':                      { code: 1006, token: 'token-1', states: 'c 9ms n 89ms r 99ms s',    created: 'n 99ms r' },
      // prettier-ignore
      'with code 1000 recovers':                      { code: 1000, token: 'token-1', states: 'c 9ms n 89ms r 99ms s',    created: 'n 99ms r' },
      // prettier-ignore
      'with code 1011 recovers':                      { code: 1011, token: 'token-1', states: 'c 9ms n 89ms r 99ms s',    created: 'n 99ms r' },
    },
  );

  it(
    'goes disconnected and reconnects when a recovered socket is closed with 1008',
    marbles((m) => {
      const h = setupHub(m);
      establish(h, 10, 0);
      h.at(100, () => h.sock(0).receive({ type: 'system', event: 'disconnected', message: 'kicked' }));
      h.at(110, () => h.sock(0).closeFromServer(1000, ''));
      h.at(200, () => h.sock(1).open());
      h.at(300, () =>
        h.sock(1).receive({ type: 'system', event: 'disconnected', message: 'connection expired' }),
      );
      h.at(310, () => h.sock(1).closeFromServer(1008, ''));
      h.at(400, () => h.client.stop());
      // prettier-ignore
      const states = 'c 9ms n 99ms r 89ms n 109ms (dc) 86ms s';
      m.expect(h.kinds$).toBeObservable(states, KINDS);
      m.expect(h.created$).toBeObservable('n 109ms r 199ms n');
      m.flush();
      expect(h.logger.warn).toHaveBeenCalledWith('hub: Hub connection lost: connection expired');
    }),
  );

  it(
    'abandons a recovery attempt still pending when the 30 s window closes',
    marbles((m) => {
      const h = setupHub(m); // the recovery socket neither opens nor fails
      establish(h, 10, 0);
      h.at(1000, () => h.sock(0).closeFromServer(1006, ''));
      h.at(32000, () => h.client.stop());
      // prettier-ignore
      const states = 'c 9ms n 989ms r 29999ms (dc) 996ms s';
      m.expect(h.kinds$).toBeObservable(states, KINDS);
      m.expect(h.created$).toBeObservable('n 999ms r 29999ms n');
      m.flush();
      expect(h.sock(1).closedByClient).toEqual({ at: 31000 });
    }),
  );
});

describe('recoveryUrl (hub-protocol.md §6)', () => {
  it('keeps the access URL verbatim and adds the encoded connection id and token', () => {
    expect(recoveryUrl('wss://h/client/hubs/x?access_token=a.b-c', 'id/1', 'tok+=')).toBe(
      'wss://h/client/hubs/x?access_token=a.b-c&awps_connection_id=id%2F1&awps_reconnection_token=tok%2B%3D',
    );
    expect(recoveryUrl('wss://h/client/hubs/x', 'i', 't')).toBe(
      'wss://h/client/hubs/x?awps_connection_id=i&awps_reconnection_token=t',
    );
  });
});
