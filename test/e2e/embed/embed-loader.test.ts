import type { Browser, Page } from 'playwright-core';
import { launch, openPage } from '../support/browser';
import { bundleManifest as manifest } from '../support/bundle-manifest';
import { until } from '../../support/until';
import { hostHtml, instrument, recorded, startHostSite, type HostSite } from '../support/host-page';

/**
 * The stable loader with Subresource Integrity: a content-hashed script whose bytes were changed on the way
 * (a tampered CDN copy) is refused by the browser, and the host hears why: `loaderror` with reason
 * `integrity`, on `window` for the host pages' entry itself (no app yet, no element defined), on the element (bubbling
 * to `window`) for a lazy chunk, where the app shows its chunk error with Retry, which works once the file is
 * whole again. Zero CSP violations.
 */

describe('the stable loader with Subresource Integrity in Chromium', () => {
  let browser: Browser;
  let site: HostSite;
  beforeAll(async () => {
    browser = await launch();
    site = await startHostSite();
    site.page('/host/sri', (nonce) =>
      hostHtml(nonce, { title: 'SRI host', body: '<player-remote base-path="/host/sri"></player-remote>' }),
    );
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** Serves `file` of the bundle with one byte more than its integrity value allows. */
  const tamper = (page: Page, file: string) =>
    page.route(`${site.url}/${file}`, async (route) => {
      const original = await route.fetch();
      await route.fulfill({ response: original, body: `${await original.text()}\n/* changed */` });
    });

  it('a tampered entry is refused; the host hears it on window', async () => {
    const { page, errors, context } = await openPage(browser);
    await instrument(page);
    const entry = manifest.embed[0] as string;
    await tamper(page, entry);
    await page.goto(`${site.url}/host/sri`);
    const [error] = await until(
      async () => (await recorded(page)).loadErrors,
      (found) => found.length > 0,
    );
    expect(error).toEqual({
      url: `${site.url}/${entry}`,
      reason: 'integrity',
      message: expect.stringContaining('does not match its Subresource Integrity hash'),
      on: 'window',
    });
    expect(
      await page.evaluate(() => [!!customElements.get('player-remote'), 'PlayerRemote' in window]),
    ).toEqual([false, false]);
    expect((await recorded(page)).csp).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a tampered lazy chunk is refused; the element tells the host, and Retry works once the file is whole', async () => {
    const { page, errors, context } = await openPage(browser);
    await instrument(page);
    const chunk = manifest.routes['login-screen']?.scripts[0] as string;
    await tamper(page, chunk);
    await page.goto(`${site.url}/host/sri`);
    await page.getByTestId('route-error').waitFor();
    expect(await page.getByTestId('route-error').getAttribute('data-cause')).toBe('chunk');
    const [error] = await until(
      async () => (await recorded(page)).loadErrors,
      (found) => found.length > 0,
    );
    expect(error).toEqual({
      url: `${site.url}/${chunk}`,
      reason: 'integrity',
      message: expect.any(String),
      on: 'player-remote',
    });
    await page.unroute(`${site.url}/${chunk}`);
    await page.getByTestId('route-error-retry').click();
    await page.getByLabel('Username or e-mail').waitFor();
    expect((await recorded(page)).csp).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
