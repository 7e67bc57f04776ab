import { reduceBusy, type BusyState } from '../../../src/lib/zone/zone-busy.streams';

const idle: BusyState = { counts: new Map() };

describe('reduceBusy (busy tracking as a scan over command lifecycles)', () => {
  it('counts commands per key, never below zero', () => {
    const steps = [
      { kind: 'start', key: 'a' },
      { kind: 'start', key: 'a' },
      { kind: 'end', key: 'a' },
      { kind: 'end', key: 'b' },
    ] as const;
    expect(steps.reduce(reduceBusy, idle).counts).toEqual(new Map([['a', 1]]));
    expect(
      reduceBusy(reduceBusy(idle, { kind: 'end', key: 'a' }), { kind: 'start', key: 'a' }).counts,
    ).toEqual(new Map([['a', 1]]));
  });

  it('holds one waiting intent, replaced by the next, cleared only when that one settles', () => {
    const waitingNext = reduceBusy(idle, { kind: 'waiting', key: '103' });
    const waitingPrevious = reduceBusy(waitingNext, { kind: 'waiting', key: '104' });
    expect(waitingPrevious.waiting).toBe('104');
    expect(reduceBusy(waitingPrevious, { kind: 'settled', key: '103' }).waiting).toBe('104');
    expect(reduceBusy(waitingPrevious, { kind: 'settled', key: '104' }).waiting).toBeUndefined();
  });
});
