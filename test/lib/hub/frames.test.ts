import { parseServerFrame, ProtocolError } from '../../../src/lib/hub';
import { clientFrames, serializeClientFrame } from '../../../src/lib/hub/client-frames';

const parse = (frame: unknown) => parseServerFrame(typeof frame === 'string' ? frame : JSON.stringify(frame));

describe('parseServerFrame (hub-protocol.md §1, §3)', () => {
  it.each([
    ['a successful ack', { type: 'ack', ackId: 1, success: true }, { type: 'ack', ackId: 1, success: true }],
    [
      'a failed ack',
      { type: 'ack', ackId: 7, success: false, error: { name: 'Forbidden', message: 'no role' } },
      { type: 'ack', ackId: 7, success: false, error: { name: 'Forbidden', message: 'no role' } },
    ],
    [
      'a failed ack whose error has no message',
      { type: 'ack', ackId: 7, success: false, error: { name: 'Duplicate' } },
      { type: 'ack', ackId: 7, success: false, error: { name: 'Duplicate', message: '' } },
    ],
    [
      'a group message',
      {
        sequenceId: 3,
        type: 'message',
        from: 'group',
        group: 'g1',
        dataType: 'json',
        data: { a: 1 },
        fromUserId: 'u1',
      },
      {
        type: 'message',
        from: 'group',
        group: 'g1',
        dataType: 'json',
        data: { a: 1 },
        fromUserId: 'u1',
        sequenceId: 3,
      },
    ],
    [
      'a group message with a null fromUserId and no sequenceId',
      { type: 'message', from: 'group', group: 'g1', dataType: 'text', data: 'hi', fromUserId: null },
      { type: 'message', from: 'group', group: 'g1', dataType: 'text', data: 'hi', fromUserId: null },
    ],
    [
      'a server message',
      { sequenceId: 1, type: 'message', from: 'server', dataType: 'binary', data: 'AQID' },
      { type: 'message', from: 'server', dataType: 'binary', data: 'AQID', sequenceId: 1 },
    ],
    [
      'a message from an unknown source (kept for its sequenceId)',
      { sequenceId: 4, type: 'message', from: 'future', dataType: 'json', data: 1 },
      { type: 'message', from: 'future', dataType: 'json', data: 1, sequenceId: 4 },
    ],
    [
      'system/connected',
      { type: 'system', event: 'connected', userId: null, connectionId: 'c1', reconnectionToken: 'r1' },
      { type: 'system', event: 'connected', connectionId: 'c1', reconnectionToken: 'r1', userId: null },
    ],
    [
      'system/connected without a reconnection token',
      { type: 'system', event: 'connected', connectionId: 'c1' },
      { type: 'system', event: 'connected', connectionId: 'c1' },
    ],
    [
      'system/disconnected',
      { type: 'system', event: 'disconnected', message: 'bye' },
      { type: 'system', event: 'disconnected', message: 'bye' },
    ],
    ['pong', { type: 'pong' }, { type: 'pong' }],
  ])('accepts %s', (_name, frame, expected) => {
    expect(parse(frame)).toStrictEqual(expected);
  });

  it.each([
    ['a binary frame (ArrayBuffer)', new ArrayBuffer(3), 'not a text frame'],
    ['a binary frame (Uint8Array)', new Uint8Array([1]), 'not a text frame'],
    ['a number', 42, 'not a text frame'],
    ['undefined', undefined, 'not a text frame'],
    ['text that is not JSON', 'hello', 'not JSON'],
    ['an empty text frame', '', 'not JSON'],
    ['a JSON array', '[1]', 'not a JSON object'],
    ['JSON null', 'null', 'not a JSON object'],
    ['a JSON string', '"ack"', 'not a JSON object'],
    ['an unknown type', '{"type":"invoke"}', 'unknown type "invoke"'],
    ['a missing type', '{"ackId":1}', 'unknown type undefined'],
    [
      'an ack without ackId',
      '{"type":"ack","success":true}',
      'ack frame: ackId must be a non-negative integer',
    ],
    [
      'an ack with a negative ackId',
      '{"type":"ack","ackId":-1,"success":true}',
      'ack frame: ackId must be a non-negative integer',
    ],
    ['an ack without success', '{"type":"ack","ackId":1}', 'ack frame: success must be a boolean'],
    [
      'an ack with a nameless error',
      '{"type":"ack","ackId":1,"success":false,"error":{}}',
      'ack frame: error must have a string name',
    ],
    [
      'a message without from',
      '{"type":"message","dataType":"json","data":1}',
      'message frame: from must be a string',
    ],
    [
      'a group message without group',
      '{"type":"message","from":"group","dataType":"json","data":1}',
      'message frame: group must be a string',
    ],
    [
      'an unknown dataType',
      '{"type":"message","from":"group","group":"g","dataType":"xml","data":1}',
      'message frame: unknown dataType "xml"',
    ],
    [
      'text data that is not a string',
      '{"type":"message","from":"group","group":"g","dataType":"text","data":1}',
      'message frame: text data must be a string',
    ],
    [
      'a string sequenceId',
      '{"type":"message","from":"group","group":"g","dataType":"json","data":1,"sequenceId":"3"}',
      'message frame: sequenceId must be a non-negative integer',
    ],
    [
      'a fractional sequenceId',
      '{"type":"message","from":"group","group":"g","dataType":"json","data":1,"sequenceId":1.5}',
      'message frame: sequenceId must be a non-negative integer',
    ],
    [
      'a numeric fromUserId',
      '{"type":"message","from":"group","group":"g","dataType":"json","data":1,"fromUserId":5}',
      'message frame: fromUserId must be a string or null',
    ],
    [
      'connected without connectionId',
      '{"type":"system","event":"connected"}',
      'system frame: connectionId must be a non-empty string',
    ],
    [
      'an unknown system event',
      '{"type":"system","event":"rebalanced"}',
      'system frame: unknown event "rebalanced"',
    ],
  ])('rejects %s with a ProtocolError', (_name, raw, reason) => {
    const result = parseServerFrame(raw);
    expect(result).toBeInstanceOf(ProtocolError);
    expect(result).toMatchObject({ name: 'ProtocolError', reason });
  });

  it('keeps the raw text of a rejected frame and describes a non-string one', () => {
    expect(parseServerFrame('oops')).toMatchObject({
      frame: 'oops',
      message: 'Malformed hub frame: not JSON',
    });
    expect(parseServerFrame(new ArrayBuffer(1))).toMatchObject({ frame: '[ArrayBuffer]' });
  });
});

describe('client frames (hub-protocol.md §2)', () => {
  it('writes the SDK key order', () => {
    expect(serializeClientFrame(clientFrames.joinGroup('g1', 1))).toBe(
      '{"type":"joinGroup","group":"g1","ackId":1}',
    );
    expect(serializeClientFrame(clientFrames.leaveGroup('g1', 2))).toBe(
      '{"type":"leaveGroup","group":"g1","ackId":2}',
    );
    expect(serializeClientFrame(clientFrames.sendToGroup('g1', 3, true, { x: 1 }))).toBe(
      '{"type":"sendToGroup","group":"g1","ackId":3,"noEcho":true,"dataType":"json","data":{"x":1}}',
    );
    expect(serializeClientFrame(clientFrames.sequenceAck(9))).toBe('{"type":"sequenceAck","sequenceId":9}');
    expect(serializeClientFrame(clientFrames.ping())).toBe('{"type":"ping"}');
  });
});
