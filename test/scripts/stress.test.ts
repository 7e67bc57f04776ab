import type { ChildProcess } from 'node:child_process';
import { count, jestArguments, startBusy } from '../../scripts/stress';

/** Resolves with the exit code once `child` has exited. */
const exited = (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => child.once('exit', (code) => resolve(code)));

describe('npm run test:stress (scripts/stress.ts)', () => {
  it('a busy process stops by itself once its time is up', async () => {
    expect(await exited(startBusy(0))).toBe(0);
  });

  it('a busy process stops as soon as its parent lets go of it', async () => {
    const child = startBusy(60);
    const exit = exited(child);
    await new Promise<void>((resolve) => child.once('spawn', () => resolve()));
    child.disconnect();
    expect(await exit).toBe(0);
  });

  it('reads its settings as whole numbers, with defaults, and refuses anything else', () => {
    expect(count('STRESS_PROCESSES', 4, {})).toBe(4);
    expect(count('STRESS_PROCESSES', 4, { STRESS_PROCESSES: '2' })).toBe(2);
    expect(() => count('STRESS_PROCESSES', 4, { STRESS_PROCESSES: 'many' })).toThrow(/whole number/);
    expect(() => count('STRESS_PROCESSES', 4, { STRESS_PROCESSES: '-1' })).toThrow(/whole number/);
  });

  it("passes the caller's paths to Jest before the project, so only those files run", () => {
    expect(jestArguments([])).toEqual(['--ci', '--selectProjects', 'e2e']);
    expect(jestArguments(['test/e2e/overview/activity.test.ts'])).toEqual([
      '--ci',
      'test/e2e/overview/activity.test.ts',
      '--selectProjects',
      'e2e',
    ]);
  });
});
