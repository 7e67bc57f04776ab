import { marbles } from 'rxjs-marbles/jest';
import { establish, groupMessage, groupMessageFrame, KINDS, setupHub } from '../../support/hub-harness';

describe('malformed frames (hub-protocol.md §1, §3)', () => {
  it(
    'logs and ignores malformed frames without disturbing the connection or the message stream',
    marbles((m) => {
      const h = setupHub(m);
      establish(h, 10, 0);
      const bad: (string | object)[] = [
        'not json',
        '[1,2]',
        'null',
        { type: 'bogus' },
        { type: 'ack' },
        { type: 'message', from: 'group', dataType: 'json', data: 1 },
        { type: 'message', from: 'group', group: 'g1', dataType: 'xml', data: '<a/>' },
        { type: 'system', event: 'weird' },
      ];
      bad.forEach((frame, i) => h.at(20 + i, () => h.sock(0).receive(frame)));
      h.at(30, () => h.sock(0).receiveBinary());
      h.at(80, () => h.sock(0).receive(groupMessageFrame(1)));
      h.at(90, () =>
        h.sock(0).receive({ sequenceId: 2, type: 'message', from: 'server', dataType: 'text', data: 'hi' }),
      );
      h.at(95, () =>
        h
          .sock(0)
          .receive({ type: 'message', from: 'group', group: 'g1', dataType: 'text', data: 'no sequence' }),
      );
      h.at(1100, () => h.client.stop());
      // prettier-ignore
      const messages = '80ms a 14ms b 1004ms |';
      // prettier-ignore
      const states =   'c 9ms n 1089ms s';
      m.expect(h.client.groupMessages$).toBeObservable(messages, {
        a: groupMessage(1),
        b: { group: 'g1', dataType: 'text', data: 'no sequence' },
      });
      m.expect(h.kinds$).toBeObservable(states, KINDS);
      // the server message is not delivered but its sequenceId is acknowledged
      m.expect(h.sent$('sequenceAck')).toBeObservable('1010ms x', {
        x: { type: 'sequenceAck', sequenceId: 2 },
      });
      m.flush();
      expect(h.logger.warn).toHaveBeenCalledTimes(bad.length + 1);
      expect(h.logger.warn).toHaveBeenCalledWith('hub: ignored a frame (not a text frame)', '[ArrayBuffer]');
      expect(h.logger.warn).toHaveBeenCalledWith('hub: ignored a frame (not JSON)', 'not json');
    }),
  );
});
