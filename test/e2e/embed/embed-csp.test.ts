import type { Browser, Page } from 'playwright-core';
import { HOST_POLICIES, PAGE_POLICIES } from '../../../src/lib/trusted-types';
import { until } from '../../support/until';
import { baseUrl, launch, openPage } from '../support/browser';
import { demoPlayer } from '../support/fleet';
import {
  hostHtml,
  instrument,
  openPlayerHere,
  recorded,
  signInHere,
  startHostSite,
  type HostSite,
} from '../support/host-page';
import { playerCard } from '../support/identity';
import { waitForNowPlaying } from '../support/now-playing';

/**
 * The bundle on a host page under a strict CSP (issue "fast and embeddable"): the local service's
 * example host page (/embed-example/, dev mode) loads dist/ from another base path
 * (/embed-example/bundle/), mounts into its own container with runtime configuration, and sends
 * `script-src 'nonce-…' 'strict-dynamic'; style-src 'nonce-…'; object-src 'none'; base-uri 'none'` with
 * Trusted Types enforced (`require-trusted-types-for 'script'`, the bundle's policy names). Signing in and
 * opening a player must raise no CSP violation, also on a host page without Trusted Types; a host page that
 * enforces them without the bundle's names hears why the app does not start. The app's own index.html runs
 * under its hash-based CSP with Trusted Types, also as the fallback for a deep link.
 */
describe('embedding under a strict CSP in Chromium', () => {
  let browser: Browser;
  let site: HostSite;
  beforeAll(async () => {
    browser = await launch();
    site = await startHostSite();
    const render = (nonce: string) =>
      hostHtml(nonce, { title: 'Host', body: '<player-remote base-path="/host"></player-remote>' });
    site.page('/host', render, []);
    site.page('/strict-host', render, ['host#own-policy']);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** Records CSP violations (event listener installed before any page script) and console errors. */
  async function watchCsp(
    page: Page,
  ): Promise<{ violations: () => Promise<string[]>; consoleErrors: string[] }> {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
      );
    });
    return {
      violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
      consoleErrors,
    };
  }

  it('a host page with the strict policy: sign in, open a player, zero violations', async () => {
    const { page, errors, context } = await openPage(browser);
    const csp = await watchCsp(page);
    const bundleRequests: string[] = [];
    page.on('request', (request) => {
      if (/\.(js|json|svg|pdf)$/.test(new URL(request.url()).pathname))
        bundleRequests.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(`${baseUrl()}/embed-example/`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
    expect(policy).toContain(`style-src 'nonce-${nonce}'`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain(`require-trusted-types-for 'script'; trusted-types ${HOST_POLICIES.join(' ')}`);
    expect(policy).not.toMatch(/unsafe-(eval|inline)/);

    // The app mounts into the host's container, below the host's own header.
    await page.locator('#remote-here').getByLabel('Username or e-mail').fill('demo@example.com');
    expect(await page.locator('.shop-header').textContent()).toContain('Example Shop');
    await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/embed-example/player-selector');
    await page.getByLabel('Search players').fill('Espresso Bar');
    await playerCard(page, demoPlayer('Espresso Bar').licenceKey).click();
    await page.waitForURL('**/embed-example/player');
    await waitForNowPlaying(page);

    // styled-components rendered (with the nonce): the app is styled, not raw HTML. The host's own tag is in
    // the document; the app's are in the shadow root it renders into.
    const styleTags = await page.evaluate(() =>
      [
        ...document.querySelectorAll('style'),
        ...(document
          .querySelector('#remote-here > .player-remote-host')
          ?.shadowRoot?.querySelectorAll('style') ?? []),
      ].map((s) => ({
        nonce: s.nonce,
        rules: s.sheet?.cssRules.length ?? 0,
      })),
    );
    expect(styleTags.length).toBeGreaterThan(1);
    expect(styleTags.every((s) => s.nonce === nonce)).toBe(true);
    expect(styleTags.reduce((sum, s) => sum + s.rules, 0)).toBeGreaterThan(20);

    // Everything came from the bundle's own base path: chunks, translations, logos.
    const fromBundle = bundleRequests.filter((path) => !path.startsWith('/api/'));
    expect(fromBundle.length).toBeGreaterThan(3);
    expect(fromBundle.every((path) => path.startsWith('/embed-example/bundle/'))).toBe(true);
    expect(fromBundle.some((path) => /\/assets\/i18n\/en\.json$/.test(path))).toBe(true);
    expect(fromBundle.filter((path) => path.includes('/js/')).length).toBeGreaterThan(3); // entry + lazy chunks

    expect(await csp.violations()).toEqual([]);
    expect(csp.consoleErrors.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the guides (PDF) and a deep link resolve on the host page', async () => {
    const { page, errors, context } = await openPage(browser);
    const csp = await watchCsp(page);
    const pdf = await page.request.get(`${baseUrl()}/embed-example/bundle/assets/pdf/dlp-remote-guide.pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    // A deep link on the host page (path routing under basePath): not signed in, the guard sends it to the login.
    await page.goto(`${baseUrl()}/embed-example/player-selector`);
    await page.getByLabel('Username or e-mail').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/embed-example\/?$/);
    expect(await csp.violations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the app's own index.html runs under its hash-based CSP (docs/architecture.md §11), also for a deep link", async () => {
    const { page, errors, context } = await openPage(browser);
    const csp = await watchCsp(page);
    const response = await page.goto(`${baseUrl()}/player-selector/channels`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(
      /^default-src 'self'; script-src ('sha256-[A-Za-z0-9+/=]+' )+'strict-dynamic'; style-src ('sha256-[A-Za-z0-9+/=]+' ?)+; connect-src 'self'[^;]*; img-src 'self' data:;/,
    );
    expect(policy).toMatch(
      new RegExp(`; require-trusted-types-for 'script'; trusted-types ${PAGE_POLICIES.join(' ')}$`),
    );
    expect(policy).not.toMatch(/nonce|unsafe-(eval|inline)/);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await page.getByLabel('Username or e-mail').waitFor();
    // The app took the page over and styled-components filled its own (empty) style elements.
    await page.locator('[data-prerendered]').waitFor({ state: 'detached' });
    const rules = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')].reduce(
        (sum, s) => sum + (s.sheet?.cssRules.length ?? 0),
        0,
      ),
    );
    expect(rules).toBeGreaterThan(20);
    expect(await csp.violations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a host page without Trusted Types: sign in, open a player, zero violations', async () => {
    const { page, errors, context } = await openPage(browser);
    await instrument(page);
    const response = await page.goto(`${site.url}/host`);
    expect(response?.headers()['content-security-policy']).not.toContain('trusted-types');
    await signInHere(page);
    await openPlayerHere(page, 'Espresso Bar');
    await waitForNowPlaying(page);
    const seen = await recorded(page);
    expect(seen.csp).toEqual([]);
    expect(seen.loadErrors).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a host page that enforces Trusted Types without the bundle's names hears that the app's scripts were refused", async () => {
    const { page, context } = await openPage(browser);
    await instrument(page);
    await page.goto(`${site.url}/strict-host`);
    const errors = await until(
      async () => (await recorded(page)).loadErrors,
      (found) => found.length > 0,
    );
    expect(errors.every((error) => error.reason === 'unknown' && error.on === 'window')).toBe(true);
    expect((await recorded(page)).csp).toEqual([expect.stringMatching(/^trusted-types /)]);
    expect(await page.evaluate(() => !!customElements.get('player-remote'))).toBe(false);
    await context.close();
  });
});
