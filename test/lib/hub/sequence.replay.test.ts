import { SequenceTracker } from '../../../src/lib/hub/sequence';

describe('SequenceTracker on the hot path (hub-protocol.md §5)', () => {
  it('tells a replay (an id not above the largest seen) without recording anything', () => {
    const t = new SequenceTracker(300);
    expect(t.isReplay(0)).toBe(true);
    expect(t.isReplay(1)).toBe(false);
    expect(t.takeAck()).toBeUndefined(); // isReplay recorded nothing
    t.observe(5);
    expect([4, 5, 6].map((id) => t.isReplay(id))).toEqual([true, true, false]);
    expect(t.takeAck()).toBe(5);
    t.reset();
    expect(t.isReplay(1)).toBe(false);
  });

  it('answers with shared, frozen verdicts: observing an id allocates nothing', () => {
    const t = new SequenceTracker(300);
    const fresh = t.observe(1);
    expect(t.observe(2)).toBe(fresh);
    expect(t.observe(2)).toBe(t.observe(1));
    expect(t.observe(1000)).toBe(t.observe(2000));
    expect(Object.isFrozen(fresh)).toBe(true);
  });
});
