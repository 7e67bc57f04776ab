import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Service } from '../../../server/app';
import { optionsFromEnv } from '../../../server/env';
import {
  contentSecurityPolicy,
  createNonce,
  EMPTY_STYLE,
  hashSource,
  pageContentSecurityPolicy,
  pageHashes,
  parseFrameAncestors,
  trustedTypesDirectives,
  preparePage,
} from '../../../server/http/security';
import { HOST_POLICIES, PAGE_POLICIES } from '../../../src/lib/trusted-types';
import { startTestService } from '../support/service';

/** The head's page script and the prerendered screen's style, inline in {@link INDEX}. */
const PAGE_SCRIPT = 'document.head.append(document.createElement("script"));';
const PAGE_STYLE = 'h1 { margin: 0 }';
const INDEX = `<!doctype html><html><head><title>Player Remote</title><link rel=icon href=favicon.svg><script data-page-script="page-hints">${PAGE_SCRIPT}</script><script defer src=js/runtime.0123456789.js></script><script defer src="js/main.abcdef0123.js"></script></head><body><div id=player-remote></div><template><style>${PAGE_STYLE}</style></template></body></html>`;

/** GET without automatic decompression. */
function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
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

const nonceOf = (policy: unknown) => /script-src 'nonce-([^']+)'/.exec(String(policy))?.[1];

