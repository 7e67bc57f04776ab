import { loadCpuOf, mostGoalMs } from '../../bench/overview';

describe('the overview bench’s options (docs/architecture.md, the overview’s figures)', () => {
  it('reads the page’s CPU slowdown for the load from --cpu=, full speed when not given', () => {
    expect(loadCpuOf(undefined)).toBe(1);
    expect(loadCpuOf('')).toBe(1);
    expect(loadCpuOf('4')).toBe(4);
    expect(() => loadCpuOf('0.5')).toThrow(RangeError);
    expect(() => loadCpuOf('fast')).toThrow(RangeError);
  });

  it('has a goal for the largest fleet the service lists (FLEET_PLAYERS_MAX)', () => {
    expect(mostGoalMs(2_000)).toBe(6_000);
    expect(mostGoalMs(5_000)).toBe(10_000);
  });
});
