import type { Browser, Page } from 'playwright-core';
import { brandAccents, palette } from '../../../src/ui/theme';
import { baseUrl, launch, openPage, signIn } from '../support/browser';

/** The accent the app's root resolves (`--c-primary`), read next to the logout button once signed in. */
const accentOf = (page: Page) =>
  page
    .getByTestId('logout-button')
    .evaluate((el) =>
      getComputedStyle(el.closest('.player-remote-root')!).getPropertyValue('--c-primary').trim(),
    );

/** Each brand's accent colour (spec §9 brands by clientTypeId), in both schemes, gone again at sign-out. */
describe('brand accents in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['brand2@example.com', '2', 'light'],
    ['brand18@example.com', '18', 'dark'],
  ] as const)('%s gets brand %s’s accent (%s)', async (user, brand, scheme) => {
    const { page, context, errors } = await openPage(browser, { colorScheme: scheme });
    await signIn(page, user);
    await page.getByTestId('logout-button').waitFor();
    expect(await accentOf(page)).toBe(brandAccents[brand]![scheme].primary);
    await page.getByTestId('logout-button').click();
    await page.waitForURL(`${baseUrl()}/`);
    await signIn(page, 'demo@example.com');
    expect(await accentOf(page)).toBe(palette[scheme].primary);
    expect(errors).toEqual([]);
    await context.close();
  });
});
