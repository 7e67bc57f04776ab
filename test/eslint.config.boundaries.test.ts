import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

/**
 * The messages of the import-boundary rules (`no-restricted-imports`, and for lazy imports
 * `local/no-restricted-import-expressions`, eslint.config.mjs) for `code` as if it were the file at `file`,
 * by the project's own configuration; in a child process, since ESLint loads its configuration as an ES
 * module. Only those rules run, so no type information is needed.
 */
function boundaryErrors(cases: readonly (readonly [file: string, code: string])[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({
      cwd: process.cwd(),
      ruleFilter: ({ ruleId }) =>
        ruleId === 'no-restricted-imports' || ruleId === 'local/no-restricted-import-expressions',
      overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    });
    const out = [];
    for (const [file, code] of JSON.parse(process.argv[1])) {
      const [result] = await eslint.lintText(code, { filePath: file });
      out.push(result.messages.map((m) => m.ruleId ?? m.message));
    }
    console.log(JSON.stringify(out));`;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(cases)],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return JSON.parse(output) as string[][];
}

/** Static imports across the rooms of src/ and of the service, each as a file of that room. */
const STATIC: (readonly [file: string, code: string])[] = [
  ['src/features/player/zone/probe.ts', "import { PlayerArea } from '../area/player-area';"],
  ['src/features/player/frame/probe.ts', "import { x } from '../now-playing/now-playing-screen';"],
  ['src/features/player/area/probe.ts', "import { x } from '../zone/zone-context';"],
  ['src/features/overview/fleet/probe.ts', "import { x } from '../sites/site-header';"],
  ['src/features/overview/bulk/probe.ts', "import { x } from '../overview-screen';"],
  ['src/features/overview/sites/probe.ts', "import { x } from '../fleet/zones';"],
  ['src/features/selector/zones/probe.ts', "import { x } from '../players/sites';"],
  ['src/features/account/form/probe.ts', "import { x } from '../sign-in/login-screen';"],
  ['src/features/overview/fleet/probe.ts', "import { x } from '../../player/zone/zone-context';"],
  // The service's rooms (server/README.md): faults → api → fleet → hub → http → auth.
  ['server/http/probe.ts', "import type { FaultState } from '../faults/state';"],
  ['server/http/probe.ts', "import { trackByFile } from '../fleet/library';"],
  ['server/hub/probe.ts', "import { ServiceOptions } from '../app';"],
  ['server/api/probe.ts', "import { HubServer } from '../hub/server';"],
  ['server/http/probe.ts', "import { TIMING } from '../timing';"],
];

/** Lazy imports (`import()`), and the route table as it is. */
const LAZY: (readonly [file: string, code: string])[] = [
  ['src/routing/probe.ts', "export const load = () => import('../app/signed-in-services');"],
  ['src/routing/probe.ts', 'export const load = () => import(`../app/signed-in-services`);'],
  ['src/lib/zone/probe.ts', "export const load = () => import('../../features/player/zone/zone-context');"],
  ['src/features/overview/fleet/probe.ts', "export const load = () => import('../sites/site-header');"],
  ['src/routing/probe.ts', "export const load = () => import('../features/overview/overview-screen');"],
  ['src/app/probe.ts', "export const load = () => import('./signed-in-services');"],
  ['src/routing/probe.ts', 'export const load = (name: string) => import(name);'],
  ['src/routing/screens.ts', readFileSync(join(ROOT, 'src/routing/screens.ts'), 'utf8')],
];

/** Each case's messages, STATIC's then LAZY's: one ESLint process for all (each costs ESLint's start). */
let errors: string[][];
beforeAll(() => {
  errors = boundaryErrors([...STATIC, ...LAZY]);
});

describe('imports run one way inside a feature and inside the service (docs/architecture.md §2, server/README.md)', () => {
  it('a room imports the rooms below it, never one above it nor the entry; features never each other', () => {
    expect(errors.slice(0, STATIC.length)).toEqual([
      ['no-restricted-imports'],
      ['no-restricted-imports'],
      [],
      ['no-restricted-imports'],
      ['no-restricted-imports'],
      [],
      ['no-restricted-imports'],
      ['no-restricted-imports'],
      ['no-restricted-imports'],
      ['no-restricted-imports'],
      ['no-restricted-imports'],
      ['no-restricted-imports'],
      [],
      [],
    ]);
  });
});

describe('lazy imports keep the same boundaries (docs/architecture.md §2)', () => {
  it('an import() of a room above is reported like a static import; src/routing/ has none of app/', () => {
    expect(errors.slice(STATIC.length)).toEqual([
      ['local/no-restricted-import-expressions'],
      ['local/no-restricted-import-expressions'],
      ['local/no-restricted-import-expressions'],
      ['local/no-restricted-import-expressions'],
      [],
      [],
      [],
      [],
    ]);
  });
});
