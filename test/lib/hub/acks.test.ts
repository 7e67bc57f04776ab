import { HubAckError } from '../../../src/lib/hub';
import { ackOutcome, createAckIdSource, createAckRouter } from '../../../src/lib/hub/acks';

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

describe('createAckRouter (hub-protocol.md §4)', () => {
  it('hands each ack frame to the waiters of its ackId alone, from their subscription until they leave', () => {
    const router = createAckRouter();
    const seen: string[] = [];
    const first = router.of(1).subscribe((frame) => seen.push(`first got ${frame.ackId}`));
    const second = router.of(2).subscribe((frame) => seen.push(`second got ${frame.ackId}`));
    const again = router.of(1).subscribe((frame) => seen.push(`again got ${frame.ackId}`));
    router.deliver({ type: 'ack', ackId: 1, success: true });
    router.deliver({ type: 'ack', ackId: 3, success: true }); // no one waits for it
    first.unsubscribe();
    router.deliver({ type: 'ack', ackId: 1, success: false });
    router.deliver({ type: 'ack', ackId: 2, success: true });
    second.unsubscribe();
    again.unsubscribe();
    router.deliver({ type: 'ack', ackId: 2, success: true });
    expect(seen).toEqual(['first got 1', 'again got 1', 'again got 1', 'second got 2']);
  });
});
