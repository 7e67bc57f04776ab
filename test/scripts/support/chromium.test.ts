import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { create, list } from 'tar';
import { findChromium, missingLibraries, NPM_CHROMIUM, untar } from '../../../scripts/support/chromium';

/** The order in which the Chromium finder looks: CHROMIUM_PATH, then the system, then the npm build. */
describe('findChromium', () => {
  let folder: string;
  let system: string;
  let own: string;
  const npmBuild = '/cache/sparticuz-chromium/chromium-launcher';
  const npm = jest.fn(async () => npmBuild);
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'chromium-finder-'));
    system = join(folder, 'system-chromium');
    own = join(folder, 'own-chromium');
    writeFileSync(system, '');
    writeFileSync(own, '');
    npm.mockClear();
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('takes CHROMIUM_PATH first, even when a system Chromium exists', async () => {
    await expect(findChromium({ env: { CHROMIUM_PATH: own }, system: [system], npm })).resolves.toEqual({
      executablePath: own,
      source: 'env',
    });
    expect(npm).not.toHaveBeenCalled();
  });

  it('refuses a CHROMIUM_PATH that does not exist instead of falling back', async () => {
    const missing = join(folder, 'nowhere');
    await expect(findChromium({ env: { CHROMIUM_PATH: missing }, system: [system], npm })).rejects.toThrow(
      missing,
    );
  });

  it('prefers the first system Chromium that exists over the npm build', async () => {
    await expect(findChromium({ env: {}, system: [join(folder, 'absent'), system], npm })).resolves.toEqual({
      executablePath: system,
      source: 'system',
    });
    expect(npm).not.toHaveBeenCalled();
  });

  it('falls back to the npm build when no system Chromium exists', async () => {
    await expect(findChromium({ env: {}, system: [join(folder, 'absent')], npm })).resolves.toEqual({
      executablePath: npmBuild,
      source: 'npm',
    });
  });

  it(`takes the npm build when CHROMIUM_PATH is "${NPM_CHROMIUM}", even when a system Chromium exists`, async () => {
    await expect(
      findChromium({ env: { CHROMIUM_PATH: NPM_CHROMIUM }, system: [system], npm }),
    ).resolves.toEqual({ executablePath: npmBuild, source: 'npm' });
  });

  it('passes on why the npm build cannot be had', async () => {
    const failing = async (): Promise<string> => {
      throw new Error('ships a Linux x64 build only');
    };
    await expect(findChromium({ env: {}, system: [], npm: failing })).rejects.toThrow('Linux x64');
  });
});

describe('missingLibraries', () => {
  it('names the libraries ldd reports as not found, and nothing else', () => {
    const output = [
      '\tlinux-vdso.so.1 (0x00007ffc5a1f2000)',
      '\tlibnss3.so => not found',
      '\tlibexpat.so.1 => /lib/x86_64-linux-gnu/libexpat.so.1 (0x00007f0e5c1a0000)',
      '\tlibnspr4.so => not found',
      '\t/lib64/ld-linux-x86-64.so.2 (0x00007f0e5c9c0000)',
    ].join('\n');
    expect(missingLibraries(output)).toEqual(['libnss3.so', 'libnspr4.so']);
    expect(missingLibraries('\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x1)\n')).toEqual([]);
  });
});

/** Unpacking the npm package's brotli-compressed tar archives, in this process (no system `tar`). */
describe('untar', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'chromium-untar-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('extracts every file of a brotli-compressed tar with its content and mode', async () => {
    const source = join(folder, 'source');
    mkdirSync(join(source, 'lib'), { recursive: true });
    writeFileSync(join(source, 'lib', 'libnss3.so'), 'shared library');
    writeFileSync(join(source, 'launcher'), '#!/bin/sh\n', { mode: 0o755 });
    const archive = join(folder, 'bundle.tar.br');
    await create({ file: archive, cwd: source, brotli: true, portable: true }, ['lib', 'launcher']);
    const target = join(folder, 'target');
    mkdirSync(target);

    await untar(archive, target);

    expect(readFileSync(join(target, 'lib', 'libnss3.so'), 'utf8')).toBe('shared library');
    expect(readFileSync(join(target, 'launcher'), 'utf8')).toBe('#!/bin/sh\n');
    expect(statSync(join(target, 'launcher')).mode & 0o777).toBe(0o755);
  });

  it("extracts the npm package's own fonts archive whole", async () => {
    const archive = join(dirname(require.resolve('@sparticuz/chromium')), '..', 'bin', 'fonts.tar.br');
    const files: { path: string; size: number }[] = [];
    await list({
      file: archive,
      brotli: true,
      onReadEntry: (entry) => {
        if (entry.type === 'File') files.push({ path: entry.path, size: entry.size });
      },
    });
    expect(files.length).toBeGreaterThan(0);

    await untar(archive, folder);

    expect(files.map(({ path }) => ({ path, size: statSync(join(folder, path)).size }))).toEqual(files);
  });

  it('rejects a file that is not a brotli-compressed tar, naming it', async () => {
    const archive = join(folder, 'broken.tar.br');
    writeFileSync(archive, 'not an archive');
    await expect(untar(archive, folder)).rejects.toThrow(archive);
  });

  it('rejects a missing archive, naming it', async () => {
    const archive = join(folder, 'absent.tar.br');
    await expect(untar(archive, folder)).rejects.toThrow(archive);
  });
});
