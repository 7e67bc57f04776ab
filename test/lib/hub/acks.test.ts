import { HubAckError } from '../../../src/lib/hub';
import { ackOutcome, createAckIdSource } from '../../../src/lib/hub/acks';

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