describe('security helpers', () => {
  it('builds the strict policy with the nonce and the frame ancestors', () => {
    expect(contentSecurityPolicy('abc+/=', ["'self'", 'https://shop.example.com'])).toBe(
      "script-src 'nonce-abc+/=' 'strict-dynamic'; style-src 'nonce-abc+/='; object-src 'none'; base-uri 'none'; frame-ancestors 'self' https://shop.example.com",
    );
    expect(contentSecurityPolicy('n')).toContain("frame-ancestors 'self'");
    expect(contentSecurityPolicy('n', [])).toContain("frame-ancestors 'none'");
    expect(() => contentSecurityPolicy("x' 'unsafe-inline")).toThrow(/base64/);
  });

  it('makes a fresh 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('parses FRAME_ANCESTORS and refuses values that would break the header', () => {
    expect(parseFrameAncestors(undefined)).toBeUndefined();
    expect(parseFrameAncestors('  ')).toBeUndefined();
    expect(parseFrameAncestors("'self' https://shop.example.com, *.example.org")).toEqual([
      "'self'",
      'https://shop.example.com',
      '*.example.org',
    ]);
    expect(parseFrameAncestors("'none'")).toEqual(["'none'"]);
    expect(() => parseFrameAncestors("https://a.example; script-src 'unsafe-inline'")).toThrow(
      /FRAME_ANCESTORS/,
    );
    expect(() => parseFrameAncestors("'none' 'self'")).toThrow(/FRAME_ANCESTORS/);
    expect(optionsFromEnv({ FRAME_ANCESTORS: "'self' https://shop.example.com" }).frameAncestors).toEqual([
      "'self'",
      'https://shop.example.com',
    ]);
  });

  it('hashes the page’s inline scripts and styles, as CSP does (SHA-256, base64), not its script files', () => {
    expect(hashSource('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(EMPTY_STYLE).toBe(hashSource(''));
    expect(pageHashes(INDEX)).toEqual({
      scripts: [hashSource(PAGE_SCRIPT)],
      styles: [hashSource(PAGE_STYLE)],
      trustedTypes: [],
    });
    expect(pageHashes(INDEX, PAGE_POLICIES).trustedTypes).toEqual(PAGE_POLICIES);
  });

  it('builds the page’s strict hash-based policy: no nonce, no unsafe-inline', () => {
    const policy = pageContentSecurityPolicy({ scripts: ['sha256-AAAA'], styles: ['sha256-BBBB='] }, [
      "'self'",
    ]);
    expect(policy).toBe(
      `default-src 'self'; script-src 'sha256-AAAA' 'strict-dynamic'; style-src 'sha256-BBBB=' '${EMPTY_STYLE}'; connect-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'`,
    );
    expect(() => pageContentSecurityPolicy({ scripts: ["x' 'unsafe-inline"], styles: [] })).toThrow(/sha256/);
  });

  it('enforces Trusted Types with exactly the policy names it is given, on the page and on a host page', () => {
    const names = ['app#page', 'app#webpack'];
    expect(pageContentSecurityPolicy({ scripts: [], styles: [], trustedTypes: names })).toMatch(
      /; require-trusted-types-for 'script'; trusted-types app#page app#webpack$/,
    );
    expect(contentSecurityPolicy('n', ["'self'"], names)).toMatch(
      /; require-trusted-types-for 'script'; trusted-types app#page app#webpack$/,
    );
    expect(contentSecurityPolicy('n')).not.toContain('trusted-types');
    expect(trustedTypesDirectives([])).toEqual([]);
    expect(() => trustedTypesDirectives(["a; script-src 'unsafe-inline'"])).toThrow(/policy name/);
    expect(() => pageContentSecurityPolicy({ scripts: [], styles: [], trustedTypes: ["'none' x"] })).toThrow(
      /policy name/,
    );
  });

  it('makes the page’s relative addresses absolute under the base and leaves its inline code as built', () => {
    const html = preparePage(INDEX, '/remote/');
    expect(html).toContain('<script defer src="/remote/js/main.abcdef0123.js">');
    expect(html).toContain('<link rel=icon href=/remote/favicon.svg>');
    expect(html).toContain(`<script data-page-script="page-hints">${PAGE_SCRIPT}</script>`);
    expect(html).not.toContain('nonce');
  });
});

describe('security headers of the service', () => {
  let service: Service;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX + ' '.repeat(1200));
    // As the build writes it (webpack.config.js): the page's hashes and its Trusted Types policy names.
    writeFileSync(join(dist, 'page-csp.json'), JSON.stringify(pageHashes(INDEX, PAGE_POLICIES)));
    mkdirSync(join(dist, 'js'));
    writeFileSync(join(dist, 'js', 'main.abcdef0123.js'), 'console.log(1);');
    writeFileSync(
      join(dist, 'bundle-manifest.json'),
      JSON.stringify({
        entry: ['js/main.abcdef0123.js'],
        embed: ['js/runtime.0123456789.js', 'js/embed.abcdef0123.js'],
        routes: {},
        trustedTypes: HOST_POLICIES,
      }),
    );
    service = await startTestService({
      distDir: dist,
      frameAncestors: ["'self'", 'https://shop.example.com'],
    });
  });
  afterAll(async () => {
    await service.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends index.html under its hash-based CSP with Trusted Types enforced, the same for every answer (a cached copy stays valid), no-cache and no validator', async () => {
    const first = await get(`${service.url}/`);
    const second = await get(`${service.url}/player/settings`, { Accept: 'text/html' });
    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['etag']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['content-security-policy']).toBe(
        `default-src 'self'; script-src '${hashSource(PAGE_SCRIPT)}' 'strict-dynamic'; style-src '${hashSource(PAGE_STYLE)}' '${EMPTY_STYLE}'; connect-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self' https://shop.example.com; require-trusted-types-for 'script'; trusted-types ${PAGE_POLICIES.join(' ')}`,
      );
      // The app's own page: no powerful features, its own browsing-context group, not another site's resource.
      expect(res.headers['permissions-policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.body.toString()).toContain(`<script data-page-script="page-hints">${PAGE_SCRIPT}</script>`);
    }
    expect(first.body.toString()).toBe(second.body.toString());
  });

  it('compresses the page and keeps nosniff and no-referrer on API answers and errors', async () => {
    const zipped = await get(`${service.url}/`, { 'Accept-Encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toContain('<div id=player-remote>');
    for (const path of ['/api/Player/list', '/js/missing.0123456789.js']) {
      const res = await get(`${service.url}${path}`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('serves the embedding example in dev mode: host page under the strict CSP, bundle under its own base path', async () => {
    const page = await get(`${service.url}/embed-example/`);
    expect(page.status).toBe(200);
    const nonce = nonceOf(page.headers['content-security-policy']) ?? 'missing';
    expect(page.headers['content-security-policy']).toBe(
      `script-src 'nonce-${nonce}' 'strict-dynamic'; style-src 'nonce-${nonce}'; object-src 'none'; base-uri 'none'; frame-ancestors 'self' https://shop.example.com; require-trusted-types-for 'script'; trusted-types ${HOST_POLICIES.join(' ')}`,
    );
    const html = page.body.toString();
    // The host pages' entry, not the standalone page's.
    expect(html).toContain(
      `<script nonce="${nonce}" defer src="/embed-example/bundle/js/runtime.0123456789.js"></script>`,
    );
    expect(html).not.toContain('js/main.abcdef0123.js');
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).toMatch(/"basePath":"\/embed-example"/);
    expect(html.match(/<script\b/g)?.length).toBe(
      html.match(new RegExp(`<script nonce="${nonce.replace(/[+/]/g, '\\$&')}"`, 'g'))?.length,
    );
    expect((await get(`${service.url}/embed-example/player/settings`)).status).toBe(200); // app routes under the base path
    const script = await get(`${service.url}/embed-example/bundle/js/main.abcdef0123.js`);
    expect(script.body.toString()).toBe('console.log(1);');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(`${service.url}/embed-example/bundle/js/nothing.js`)).status).toBe(404);
  });

  it('has no embedding example outside dev mode', async () => {
    const plain = await startTestService({ distDir: dist, dev: false });
    try {
      const res = await get(`${plain.url}/embed-example/`);
      expect(res.body.toString()).not.toContain('Example Shop'); // the app's index.html (SPA fallback) instead
    } finally {
      await plain.close();
    }
  });
});

describe('the page CSP with a hub of its own', () => {
  it('lets the page connect to the Web PubSub endpoint named by the connection string, and to nothing else', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Player Remote</title>');
    const service = await startTestService({
      distDir: dist,
      fleet: false,
      hubConnectionString: 'Endpoint=https://remote.webpubsub.azure.com;AccessKey=a2V5;Version=1.0;',
    });
    try {
      const res = await fetch(`${service.url}/`);
      expect(res.headers.get('content-security-policy')).toContain(
        "connect-src 'self' wss://remote.webpubsub.azure.com;",
      );
    } finally {
      await service.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
