import type { Browser } from 'playwright-core';
import { launch, openPage, signIn } from '../support/browser';

/** The impersonation banner (spec §4 Impersonation): it names the account, and fits a 320 px phone in German. */
describe('the impersonation banner in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('names the impersonated account, whole, at 320 px in German', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await signIn(page, 'support@example.com');
    await page.getByRole('button', { name: 'Impersonate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Act as another user' });
    await dialog.getByLabel('E-mail of the user').fill('demo@example.com');
    await dialog.getByLabel('Your password', { exact: true }).fill('Demo!2345');
    await dialog.getByRole('button', { name: 'Impersonate' }).click();
    await page.getByTestId('impersonation-banner').waitFor();

    await page.evaluate(() => localStorage.setItem('ngx-webstorage|language', JSON.stringify('de')));
    await page.setViewportSize({ width: 320, height: 640 });
    await page.reload();
    await page.locator('html[lang="de-DE"]').waitFor();
    const banner = page.getByTestId('impersonation-banner');
    await banner.waitFor();
    expect(await banner.locator('[data-account]').getAttribute('data-account')).toBe('demo@example.com');
    expect(await banner.textContent()).toContain('demo@example.com');
    // Nothing cut off: the text is as tall and as wide as its box, and the banner is on the screen.
    const fit = await banner.locator('span').evaluate((span) => {
      const box = span.getBoundingClientRect();
      const bar = span.parentElement!.getBoundingClientRect();
      return {
        clipped: span.scrollHeight > span.clientHeight + 1 || span.scrollWidth > span.clientWidth + 1,
        inside: box.left >= 0 && box.right <= 320 && bar.right <= 320,
      };
    });
    expect(fit).toEqual({ clipped: false, inside: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
