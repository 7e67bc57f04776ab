import { CHROMIUM_ARGS } from '../../../scripts/support/chromium';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Launches the Chromium found by global-setup (E2E_CHROMIUM). */
export function launch(): Promise<Browser> {
  const executablePath = process.env.E2E_CHROMIUM;
  if (!executablePath)
    throw new Error(
      'E2E_CHROMIUM is not set: run the browser tests through jest (global-setup finds Chromium).',
    );
  return chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS] });
}

/** The local service's address, started by global-setup. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests through jest.');
  return url;
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
