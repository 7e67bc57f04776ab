import { SequenceTracker } from '../../../src/lib/hub/sequence';

describe('SequenceTracker (hub-protocol.md §5)', () => {
  it('drops 0, repeats and lower ids, and owes one ack per batch of new ids', () => {
    const t = new SequenceTracker(300);
    expect(t.observe(0)).toEqual({ fresh: false, ackNow: false });
    expect(t.takeAck()).toBeUndefined();
    expect(t.observe(1)).toEqual({ fresh: true, ackNow: false });
    expect(t.observe(3)).toEqual({ fresh: true, ackNow: false });
    expect(t.observe(2)).toEqual({ fresh: false, ackNow: false });
    expect(t.observe(3)).toEqual({ fresh: false, ackNow: false });
    expect(t.takeAck()).toBe(3);
    expect(t.takeAck()).toBeUndefined();
  });

  it('flags a jump of more than 300 over the previous largest', () => {
    const t = new SequenceTracker(300);
    expect(t.observe(300).ackNow).toBe(false);
    expect(t.observe(600).ackNow).toBe(false);
    expect(t.observe(901).ackNow).toBe(true);
  });

  it('asks for an ack at once after a backlog of new ids since the last ack, however small their gaps', () => {
    const t = new SequenceTracker(300, 3);
    expect([1, 2, 3].map((id) => t.observe(id).ackNow)).toEqual([false, false, true]);
    expect(t.takeAck()).toBe(3);
    expect([4, 5].map((id) => t.observe(id).ackNow)).toEqual([false, false]);
    expect(t.observe(5).ackNow).toBe(false); // a repeat is not new
    expect(t.observe(6).ackNow).toBe(true);
    t.reset();
    expect([1, 2].map((id) => t.observe(id).ackNow)).toEqual([false, false]);
  });
});
