import type { Browser, Page, Route } from 'playwright-core';
import { baseUrl, launch, openPage } from '../support/browser';
import { bundleManifest as manifest } from '../support/bundle-manifest';

/**
 * The login screen's own code (its lazy import, src/routing/screens.ts): the page shows the copy rendered at
 * build time while it loads, and the app takes that copy over once it is in.
 */
const login = manifest.routes['login-screen']!;
const SCREEN_CHUNKS = login.scripts.filter((file) => !manifest.entry.includes(file));
/**
 * Every other lazy chunk a sign-in from the login screen needs: what the login screen loads after its
 * first paint (the sign-in requests), the deferred REST and hub clients, and the player selector's own code.
 */
const selector = manifest.routes['selector-area']!;
const SIGN_IN_CHUNKS = [
  ...new Set(
    [...login.all, ...manifest.deferred, ...selector.scripts].filter((f) => !login.scripts.includes(f)),
  ),
].filter((file) => !manifest.entry.includes(file));

/** The login screen's copy rendered at build time, until the app has taken it over. */
const COPY = '#player-remote > [data-prerendered]';

/** Holds every request for the entry script until `release` is called. */
async function holdEntry(page: Page): Promise<{ release(): Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(
    (url) => manifest.entry.some((file) => url.pathname.endsWith(`/${file}`)),
    async (route) => {
      if (released) await route.continue();
      else held.push(route);
    },
  );
  return {
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

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
    expect(SCREEN_CHUNKS.length).toBeGreaterThanOrEqual(1);
    expect(SIGN_IN_CHUNKS.length).toBeGreaterThanOrEqual(3);
    expect(SIGN_IN_CHUNKS).toEqual(expect.arrayContaining(manifest.deferred));
  });

  it('a sign-in fetches no script beside the entry that these tests do not abort', async () => {
    const { page, context } = await openPage(browser);
    const fetched = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js')) fetched.add(path.replace(/^\//, ''));
    });
    await page.goto(`${baseUrl()}/`);
    await page.locator('#player-remote > .player-remote-host:not([data-prerendered])').waitFor();
    await page.locator('#username').fill('demo@example.com');
    await page.locator('#password').fill('Demo!2345');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL('**/player-selector');
    await page.locator('main').waitFor();
    const aborted = [...manifest.entry, ...SCREEN_CHUNKS, ...SIGN_IN_CHUNKS];
    // The service worker's registration (docs/architecture.md §11), the toasts and the route error view
    // load when the browser is idle after the first screen, and are no part of the sign-in.
    const afterFirstScreen = (file: string) =>
      /^js\/(app-update|toasts|route-error)\.[0-9a-f]+\.js$/.test(file);
    expect([...fetched].filter((file) => !aborted.includes(file) && !afterFirstScreen(file))).toEqual([]);
    expect(fetched.size).toBeGreaterThan(manifest.entry.length);
    await context.close();
  });

  it.each(SCREEN_CHUNKS)(
    '%s (the login screen’s own): the copy stays and takes keystrokes, with why and Retry; Retry takes it over with what was typed',
    async (file) => {
      const { page, context, errors } = await openPage(browser);
      let blocked = true;
      await abortWhile(page, file, () => blocked);
      const entry = await holdEntry(page);
      await page.goto(`${baseUrl()}/`, { waitUntil: 'commit' }); // `load` waits for the held entry
      // Typed into the copy before the bundle runs, and after its screen's code has failed.
      await page.locator(`${COPY} #username`).pressSequentially('demo@');
      await entry.release();
      const retry = page.getByTestId('screen-retry');
      await retry.waitFor();
      expect(await page.getByTestId('screen-unavailable').getAttribute('role')).toBe('alert');
      expect(await page.getByTestId('route-error').count()).toBe(0);
      await page.locator(`${COPY} #username`).pressSequentially('example.com');
      await page.locator(`${COPY} #password`).pressSequentially('Demo!2345');

      blocked = false;
      await retry.click();
      await page.locator(COPY).waitFor({ state: 'detached' });
      await page.getByTestId('screen-unavailable').waitFor({ state: 'detached' });
      expect(await page.locator('#username').inputValue()).toBe('demo@example.com');
      expect(await page.locator('#password').inputValue()).toBe('Demo!2345');
      // The notice went with the focus the Retry button had: back to the field last used.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('password');
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL('**/player-selector');
      await page.locator('main').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(SIGN_IN_CHUNKS)(
    '%s: Sign in shows why with Retry, and Retry signs in without retyping',
    async (file) => {
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
    },
  );
});
