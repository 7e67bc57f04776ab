import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { contentType, isCompressible } from './mime';
import { contentSecurityPolicy, createNonce, prepareHtml } from './security';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
/** Content-hashed file names (webpack `[contenthash]`), e.g. `main.3f2a9c1b.js`, `42.0a1b2c3d4e.css.map`. */
const HASHED = /[.-][0-9a-f]{8,32}\.[a-z0-9.]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files under this size are sent uncompressed. */
const MIN_GZIP_BYTES = 1024;

/** Options of {@link createStaticHandler}. */
export interface StaticOptions {
  /** `frame-ancestors` sources of the pages' CSP. Default `'self'`. */
  readonly frameAncestors?: readonly string[];
  /** Path the bundle is served from, ending in `/` (index.html's relative addresses are made absolute under it). Default `/`. */
  readonly base?: string;
  /** Serve index.html for unknown extensionless paths and HTML requests (SPA fallback). Default true. */
  readonly fallback?: boolean;
}

/** The encodings the service compresses with, in order of preference. */
type Encoding = 'br' | 'gzip';

/**
 * Serves the built bundle from `distDir` (GET/HEAD): content-hashed files are cached for a year as
 * immutable, everything else is `no-cache` and revalidated by ETag; text types are compressed with
 * brotli or gzip, whichever the client accepts first in that order (compressed bodies cached in
 * memory per file version). HTML pages (index.html) get a fresh CSP nonce on every `<script>` and a
 * matching Content-Security-Policy (http/security.ts) on each answer, so they are `no-cache`
 * without ETag: a 304 would pair the cached page with a new nonce. Unknown paths without a file
 * extension, or asking for HTML, get index.html (SPA fallback); other unknown paths get 404.
 * Without a build, 503 explains how to make one.
 */
export function createStaticHandler(
  distDir: string,
  options: StaticOptions = {},
): (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<void> {
  const root = resolve(distDir);
  const compressedCache = new Map<string, Buffer>();
  const compress = async (key: string, encoding: Encoding, body: Buffer): Promise<Buffer> => {
    const cacheKey = `${encoding}:${key}`;
    let out = compressedCache.get(cacheKey);
    if (!out) {
      out =
        encoding === 'br'
          ? await brotliAsync(body, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : await gzipAsync(body, { level: 9 });
      if (key) compressedCache.set(cacheKey, out);
    }
    return out;
  };

  async function find(pathname: string): Promise<{ file: string; stats: Stats } | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const file = resolve(join(root, decoded));
    if (decoded.includes('\0') || (file !== root && !file.startsWith(root + sep))) return null;
    const stats = await stat(file).catch(() => null);
    if (stats?.isFile()) return { file, stats };
    if (stats?.isDirectory()) return find(`${pathname.replace(/\/$/, '')}/index.html`);
    return null;
  }

  return async (req, res, pathname) => {
    let found = await find(pathname);
    const wantsHtml = (req.headers.accept ?? '').includes('text/html');
    if (!found && options.fallback !== false && (extname(pathname) === '' || wantsHtml))
      found = await find('/index.html');
    if (!found)
      return plain(
        res,
        extname(pathname) === '' ? 503 : 404,
        extname(pathname) === '' ? 'The app is not built yet: run npm run build.' : 'Not found',
      );

    const { file, stats } = found;
    const type = contentType(extname(file));
    const encoding = acceptedEncoding(req);
    res.setHeader('Content-Type', type);

    if (type.startsWith('text/html')) {
      const nonce = createNonce();
      const page = Buffer.from(prepareHtml(await readFile(file, 'utf8'), nonce, options.base ?? '/'));
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, options.frameAncestors));
      res.setHeader('Vary', 'Accept-Encoding');
      const encoded = encoding && page.length >= MIN_GZIP_BYTES ? encoding : null;
      const body = encoded ? await compress('', encoded, page) : page;
      res.writeHead(200, {
        'Content-Length': body.length,
        ...(encoded ? { 'Content-Encoding': encoded } : {}),
      });
      return void res.end(req.method === 'HEAD' ? undefined : body);
    }

    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    res.setHeader('Cache-Control', HASHED.test(file) ? IMMUTABLE : 'no-cache');
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', stats.mtime.toUTCString());
    const compressible = isCompressible(type) && stats.size >= MIN_GZIP_BYTES;
    if (compressible) res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();

    if (compressible && encoding) {
      const body = await compress(`${file}:${etag}`, encoding, await readFile(file));
      res.writeHead(200, { 'Content-Encoding': encoding, 'Content-Length': body.length });
      return void res.end(req.method === 'HEAD' ? undefined : body);
    }
    res.writeHead(200, { 'Content-Length': stats.size });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  };
}

/** Brotli when the client accepts it, else gzip, else none (`q=0` refuses an encoding). */
function acceptedEncoding(req: IncomingMessage): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of String(req.headers['accept-encoding'] ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}
