import { median, noiseVerdict, quantile, spread } from '../../../bench/support/stats';

const QUIET = { average: 0.5, cores: 2 };

describe('quantile and spread', () => {
  it('interpolates between the nearest ranks, whatever the order of the samples', () => {
    expect(quantile([3, 1, 2, 4], 0)).toBe(1);
    expect(quantile([3, 1, 2, 4], 1)).toBe(4);
    expect(median([3, 1, 2, 4])).toBe(2.5);
    expect(median([5, 1, 3])).toBe(3);
    expect(quantile([10, 20], 0.1)).toBe(11);
    expect(spread([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toEqual({ min: 1, p10: 2, p50: 6, p90: 10, max: 11 });
  });

  it('refuses no samples and a quantile outside [0, 1]', () => {
    expect(() => quantile([], 0.5)).toThrow(RangeError);
    expect(() => quantile([1], 1.5)).toThrow(RangeError);
  });
});

describe('noiseVerdict', () => {
  it('compares samples whose spreads are apart', () => {
    expect(noiseVerdict([100, 101, 102, 103, 104], [50, 51, 52, 53, 54], QUIET)).toEqual({ noisy: false });
  });

  it('compares samples whose spreads overlap by less than their medians differ', () => {
    // p10–p90: 90.8–109.2 and 70.8–100.4: overlap 9.6 < difference 20
    expect(noiseVerdict([90, 92, 100, 108, 110], [70, 72, 80, 98, 102], QUIET)).toEqual({ noisy: false });
  });

  it('is too noisy when the spreads overlap by more than the medians differ', () => {
    const verdict = noiseVerdict([90, 95, 100, 105, 110], [85, 92, 98, 104, 112], QUIET);
    expect(verdict.noisy).toBe(true);
    expect(verdict).toEqual({ noisy: true, reason: expect.stringContaining('overlap') });
  });

  it('is too noisy when the load average was above the core count, however far apart the samples', () => {
    const verdict = noiseVerdict([100, 101, 102], [50, 51, 52], { average: 2.5, cores: 2 });
    expect(verdict).toEqual({ noisy: true, reason: 'load average 2.50 above the 2 cores' });
    expect(noiseVerdict([100, 101, 102], [50, 51, 52], { average: 2, cores: 2 })).toEqual({ noisy: false });
  });

  it('refuses an empty set of samples', () => {
    expect(() => noiseVerdict([], [1], QUIET)).toThrow(RangeError);
  });
});
