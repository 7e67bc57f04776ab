import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';

const ROOT = join(__dirname, '..', '..');
/** The source files of the repository (tracked, and new ones not ignored), relative to its root. */
const FILES = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(?:[cm]?js|tsx?)$/.test(file) && !file.endsWith('.d.ts'));
/** The imports of `file` (static, dynamic, `require`) that lead into test/, as `file → target`. */
function importsOfTest(file: string): string[] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return importedFiles
    .filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName }) =>
      relative(ROOT, join(ROOT, dirname(file), fileName))
        .split(sep)
        .join('/'),
    )
    .filter((target) => target === 'test' || target.startsWith('test/'))
    .map((target) => `${file} → ${target}`);
}

/** README "Layout": the code that ships or builds (src/, server/, scripts/, bench/) never imports test code. */
describe('imports from test/', () => {
  it('finds the repository’s source files', () => {
    expect(FILES).toEqual(expect.arrayContaining(['src/boot/main.tsx', 'scripts/prerender.ts']));
  });

  it('come only from test/ itself', () => {
    const found = FILES.filter((file) => !file.startsWith('test/')).flatMap(importsOfTest);
    expect(found).toEqual([]);
  });

  it('are recognised in every form (import, export from, dynamic import, require)', () => {
    const forms = [
      "import { a } from '../test/x';",
      "export * from '../test/x';",
      "void import('../test/x');",
      "require('../test/x');",
    ];
    const found = forms.map((line) => ts.preProcessFile(line, true, true).importedFiles[0]?.fileName);
    expect(found).toEqual(['../test/x', '../test/x', '../test/x', '../test/x']);
  });
});
