import { flagCount, loadCpuOf, medianRun, mostGoalMs, type OverviewFigures } from '../../bench/overview';

/** A run's figures: only what the median's choice reads is real. */
const run = (mostMs: number, load: number): OverviewFigures =>
  ({ players: 2_000, mostMs, load: [load, load, load] }) as unknown as OverviewFigures;

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

  it('reads --runs= and --busy= as whole numbers, with their floor', () => {
    expect(flagCount(['--players=2000'], 'runs', 1, 1)).toBe(1);
    expect(flagCount(['--runs=5'], 'runs', 1, 1)).toBe(5);
    expect(flagCount(['--busy=2'], 'busy', 0)).toBe(2);
    expect(() => flagCount(['--runs=0'], 'runs', 1, 1)).toThrow(RangeError);
    expect(() => flagCount(['--busy=two'], 'busy', 0)).toThrow(RangeError);
  });

  it("keeps the median run of a size, with every run's 95 % figure and load in the order run", () => {
    const picked = medianRun([run(9_000, 3), run(5_000, 1), run(7_000, 2), run(6_000, 1), run(20_000, 6)]);
    expect(picked.mostMs).toBe(7_000);
    expect(picked.load).toEqual([2, 2, 2]);
    expect(picked.runs?.map((r) => r.mostMs)).toEqual([9_000, 5_000, 7_000, 6_000, 20_000]);
    expect(medianRun([run(4_000, 1)]).runs).toBeUndefined();
    expect(() => medianRun([])).toThrow(RangeError);
  });
});
