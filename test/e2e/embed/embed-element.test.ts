import type { Browser, Page } from 'playwright-core';
import { launch, openPage } from '../support/browser';
import { until } from '../../support/until';
import {
  demoLicenceKey,
  hostHtml,
  instrument,
  openPlayerHere,
  recorded,
  startHostSite,
  type HostSite,
  signInHere,
  waitForTrack,
} from '../support/host-page';

/**
 * `<player-remote>` on host pages under the README's strict CSP, loaded by the one stable script
 * (`player-remote.js`): path routing under a base path (sign in, open a player, a deep link reloaded, the
 * events the host hears, the host's title and `lang` kept, styles only inside the shadow root, with the
 * nonce), hash routing, and the menu popover inside the shadow root. Zero CSP violations throughout.
 */
describe('<player-remote> on a host page in Chromium', () => {
  let browser: Browser;
  let site: HostSite;
  beforeAll(async () => {
    browser = await launch();
    site = await startHostSite();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const espresso = demoLicenceKey('Espresso Bar');

  /** A shop page with the element under `basePath`, with `routing`. */
  const shopPage = (basePath: string, routing: 'path' | 'hash') => (nonce: string) =>
    hostHtml(nonce, {
      title: 'Shop: staff pages',
      css: '.shop-header { padding: 8px; }',
      body: `<header class="shop-header">Example Shop <button id="host-button" type="button">Host action</button></header>
<player-remote base-path="${basePath}" routing="${routing}" hub-name="players" stills-base="/stills"></player-remote>`,
    });

  /** What the host sees of the app: its document's title and lang, and where style tags live. */
  const hostView = (page: Page) =>
    page.evaluate(() => {
      const element = document.querySelector('player-remote');
      const shadow = element?.shadowRoot;
      return {
        title: document.title,
        lang: document.documentElement.lang,
        documentStyles: document.querySelectorAll('style').length,
        adopted: document.adoptedStyleSheets.length,
        shadowStyles: [...(shadow?.querySelectorAll('style') ?? [])].map((s) => ({
          nonce: s.nonce,
          rules: s.sheet?.cssRules.length ?? 0,
        })),
        rootLang: shadow?.querySelector('.player-remote-root')?.getAttribute('lang') ?? null,
      };
    });

  it('path routing under a base path: sign in, open a player, reload a deep link; events, no leaks into the host', async () => {
    const { page, errors, context } = await openPage(browser);
    await instrument(page);
    site.page('/host/shop/remote', shopPage('/host/shop/remote', 'path'));
    await page.goto(`${site.url}/host/shop/remote`);
    // The loader added the host pages' entry with its integrity value, CORS and the page's nonce.
    const entryTag = await page.evaluate(() => {
      const script = [...document.scripts].find((s) => /\/js\/embed\.[0-9a-f]+\.js$/.test(s.src));
      return script && { integrity: script.integrity, crossOrigin: script.crossOrigin, nonce: script.nonce };
    });
    expect(entryTag?.integrity).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
    expect(entryTag?.crossOrigin).toBe('anonymous');
    expect(entryTag?.nonce).toBeTruthy();

    await signInHere(page);
    await page.waitForURL('**/host/shop/remote/player-selector');
    await openPlayerHere(page, 'Espresso Bar');
    await page.waitForURL('**/host/shop/remote/player');
    await waitForTrack(page);

    // Signed in, then the player (again once its zone's name is known from the player's status).
    const seen = await recorded(page);
    const types = seen.events.map((e) => e.type);
    expect(types[0]).toBe('signedin');
    expect(types.slice(1)).toEqual(types.slice(1).map(() => 'playerchange'));
    expect(seen.events.at(-1)?.detail).toEqual({
      player: { name: 'Espresso Bar', licenceKey: espresso, zoneCount: expect.any(Number) },
      zone: { index: 1, name: expect.stringMatching(/\S/) },
    });
    expect(JSON.stringify(seen.events)).not.toMatch(/token|eyJ/i); // no tokens, no JWTs

    const view = await hostView(page);
    expect(view).toMatchObject({ title: 'Shop: staff pages', lang: 'en-US', documentStyles: 1, adopted: 0 });
    expect(view.rootLang).toBe('en-GB');
    expect(view.shadowStyles.length).toBeGreaterThan(0);
    expect(view.shadowStyles.every((s) => s.nonce === entryTag?.nonce)).toBe(true);
    expect(view.shadowStyles.reduce((sum, s) => sum + s.rules, 0)).toBeGreaterThan(20);

    // The player's shortcuts answer keys pressed in the app, not the host page's: '?' on the host's button
    // opens nothing (it would have with a listener on document), '?' in the app opens the shortcuts list.
    await page.locator('#host-button').focus();
    await page.keyboard.press('?');
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await page.getByTestId('play-pause').focus();
    await page.keyboard.press('?');
    await page.locator('dialog[open]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('dialog[open]').waitFor({ state: 'detached' });

    // A deep link reloaded: the host answers it with the same page; the tab's selection opens the player again.
    await page.reload();
    await waitForTrack(page);
    expect(new URL(page.url()).pathname).toBe('/host/shop/remote/player');

    // The menu is a popover inside the shadow root; signing out there tells the host.
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu').waitFor();
    await page.getByTestId('menu').getByRole('button', { name: 'Log out' }).click();
    await page.getByLabel('Username or e-mail').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/host\/shop\/remote\/?$/);
    await until(
      async () => (await recorded(page)).events.map((e) => e.type),
      (types) => types.at(-1) === 'signedout',
    );

    const after = await recorded(page);
    expect(after.csp).toEqual([]);
    expect(after.loadErrors).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hash routing: the host page keeps its path; app routes live after #', async () => {
    const { page, errors, context } = await openPage(browser);
    await instrument(page);
    site.page('/host/hash-page', shopPage('', 'hash'));
    await page.goto(`${site.url}/host/hash-page`);
    await signInHere(page);
    await page.waitForURL('**/host/hash-page#/player-selector');
    await openPlayerHere(page, 'Espresso Bar');
    await page.waitForURL('**/host/hash-page#/player');
    await waitForTrack(page);
    expect(new URL(page.url()).pathname).toBe('/host/hash-page');
    expect((await hostView(page)).title).toBe('Shop: staff pages');
    const seen = await recorded(page);
    expect(seen.events.map((e) => e.type)).toEqual(expect.arrayContaining(['signedin', 'playerchange']));
    expect(seen.csp).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('attributes and the config property: a change remounts with the new configuration', async () => {
    const { page, errors, context } = await openPage(browser);
    await instrument(page);
    site.page('/host/attrs', shopPage('/host/attrs', 'path'));
    await page.goto(`${site.url}/host/attrs`);
    await page.getByLabel('Username or e-mail').waitFor();
    // A contact address from the property; the routing attribute switched to hash: the app mounts again.
    await page.evaluate(() => {
      const element = document.querySelector('player-remote') as HTMLElement & { config: object };
      element.config = { contactEmail: 'shop@example.com' };
      element.setAttribute('routing', 'hash');
    });
    await page.getByLabel('Username or e-mail').waitFor();
    expect(
      await page.evaluate(
        () => (document.querySelector('player-remote') as HTMLElement & { config: object }).config,
      ),
    ).toEqual({ contactEmail: 'shop@example.com' });
    await signInHere(page);
    await page.waitForURL('**/host/attrs#/player-selector');
    expect((await recorded(page)).csp).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
