import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';
import { extract } from 'tar';

/**
 * Finds the Chromium that the browser tests, the build's prerender step, the screenshots, the guides and
 * the bench drive, in this order:
 *
 * 1. `CHROMIUM_PATH`: an executable (it must exist), or `npm` for the npm package's build below even
 *    when a system Chromium exists (how the fallback is checked on a machine that has one);
 * 2. a system Chromium at the usual Debian and Google locations ({@link SYSTEM_CHROMIUM}), preferred: a
 *    full browser build that the distribution keeps patched;
 * 3. the headless build shipped inside the npm package `@sparticuz/chromium` (Linux x64 only), inflated
 *    once per version into `node_modules/.cache/` ({@link npmChromium}).
 */

/** Where a system Chromium is looked for, in order. */
export const SYSTEM_CHROMIUM: readonly string[] = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** The value of `CHROMIUM_PATH` that asks for the npm package's build. */
export const NPM_CHROMIUM = 'npm';

/** The npm package that ships a Chromium build (brotli-compressed headless shell and its libraries). */
const NPM_PACKAGE = '@sparticuz/chromium';

/** A Chromium found by {@link findChromium}: the executable to launch and where it came from. */
export interface FoundChromium {
  /** Absolute path of the executable (for the npm build, a launcher script beside the binary). */
  readonly executablePath: string;
  /** `env` for `CHROMIUM_PATH`, `system` for a system install, `npm` for the npm package's build. */
  readonly source: 'env' | 'system' | 'npm';
}

/** What {@link findChromium} reads; tests give their own. */
export interface FindChromiumOptions {
  /** Environment (`CHROMIUM_PATH`). Default: `process.env`. */
  readonly env?: NodeJS.ProcessEnv;
  /** System locations to try. Default: {@link SYSTEM_CHROMIUM}. */
  readonly system?: readonly string[];
  /** Provides the npm package's build. Default: {@link npmChromium}. */
  readonly npm?: () => Promise<string>;
}

/**
 * The Chromium to launch, by the order above. Throws when `CHROMIUM_PATH` names a file that does not
 * exist, and when neither a system Chromium nor the npm build can be had (another platform than Linux
 * x64, the package missing, or a shared library of the build that neither the machine nor the package
 * has): browser tests fail loudly, they are never skipped.
 */
export async function findChromium(options: FindChromiumOptions = {}): Promise<FoundChromium> {
  const env = options.env ?? process.env;
  const npm = options.npm ?? npmChromium;
  const wanted = env['CHROMIUM_PATH'];
  if (wanted === NPM_CHROMIUM) return { executablePath: await npm(), source: 'npm' };
  if (wanted) {
    if (!existsSync(wanted))
      throw new Error(`CHROMIUM_PATH is ${wanted}, which does not exist (or set it to "${NPM_CHROMIUM}").`);
    return { executablePath: resolve(wanted), source: 'env' };
  }
  const system = (options.system ?? SYSTEM_CHROMIUM).find((path) => existsSync(path));
  if (system) return { executablePath: system, source: 'system' };
  return { executablePath: await npm(), source: 'npm' };
}

/**
 * Flags that keep Chromium quiet on a machine without outside network: no background requests,
 * updates, sync or QUIC; no sandbox (tests and tools run as root in containers).
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The shared libraries that `ldd` reports as `not found` in its output (one name per missing library).
 */
export function missingLibraries(lddOutput: string): string[] {
  return lddOutput
    .split('\n')
    .map((line) => /^\s*(\S+)\s*=>\s*not found/.exec(line)?.[1])
    .filter((name): name is string => !!name);
}

/**
 * The executable of `@sparticuz/chromium`'s build, inflated on first use into
 * `node_modules/.cache/sparticuz-chromium-<version>/`: the binary, SwiftShader beside it, its fonts,
 * and the NSS and expat libraries it was built against (`lib/`, from the package's Amazon Linux
 * archive). The launcher script `chromium-launcher` puts `lib/` on `LD_LIBRARY_PATH` only when `ldd`
 * finds a library missing from the machine at launch (Debian's `libnss3`, `libnspr4` and `libexpat1`
 * are preferred when present), and adds the package's fonts after the machine's fontconfig setup.
 * Inflating writes to a fresh folder that is renamed into place, so concurrent callers never see half a
 * binary. Throws on another platform than Linux x64, without the package, or when a library stays
 * missing.
 */
