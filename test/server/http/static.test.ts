import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import type { Service } from '../../../server/app';
import { startTestService } from '../support/service';

let service: Service;
let dist: string;
const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Player Remote</title>');
  writeFileSync(join(dist, 'main.3f2a9c1b.js'), bundle);
  mkdirSync(join(dist, 'assets', 'i18n'), { recursive: true });
  writeFileSync(join(dist, 'assets', 'i18n', 'en.json'), '{"a":"b"}');
  writeFileSync(join(tmpdir(), 'secret.txt'), 'outside');
  service = await startTestService({ distDir: dist });
});
afterAll(async () => {
  await service.close();
  rmSync(dist, { recursive: true, force: true });
});

/** GET without automatic decompression, so encodings can be checked. */
function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${service.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('static files', () => {
  it('serves index.html with no-cache and the security headers', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body.toString()).toContain('Player Remote');
  });

  it('caches content-hashed files for a year as immutable and compresses them as accepted (brotli first)', async () => {
    const plain = await get('/main.3f2a9c1b.js');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bundle);
    const zipped = await get('/main.3f2a9c1b.js', { 'Accept-Encoding': 'gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['vary']).toMatch(/^accept-encoding$/i);
    expect(zipped.body.length).toBeLessThan(bundle.length / 4);
    expect(gunzipSync(zipped.body).toString()).toBe(bundle);
    const brotli = await get('/main.3f2a9c1b.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(bundle);
    const refused = await get('/main.3f2a9c1b.js', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('falls back to index.html for app routes, but 404s missing assets', async () => {
    for (const route of ['/player-selector/channels', '/reset-password', '/anything/else']) {
      const res = await get(route);
      expect(res.status).toBe(200);
      expect(res.body.toString()).toContain('Player Remote');
    }
    expect((await get('/assets/i18n/xx.json')).status).toBe(404);
    expect((await get('/assets/i18n/en.json')).body.toString()).toBe('{"a":"b"}');
  });

  it('never serves files outside distDir', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e/%2e%2e/secret.txt']) {
      const res = await get(path);
      expect(res.body.toString()).not.toContain('outside');
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/assets/i18n/en.json');
    const again = await get('/assets/i18n/en.json', { 'If-None-Match': String(first.headers['etag']) });
    expect(again.status).toBe(304);
  });

  it('explains a missing build with 503', async () => {
    const empty = await startTestService({ distDir: join(dist, 'nothing-here') });
    try {
      const res = await fetch(`${empty.url}/player`);
      expect(res.status).toBe(503);
      expect(await res.text()).toMatch(/npm run build/);
    } finally {
      await empty.close();
    }
  });
});
