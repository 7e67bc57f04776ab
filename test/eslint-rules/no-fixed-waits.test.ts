import { probeRule, type RuleProbe } from './rule-findings';

/** The reported and the accepted cases, linted in one child with the rule's setting for the test tree. */
const REPORTED = [
  'await page.waitForTimeout(500);',
  'await new Promise((resolve) => setTimeout(resolve, 500));',
  'await new Promise(function (done) {\n  setTimeout(done, 20);\n});',
  "import { setTimeout as pause } from 'node:timers/promises';\nawait pause(100);",
  "import { setTimeout } from 'timers/promises';\nawait setTimeout(1);",
];
const ACCEPTED = [
  "await page.getByTestId('tracks').waitFor();",
  'await until(() => seen.length > 0);',
  'await new Promise((resolve) => setTimeout(resolve));',
  'await new Promise((resolve) => setTimeout(resolve, 0));',
  'await new Promise((resolve) => setTimeout(resolve, options.answerDelayMs ?? 5));',
  "import { setTimeout as pause } from 'node:timers/promises';\nawait pause(intervalMs);",
  'const timer = setTimeout(() => reject(new Error()), 500);',
  'jest.advanceTimersByTime(500);',
];

describe('lint rule local/no-fixed-waits', () => {
  let probe: RuleProbe;
  beforeAll(() => {
    probe = probeRule({
      name: 'no-fixed-waits',
      cases: [...REPORTED, ...ACCEPTED],
      probe: 'probe.test.ts',
      configuredFor: ['test/e2e/probe.test.ts', 'test/lib/probe.test.ts'],
    });
  });

  it('is on for every test file in the project configuration', () => {
    expect(probe.configured).toEqual([[2], [2]]);
  });

  it('reports fixed waits: waitForTimeout, and literal sleeps on the real timers', () => {
    expect(probe.findings.slice(0, REPORTED.length)).toEqual([
      ['waitForTimeout@1'],
      ['sleep@1'],
      ['sleep@2'],
      ['sleep@2'],
      ['sleep@2'],
    ]);
  });

  it('accepts waits for states, timers with no fixed delay, and timers that are no wait', () => {
    expect(probe.findings.slice(REPORTED.length)).toEqual(ACCEPTED.map(() => []));
  });
});
