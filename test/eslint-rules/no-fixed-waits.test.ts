import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, ruleFindings } from './rule-findings';

/** This rule's findings for each of `cases`, as `messageId@line` (see {@link ruleFindings}). */
const findings = (cases: readonly string[]): string[][] =>
  ruleFindings('no-fixed-waits', cases, 'probe.test.ts');

describe('lint rule local/no-fixed-waits', () => {
  it('is on for every test file in the project configuration', () => {
    const run = spawnSync(
      join(ROOT, 'node_modules', '.bin', 'eslint'),
      ['--print-config', join(ROOT, 'test', 'e2e', 'probe.test.ts')],
      { cwd: ROOT, encoding: 'utf8' },
    );
    const config = JSON.parse(run.stdout) as { rules: Record<string, unknown> };
    expect(config.rules['local/no-fixed-waits']).toEqual([2]);
  });

  it('reports fixed waits: waitForTimeout, and literal sleeps on the real timers', () => {
    expect(
      findings([
        'await page.waitForTimeout(500);',
        'await new Promise((resolve) => setTimeout(resolve, 500));',
        'await new Promise(function (done) {\n  setTimeout(done, 20);\n});',
        "import { setTimeout as pause } from 'node:timers/promises';\nawait pause(100);",
        "import { setTimeout } from 'timers/promises';\nawait setTimeout(1);",
      ]),
    ).toEqual([['waitForTimeout@1'], ['sleep@1'], ['sleep@2'], ['sleep@2'], ['sleep@2']]);
  });

  it('accepts waits for states, timers with no fixed delay, and timers that are no wait', () => {
    expect(
      findings([
        "await page.getByTestId('tracks').waitFor();",
        'await until(() => seen.length > 0);',
        'await new Promise((resolve) => setTimeout(resolve));',
        'await new Promise((resolve) => setTimeout(resolve, 0));',
        'await new Promise((resolve) => setTimeout(resolve, options.answerDelayMs ?? 5));',
        "import { setTimeout as pause } from 'node:timers/promises';\nawait pause(intervalMs);",
        'const timer = setTimeout(() => reject(new Error()), 500);',
        'jest.advanceTimersByTime(500);',
      ]),
    ).toEqual([[], [], [], [], [], [], [], []]);
  });
});
