import type { Browser, ConsoleMessage, Page, Route } from 'playwright-core';
import { storageKey } from '../../../src/lib/storage/web-storage';
import { baseUrl, launch, openPage, signIn } from '../support/browser';

/**
 * The login screen rendered at build time (scripts/prerender.ts) that index.html shows while the bundle
 * loads: marked until the live app has taken it over (src/embed/mount.tsx).
 */
const COPY = '#player-remote > [data-prerendered]';

/** Holds every request for the entry script (`js/main.<hash>.js`) until `release` is called. */
async function holdEntry(page: Page): Promise<{ release(): Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/js\/main\.[^/]+\.js$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** The heading's box, text and colours (and the page's background), in the markup rendered at build time before the app has taken it over, or after. */
function heading(page: Page, where: 'copy' | 'live') {
  const h1 =
    where === 'copy' ? page.locator(`${COPY} h1`) : page.getByRole('heading', { name: /.+/, level: 1 });
  return h1.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const { color, fontSize } = getComputedStyle(el);
    const page = getComputedStyle(document.documentElement).backgroundColor;
    return {
      text: el.textContent,
      top: r.top,
      left: r.left,
      width: r.width,
      height: r.height,
      color,
      fontSize,
      page,
    };
  });
}

/**
 * The login screen paints with the page, before any script of the bundle has run (the first screen in one
 * round trip), in the visit's language, and gives way to the live screen without a jump.
 */
describe('the prerendered login screen, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the login screen before the bundle runs, then the live one in the same place, with no CSP violation', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: { width: 375, height: 812 } });
    await page.addInitScript(`window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));`);
    const entry = await holdEntry(page);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'commit' }); // `load` waits for the held entry
    await page.locator(`${COPY} h1`).waitFor();
    const copy = await heading(page, 'copy');
    expect(copy.text).toBe('Sign in to Player Remote');
    // Nothing of the bundle has run: no live app yet.
    expect(await page.locator('#player-remote > .player-remote-host:not([data-prerendered])').count()).toBe(
      0,
    );
    expect(await page.locator('html').getAttribute('lang')).toBe('en-GB');
    // Real fields from the first paint: what is typed before the app runs is the app's after it takes over.
    await page.getByLabel('Username or e-mail').pressSequentially('demo@');

    await entry.release();
    await page.locator(COPY).waitFor({ state: 'detached' });
    const live = await heading(page, 'live');
    expect(live).toEqual(copy); // same text, same place, same size: no layout shift
    expect(await page.locator('#player-remote > .player-remote-host').count()).toBe(1); // the same DOM
    await page.getByLabel('Username or e-mail').pressSequentially('example.com');
    expect(await page.getByLabel('Username or e-mail').inputValue()).toBe('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/player-selector');
    expect(await page.evaluate('window.__violations')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is in the visit’s language (the stored one), with the page’s lang, and in dark mode', async () => {
    const { page, context } = await openPage(browser, { colorScheme: 'dark' });
    await page.addInitScript(`localStorage.setItem('ngx-webstorage|language', '"fr"')`);
    const entry = await holdEntry(page);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'commit' }); // `load` waits for the held entry
    await page.locator(`${COPY} h1`).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR');
    const copy = await heading(page, 'copy');
    expect(copy.text).toBe('Connexion à Player Remote');
    await entry.release();
    await page.locator(COPY).waitFor({ state: 'detached' });
    expect(await heading(page, 'live')).toEqual(copy);
    expect(await page.locator('.player-remote-root').getAttribute('lang')).toBe('fr-FR');
    await context.close();
  });

  it('is not shown to a signed-in visit, nor on another screen anyone may see (the app renders that itself)', async () => {
    const signedIn = await openPage(browser);
    await signIn(signedIn.page);
    let entry = await holdEntry(signedIn.page);
    await signedIn.page.goto(`${baseUrl()}/player-selector`, { waitUntil: 'commit' });
    expect(await copyShown(signedIn.page)).toBe(false);
    await entry.release();
    await signedIn.context.close();

    const signedOut = await openPage(browser);
    entry = await holdEntry(signedOut.page);
    await signedOut.page.goto(`${baseUrl()}/forgot-password`, { waitUntil: 'commit' });
    expect(await copyShown(signedOut.page)).toBe(false);
    await signedOut.page.goto(`${baseUrl()}/`, { waitUntil: 'commit' });
    expect(await copyShown(signedOut.page)).toBe(true);
    await entry.release();
    await signedOut.context.close();
  });

  it('is shown to a signed-out deep link at the login address, taken over with what was typed, and the sign-in returns there', async () => {
    const { page, context, errors } = await openPage(browser);
    const anew = renderedAnew(page);
    const entry = await holdEntry(page);
    await page.goto(`${baseUrl()}/change-password`, { waitUntil: 'commit' });
    expect(await copyShown(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.locator(`${COPY} #username`).pressSequentially('demo@');
    await entry.release();
    await page.locator(COPY).waitFor({ state: 'detached' });
    await page.locator('#username').pressSequentially('example.com');
    expect(await page.locator('#username').inputValue()).toBe('demo@example.com');
    await page.locator('#password').fill('Demo!2345');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL('**/change-password');
    expect(anew).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is shown with an inactivity notice to come: the app takes it over with what was typed and adds the notice', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${baseUrl()}/forgot-password`);
    await page.evaluate((key) => localStorage.setItem(key, 'true'), storageKey('inactive'));
    const anew = renderedAnew(page);
    const entry = await holdEntry(page);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'commit' });
    expect(await copyShown(page)).toBe(true);
    await page.locator(`${COPY} #username`).pressSequentially('demo@');
    await entry.release();
    await page.locator(COPY).waitFor({ state: 'detached' });
    await page.getByTestId('inactive-notice').waitFor();
    expect(await page.locator('#username').inputValue()).toBe('demo@');
    expect(anew).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is shown to a sign-in by ?h=: the app takes it over and signs in', async () => {
    const { page, context, errors } = await openPage(browser);
    const anew = renderedAnew(page);
    const entry = await holdEntry(page);
    // The sign-in request waits until the form has been seen busy.
    const held: Route[] = [];
    await page.route('**/api/Account/login/hash', (route) => void held.push(route));
    await page.goto(`${baseUrl()}/?h=demo-hash`, { waitUntil: 'commit' });
    expect(await copyShown(page)).toBe(true);
    await page.locator(`${COPY} #username`).pressSequentially('demo@');
    await entry.release();
    await page.locator(COPY).waitFor({ state: 'detached' });
    await page.locator('form[aria-busy="true"]').waitFor();
    expect(await page.locator('#username').inputValue()).toBe('demo@');
    expect(new URL(page.url()).search).toBe(''); // the secret has left the address bar
    await page.unroute('**/api/Account/login/hash');
    await Promise.all(held.map((route) => route.continue()));
    await page.waitForURL('**/player-selector');
    expect(anew).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The page script has run (it always drops the templates), and the copy is in, or not. */
async function copyShown(page: Page): Promise<boolean> {
  await page.waitForFunction(
    () => document.getElementById('player-remote') && !document.querySelector('template[data-prerendered]'),
  );
  return (await page.locator(COPY).count()) === 1;
}

/**
 * The app's warnings that it rendered the first screen anew rather than take the copy over (a markup
 * that did not match, src/embed/mount.tsx), as they come.
 */
function renderedAnew(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' && message.text().includes('rendered anew')) found.push(message.text());
  });
  return found;
}
