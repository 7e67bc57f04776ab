import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from './support/browser';

/** dist/bundle-manifest.json (webpack.config.js): the entry, the deferred scripts and each lazy route's. */
const manifest = JSON.parse(readFileSync('dist/bundle-manifest.json', 'utf8')) as {
  entry: string[];
  deferred: string[];
  routes: Record<string, { scripts: string[]; all: string[] }>;
};

/**
 * Every lazy chunk a sign-in from the login screen needs: what the login screen loads after its first
 * paint (the sign-in requests), the deferred REST and hub clients, and the player selector's own code.
 */
const login = manifest.routes['login-screen']!;
const selector = manifest.routes['selector-area']!;
const CHUNKS = [
  ...new Set(
    [...login.all, ...manifest.deferred, ...selector.scripts].filter((f) => !login.scripts.includes(f)),
  ),
].filter((file) => !manifest.entry.includes(file));

/** Fails every request for `file` while `blocked()` holds. */
async function abortWhile(page: Page, file: string, blocked: () => boolean): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith(`/${file}`),
    (route) => (blocked() ? route.abort('connectionfailed') : route.continue()),
  );
}

/**
 * No dead Sign in: when a chunk the sign-in needs cannot be fetched, the user sees why and can retry;
 * a retry once the network is back goes on with what was typed.
 */
describe('a sign-in whose code cannot be fetched, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds the lazy chunks of the login path in the manifest', () => {
    expect(CHUNKS.length).toBeGreaterThanOrEqual(3);
    expect(CHUNKS).toEqual(expect.arrayContaining(manifest.deferred));
  });

  it.each(CHUNKS)('%s: Sign in shows why with Retry, and Retry signs in without retyping', async (file) => {
    const { page, context, errors } = await openPage(browser);
    let blocked = true;
    await abortWhile(page, file, () => blocked);
    await page.goto(`${baseUrl()}/`);
    await page.locator('#player-remote > .player-remote-host:not([data-prerendered])').waitFor();
    await page.locator('#username').fill('demo@example.com');
    await page.locator('#password').fill('Demo!2345');
    await page.locator('form button[type="submit"]').click();
    // The sign-in's own code (the login screen's Retry), or the selector's after signing in (the route's).
    const retry = page.locator('[data-testid="login-retry"], [data-testid="route-error-retry"]');
    await retry.waitFor();
    const message = page.locator('[data-testid="login-unavailable"], [data-testid="route-error"]');
    expect(await message.getAttribute('role')).toBe('alert');

    blocked = false;
    await retry.click();
    await page.waitForURL('**/player-selector');
    await page.locator('[data-testid="route-error"]').waitFor({ state: 'detached' });
    await page.locator('main').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
