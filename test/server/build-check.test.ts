import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isBuildStale } from '../../server/build-check';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'repo-'));
  mkdirSync(join(root, 'src', 'deep'), { recursive: true });
  writeFileSync(join(root, 'src', 'deep', 'a.ts'), '');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function touch(path: string, secondsAgo: number): void {
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(join(root, path), time, time);
}

describe('isBuildStale', () => {
  it('is stale without dist/index.html', async () => {
    expect(await isBuildStale(root)).toBe(true);
  });

  it('is fresh when the build is newer than every source, stale when a nested source is newer', async () => {
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist', 'index.html'), '');
    touch('src/deep/a.ts', 60);
    touch('dist/index.html', 30);
    expect(await isBuildStale(root)).toBe(false);
    touch('src/deep/a.ts', 0);
    expect(await isBuildStale(root)).toBe(true);
  });

  it('looks at i18n/ too', async () => {
    mkdirSync(join(root, 'dist'));
    mkdirSync(join(root, 'i18n'));
    writeFileSync(join(root, 'dist', 'index.html'), '');
    writeFileSync(join(root, 'i18n', 'de.json'), '{}');
    touch('src/deep/a.ts', 60);
    touch('dist/index.html', 30);
    expect(await isBuildStale(root)).toBe(true);
  });
});
