import { join } from 'node:path';

const ProjectTimesReporter = require('../jest-project-times.js') as new (
  globalConfig: unknown,
  options?: { slowestOf?: string[]; slowest?: number },
) => {
  onTestResult(test: unknown, result: unknown): void;
  onRunComplete(): void;
};

/** A finished test file of project `project` that ran from `start` to `end` (ms). */
const file = (project: string, name: string, start: number, end: number) => [
  { path: join(process.cwd(), name), context: { config: { displayName: { name: project } } } },
  {
    testFilePath: join(process.cwd(), name),
    perfStats: { start, end },
    numPassingTests: 1,
    numFailingTests: 0,
    numPendingTests: 0,
    numTodoTests: 0,
  },
];

/** What the reporter writes at the end of a run of `files`. */
function report(options: { slowestOf?: string[]; slowest?: number }, files: unknown[][]): string {
  const reporter = new ProjectTimesReporter({}, options);
  for (const [test, result] of files) reporter.onTestResult(test, result);
  const written: string[] = [];
  const write = jest.spyOn(process.stderr, 'write').mockImplementation((text) => {
    written.push(String(text));
    return true;
  });
  try {
    reporter.onRunComplete();
  } finally {
    write.mockRestore();
  }
  return written.join('');
}

describe('jest-project-times reporter', () => {
  const run = [
    file('unit', 'test/a.test.ts', 1_000, 2_000),
    file('e2e', 'test/e2e/fast.test.ts', 3_000, 4_500),
    file('e2e', 'test/e2e/slow.test.ts', 4_500, 64_500),
    file('e2e', 'test/e2e/middle.test.ts', 64_500, 76_500),
  ];

  it('ends with each project’s times, then the slowest files of the projects asked for, slowest first', () => {
    const text = report({ slowestOf: ['e2e'], slowest: 2 }, run);
    expect(text).toContain('Time per test project:');
    expect(text.slice(text.indexOf('Slowest e2e files:')).split('\n').slice(1, 3)).toEqual([
      '  60.0 s  test/e2e/slow.test.ts',
      '  12.0 s  test/e2e/middle.test.ts',
    ]);
    expect(text).not.toContain('fast.test.ts');
    expect(text).not.toContain('Slowest unit files');
  });

  it('lists no files unless asked', () => {
    expect(report({}, run)).not.toContain('Slowest');
  });
});
