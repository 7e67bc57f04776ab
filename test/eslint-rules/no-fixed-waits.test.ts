import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = join(__dirname, '..', '..');
const RULE = join(ROOT, 'eslint-rules', 'no-fixed-waits.mjs');

/**
 * This rule's findings for each of `cases` (the code of a test file), as `messageId@line`. The rule is an
 * ES module, which Jest's CommonJS runtime does not load: a Node child runs ESLint's Linter over the cases
 * with the rule alone and the project's TypeScript parser.
 */
function findings(cases: readonly string[]): string[][] {
  const script = `
    import { Linter } from 'eslint';
    import tseslint from 'typescript-eslint';
    import rule from ${JSON.stringify(pathToFileURL(RULE).href)};
    const config = [{
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { local: { rules: { 'no-fixed-waits': rule } } },
      rules: { 'local/no-fixed-waits': 'error' },
    }];
    const linter = new Linter();
    const found = JSON.parse(process.argv[1]).map((code) =>
      linter.verify(code, config, 'probe.test.ts').map((m) => (m.fatal ? 'fatal: ' + m.message : m.messageId + '@' + m.line)));
    process.stdout.write(JSON.stringify(found));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`the linter child failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as string[][];
}

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
