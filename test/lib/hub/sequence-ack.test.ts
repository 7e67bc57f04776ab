import { cases, marbles } from 'rxjs-marbles/jest';
import {
  connectedFrame,
  establish,
  groupMessage,
  groupMessageFrame,
  setupHub,
} from '../../support/hub-harness';

const ack = (sequenceId: number) => ({ type: 'sequenceAck', sequenceId });

describe('sequence tracking and sequenceAck (hub-protocol.md §5)', () => {
  it(
    'drops ids not above the largest seen and acks the largest once a second, only after new messages',
    marbles((m) => {
      const h = setupHub(m);
      establish(h, 10, 0); // the ack loop ticks at 10, 1010, 2010, …
      h.at(100, () => h.sock(0).receive(groupMessageFrame(1)));
      h.at(150, () => h.sock(0).receive(groupMessageFrame(1)));
      h.at(200, () => h.sock(0).receive(groupMessageFrame(2)));
      h.at(250, () => h.sock(0).receive(groupMessageFrame(0)));
      h.at(1500, () => h.sock(0).receive(groupMessageFrame(3)));
      h.at(5000, () => h.client.stop());
      // prettier-ignore
      const messages = '100ms a 99ms b 1299ms c 3499ms |';
      // prettier-ignore
      const acks =     '1010ms x 999ms y';
      m.expect(h.client.groupMessages$).toBeObservable(messages, {
        a: groupMessage(1),
        b: groupMessage(2),
        c: groupMessage(3),
      });
      m.expect(h.sent$('sequenceAck')).toBeObservable(acks, { x: ack(2), y: ack(3) });
    }),
  );

  cases(
    'a sequenceId jump',
    (m, c: { first: number; next: number; acks: string }) => {
      const h = setupHub(m);
      establish(h, 10, 0);
      h.at(100, () => h.sock(0).receive(groupMessageFrame(c.first)));
      h.at(300, () => h.sock(0).receive(groupMessageFrame(c.next)));
      h.at(400, () => h.sock(0).receive(groupMessageFrame(c.next + 1)));
      h.at(1500, () => h.client.stop());
      // prettier-ignore
      const messages = '100ms a 199ms b 99ms c 1099ms |';
      m.expect(h.client.groupMessages$).toBeObservable(messages, {
        a: groupMessage(c.first),
        b: groupMessage(c.next),
        c: groupMessage(c.next + 1),
      });
      m.expect(h.sent$('sequenceAck')).toBeObservable(c.acks, {
        f: ack(c.first),
        x: ack(c.next),
        y: ack(c.next + 1),
      });
    },
    {
      // prettier-ignore
      'of 301 is acked at once':                  { first: 1, next: 302, acks: '300ms x 709ms y' },
      // prettier-ignore
      'of exactly 300 waits for the 1 s tick':    { first: 1, next: 301, acks: '1010ms y' },
      // prettier-ignore
      'of 301 from the initial 0 is acked at once': { first: 301, next: 302, acks: '100ms f 909ms y' },
      // prettier-ignore
      'of exactly 300 from the initial 0 waits':    { first: 300, next: 301, acks: '1010ms y' },
    },
  );

  it(
    'acks at once after a backlog of new messages since the last ack, before the 1 s tick (the service closes a connection past its unacked limit)',
    marbles((m) => {
      const h = setupHub(m, { timing: { sequenceAckBacklog: 3 } });
      establish(h, 10, 0); // the ack loop ticks at 10, 1010, …
      [1, 2, 3, 4, 5, 6, 7].forEach((id, i) =>
        h.at(100 + 10 * i, () => h.sock(0).receive(groupMessageFrame(id))),
      );
      h.at(1500, () => h.client.stop());
      // prettier-ignore
      const messages = '100ms a 9ms b 9ms c 9ms d 9ms e 9ms f 9ms g 1339ms |';
      // prettier-ignore
      const acks = '120ms x 29ms y 859ms z';
      const ids = { a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7 };
      m.expect(h.client.groupMessages$).toBeObservable(
        messages,
        Object.fromEntries(Object.entries(ids).map(([k, id]) => [k, groupMessage(id)])),
      );
      m.expect(h.sent$('sequenceAck')).toBeObservable(acks, { x: ack(3), y: ack(6), z: ack(7) });
    }),
  );

  it(
    'keeps the tracker across a recovery (owed ack sent on open) and resets it on a new connection',
    marbles((m) => {
      const h = setupHub(m);
      establish(h, 10, 0);
      h.at(100, () => h.sock(0).receive(groupMessageFrame(5)));
      h.at(500, () => h.sock(0).closeFromServer(1006, 'network'));
      h.at(600, () => h.sock(1).open()); // recovery socket
      h.at(700, () => h.sock(1).receive(groupMessageFrame(5))); // redelivered: dropped
      h.at(800, () => h.sock(1).receive(groupMessageFrame(6)));
      h.at(2000, () => h.sock(1).closeFromServer(1008, 'connection gone'));
      establish(h, 2100, 2, connectedFrame('conn-2', 'token-2'));
      h.at(2200, () => h.sock(2).receive(groupMessageFrame(1))); // new connection: numbering starts over
      h.at(3500, () => h.client.stop());
      // prettier-ignore
      const messages = '100ms a 699ms b 1399ms c 1299ms |';
      // prettier-ignore
      const acks =     '600ms x 999ms y 1499ms z';
      m.expect(h.client.groupMessages$).toBeObservable(messages, {
        a: groupMessage(5),
        b: groupMessage(6),
        c: groupMessage(1),
      });
      m.expect(h.sent$('sequenceAck')).toBeObservable(acks, { x: ack(5), y: ack(6), z: ack(1) });
      m.expect(h.created$).toBeObservable('n 499ms r 1499ms n');
    }),
  );
});
