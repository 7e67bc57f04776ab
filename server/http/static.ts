import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { contentType, isCompressible } from './mime';

const gzipAsync = promisify(gzip);
/** Content-hashed file names (webpack `[contenthash]`), e.g. `main.3f2a9c1b.js`, `42.0a1b2c3d4e.css.map`. */
const HASHED = /[.-][0-9a-f]{8,32}\.[a-z0-9.]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files under this size are sent uncompressed. */
const MIN_GZIP_BYTES = 1024;

/**
 * Serves the built bundle from `distDir` (GET/HEAD): content-hashed files are cached for a year as
 * immutable, everything else (index.html included) is `no-cache` and revalidated by ETag; text
 * types are gzipped when the client accepts it (compressed bodies cached in memory per file
 * version). Unknown paths without a file extension, or asking for HTML, get index.html (SPA
 * fallback); other unknown paths get 404. Without a build, 503 explains how to make one.
 */
export function createStaticHandler(
  distDir: string,
): (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<void> {
  const root = resolve(distDir);
  const gzipCache = new Map<string, Buffer>();

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
    if (!found && (extname(pathname) === '' || wantsHtml)) found = await find('/index.html');
    if (!found)
      return plain(
        res,
        extname(pathname) === '' ? 503 : 404,
        extname(pathname) === '' ? 'The app is not built yet: run npm run build.' : 'Not found',
      );

    const { file, stats } = found;
    const type = contentType(extname(file));
    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', HASHED.test(file) ? IMMUTABLE : 'no-cache');
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', stats.mtime.toUTCString());
    const compress = isCompressible(type) && stats.size >= MIN_GZIP_BYTES;
    if (compress) res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();

    if (compress && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const key = `${file}:${etag}`;
      let body = gzipCache.get(key);
      if (!body) gzipCache.set(key, (body = await gzipAsync(await readFile(file))));
      res.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      return void res.end(req.method === 'HEAD' ? undefined : body);
    }
    res.writeHead(200, { 'Content-Length': stats.size });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  };
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}
