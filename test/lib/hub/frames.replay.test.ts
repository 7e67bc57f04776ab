import { leadingSequenceId } from '../../../src/lib/hub/frames';

describe('leadingSequenceId (hub-protocol.md §5: replays dropped by their id alone)', () => {
  it('reads the sequenceId a message frame starts with, as the service writes it', () => {
    const text = JSON.stringify({ sequenceId: 42, type: 'message', from: 'group', group: 'g1', data: 1 });
    expect(leadingSequenceId(text)).toBe(42);
    expect(leadingSequenceId('{"sequenceId":0,"type":"message"}')).toBe(0);
    expect(leadingSequenceId('{"sequenceId":999999999999999,"type":"message","from":"server"}')).toBe(
      999_999_999_999_999,
    );
  });

  it('says nothing about any other text, which then goes through the full parser', () => {
    for (const text of [
      '{"type":"message","sequenceId":1}', // another key order
      '{ "sequenceId":1,"type":"message"}', // whitespace
      '{"sequenceId":1,"type":"ack"}', // not a message
      '{"sequenceId":1}',
      '{"sequenceId":,"type":"message"}',
      '{"sequenceId":-1,"type":"message"}',
      '{"sequenceId":1.5,"type":"message"}',
      '{"sequenceId":1e3,"type":"message"}',
      '{"sequenceId":01,"type":"message"}', // a leading zero is not JSON
      '{"sequenceId":"1","type":"message"}',
      '{"sequenceId":1234567890123456,"type":"message"}', // 16 digits: maybe not a safe integer
      '',
    ])
      expect(leadingSequenceId(text)).toBeUndefined();
  });
});
