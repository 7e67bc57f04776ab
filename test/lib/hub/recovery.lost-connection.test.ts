import { marbles } from 'rxjs-marbles/jest';
import {
  ackFrame,
  connectedFrame,
  establish,
  groupMessage,
  groupMessageFrame,
  setupHub,
} from '../../support/hub-harness';

// A hub that accepts the recovery URL but has forgotten the connection answers with `system/connected`
// carrying a new connectionId, numbers its messages from 1 again and keeps no groups.
// prettier-ignore
describe('a recovery that finds its connection lost (hub-protocol.md §6, §11)', () => {
  it(
    'is a new connection: rejoins its groups, starts the sequence over, and reports the new connectionId',
    marbles((m) => {
      const h = setupHub(m);
      establish(h, 10, 0);
      h.at(20, () => h.client.joinGroup('g1').subscribe());
      h.at(30, () => h.sock(0).receive(ackFrame(1)));
      h.at(40, () => [1, 2, 3].forEach((n) => h.sock(0).receive(groupMessageFrame(n))));
      h.at(100, () => h.sock(0).closeFromServer(1006, 'network'));
      h.at(200, () => h.sock(1).open());
      h.at(210, () => h.sock(1).receive(connectedFrame('conn-2', 'token-2')));
      h.at(220, () => h.sock(1).receive(ackFrame(2)));
      h.at(230, () => h.sock(1).receive(groupMessageFrame(1, { n: 'after' })));
      h.at(300, () => h.sock(1).closeFromServer(1006, 'network'));
      h.at(400, () => h.client.stop());
      m.expect(h.client.state$).toBeObservable('c 9ms a 89ms r 99ms a 9ms b 89ms q 99ms s', {
        c: { kind: 'connecting' },
        a: { kind: 'connected', connectionId: 'conn-1' },
        b: { kind: 'connected', connectionId: 'conn-2' },
        r: { kind: 'recovering', connectionId: 'conn-1', attempt: 1 },
        q: { kind: 'recovering', connectionId: 'conn-2', attempt: 1 },
        s: { kind: 'stopped' },
      });
      m.expect(h.sent$('joinGroup')).toBeObservable('20ms j 189ms k', {
        j: { type: 'joinGroup', group: 'g1', ackId: 1 },
        k: { type: 'joinGroup', group: 'g1', ackId: 2 },
      });
      m.expect(h.client.groupMessages$).toBeObservable('40ms (xyz) 185ms a 169ms |', {
        x: groupMessage(1), y: groupMessage(2), z: groupMessage(3), a: groupMessage(1, { n: 'after' }),
      });
      m.flush();
      // the next recovery is of the new connection
      expect(h.sock(2).param('awps_connection_id')).toBe('conn-2');
      expect(h.sock(2).param('awps_reconnection_token')).toBe('token-2');
    }),
  );
});
