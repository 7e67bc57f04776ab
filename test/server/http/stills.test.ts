/**
 * Track artwork of the local service (server/http/stills.ts): `/stills/<FileName without
 * extension>.jpg` answers a generated SVG cover for tracks of the demo library and 404 otherwise.
 */
import { request } from 'node:http';
import type { Service } from '../../../server/app';
import { library } from '../../../server/fleet/library';
import { coverSvg, initials } from '../../../server/http/stills';
import { startTestService } from '../support/service';

let service: Service;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

function send(
  method: string,
  path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    request(`${service.url}${path}`, { method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('initials', () => {
  it('takes the first letters of the first two words, leaving out "The"', () => {
    expect(initials('Nina Holt')).toBe('NH');
    expect(initials('The Velvet Owls')).toBe('VO');
    expect(initials('los lanterns')).toBe('LL');
    expect(initials('Ana María de la Cruz')).toBe('AM');
    expect(initials('  ')).toBe('');
  });
});

describe('coverSvg', () => {
  it('is a 300 × 300 SVG with the initials, and neighbouring tracks get different hues', () => {
    const one = coverSvg('Nina Holt', 1);
    const two = coverSvg('Nina Holt', 2);
    expect(one).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="300" height="300"/);
    expect(one).toContain('>NH</text>');
    expect(one).not.toBe(two);
  });

  it('keeps markup out of the text', () => {
    expect(coverSvg('<b> &x', 3)).not.toMatch(/<b>|&x/);
  });
});

describe('GET /stills/<name>.jpg', () => {
  const track = library[122]!; // trk-000123.mp3

  it('answers a known track with its SVG cover, cacheable, under a CSP that lets nothing load or run', async () => {
    const res = await send('GET', `/stills/${track.FileName.replace(/\.mp3$/, '')}.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe(coverSvg(track.Artist, 123));
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await send('HEAD', '/stills/trk-000001.jpg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toBe('');
  });

  it.each([
    '/stills/trk-999999.jpg',
    '/stills/trk-000001.png',
    '/stills/../index.jpg',
    '/stills/',
    '/stills/a/b.jpg',
  ])('answers 404 for %s, as a missing still, not the app page', async (path) => {
    const res = await send('GET', path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});
