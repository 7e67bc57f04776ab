import { clockStartingAt, ManualClock, parseInstant, serviceClock, systemClock } from '../../server/clock';

describe('parseInstant', () => {
  it('reads ISO 8601 instants with Z or an offset, with or without seconds and fractions', () => {
    expect(parseInstant('2026-11-22T13:20:00Z')).toBe(Date.UTC(2026, 10, 22, 13, 20));
    expect(parseInstant('2026-11-22T13:20Z')).toBe(Date.UTC(2026, 10, 22, 13, 20));
    expect(parseInstant('2026-11-22T14:20:00.500+01:00')).toBe(Date.UTC(2026, 10, 22, 13, 20, 0, 500));
  });

  it('refuses anything that is not an instant, naming the variable and an example', () => {
    for (const bad of [
      '',
      'tomorrow',
      '2026-11-22',
      '2026-11-22T13:20:00',
      '2026-02-30T10:00:00Z',
      '2026-13-01T10:00:00Z',
      '2026-11-22T24:00:00Z',
      '1763817600000',
    ])
      expect(() => parseInstant(bad)).toThrow(
        /CLOCK_START must be an ISO 8601 instant.*2026-11-22T13:20:00Z/,
      );
  });
});

describe('clocks', () => {
  it('clockStartingAt starts at the instant and then runs at the rate of its base clock', () => {
    const base = new ManualClock(1_000);
    const clock = clockStartingAt(Date.UTC(2026, 10, 22, 3, 20), base);
    expect(clock.now()).toBe(Date.UTC(2026, 10, 22, 3, 20));
    base.advance(5_000);
    expect(clock.now()).toBe(Date.UTC(2026, 10, 22, 3, 20, 5));
  });

  it('serviceClock: the given clock, else one from clockStart, else the machine clock', () => {
    const manual = new ManualClock(42);
    expect(serviceClock({ clock: manual })).toBe(manual);
    expect(serviceClock({})).toBe(systemClock);
    const pinned = serviceClock({ clockStart: '2026-11-22T19:20:00Z' }).now();
    expect(pinned).toBeGreaterThanOrEqual(Date.UTC(2026, 10, 22, 19, 20));
    expect(pinned).toBeLessThan(Date.UTC(2026, 10, 22, 19, 21));
    expect(() => serviceClock({ clockStart: 'noon' })).toThrow(/CLOCK_START/);
    expect(() => serviceClock({ clock: manual, clockStart: 0 })).toThrow(/either/);
  });
});
