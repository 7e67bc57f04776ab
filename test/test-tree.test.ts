import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

/**
 * Folders of the test tree that test something other than one source module: `e2e/` (browser tests of whole
 * flows), `support/` (fakes and builders), `build/` (the built bundle in dist/), `i18n/` (the translation
 * catalogues in i18n/), `docs/` (the citations of docs/ and the README across the repository).
 */
const NOT_MIRRORED = ['test/e2e/', 'test/support/', 'test/build/', 'test/i18n/', 'test/docs/'];
/** This file: it is about the test tree itself. */
const SELF = 'test/test-tree.test.ts';
/** Where a mirrored test's module may live, and the extensions it may have. */
const ROOTS = ['src', 'server', 'scripts', 'bench', 'eslint-rules', ''];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];

/**
 * The module a test file is about: `test/x/y.test.ts` → `x/y`, and `test/x/y.<aspect>.test.ts` → `x/y`
 * (a long module's tests split by aspect).
 */
function candidates(testFile: string): string[] {
  const rel = testFile.replace(/^test\//, '').replace(/\.test\.tsx?$/, '');
  const withoutAspect = rel.replace(/\.[a-z0-9-]+$/, '');
  return [...new Set([rel, withoutAspect])];
}

function moduleOf(testFile: string): string | null {
  for (const name of candidates(testFile))
    for (const root of ROOTS)
      for (const extension of EXTENSIONS) {
        const path = join(root, `${name}${extension}`);
        if (existsSync(join(ROOT, path))) return path;
      }
  return null;
}

describe('the test tree mirrors the source', () => {
  it('every test file sits at the path of the module it tests', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'test'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(
        (f) => /\.test\.tsx?$/.test(f) && f !== SELF && !NOT_MIRRORED.some((folder) => f.startsWith(folder)),
      );
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((f) => moduleOf(f) === null)).toEqual([]);
  });

  it('finds the module of a test and of one of its aspects, and none for a stray test', () => {
    expect(moduleOf('test/lib/selection/selection.test.ts')).toBe('src/lib/selection/selection.ts');
    expect(moduleOf('test/lib/hub/hub-client.faults.test.ts')).toBe('src/lib/hub/hub-client.ts');
    expect(moduleOf('test/features/player/lists.test.ts')).toBeNull();
  });
});
