import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { contentSecurityPolicy, createNonce } from './security';
import { createStaticHandler } from './static';
import { STILLS_BASE } from './stills';

/** Where the example host page lives; its app routes are below it (path routing with this base path). */
export const EMBED_EXAMPLE_PATH = '/embed-example';
/** Where the example serves the bundle from: a base path other than the root, as a CDN folder would be. */
export const EMBED_BUNDLE_PATH = `${EMBED_EXAMPLE_PATH}/bundle/`;

/**
 * The example host page of the README's "Embedding" section, served in development: a shop page
 * that mounts the app into its own container (`#remote-here`) with runtime configuration, loading
 * the bundle from `/embed-example/bundle/` (dist/ under another base path), under the strict CSP of
 * the issue with a fresh nonce per answer. Returns a handler that answers and resolves true for
 * paths under `/embed-example`, and resolves false for any other path.
 */
export function createEmbedExample(
  distDir: string,
  frameAncestors?: readonly string[],
): (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean> {
  const bundle = createStaticHandler(distDir, { base: EMBED_BUNDLE_PATH, fallback: false, frameAncestors });
  return async (req, res, pathname) => {
    if (pathname !== EMBED_EXAMPLE_PATH && !pathname.startsWith(`${EMBED_EXAMPLE_PATH}/`)) return false;
    if (pathname.startsWith(EMBED_BUNDLE_PATH)) {
      await bundle(req, res, pathname.slice(EMBED_BUNDLE_PATH.length - 1));
      return true;
    }
    const entry = await readFile(join(distDir, 'bundle-manifest.json'), 'utf8')
      .then((text) => (JSON.parse(text) as { entry: string[] }).entry)
      .catch(() => null);
    if (!entry) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('The app is not built yet: run npm run build.');
      return true;
    }
    const nonce = createNonce();
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': contentSecurityPolicy(nonce, frameAncestors),
    });
    res.end(
      req.method === 'HEAD'
        ? undefined
        : hostPage(
            nonce,
            entry.map((file) => `${EMBED_BUNDLE_PATH}${file}`),
          ),
    );
    return true;
  };
}

/** The host page: its own markup and styles, the container, the configuration, then the bundle's entry scripts in order. */
export function hostPage(nonce: string, scripts: readonly string[]): string {
  const config = {
    basePath: EMBED_EXAMPLE_PATH,
    mount: 'remote-here',
    hubName: 'players',
    routing: 'path',
    stillsBase: STILLS_BASE,
  };
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Example Shop: staff pages</title>
    <style nonce="${nonce}">
      body { margin: 0; font-family: system-ui, sans-serif; }
      .shop-header { padding: 12px 16px; background: #16324f; color: #fff; }
      .shop-main { max-width: 960px; margin: 0 auto; }
    </style>
  </head>
  <body>
    <header class="shop-header"><strong>Example Shop</strong>: staff pages</header>
    <main class="shop-main">
      <div id="remote-here"></div>
    </main>
    <script nonce="${nonce}">
      window.PLAYER_REMOTE_CONFIG = ${JSON.stringify(config)};
    </script>
${scripts.map((src) => `    <script nonce="${nonce}" defer src="${src}"></script>`).join('\n')}
  </body>
</html>
`;
}
