import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage, signIn } from '../support/browser';
import { until } from '../../support/until';
import { localeOf, type LanguageCode } from '../../../src/lib/i18n/languages';
import { boxOf, overlaps } from '../support/screens';

/** The header: the logo after its skeleton, and one row on a phone in every language. */
describe('the header in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const DESKTOP = { width: 1280, height: 800 };

  it('the selector shows the logo skeleton first, then the logo', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl()}/`);
    await page.getByLabel('Username or e-mail').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('logo-skeleton').waitFor({ state: 'attached' });
    await page.getByRole('banner').getByRole('img', { name: 'Player Remote' }).waitFor();
    expect(await page.getByTestId('logo-skeleton').count()).toBe(0);
    await context.close();
  });

  const LANGUAGES: readonly LanguageCode[] = ['en', 'en-US', 'de', 'es', 'fr', 'zh-CHS', 'zh-CHT'];

  /**
   * The header's controls all sit on its one row, and the header is one row high. The boxes are read in
   * one evaluation, so they all belong to the same rendered frame.
   */
  async function headerIsOneRow(page: Page, label: string): Promise<void> {
    const { header, rows } = await page.getByRole('banner').evaluate((banner) => {
      const box = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, empty: r.width === 0 || r.height === 0 };
      };
      // The header's own controls (not the entries of a closed popover inside it).
      const controls = banner.querySelectorAll(
        ':is(button, a, img, [data-testid="logo-skeleton"]):not([popover] *):not(button *)',
      );
      return {
        header: box(banner),
        rows: Array.from(controls)
          .map((el) => ({ what: el.getAttribute('data-testid') ?? el.tagName, ...box(el) }))
          .filter((row) => !row.empty)
          .map(({ what, top, bottom }) => ({ what, top, bottom })),
      };
    });
    expect({ label, controls: rows.length > 0 }).toEqual({ label, controls: true });
    expect({ label, oneRowHigh: header.bottom - header.top <= 64 }).toEqual({ label, oneRowHigh: true });
    // One row: every control overlaps every other vertically.
    const minBottom = Math.min(...rows.map((r) => r.bottom));
    const maxTop = Math.max(...rows.map((r) => r.top));
    expect({ label, rows, oneRow: maxTop < minBottom }).toEqual({ label, rows, oneRow: true });
  }

  it('the mobile header is one row from 320 to 430 px in all seven languages, with the impersonation banner too', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 320, height: 700 } });
    await signIn(page, 'support@example.com');
    await page.getByRole('button', { name: 'Impersonate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Act as another user' });
    await dialog.getByLabel('E-mail of the user').fill('demo@example.com');
    await dialog.getByLabel('Your password', { exact: true }).fill('Demo!2345');
    await dialog.getByRole('button', { name: 'Impersonate' }).click();
    const toast = page.locator('[data-kind]').filter({ hasText: 'You are now acting as that user.' });
    await toast.waitFor();
    const banner = page.getByTestId('impersonation-banner');
    await banner.waitFor();
    // The toast hides neither the banner nor a header control.
    const toastBox = await boxOf(toast);
    expect(overlaps(toastBox, await boxOf(banner))).toBe(false);
    for (const control of await page.getByRole('banner').locator('button, a').all())
      if (await control.isVisible()) expect(overlaps(toastBox, await boxOf(control))).toBe(false);

    // Impersonating shows the selector again: its logo comes after the skeleton (spec §9); measure the
    // header once the logo has loaded, not while the skeleton gives way to it.
    const logo = page.getByRole('banner').locator('img');
    await logo.waitFor();
    await until(
      () => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      (loaded) => loaded,
    );
    for (const width of [320, 375, 430]) {
      await page.setViewportSize({ width, height: 700 });
      for (const language of LANGUAGES) {
        await page.getByTestId('language-picker').click();
        await page
          .locator(`[data-testid="language-list"]:popover-open [data-language="${language}"]`)
          .click();
        // The chosen language's texts are in once the page's language is its locale.
        await until(
          () => page.locator('html').getAttribute('lang'),
          (lang) => lang === localeOf(language),
        );
        await page.getByTestId('logout-button').waitFor();
        await headerIsOneRow(page, `${width} px, ${language}`);
        const chrome = (await boxOf(page.getByRole('banner'))).bottom;
        expect({ width, language, chrome: chrome <= 120 }).toEqual({ width, language, chrome: true });
      }
    }
    await context.close();
  });
});
