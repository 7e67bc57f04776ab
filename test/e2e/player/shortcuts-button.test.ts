import type { Browser } from 'playwright-core';
import { launch, openPage } from '../support/browser';
import { openZone } from '../support/screens';

/**
 * docs/design.md "Keyboard": the keyboard shortcuts button (and the overview map's keyboard hint) only where a
 * keyboard is likely: on a desktop, not on a touch phone.
 */
describe('the keyboard shortcuts button, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is offered on a desktop', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await openZone(page, 'Spin Studio');
    expect(await page.getByTestId('shortcuts-button').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is not on a 390×844 touch phone', async () => {
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
    const { page, context, errors } = await openPage(browser, phone);
    await openZone(page, 'Spin Studio');
    // The button is laid out in the page (its screen is there) but not shown.
    await page.getByTestId('shortcuts-button').waitFor({ state: 'attached' });
    expect(await page.getByTestId('shortcuts-button').isVisible()).toBe(false);
    expect(await page.getByTestId('current-playlist-button').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
