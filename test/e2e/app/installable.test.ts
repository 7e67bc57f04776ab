import { CHROMIUM_ARGS } from '../../../scripts/support/chromium';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { baseUrl, launch } from '../support/browser';

interface InstallabilityError {
  errorId: string;
  errorArguments: { name: string; value: string }[];
}

/**
 * Installable on a phone's home screen: Chromium's own check (DevTools protocol
 * `Page.getInstallabilityErrors`) finds nothing missing on the app's page. A persistent profile,
 * because a fresh (incognito) context always reports `in-incognito`.
 */
describe('installable web app, in Chromium', () => {
  let profile: string;
  let context: BrowserContext;
  beforeAll(async () => {
    profile = mkdtempSync(join(tmpdir(), 'remote-install-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.E2E_CHROMIUM,
      headless: true,
      args: [...CHROMIUM_ARGS],
      viewport: { width: 375, height: 812 },
    });
  });
  afterAll(async () => {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('reports no installability errors for the app’s page, signed out or on a deep link', async () => {
    for (const path of ['/', '/player-selector']) {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: InstallabilityError[];
      };
      expect({ path, errors: installabilityErrors.map((e) => e.errorId) }).toEqual({ path, errors: [] });
      await page.close();
    }
  });

  it('the manifest: names, standalone, start URL and scope at the app’s folder, colours, icons 192, 512 and maskable', async () => {
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const url = new URL(href!, page.url());
    const manifest = (await (await fetch(url)).json()) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      scope: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest.name).toBe('Player Remote');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.display).toBe('standalone');
    // Relative addresses: under any base path they resolve to the folder the manifest is served from.
    for (const address of [manifest.start_url, manifest.scope, ...manifest.icons.map((i) => i.src)])
      expect(address).not.toMatch(/^(\/|[a-z][a-z0-9+.-]*:)/i);
    expect(new URL(manifest.start_url, url).href).toBe(`${baseUrl()}/`);
    expect(new URL(manifest.scope, url).href).toBe(`${baseUrl()}/`);
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.background_color).toMatch(/^#/);
    const icon = (sizes: string, purpose: string) =>
      manifest.icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any').split(' ').includes(purpose));
    const wanted: readonly (readonly [sizes: string, purpose: string])[] = [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ];
    for (const [sizes, purpose] of wanted) {
      const found = icon(sizes, purpose);
      expect({ sizes, purpose, found: !!found }).toEqual({ sizes, purpose, found: true });
      const response = await fetch(new URL(found!.src, url));
      expect(response.headers.get('content-type')).toBe('image/png');
    }
    // theme-color for light and dark, and the apple-touch icon.
    expect(
      await page
        .locator('meta[name="theme-color"]')
        .evaluateAll((m) => m.map((e) => e.getAttribute('media'))),
    ).toEqual(['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)']);
    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await fetch(new URL(touch!, page.url()))).status).toBe(200);
    await page.close();
  });

  it('a host page that embeds the bundle is given no manifest', async () => {
    const browser = await launch();
    try {
      const page = await browser.newPage();
      await page.goto(`${baseUrl()}/embed-example`);
      await page.locator('player-remote, #remote-here').first().waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
      expect(await page.locator('meta[name="theme-color"]').count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});
