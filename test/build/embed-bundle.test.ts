/**
 * What `npm run build` ships for host pages (checked after the build, like the budgets): the stable loader
 * `player-remote.js` names the host pages' entry's content-hashed scripts with their Subresource Integrity
 * values and stays small, and the standalone page's entry is another, smaller one without the host's code; `bundle-manifest.json` carries the integrity value of every script, matching its bytes;
 * index.html's entry tag has its integrity value; source maps are written beside the scripts but no script
 * references one; `player-remote.d.ts` type-checks a host's use of the element, the mount API and the events.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';

const dist = 'dist';
const read = (file: string) => readFileSync(join(dist, file));
const sri = (bytes: Buffer) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
const manifest = JSON.parse(read('bundle-manifest.json').toString()) as {
  entry: string[];
  embed: string[];
  loader: string;
  integrity: Record<string, string>;
};
const scripts = [
  'player-remote.js',
  ...readdirSync(join(dist, 'js'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `js/${file}`),
];

describe('the bundle for host pages', () => {
  it("has a small stable loader naming the host pages' entry scripts with their integrity values", () => {
    expect(manifest.loader).toBe('player-remote.js');
    const loader = read('player-remote.js');
    expect(gzipSync(loader, { level: 9 }).length).toBeLessThan(1500);
    expect(manifest.embed.length).toBeGreaterThan(0);
    for (const file of manifest.embed) {
      expect(loader.toString()).toContain(file);
      expect(loader.toString()).toContain(sri(read(file)));
    }
    for (const file of manifest.entry) expect(loader.toString()).not.toContain(file);
    expect(loader.toString()).not.toContain('__PLAYER_REMOTE_ENTRY__');
  });

  it("keeps the host's code (the element, the mount API, the host's events) out of the standalone page's entry", () => {
    const hostOnly = ['customElements', 'PlayerRemote', 'playerchange', 'loaderror'];
    const has = (files: string[]) => hostOnly.filter((word) => files.some((file) => read(file).toString().includes(word)));
    expect(has(manifest.embed)).toEqual(hostOnly);
    expect(has(manifest.entry)).toEqual([]);
  });

  it('lists the integrity value of every script, matching its bytes', () => {
    expect(Object.keys(manifest.integrity).sort()).toEqual([...scripts].sort());
    for (const file of scripts) expect({ file, integrity: manifest.integrity[file] }).toEqual({ file, integrity: sri(read(file)) });
  });

  it("gives index.html's head page script the entry's scripts with their integrity values, and the page no entry tag", () => {
    const html = read('index.html').toString();
    for (const file of manifest.entry) {
      expect(html).toContain(`\\"${file}\\",\\"${sri(read(file))}\\"`);
      expect(new RegExp(`<script[^>]*src=["']?${file.replace(/[.]/g, '\\.')}`).test(html)).toBe(false);
    }
  });

  it('writes source maps beside the scripts but references none', () => {
    for (const file of scripts) {
      expect({ file, referenced: /sourceMappingURL/.test(read(file).toString()) }).toEqual({ file, referenced: false });
      expect({ file, map: existsSync(join(dist, `${file}.map`)) }).toEqual({ file, map: true });
    }
  });

  it("ships types that check a host page's use of the element, the mount API and the events", () => {
    const host = `
      import type { PlayerRemoteConfig, PlayerRemoteLoadError } from './player-remote';
      const element = document.createElement('player-remote');
      element.config = { logos: { '18': 'https://example.com/logo.svg' }, routing: 'hash' };
      element.addEventListener('playerchange', (event) => console.log(event.detail?.player.licenceKey));
      element.addEventListener('loaderror', (event) => {
        const detail: PlayerRemoteLoadError = event.detail;
        console.log(detail.reason === 'integrity');
      });
      const config: PlayerRemoteConfig = { apiBase: 'https://api.example.com', basePath: '/staff/remote' };
      void customElements.whenDefined('player-remote').then(() => {
        const handle = window.PlayerRemote?.mount(document.body, config);
        handle?.unmount();
      });
      // @ts-expect-error routing is 'path' or 'hash'
      const wrong: PlayerRemoteConfig = { routing: 'memory' };
      void wrong;
    `;
    const files: Record<string, string> = {
      '/host.ts': host,
      '/player-remote.d.ts': read('player-remote.d.ts').toString(),
    };
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2020,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
    };
    const host$ = ts.createCompilerHost(options);
    const program = ts.createProgram(['/host.ts'], options, {
      ...host$,
      fileExists: (name) => name in files || host$.fileExists(name),
      readFile: (name) => files[name] ?? host$.readFile(name),
      getSourceFile: (name, version) =>
        name in files
          ? ts.createSourceFile(name, files[name] as string, version)
          : host$.getSourceFile(name, version),
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
  });
});
