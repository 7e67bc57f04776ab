import { formatClock, formatHours, formatMinutesSeconds } from '../../../src/lib/format/duration';

describe('durations (spec §9)', () => {
  it.each([
    [0, '0:00'],
    [7, '0:07'],
    [187, '3:07'],
    [3723, '1:02:03'],
    [-4, '0:00'],
    [Number.NaN, '0:00'],
    [1e308, '–'],
    [Number.POSITIVE_INFINITY, '–'],
  ])('formatClock(%p) = %p', (s, out) => expect(formatClock(s)).toBe(out));
  it.each([
    [0, '00:00'],
    [65, '01:05'],
    [3600, '60:00'],
    [1e308, '–'],
  ])('formatMinutesSeconds(%p) = %p', (s, out) => expect(formatMinutesSeconds(s)).toBe(out));
  it.each([
    [0, '0:00:00'],
    [3725, '1:02:05'],
    [36000, '10:00:00'],
    [3_600_000, '1000:00:00'],
    [3_600_001, '–'],
    [1e308, '–'],
  ])('formatHours(%p) = %p', (s, out) => expect(formatHours(s)).toBe(out));
});
