import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { run } from './process';

/** Folders whose changes make the bundle stale. */
export const BUILD_INPUTS = ['src', 'public', 'i18n'];

/**
 * True when `<root>/dist/index.html` is missing or older than any file under `<root>/src`,
 * `<root>/public` or `<root>/i18n` (missing folders are skipped).
 */
export async function isBuildStale(root: string, inputs: readonly string[] = BUILD_INPUTS): Promise<boolean> {
  const built = await stat(join(root, 'dist', 'index.html')).catch(() => null);
  if (!built) return true;
  for (const input of inputs) if ((await newestMtime(join(root, input))) > built.mtimeMs) return true;
  return false;
}

/** Latest modification time (ms) of any file under `dir`; 0 when it does not exist. */
async function newestMtime(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  let newest = 0;
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, await newestMtime(path));
    else if (entry.isFile()) newest = Math.max(newest, (await stat(path)).mtimeMs);
  }
  return newest;
}

/**
 * Runs `npm run build` in `root` when {@link isBuildStale} says the bundle is missing or older than its
 * sources (`npm start`, the screenshots and the guides serve dist/). Rejects with an `Error` when the build fails.
 */
export async function buildIfStale(root: string): Promise<void> {
  if (!(await isBuildStale(root))) return;
  console.log('The bundle is missing or older than its sources: running npm run build…');
  const code = await run('npm', ['run', 'build'], root);
  if (code !== 0) throw new Error(`npm run build failed with exit code ${code}`);
}
