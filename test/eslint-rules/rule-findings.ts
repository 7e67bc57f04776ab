import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The repository's root. */
export const ROOT = join(__dirname, '..', '..');

/** What {@link probeRule} found: each case's findings, and the rule's setting for each file asked about. */
export interface RuleProbe {
  /**
   * Per case, its findings as `messageId@line`, or `fatal: <message>` when the code does not parse (or was
   * not linted).
   */
  readonly findings: string[][];
  /** Per file of `configuredFor`, the rule's setting in the project's configuration (`[2]` when on). */
  readonly configured: unknown[];
}

/**
 * Lints each of `cases` (a file's code, linted as `probe` names it: `probe.tsx` parses JSX) with the
 * project's lint rule `name` (its module `eslint-rules/<name>.mjs`) alone, and reads that rule's setting
 * in the project's own configuration (eslint.config.mjs) for each of `configuredFor` (paths from the
 * root). The rules and the configuration are ES modules, which Jest's CommonJS runtime does not load:
 * one Node child does both, with ESLint's Linter and the project's TypeScript parser. With `typed`, the
 * cases get type information from a program of their own (TypeScript's default project for a file
 * outside the repository, so no tsconfig of the project is read: the rule's cases need no more than
 * the library's types). Throws when the child fails.
 */
export function probeRule(options: {
  readonly name: string;
  readonly cases: readonly string[];
  readonly probe: 'probe.test.ts' | 'probe.tsx';
  readonly typed?: boolean;
  readonly configuredFor?: readonly string[];
}): RuleProbe {
  const { name, probe, typed = false } = options;
  const rule = pathToFileURL(join(ROOT, 'eslint-rules', `${name}.mjs`)).href;
  const jsx = probe.endsWith('.tsx');
  const script = `
    import { mkdtempSync, rmSync } from 'node:fs';
    import { tmpdir } from 'node:os';
    import { join } from 'node:path';
    import { ESLint, Linter } from 'eslint';
    import tseslint from 'typescript-eslint';
    import rule from ${JSON.stringify(rule)};
    const { cases, configuredFor } = JSON.parse(process.argv[1]);
    // The probes' folder, outside the repository: the typed parser finds no tsconfig above them.
    const dir = mkdtempSync(join(tmpdir(), 'rule-probe-'));
    const parserOptions = {
      ${jsx ? 'ecmaFeatures: { jsx: true },' : ''}
      ...(${typed} ? { projectService: { allowDefaultProject: ['*.ts', '*.tsx'] }, tsconfigRootDir: dir } : {}),
    };
    const config = [{
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parser: tseslint.parser, parserOptions },
      plugins: { local: { rules: { ${JSON.stringify(name)}: rule } } },
      rules: { ${JSON.stringify(`local/${name}`)}: 'error' },
    }];
    // The configuration's file patterns are relative to the Linter's folder: the probes' own.
    const linter = new Linter({ cwd: dir });
    const findings = cases.map((code, i) =>
      linter
        .verify(code, config, join(dir, 'p' + i + '-' + ${JSON.stringify(probe)}))
        // A message of no rule is the parser's or the configuration's (a probe it did not lint).
        .map((m) => (m.ruleId ? m.messageId + '@' + m.line : 'fatal: ' + m.message)));
    const configured = [];
    if (configuredFor.length > 0) {
      const eslint = new ESLint({ cwd: process.cwd() });
      for (const file of configuredFor)
        configured.push((await eslint.calculateConfigForFile(file)).rules[${JSON.stringify(`local/${name}`)}]);
    }
    rmSync(dir, { recursive: true, force: true });
    process.stdout.write(JSON.stringify({ findings, configured }));
  `;
  const input = JSON.stringify({ cases: options.cases, configuredFor: options.configuredFor ?? [] });
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, input], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`the linter child failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as RuleProbe;
}
