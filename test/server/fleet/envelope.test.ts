import { failure, parseRequest, reply } from '../../../server/fleet/envelope';

describe('parseRequest', () => {
  it('reads the request envelope', () => {
    expect(
      parseRequest({
        id: 0,
        command: 727,
        arguments: ['Morning Mix'],
        payload: '',
        ChannelIndex: 2,
        response: '',
      }),
    ).toEqual({
      id: 0,
      command: 727,
      arguments: ['Morning Mix'],
      payload: '',
      ChannelIndex: 2,
      response: '',
    });
    expect(parseRequest('{"command":"0"}')).toMatchObject({
      command: 0,
      arguments: [],
      payload: '',
      ChannelIndex: 1,
    });
    expect(parseRequest({ command: 806, arguments: 'a, b.mp3', payload: { Volume: 3 } })).toMatchObject({
      arguments: ['a, b.mp3'],
      payload: '{"Volume":3}',
    });
  });

  it('ignores replies and anything that is not a request', () => {
    expect(parseRequest({ Command: 0, Response: '{}' })).toBeNull();
    for (const junk of [null, 42, 'hello', '[1]', [], { command: 'play' }, { command: 1.5 }, { foo: 1 }])
      expect(parseRequest(junk)).toBeNull();
  });
});

describe('reply envelopes', () => {
  it('carry Response as a JSON string', () => {
    expect(reply(723, { Success: true })).toEqual({ Command: 723, Response: '{"Success":true}' });
    expect(reply(999, failure('Unknown command 999'))).toEqual({
      Command: 999,
      Response: '{"Success":false,"Error":"Unknown command 999"}',
    });
  });
});
