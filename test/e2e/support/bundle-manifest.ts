import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * dist/bundle-manifest.json, as the build writes it (webpack.config.js): the entry's scripts, the deferred ones,
 * the host pages' entry (`embed`), and for each lazy route import its own scripts and every script it needs.
 */
export interface BundleManifest {
  readonly entry: string[];
  readonly deferred: string[];
  readonly embed: string[];
  readonly routes: Record<string, { readonly scripts: string[]; readonly all: string[] }>;
}

/** The built bundle's manifest (read from `dist/`, so the browser tests need `npm run build` first). */
export const bundleManifest = JSON.parse(
  readFileSync(join('dist', 'bundle-manifest.json'), 'utf8'),
) as BundleManifest;

/** The scripts of the lazy route import `name` (its own, not those it shares); throws when the build lists none. */
export function routeScripts(name: string): string[] {
  const route = bundleManifest.routes[name];
  if (!route) throw new Error(`bundle-manifest.json lists no route ${name}`);
  return route.scripts;
}
