import { marbles } from 'rxjs-marbles/jest';
import { establish, groupMessage, groupMessageFrame, setupHub } from '../../support/hub-harness';

describe('replayed frames (hub-protocol.md §5, §6)', () => {
  it(
    'drops a replay by its leading sequenceId without parsing the rest, and delivers what follows in order',
    marbles((m) => {
      const h = setupHub(m);
      establish(h, 10, 0);
      h.at(20, () => h.sock(0).receive(groupMessageFrame(1)));
      h.at(21, () => h.sock(0).receive(groupMessageFrame(2)));
      // replays of 1 and 2: the second is not even JSON after its id, and is dropped unparsed (no warning)
      h.at(30, () => h.sock(0).receive(JSON.stringify(groupMessageFrame(1))));
      h.at(31, () => h.sock(0).receive('{"sequenceId":2,"type":"message", not JSON'));
      // a replay in another key order goes through the parser and is dropped by the tracker
      h.at(32, () =>
        h.sock(0).receive({
          type: 'message',
          from: 'group',
          group: 'g1',
          dataType: 'json',
          data: { n: 2 },
          sequenceId: 2,
        }),
      );
      h.at(40, () => h.sock(0).receive(groupMessageFrame(3)));
      h.at(1100, () => h.client.stop());
      m.expect(h.client.groupMessages$).toBeObservable('20ms a b 18ms c 1059ms |', {
        a: groupMessage(1),
        b: groupMessage(2),
        c: groupMessage(3),
      });
      // the largest id is acknowledged once, at the first tick of the sequenceAck loop after it
      m.expect(h.sent$('sequenceAck')).toBeObservable('1010ms x', {
        x: { type: 'sequenceAck', sequenceId: 3 },
      });
      m.flush();
      expect(h.logger.warn).not.toHaveBeenCalled();
    }),
  );

  it(
    'parses a frame whose leading id is new: a malformed one is still reported',
    marbles((m) => {
      const h = setupHub(m);
      establish(h, 10, 0);
      h.at(20, () => h.sock(0).receive('{"sequenceId":7,"type":"message", not JSON'));
      h.at(30, () => h.sock(0).receive(groupMessageFrame(7)));
      h.at(1100, () => h.client.stop());
      m.expect(h.client.groupMessages$).toBeObservable('30ms a 1069ms |', { a: groupMessage(7) });
      m.flush();
      expect(h.logger.warn).toHaveBeenCalledTimes(1);
      expect(h.logger.warn).toHaveBeenCalledWith(
        'hub: ignored a frame (not JSON)',
        '{"sequenceId":7,"type":"message", not JSON',
      );
    }),
  );
});
