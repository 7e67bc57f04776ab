import { HubAckError, HubClosedError, ProtocolError } from '../../../src/lib/hub';
import { ackOutcome, createAckIdSource } from '../../../src/lib/hub/acks';
import { recoveryUrl } from '../../../src/lib/hub/recovery';
import { SequenceTracker } from '../../../src/lib/hub/sequence';

describe('SequenceTracker (hub-protocol.md §5)', () => {
  it('drops 0, repeats and lower ids, and owes one ack per batch of new ids', () => {
    const t = new SequenceTracker();
    expect(t.observe(0)).toEqual({ fresh: false, jumped: false });
    expect(t.takeAck()).toBeUndefined();
    expect(t.observe(1)).toEqual({ fresh: true, jumped: false });
    expect(t.observe(3)).toEqual({ fresh: true, jumped: false });
    expect(t.observe(2)).toEqual({ fresh: false, jumped: false });
    expect(t.observe(3)).toEqual({ fresh: false, jumped: false });
    expect(t.takeAck()).toBe(3);
    expect(t.takeAck()).toBeUndefined();
  });

  it('flags a jump of more than 300 over the previous largest', () => {
    const t = new SequenceTracker();
    expect(t.observe(300).jumped).toBe(false);
    expect(t.observe(600).jumped).toBe(false);
    expect(t.observe(901).jumped).toBe(true);
  });
});

describe('acks (hub-protocol.md §4)', () => {
  it('allocates ackIds from 1 and never resets', () => {
    const next = createAckIdSource();
    expect([next(), next(), next()]).toEqual([1, 2, 3]);
    expect(createAckIdSource()()).toBe(1);
  });

  it('maps success, Duplicate and other errors', () => {
    expect(ackOutcome({ type: 'ack', ackId: 1, success: true })).toStrictEqual({
      ackId: 1,
      duplicated: false,
    });
    expect(
      ackOutcome({ type: 'ack', ackId: 2, success: false, error: { name: 'Duplicate', message: 'seen' } }),
    ).toStrictEqual({
      ackId: 2,
      duplicated: true,
    });
    const failed = ackOutcome({
      type: 'ack',
      ackId: 3,
      success: false,
      error: { name: 'Forbidden', message: 'no role' },
    });
    expect(failed).toBeInstanceOf(HubAckError);
    expect(failed).toMatchObject({
      name: 'HubAckError',
      ackId: 3,
      errorDetail: { name: 'Forbidden', message: 'no role' },
    });
    expect(ackOutcome({ type: 'ack', ackId: 4, success: false })).toMatchObject({
      ackId: 4,
      errorDetail: { name: 'Unknown' },
    });
  });
});

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
