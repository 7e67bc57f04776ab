/**
 * Bundle sizes of the production build, shared by the budget test (test/build/budgets.test.ts) and
 * `npm run bench`: routes from dist/bundle-manifest.json (written by webpack.config.js), each file
 * compressed on its own with node:zlib (gzip level 9, brotli quality 11), and the hub client
 * bundled alone.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** dist/bundle-manifest.json: the entry's scripts and, per lazy route import, the scripts it loads. */
export interface BundleManifest {
  /** Scripts of the standalone page's entry point, runtime first (paths relative to dist/). */
  readonly entry: readonly string[];
  /** Scripts of the host pages' entry point (src/boot/embed.ts), which the loader adds. */
  readonly embed: readonly string[];
  /** Scripts fetched after the first paint by the composition root (the REST and hub clients). */
  readonly deferred: readonly string[];
  /** By the lazy import's file name (`login-screen`, `player-area`, …). */
  readonly routes: Readonly<
    Record<
      string,
      { readonly request: string; readonly scripts: readonly string[]; readonly all: readonly string[] }
    >
  >;
}

/** One route's JavaScript: the files and their summed compressed sizes in bytes. */
export interface RouteSize {
  readonly name: string;
  readonly files: readonly string[];
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}

/**
 * The routes measured: `scripts` = the first paint (entry + the route chunk); `all` = everything the
 * route needs: also what it lazily loads later, the deferred REST and hub clients and, on a signed-in
 * route, the signed-in chrome (idle detector, impersonation banner). `player` is what the zone's screen
 * needs to show and control its zone (`scripts`, the signed-in chrome and the REST and hub clients);
 * `player+idle` adds what that screen loads when the browser is idle after it (the activity log's code).
 */
export const ROUTES: readonly {
  readonly name: string;
  readonly chunk: string;
  readonly include: 'scripts' | 'all';
  readonly signedIn?: true;
  /** With the deferred REST and hub clients (always with `all`). */
  readonly deferred?: true;
}[] = [
  { name: 'login', chunk: 'login-screen', include: 'scripts' },
  { name: 'login+deferred', chunk: 'login-screen', include: 'all' },
  { name: 'forgot-password', chunk: 'forgot-password-screen', include: 'scripts' },
  { name: 'reset-password', chunk: 'reset-password-screen', include: 'scripts' },
  { name: 'change-password', chunk: 'change-password-screen', include: 'scripts', signedIn: true },
  { name: 'player-selector', chunk: 'selector-area', include: 'all', signedIn: true },
  { name: 'player', chunk: 'player-area', include: 'scripts', signedIn: true, deferred: true },
  { name: 'player+idle', chunk: 'player-area', include: 'all', signedIn: true },
];

/** The lazy import of src/app/routes.tsx that every signed-in route loads beside its own. */
const SIGNED_IN_CHROME = 'signed-in-chrome';

/** Reads dist/bundle-manifest.json; throws with the fix when the build is missing. */
export function readManifest(dist: string): BundleManifest {
  try {
    return JSON.parse(readFileSync(join(dist, 'bundle-manifest.json'), 'utf8')) as BundleManifest;
  } catch (error) {
    throw new Error(
      `${join(dist, 'bundle-manifest.json')} is missing or unreadable: run \`npm run build\` first (${String(error)})`,
      { cause: error },
    );
  }
}

/** Compressed sizes of one file's bytes. */
export function compressedSizes(bytes: Buffer): { raw: number; gzip: number; brotli: number } {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length,
  };
}

/** Sizes of every route of {@link ROUTES}; throws when the manifest lacks one (renamed lazy import). */
export function routeSizes(dist: string, manifest: BundleManifest = readManifest(dist)): RouteSize[] {
  const cache = new Map<string, ReturnType<typeof compressedSizes>>();
  const sizeOf = (file: string) => {
    let sizes = cache.get(file);
    if (!sizes) cache.set(file, (sizes = compressedSizes(readFileSync(join(dist, file)))));
    return sizes;
  };
  const lazyImport = (chunk: string) => {
    const route = manifest.routes[chunk];
    if (!route)
      throw new Error(
        `bundle-manifest.json has no lazy route "${chunk}" (routes: ${Object.keys(manifest.routes).join(', ')})`,
      );
    return route;
  };
  return ROUTES.map(({ name, chunk, include, signedIn, deferred }) => {
    const files = [
      ...new Set([
        ...manifest.entry,
        ...lazyImport(chunk)[include],
        ...(signedIn ? lazyImport(SIGNED_IN_CHROME)[include] : []),
        ...(include === 'all' || deferred ? manifest.deferred : []),
      ]),
    ];
    const sum = (key: 'raw' | 'gzip' | 'brotli') =>
      files.reduce((total, file) => total + sizeOf(file)[key], 0);
    return { name, files, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
  });
}

/**
 * Bundles src/lib/hub/index.ts alone with webpack in production mode (minified, every export kept as
 * a library) into `outDir`, once without rxjs (external: the app ships it anyway) and once with it,
 * and returns both gzip sizes in bytes.
 */
export async function bundleHubClient(outDir: string): Promise<{ own: number; withRxjs: number }> {
  const own = await bundleLibrary(resolve('src/lib/hub/index.ts'), join(outDir, 'own'), true);
  const withRxjs = await bundleLibrary(resolve('src/lib/hub/index.ts'), join(outDir, 'with-rxjs'), false);
  return { own: gzipSync(own, { level: 9 }).length, withRxjs: gzipSync(withRxjs, { level: 9 }).length };
}

/**
 * Bundles one library entry (a path or a package name) alone with webpack in production mode, every
 * export kept (commonjs2 library), no source map; rxjs is left out when `rxjsExternal`. Returns the
 * minified file's bytes. Used for the hub client here and for the official SDK by bench/hub.ts.
 */
export async function bundleLibrary(entry: string, outDir: string, rxjsExternal: boolean): Promise<Buffer> {
  const { default: webpack } = await import('webpack');
  const config: import('webpack').Configuration = {
    mode: 'production',
    context: resolve('.'),
    target: ['web', 'es2020'],
    entry,
    devtool: false,
    output: { path: outDir, filename: 'bundle.js', library: { type: 'commonjs2' } },
    externals: rxjsExternal ? { rxjs: 'commonjs rxjs' } : {},
    resolve: {
      extensions: ['.ts', '.js', '.mjs'],
      conditionNames: ['es2015', 'browser', 'import', 'module', 'default'],
    },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false } } },
        },
      ],
    },
    optimization: {
      minimizeOptions: {
        javascript: { ecma: 2020, compress: { passes: 3, ecma: 2020 }, format: { ecma: 2020 } },
      },
    } as never,
    performance: { hints: false },
    stats: 'errors-only',
  };
  await new Promise<void>((done, fail) =>
    webpack(config, (error, stats) => {
      if (error) return fail(error);
      if (stats?.hasErrors()) return fail(new Error(stats.toString('errors-only')));
      done();
    }),
  );
  return readFileSync(join(outDir, 'bundle.js'));
}