export async function npmChromium(): Promise<string> {
  if (process.platform !== 'linux' || process.arch !== 'x64')
    throw new Error(
      `No system Chromium, and ${NPM_PACKAGE} ships a Linux x64 build only (this is ${process.platform} ${process.arch}). ` +
        'Install Chromium (Debian: `apt-get install -y chromium`) or set CHROMIUM_PATH.',
    );
  let entry: string;
  try {
    entry = require.resolve(NPM_PACKAGE);
  } catch {
    throw new Error(`No system Chromium and no ${NPM_PACKAGE} (run \`npm ci\`), or set CHROMIUM_PATH.`);
  }
  const packageDir = join(dirname(entry), '..');
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const cache = join(
    resolve(__dirname, '..', '..'),
    'node_modules',
    '.cache',
    `sparticuz-chromium-${version}`,
  );
  const launcher = join(cache, 'chromium-launcher');
  if (!existsSync(launcher)) await inflate(join(packageDir, 'bin'), cache);
  const binary = join(cache, 'chromium');
  const missing = missingLibraries(ldd(binary));
  if (missing.length > 0 && missingLibraries(ldd(binary, join(cache, 'lib'))).length > 0)
    throw new Error(
      `The npm Chromium (${NPM_PACKAGE} ${version}) needs ${missing.join(', ')}, which neither this machine nor the package has. ` +
        'Install Chromium (Debian: `apt-get install -y chromium`) or set CHROMIUM_PATH.',
    );
  return launcher;
}

/** `ldd`'s output for `binary`, with `libraryPath` prepended to `LD_LIBRARY_PATH` when given. */
function ldd(binary: string, libraryPath?: string): string {
  const env = { ...process.env };
  if (libraryPath) env['LD_LIBRARY_PATH'] = [libraryPath, env['LD_LIBRARY_PATH']].filter(Boolean).join(':');
  const result = spawnSync('ldd', [binary], { encoding: 'utf8', env });
  if (result.error)
    throw new Error(`Cannot check the npm Chromium's libraries: ldd failed (${result.error.message}).`);
  return result.stdout;
}

/** Inflates the package's `bin/` archives into `cache` (through a temporary folder renamed into place). */
async function inflate(bin: string, cache: string): Promise<void> {
  const work = `${cache}.partial-${process.pid}-${Date.now().toString(36)}`;
  await mkdir(join(work, 'lib'), { recursive: true });
  try {
    const binary = join(work, 'chromium');
    await pipeline(
      createReadStream(join(bin, 'chromium.br')),
      createBrotliDecompress(),
      createWriteStream(binary),
    );
    await chmod(binary, 0o755);
    await untar(join(bin, 'swiftshader.tar.br'), work);
    await untar(join(bin, 'fonts.tar.br'), work);
    await untar(join(bin, 'al2023.tar.br'), work);
    // The package's fonts.conf names Lambda's folders: ours keeps the machine's setup, then the package's fonts.
    await writeFile(
      join(work, 'fonts.conf'),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
        `  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n` +
        `  <dir>${join(cache, 'fonts')}</dir>\n  <cachedir>${join(cache, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
    );
    const lib = join(cache, 'lib');
    await writeFile(
      join(work, 'chromium-launcher'),
      [
        '#!/bin/sh',
        "# Starts the npm package's Chromium (written by scripts/support/chromium.ts). The package's libraries",
        "# only stand in for those the machine lacks; its fonts come after the machine's.",
        `export FONTCONFIG_FILE='${join(cache, 'fonts.conf')}'`,
        `if ldd '${join(cache, 'chromium')}' | grep -q 'not found'; then`,
        `  export LD_LIBRARY_PATH='${lib}'\${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}`,
        'fi',
        `exec '${join(cache, 'chromium')}' "$@"`,
        '',
      ].join('\n'),
      { mode: 0o755 },
    );
    await rename(work, cache).catch(async (error: NodeJS.ErrnoException) => {
      // Another process inflated the same version first: use its copy.
      if (!existsSync(join(cache, 'chromium-launcher'))) throw error;
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Extracts the brotli-compressed tar `archive` into the existing folder `folder` with the `tar` package:
 * decompression and extraction both run in this process, so no stream ends before its reader is done.
 * Entries stay inside `folder` (the package refuses absolute paths and `..`) and belong to the user who
 * runs this, whoever owned them in the archive. Rejects with the archive's name when it is missing, not
 * brotli, or not a tar.
 */
export async function untar(archive: string, folder: string): Promise<void> {
  try {
    await extract({ file: archive, cwd: folder, brotli: true, strict: true, preserveOwner: false });
  } catch (error) {
    throw new Error(`Could not extract ${archive}: ${(error as Error).message}`, { cause: error });
  }
}
