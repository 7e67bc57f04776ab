import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { contentSecurityPolicy, createNonce } from './security';
import { bundlePlugin, sendText } from './static';
import { STILLS_BASE } from './stills';

/** Where the example host page lives; its app routes are below it (path routing with this base path). */
export const EMBED_EXAMPLE_PATH = '/embed-example';
/** Where the example serves the bundle from: a base path other than the root, as a CDN folder would be. */
export const EMBED_BUNDLE_PATH = `${EMBED_EXAMPLE_PATH}/bundle/`;

/**
 * The example host page of the README's "Embedding" section, served in development: a shop page
 * that mounts the app into its own container (`#remote-here`) with runtime configuration, loading
 * the bundle from `/embed-example/bundle/` (dist/ under another base path, unknown files 404), under
 * the README's strict CSP with a fresh nonce per answer, Trusted Types enforced with the bundle's policy
 * names (bundle-manifest.json `trustedTypes`), at `/embed-example` and every path below it (the app's routes).
 */
export const embedExamplePlugin: FastifyPluginAsync<{
  readonly distDir: string;
  readonly frameAncestors?: readonly string[];
}> = async (app, { distDir, frameAncestors }) => {
  await app.register(
    async (scope) => {
      await scope.register(bundlePlugin, { distDir, frameAncestors });
      scope.setNotFoundHandler(async (_request, reply) => sendText(reply, 404, 'Not found'));
    },
    { prefix: EMBED_BUNDLE_PATH.slice(0, -1) },
  );
  const page = async (_request: unknown, reply: FastifyReply) => {
    const manifest = await readFile(join(distDir, 'bundle-manifest.json'), 'utf8')
      .then((text) => JSON.parse(text) as { embed: string[]; trustedTypes?: string[] })
      .catch(() => null);
    if (!manifest) return sendText(reply, 503, 'The app is not built yet: run npm run build.');
    const nonce = createNonce();
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header(
        'Content-Security-Policy',
        contentSecurityPolicy(nonce, frameAncestors, manifest.trustedTypes ?? []),
      )
      .send(
        hostPage(
          nonce,
          manifest.embed.map((file) => `${EMBED_BUNDLE_PATH}${file}`),
        ),
      );
  };
  app.get(EMBED_EXAMPLE_PATH, page);
  app.get(`${EMBED_EXAMPLE_PATH}/*`, page);
};

/** The host page: its own markup and styles, the container, the configuration, then the host pages' entry scripts in order. */
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
