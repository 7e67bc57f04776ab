import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** How long connecting to the run's Chromium may take, in ms (a hang guard for a busy machine). */
const CONNECT_TIMEOUT_MS = 60_000;

/**
 * The run's Chromium: global-setup launches one browser for every browser-test file (E2E_BROWSER_WS,
 * its Playwright endpoint) and each file connects to it, instead of starting a browser of its own. Tests
 * stay apart through a fresh context each ({@link openPage}); `close()` on the returned browser closes
 * this connection's contexts and disconnects, leaving the browser to the next file.
 */
export function launch(): Promise<Browser> {
  const endpoint = process.env.E2E_BROWSER_WS;
  if (!endpoint)
    throw new Error(
      'E2E_BROWSER_WS is not set: run the browser tests through jest (global-setup launches Chromium).',
    );
  return chromium.connect(endpoint, { timeout: CONNECT_TIMEOUT_MS });
}

/**
 * This worker's local service, started by global-setup (one per Jest worker, E2E_SERVICES indexed by
 * JEST_WORKER_ID − 1): its address and the key of its fault routes. Files of one worker run one after
 * another, so a file has its service to itself while it runs.
 */
export function service(): { url: string; faultsKey: string } {
  const json = process.env.E2E_SERVICES;
  if (!json) throw new Error('E2E_SERVICES is not set: run the browser tests through jest.');
  const services = JSON.parse(json) as { url: string; faultsKey: string }[];
  const worker = Number(process.env.JEST_WORKER_ID ?? '1');
  const own = services[worker - 1];
  if (!own) throw new Error(`No local service for Jest worker ${worker} (${services.length} started).`);
  return own;
}

/** This worker's local service's address ({@link service}). */
export function baseUrl(): string {
  return service().url;
}

/**
 * A fresh context + page; collects page errors so a test can assert none happened. The page's service
 * worker is blocked unless `options.serviceWorkers` allows it (installed-app.test.ts): once it controls
 * a page, it answers requests that other tests route, fail or count themselves.
 */
export async function openPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale: 'en-GB', serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Signs in through the login form of the service at `origin` (default the run's) as `user` (demo by default) and waits for the player selector. */
export async function signIn(
  page: Page,
  user = 'demo@example.com',
  password = 'Demo!2345',
  origin = baseUrl(),
): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByLabel('Username or e-mail').fill(user);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/player-selector');
}
