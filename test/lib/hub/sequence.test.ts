import { SequenceTracker } from '../../../src/lib/hub/sequence';

describe('SequenceTracker (hub-protocol.md §5)', () => {
  it('drops 0, repeats and lower ids, and owes one ack per batch of new ids', () => {
    const t = new SequenceTracker(300);
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
    const t = new SequenceTracker(300);
    expect(t.observe(300).jumped).toBe(false);
    expect(t.observe(600).jumped).toBe(false);
    expect(t.observe(901).jumped).toBe(true);
  });
});
