import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE_MAX_AGE_SECONDS } from '../timing';
import {
  PAGE_HASHES_FILE,
  pageContentSecurityPolicy,
  PAGE_ISOLATION_HEADERS,
  pageHashes,
  preparePage,
  type PageHashes,
} from './security';

/** Content-hashed file names (webpack `[contenthash]`), e.g. `main.3f2a9c1b.js`, `42.0a1b2c3d4e.css.map`. */
const HASHED = /[.-][0-9a-f]{8,32}\.[a-z0-9.]+$/i;
/** Cache-Control of content-hashed files: a year, never revalidated. */
const IMMUTABLE = `public, max-age=${IMMUTABLE_MAX_AGE_SECONDS}, immutable`;
/** Cache-Control of everything else: revalidated by ETag / Last-Modified on every use. */
const REVALIDATE = 'no-cache';
/** What a request without a build gets. */
const NOT_BUILT = 'The app is not built yet: run npm run build.';

/** Options of {@link bundlePlugin}. */
export interface BundleOptions {
  readonly distDir: string;
  /** `frame-ancestors` sources of the pages' CSP. Default `'self'`. */
  readonly frameAncestors?: readonly string[];
  /** The hub's ws(s) origin when it is not the service's own (the page's `connect-src`), read per answer. */
  readonly hubOrigins?: () => readonly string[];
}

/**
 * A fastify plugin serving the built bundle from `distDir` (under the prefix it is registered with) with @fastify/static (GET/HEAD, ETag and
 * Last-Modified revalidation, ranges, content types, no path escapes): content-hashed files are
 * cached for a year as immutable, everything else is `no-cache`. HTML files are never served as
 * they are: pages go through {@link sendAppPage}, which sends them under their hash-based CSP.
 * Compression is @fastify/compress's, for the whole service.
 */
export const bundlePlugin: FastifyPluginAsync<BundleOptions> = async (app, options) => {
  app.get('/', async (_request, reply) => sendAppPage(reply, options));
  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    decorateReply: false,
    index: false,
    redirect: false,
    cacheControl: false,
    dotfiles: 'ignore',
    allowedPath: (path) => !path.toLowerCase().endsWith('.html'),
    setHeaders: (reply, path) => reply.header('Cache-Control', HASHED.test(path) ? IMMUTABLE : REVALIDATE),
  });
};

/**
 * Answers with the app's page (`<distDir>/index.html`): relative addresses made absolute under `base`,
 * and the hash-based Content-Security-Policy of its inline scripts and styles with the Trusted Types
 * policy names of its bundle (http/security.ts), read from `<distDir>/page-csp.json`, which the build
 * writes (hashes computed from the page and no Trusted Types when a build lacks it).
 * The same page and policy for every answer, so the service worker's copy of it stays valid
 * (docs/architecture.md §11). `no-cache`: revalidated on every use. 503 with an explanation when there
 * is no build.
 */
export async function sendAppPage(
  reply: FastifyReply,
  options: {
    distDir: string;
    base?: string;
    frameAncestors?: readonly string[];
    /** The hub's ws(s) origin when it is not the service's own (the page's `connect-src`), read per answer. */
    hubOrigins?: () => readonly string[];
  },
): Promise<FastifyReply> {
  const html = await readFile(join(options.distDir, 'index.html'), 'utf8').catch(() => null);
  if (html === null) return sendText(reply, 503, NOT_BUILT);
  const written = await readFile(join(options.distDir, PAGE_HASHES_FILE), 'utf8').catch(() => null);
  const hashes = written === null ? pageHashes(html) : (JSON.parse(written) as PageHashes);
  return reply
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header(
      'Content-Security-Policy',
      pageContentSecurityPolicy(hashes, options.frameAncestors, options.hubOrigins?.()),
    )
    .headers(PAGE_ISOLATION_HEADERS)
    .send(preparePage(html, options.base ?? '/'));
}

/**
 * What an unmatched GET outside /api and /dev gets: the app's page for paths without a file
 * extension or asking for HTML (client-side routes such as `/player/settings`), otherwise 404.
 */
export async function sendAppFallback(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { distDir: string; frameAncestors?: readonly string[]; hubOrigins?: () => readonly string[] },
): Promise<FastifyReply> {
  const path = request.url.split('?')[0] ?? '/';
  const wantsHtml = (request.headers.accept ?? '').includes('text/html');
  const hasExtension = /\.[^/]*$/.test(path);
  if (!hasExtension || wantsHtml || path.toLowerCase().endsWith('.html')) return sendAppPage(reply, options);
  return sendText(reply, 404, 'Not found');
}

/** A plain-text answer that is not cached. */
export function sendText(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply
    .code(status)
    .header('Content-Type', 'text/plain; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(text);
}
