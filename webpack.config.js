/**
 * Production build: content-hashed bundles in dist/, route-level chunks, precompiled messages
 * (no ICU parser in the bundle), rxjs's ES2015 build. Development: `npm run dev` (watch).
 */
const { createHash } = require('node:crypto');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { transform: formatjsTransform } = require('@formatjs/ts-transformer');
const { Compilation, DefinePlugin, sources } = require('webpack');
const { SubresourceIntegrityPlugin } = require('webpack-subresource-integrity');
const { InjectManifest } = require('workbox-webpack-plugin');
const pkg = require('./package.json');

/** The stable loader a host page loads (src/embed/loader.ts): its entry name and file. */
const LOADER = 'player-remote';
/** The host pages' entry (src/boot/embed.ts), which the loader adds; the standalone page's is `main`. */
const EMBED = 'embed';
/** The placeholder in the loader that the host pages' entry's scripts and hashes replace. */
const LOADER_PLACEHOLDER = /(['"])__PLAYER_REMOTE_ENTRY__\1/;
/** Where the head's page script takes the route screens' scripts (src/boot/page/route-scripts.ts). */
const ROUTE_SCRIPTS_PLACEHOLDER = /(['"])__PLAYER_REMOTE_ROUTE_SCRIPTS__\1/;
/** Where the page scripts take the entry's scripts (src/boot/page/route-scripts.ts), which the head's adds to the page. */
const ENTRY_SCRIPTS_PLACEHOLDER = /(['"])__PLAYER_REMOTE_ENTRY_SCRIPTS__\1/g;

/**
 * The page scripts of index.html (src/boot/page/): TypeScript entries that import the app's own
 * language list, storage keys and route table, bundled like the app and then written inline into the
 * page (the service gives them the page's nonce, server/http/security.ts), in the head or at the end of
 * the body; their files are not emitted.
 */
const PAGE_SCRIPTS = {
  'page-hints': { entry: './src/boot/page/hints.ts', in: 'head' },
  'page-prerendered': { entry: './src/boot/page/prerendered.ts', in: 'body' },
};
/**
 * The precache revision of the shell (index.html) in the service worker's manifest: the page is final only
 * after scripts/prerender.ts has written the login screen into it, which then writes the page's own hash here.
 */
const SHELL_REVISION_PLACEHOLDER = '__PLAYER_REMOTE_SHELL_REVISION__';
/** The attribute naming an inline page script in index.html (scripts/prerender.ts writes before the body's). */
const PAGE_SCRIPT_ATTRIBUTE = 'data-page-script';
/**
 * The Trusted Types policy names (src/lib/trusted-types.ts): webpack's own, the app's page's (its CSP's
 * `trusted-types`, written into page-csp.json) and those a host page allows (written into bundle-manifest.json).
 */
const { POLICY, PAGE_POLICIES, HOST_POLICIES } = fromSource('./src/lib/trusted-types.ts');

/** The script files of a chunk group (an entry point or a lazy import). */
const scripts = (group) =>
  [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))].filter((file) => file.endsWith('.js'));

/**
 * The chunk names the route table (src/routing/routes.ts) gives its screens (`chunks`), read from the
 * table itself (through tsx).
 */
function routeChunks() {
  const { routes } = fromSource('./src/routing/routes.ts');
  return [...new Set(Object.values(routes).flatMap((route) => route.chunks))];
}

/** A TypeScript module of the app, read through tsx (the route table, the timing constants). */
function fromSource(file) {
  const { register } = require('tsx/cjs/api');
  const unregister = register();
  try {
    return require(file);
  } finally {
    unregister();
  }
}

/** The Subresource Integrity value of a file's final bytes (sha256, as webpack-subresource-integrity computes it). */
const integrityOf = (source) => `sha256-${createHash('sha256').update(source.buffer()).digest('base64')}`;

/**
 * Writes `bundle-manifest.json` beside the bundle: the scripts of the entry, the scripts the
 * composition root (src/app/services.ts) fetches after the first paint (`deferred`: the REST and
 * hub clients) and, per lazy import of the route screens (src/routing/screens.ts) and of the router
 * (src/app/routes.tsx: the signed-in chrome), the scripts that import loads, also
 * through its own lazy imports (`all`); `loader`, the stable script a host page loads; and
 * `integrity`, the Subresource Integrity value of every script (the loader's too, for hosts that pin a
 * release); `embed`, the scripts of the host pages' entry (src/boot/embed.ts: the standalone page's
 * `entry` and the element, the mount API and the host's events); `trustedTypes`, the Trusted Types policies
 * the bundle creates on a host page (what a host page's CSP allows). Then fills the loader in with the host
 * pages' entry and its integrity values. Runs once the content hashes are final. The budget test (test/build/budgets.test.ts) and `npm run bench` read it.
 */
class BundleManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BundleManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BundleManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const withChildren = (group, seen = new Set()) => {
            if (seen.has(group)) return [];
            seen.add(group);
            return [
              ...new Set([
                ...scripts(group),
                ...[...group.getChildren()].flatMap((child) => withChildren(child, seen)),
              ]),
            ];
          };
          const importedBy = (group, ...file) =>
            group.origins.find((o) => o.module?.resource?.endsWith(path.join('src', ...file)));
          const routes = {};
          const deferred = new Set();
          for (const group of compilation.chunkGroups) {
            if (group.isInitial()) continue;
            const origin =
              importedBy(group, 'routing', 'screens.ts') ?? importedBy(group, 'app', 'routes.tsx');
            if (origin)
              routes[path.basename(origin.request)] = {
                request: origin.request,
                scripts: scripts(group),
                all: withChildren(group),
              };
            if (importedBy(group, 'app', 'services.ts'))
              withChildren(group).forEach((file) => deferred.add(file));
          }
          const entry = compilation.entrypoints.get('main');
          const embed = scripts(compilation.entrypoints.get(EMBED));
          const loader = scripts(compilation.entrypoints.get(LOADER))[0];
          if (loader) {
            const pairs = embed.map((file) => [file, integrityOf(compilation.getAsset(file).source)]);
            const code = compilation.getAsset(loader).source.source().toString();
            if (!LOADER_PLACEHOLDER.test(code))
              throw new Error(`${loader}: the entry placeholder is missing`);
            const filled = code.replace(LOADER_PLACEHOLDER, () => JSON.stringify(JSON.stringify(pairs)));
            compilation.updateAsset(loader, new sources.RawSource(filled));
          }
          const integrity = {};
          // Not the service worker's script: the browser fetches it without integrity, and the build
          // writes the page's revision into it afterwards (scripts/prerender.ts).
          for (const asset of compilation.getAssets())
            if (asset.name.endsWith('.js') && asset.name !== 'sw.js')
              integrity[asset.name] = integrityOf(asset.source);
          const manifest = {
            entry: scripts(entry),
            embed,
            loader,
            deferred: [...deferred],
            routes,
            integrity,
            trustedTypes: HOST_POLICIES,
          };
          compilation.emitAsset(
            'bundle-manifest.json',
            new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/**
 * The page scripts ({@link PAGE_SCRIPTS}) inline in index.html, under the page's hash-based CSP
 * (server/http/security.ts, docs/architecture.md §11). The head's (src/boot/page/hints.ts) adds the
 * entry's scripts to the page, which therefore has no script tag of its own for them (a parser-inserted
 * script would need a nonce), and preloads the screen a visit opens on, so its code and texts download
 * beside the entry rather than after it has run (docs/design.md "What loads when"): once the content hashes are
 * final, the build writes into it the entry's scripts and the scripts of every chunk the route table names
 * ({@link routeChunks}) with their integrity values (with `integrity: true`), which webpack's own script
 * tags for those chunks carry too, so the preloaded answers are used. Last, it writes `page-csp.json`:
 * the hashes of the page's inline scripts and styles (scripts/prerender.ts writes it again with the
 * prerendered screen's style) and the page's Trusted Types policy names.
 */
class FirstScreenHintsPlugin {
  constructor({ integrity }) {
    this.integrity = integrity;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstScreenHintsPlugin', (compilation) => {
      const hooks = HtmlWebpackPlugin.getHooks(compilation);
      // After webpack-subresource-integrity's tap (stage 10000): script tags it must leave alone (they have no file).
      hooks.alterAssetTagGroups.tap({ name: 'FirstScreenHintsPlugin', stage: 20000 }, (data) => {
        // The entry's tags go: the head's page script adds the entry.
        const entryFiles = new Set(scripts(compilation.entrypoints.get('main')));
        const isEntryTag = (tag) =>
          tag.tagName === 'script' &&
          typeof tag.attributes.src === 'string' &&
          [...entryFiles].some((file) => tag.attributes.src.endsWith(file));
        data.headTags = data.headTags.filter((tag) => !isEntryTag(tag));
        data.bodyTags = data.bodyTags.filter((tag) => !isEntryTag(tag));
        for (const [name, { in: where }] of Object.entries(PAGE_SCRIPTS)) {
          const files = scripts(compilation.entrypoints.get(name));
          if (files.length !== 1) throw new Error(`FirstScreenHintsPlugin: ${name} is ${files.length} files`);
          const code = compilation.getAsset(files[0]).source.source().toString();
          if (/<\/script/i.test(code)) throw new Error(`FirstScreenHintsPlugin: ${name} says </script`);
          (where === 'head' ? data.headTags : data.bodyTags).push({
            tagName: 'script',
            voidTag: false,
            meta: { plugin: 'FirstScreenHintsPlugin' },
            attributes: { [PAGE_SCRIPT_ATTRIBUTE]: name },
            innerHTML: code,
          });
        }
        return data;
      });
      // The page scripts live in index.html only.
      compilation.hooks.processAssets.tap(
        { name: 'FirstScreenHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          for (const name of Object.keys(PAGE_SCRIPTS))
            for (const file of scripts(compilation.entrypoints.get(name))) {
              const map = compilation.getAsset(file)?.info.related?.sourceMap;
              compilation.deleteAsset(file);
              for (const related of [map].flat()) if (related) compilation.deleteAsset(related);
            }
        },
      );
      // The route screens' scripts, once their names and bytes are final.
      compilation.hooks.processAssets.tap(
        { name: 'FirstScreenHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const table = {};
          for (const name of routeChunks()) {
            const group = compilation.namedChunkGroups.get(name);
            if (!group)
              throw new Error(
                `FirstScreenHintsPlugin: no chunk "${name}": the route table names it, so a lazy import in src/routing/screens.ts needs webpackChunkName "${name}"`,
              );
            table[name] = scripts(group).map((file) => [
              file,
              this.integrity ? integrityOf(compilation.getAsset(file).source) : '',
            ]);
          }
          const html = compilation.getAsset('index.html');
          const code = html.source.source().toString();
          if (!ROUTE_SCRIPTS_PLACEHOLDER.test(code))
            throw new Error('index.html: the route scripts placeholder of the head page script is missing');
          const entry = scripts(compilation.entrypoints.get('main')).map((file) => [
            file,
            this.integrity ? integrityOf(compilation.getAsset(file).source) : '',
          ]);
          if (code.search(ENTRY_SCRIPTS_PLACEHOLDER) < 0)
            throw new Error('index.html: the entry scripts placeholder of the head page script is missing');
          const filled = code
            .replace(ROUTE_SCRIPTS_PLACEHOLDER, () => JSON.stringify(JSON.stringify(table)))
            .replace(ENTRY_SCRIPTS_PLACEHOLDER, () => JSON.stringify(JSON.stringify(entry)));
          compilation.updateAsset('index.html', new sources.RawSource(filled));
          const { pageHashes, PAGE_HASHES_FILE } = fromSource('./server/http/security.ts');
          compilation.emitAsset(
            PAGE_HASHES_FILE,
            new sources.RawSource(`${JSON.stringify(pageHashes(filled, PAGE_POLICIES), null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: {
      main: './src/boot/main.tsx',
      [EMBED]: './src/boot/embed.ts',
      [LOADER]: './src/embed/loader.ts',
      ...Object.fromEntries(Object.entries(PAGE_SCRIPTS).map(([name, { entry }]) => [name, entry])),
    },
    output: {
      path: path.resolve(__dirname, 'dist'),
      // The loader keeps one name across releases (hosts link it; it is cached briefly); everything it
      // loads carries a content hash (cached for a year) and is checked by Subresource Integrity.
      filename: ({ chunk }) =>
        chunk.name === LOADER
          ? `${LOADER}.js`
          : production
            ? 'js/[name].[contenthash:10].js'
            : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      publicPath: 'auto',
      // Lazy chunks are fetched with CORS, as Subresource Integrity requires for files on another origin (a CDN).
      crossOriginLoading: 'anonymous',
      // A stalled chunk fails after this, so the step that needs it says so and offers Retry.
      chunkLoadTimeout: fromSource('./src/config/timing/app.ts').CHUNK_LOAD_TIMEOUT_MS,
      // Lazy chunks' script addresses go through a Trusted Types policy of this name (the page's CSP
      // enforces Trusted Types, server/http/security.ts); a browser without Trusted Types takes strings.
      trustedTypes: { policyName: POLICY.webpack },
      clean: true,
    },
    // Strict CSP (no 'unsafe-eval'): source maps are separate files, never eval'd, also in development.
    // In production they are written beside the scripts (for error tracking) but not referenced by them,
    // so a public copy of the bundle does not publish the sources.
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    // ES2020 browsers: globalThis exists, so webpack's runtime has no `new Function('return this')` fallback.
    target: ['web', 'es2020'],
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      conditionNames: ['es2015', 'browser', 'import', 'module', 'default'],
      alias: {
        // Messages arrive precompiled (formatjs compile --ast): the runtime needs no ICU parser.
        '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
        // React 18 has useSyncExternalStore: the package's main module is React's own hook, its shim
        // (which wouter imports) a copy of it for older React versions.
        'use-sync-external-store/shim/index.js$': require.resolve('use-sync-external-store'),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: {
              transpileOnly: true,
              compilerOptions: { noEmit: false, sourceMap: true },
              // Texts come from assets/i18n/{lang}.json (English when a file fails to load), so the
              // bundle carries ids only: no default texts, no ICU parser.
              getCustomTransformers: () => ({
                before: [formatjsTransform({ removeDefaultMessage: true, additionalFunctionNames: ['msg'] })],
              }),
            },
          },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './public/index.html',
        templateParameters: { version: pkg.version },
        scriptLoading: 'defer',
        chunks: ['main'],
        favicon: './public/assets/favicon.svg',
      }),
      // styled-components fills its style elements through the CSSOM in development too: the page's CSP
      // allows its style elements only empty (server/http/security.ts EMPTY_STYLE).
      new DefinePlugin({ SC_DISABLE_SPEEDY: 'false' }),
      // Every lazy chunk's script tag gets its integrity value (the entry's come from the head's page script).
      new SubresourceIntegrityPlugin({ hashFuncNames: ['sha256'], enabled: production }),
      new BundleManifestPlugin(),
      new FirstScreenHintsPlugin({ integrity: production }),
      // The standalone page's service worker (docs/architecture.md §11), production builds only.
      ...(production
        ? [
            new InjectManifest({
              swSrc: './src/boot/worker/service-worker.ts',
              swDest: 'sw.js',
              // The first paint's and the screens' scripts, the catalogues, icons, logos and the manifest;
              // not the guide PDFs (cached on first use), the host loader and the host page's part (the
              // standalone page never loads them), source maps or the page scripts (inline).
              excludeChunks: [LOADER, EMBED],
              include: [
                /^js\/.+\.js$/,
                /^assets\/i18n\/.+\.json$/,
                /^assets\/(icons|logos)\//,
                /^manifest\.webmanifest$/,
                /^favicon\.svg$/,
              ],
              exclude: [/\.map$/, /^js\/page-/, /\.html$/],
              additionalManifestEntries: [{ url: 'index.html', revision: SHELL_REVISION_PLACEHOLDER }],
              // Content-hashed names need no revision parameter.
              dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.js$/,
            }),
          ]
        : []),
      new CopyPlugin({
        patterns: [
          { from: 'public/assets', to: 'assets', noErrorOnMissing: true },
          // The web app manifest beside index.html (its relative addresses follow the base path).
          { from: 'public/manifest.webmanifest', to: 'manifest.webmanifest' },
          { from: 'build/i18n', to: 'assets/i18n' },
          // The types of the configuration, the element and the mount API, for host pages written in TypeScript.
          { from: 'src/embed/player-remote.d.ts', to: 'player-remote.d.ts' },
        ],
      }),
    ],
    optimization: {
      // The first paint loads one script: the runtime, the libraries and the shell share one file
      // (one gzip dictionary, one request). Lazy routes split what they share among themselves.
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          defaultVendors: false,
          // What the signed-in areas share with each other or with the deferred REST and hub clients
          // joins that deferred chunk: every signed-in page fetches it anyway, and one file
          // compresses better than three.
          signedIn: {
            name: 'signed-in',
            chunks: (chunk) => ['network', 'selector-area', 'player-area'].includes(chunk.name),
            minChunks: 2,
            priority: 10,
            enforce: true,
          },
          // The signed-in screens' services (src/app/signed-in-services.tsx), which their loaders fetch
          // beside each area's own chunk, join it too: every signed-in area fetches that chunk anyway.
          signedInServices: {
            name: 'signed-in',
            chunks: (chunk) => chunk.name === 'signed-in-services',
            priority: 10,
            enforce: true,
          },
        },
      },
      runtimeChunk: false,
      minimizeOptions: {
        javascript: { ecma: 2020, compress: { passes: 3, ecma: 2020 }, format: { ecma: 2020 } },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
