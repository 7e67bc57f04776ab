import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/**
 * Lints each of `cases` as a file of the test tree, with the project's own configuration, in one ESLint
 * run (typed linting builds the program once), and returns this rule's findings per case. The files are
 * written beside this test for the run (typed linting needs them on disk) and removed.
 */
function findings(cases: readonly string[]): { line: number; messageId: string }[][] {
  const files = cases.map((code, i) => {
    const file = join(__dirname, `probe-${process.pid}-${i}.ts`);
    writeFileSync(file, code);
    return file;
  });
  try {
    const run = spawnSync(join(ROOT, 'node_modules', '.bin', 'eslint'), ['--format', 'json', ...files], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const results = JSON.parse(run.stdout) as {
      filePath: string;
      messages: {
        line: number;
        ruleId: string | null;
        messageId?: string;
        fatal?: boolean;
        message: string;
      }[];
    }[];
    return files.map((file) => {
      const result = results.find((r) => r.filePath === file);
      if (!result) throw new Error(`eslint did not lint the probe ${file}`);
      const fatal = result.messages.find((m) => m.fatal);
      if (fatal) throw new Error(`eslint could not lint the probe: ${fatal.message}`);
      return result.messages
        .filter((m) => m.ruleId === 'local/expect-settled-values')
        .map(({ line, messageId }) => ({ line, messageId: messageId ?? '' }));
    });
  } finally {
    for (const file of files) rmSync(file, { force: true });
  }
}

const REPORTED = [
  'const later = (): Promise<number> => Promise.resolve(1);',
  "it('probe', async () => {",
  '  expect(later()).toBeDefined();',
  '  expect(() => later()).toBeTruthy();',
  '  await expect(1).toBe(1);',
  '});',
  '',
].join('\n');

const ACCEPTED = [
  'const later = (): Promise<number> => Promise.resolve(1);',
  "it('probe', async () => {",
  '  await expect(later()).resolves.toBe(1);',
  '  expect(await later()).toBe(1);',
  "  expect(() => JSON.parse('{')).toThrow();",
  '  const fn = jest.fn();',
  '  expect(fn).not.toHaveBeenCalled();',
  '});',
  '',
].join('\n');

describe('lint rule local/expect-settled-values', () => {
  let found: { line: number; messageId: string }[][];
  beforeAll(() => {
    found = findings([REPORTED, ACCEPTED]);
  });

  it('reports assertions on promises, locator-like values, functions and awaited synchronous matchers', () => {
    expect(found[0]).toEqual([
      { line: 3, messageId: 'promise' },
      { line: 4, messageId: 'fn' },
      { line: 5, messageId: 'awaited' },
    ]);
  });

  it('accepts settled values, .resolves/.rejects, throwing functions and mocks', () => {
    expect(found[1]).toEqual([]);
  });
});
