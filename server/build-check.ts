import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

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
