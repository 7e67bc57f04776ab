import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The repository's root. */
export const ROOT = join(__dirname, '..', '..');

/**
 * The findings of the project's lint rule `name` (its module `eslint-rules/<name>.mjs`) for each of
 * `cases` (a file's code, linted as `probe` names it: `probe.tsx` parses JSX), as `messageId@line`, or
 * `fatal: <message>` when the code does not parse. The rules are ES modules, which Jest's CommonJS runtime
 * does not load: a Node child runs ESLint's Linter over the cases with the rule alone and the project's
 * TypeScript parser. Throws when the child fails.
 */
export function ruleFindings(
  name: string,
  cases: readonly string[],
  probe: 'probe.test.ts' | 'probe.tsx',
): string[][] {
  const rule = pathToFileURL(join(ROOT, 'eslint-rules', `${name}.mjs`)).href;
  const jsx = probe.endsWith('.tsx');
  const script = `
    import { Linter } from 'eslint';
    import tseslint from 'typescript-eslint';
    import rule from ${JSON.stringify(rule)};
    const config = [{
      files: [${JSON.stringify(jsx ? '**/*.tsx' : '**/*.ts')}],
      languageOptions: { parser: tseslint.parser${jsx ? ', parserOptions: { ecmaFeatures: { jsx: true } }' : ''} },
      plugins: { local: { rules: { ${JSON.stringify(name)}: rule } } },
      rules: { ${JSON.stringify(`local/${name}`)}: 'error' },
    }];
    const linter = new Linter();
    const found = JSON.parse(process.argv[1]).map((code) =>
      linter.verify(code, config, ${JSON.stringify(probe)}).map((m) => (m.fatal ? 'fatal: ' + m.message : m.messageId + '@' + m.line)));
    process.stdout.write(JSON.stringify(found));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`the linter child failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as string[][];
}
