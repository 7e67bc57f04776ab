import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import webpack from 'webpack';
import { startService, type Service } from '../../../server/app';
import { clockStartingAt, parseInstant, type Clock } from '../../../server/clock';
import { testClockStart } from '../../../scripts/support/clock';
import { launch, openPage } from '../support/browser';

const TTL_SECONDS = 2;

/** Bundles test/support/api-browser-harness.ts (the app's API client and session) for the browser. */
function bundleHarness(): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), 'refresh-harness-'));
  const compiler = webpack({
    mode: 'development',
    devtool: false,
    entry: resolve(__dirname, '../../support/api-browser-harness.ts'),
    output: { path: out, filename: 'harness.js' },
    // One file: the session's lazily imported token refresh is inlined, as the page serves only this script.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    resolve: {
      extensions: ['.ts', '.js', '.mjs'],
      conditionNames: ['es2015', 'browser', 'import', 'module', 'default'],
    },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false } } },
        },
      ],
    },
  });
  return new Promise((done, fail) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) return fail(error ?? new Error(stats?.toString('errors-only')));
      done(readFileSync(join(out, 'harness.js'), 'utf8'));
    }),
  );
}

const isRefresh = (url: string) => url.endsWith('/api/Account/token/refresh');
const isList = (url: string) => url.endsWith('/api/Player/list');

/**
 * The service's clock: pinned like every test service's, plus a jump the test makes to expire the
 * access tokens it holds (instead of waiting for them to age in real time).
 */
const pinned = clockStartingAt(parseInstant(testClockStart()));
let jumpedMs = 0;
const clock: Clock = { now: () => pinned.now() + jumpedMs };

/** Spec §8 "HTTP 401": against a service whose access tokens live 2 s. */
describe('session: token refresh in Chromium', () => {
  let browser: Browser;
  let service: Service;
  let harness: string;
  beforeAll(async () => {
    [browser, service, harness] = await Promise.all([
      launch(),
      startService({
        port: 0,
        dev: true,
        log: false,
        fleet: false,
        accessTokenTtlSeconds: TTL_SECONDS,
        clock,
      }),
      bundleHarness(),
    ]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  async function signInAndExpire(page: Page) {
    await page.goto(`${service.url}/`);
    await page.getByLabel('Username or e-mail').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/player-selector');
    await page.getByTestId('player-count').waitFor();
    await page.route(`${service.url}/__harness.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>harness</title><script src="/__harness.js"></script>',
      }),
    );
    await page.route(`${service.url}/__harness.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: harness }),
    );
    await page.goto(`${service.url}/__harness.html`);
    await page.waitForFunction(() => typeof window.burst === 'function');
    jumpedMs += TTL_SECONDS * 1000 + 500; // for the service, the stored access token is now expired
  }

  it('20 concurrent requests with an expired token → exactly one refresh call, all retried and answered', async () => {
    const { page, context } = await openPage(browser);
    await signInAndExpire(page);
    const seen: { url: string; auth: string | undefined }[] = [];
    page.on('request', (request) =>
      seen.push({ url: request.url(), auth: request.headers()['authorization'] }),
    );
    const before = await page.evaluate(() => localStorage.getItem('ngx-webstorage|accesstoken'));

    const results = await page.evaluate(() => window.burst(20));

    expect(results).toHaveLength(20);
    expect(results.every((r) => typeof r === 'number' && r > 0)).toBe(true);
    expect(seen.filter((s) => isRefresh(s.url))).toHaveLength(1);
    const lists = seen.filter((s) => isList(s.url));
    expect(lists).toHaveLength(40); // 20 refused with the old token, 20 retried with the new one
    const after = await page.evaluate(() => localStorage.getItem('ngx-webstorage|accesstoken'));
    expect(after).not.toBe(before);
    expect(lists.filter((s) => s.auth === `Bearer ${JSON.parse(after!)}`)).toHaveLength(20);
    await context.close();
  });

  it('when the refresh is refused, every request fails with TokenRefreshError after one refresh call (no loop)', async () => {
    const { page, context } = await openPage(browser);
    await signInAndExpire(page);
    await page.evaluate(() => localStorage.setItem('ngx-webstorage|refreshtoken', JSON.stringify('revoked')));
    const seen: string[] = [];
    page.on('request', (request) => seen.push(request.url()));

    const results = await page.evaluate(() => window.burst(5));

    expect(results).toEqual(Array(5).fill('TokenRefreshError'));
    expect(seen.filter(isRefresh)).toHaveLength(1);
    expect(seen.filter(isList)).toHaveLength(5);
    await context.close();
  });

  it('the app itself refreshes an expired token when it loads the player list', async () => {
    const { page, context, errors } = await openPage(browser);
    await signInAndExpire(page);
    const seen: string[] = [];
    page.on('request', (request) => seen.push(request.url()));
    await page.goto(`${service.url}/player-selector`);
    // The fresh list, not the one last loaded that the screen shows while it loads.
    await page.locator('[data-testid="players-shown"][data-last-known="false"]').waitFor();
    expect(seen.filter(isRefresh)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
