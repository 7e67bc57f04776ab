import { HubAckError, HubClosedError, ProtocolError } from '../../../src/lib/hub';

describe('errors', () => {
  it('have fixed names and payloads', () => {
    expect(new HubAckError(5, { name: 'Forbidden', message: 'm' })).toMatchObject({
      name: 'HubAckError',
      message: 'Hub request 5 failed: Forbidden: m',
    });
    expect(new HubClosedError(6)).toMatchObject({ name: 'HubClosedError', ackId: 6 });
    expect(new ProtocolError('not JSON', 'x')).toMatchObject({
      name: 'ProtocolError',
      reason: 'not JSON',
      frame: 'x',
    });
    expect(new HubClosedError()).toBeInstanceOf(Error);
  });
});
