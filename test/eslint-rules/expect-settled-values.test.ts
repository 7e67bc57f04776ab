import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/**
 * Lints `code` as a file of the test tree, with the project's own configuration, and returns this rule's
 * findings. The file is written beside this test for the run (typed linting needs it on disk) and removed.
 */
function findings(code: string): { line: number; messageId: string }[] {
  const file = join(__dirname, `probe-${process.pid}.ts`);
  writeFileSync(file, code);
  try {
    const run = spawnSync(join(ROOT, 'node_modules', '.bin', 'eslint'), ['--format', 'json', file], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const [result] = JSON.parse(run.stdout) as {
      messages: {
        line: number;
        ruleId: string | null;
        messageId?: string;
        fatal?: boolean;
        message: string;
      }[];
    }[];
    const fatal = result!.messages.find((m) => m.fatal);
    if (fatal) throw new Error(`eslint could not lint the probe: ${fatal.message}`);
    return result!.messages
      .filter((m) => m.ruleId === 'local/expect-settled-values')
      .map(({ line, messageId }) => ({ line, messageId: messageId ?? '' }));
  } finally {
    rmSync(file, { force: true });
  }
}

describe('lint rule local/expect-settled-values', () => {
  it('reports assertions on promises, locator-like values, functions and awaited synchronous matchers', () => {
    const code = [
      'const later = (): Promise<number> => Promise.resolve(1);',
      "it('probe', async () => {",
      '  expect(later()).toBeDefined();',
      '  expect(() => later()).toBeTruthy();',
      '  await expect(1).toBe(1);',
      '});',
      '',
    ].join('\n');
    expect(findings(code)).toEqual([
      { line: 3, messageId: 'promise' },
      { line: 4, messageId: 'fn' },
      { line: 5, messageId: 'awaited' },
    ]);
  });

  it('accepts settled values, .resolves/.rejects, throwing functions and mocks', () => {
    const code = [
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
    expect(findings(code)).toEqual([]);
  });
});
