import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from '../support/browser';

const storage = (page: Page) => page.evaluate(() => ({ ...localStorage }));

async function signIn(page: Page, user: string) {
  await page.goto(`${baseUrl()}/`);
  await page.getByLabel('Username or e-mail').fill(user);
  await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/player-selector');
  // The count, or the empty account's message (which shows no count).
  await page.locator('[data-testid="player-count"], [data-testid="no-players"]').first().waitFor();
}

/** The player count's text, or null when the account has no players (no count shown). */
async function playerCount(page: Page): Promise<string | null> {
  const count = page.getByTestId('player-count');
  return (await count.count()) > 0 ? count.textContent() : null;
}

/** Spec §2 Impersonation dialog, §4 Impersonation, §5, §8. */
describe('session: impersonation in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('impersonate → banner and the other user’s players → unimpersonate → login, no token left', async () => {
    const { page, context, errors } = await openPage(browser);
    await signIn(page, 'support@example.com');
    const supportCount = await playerCount(page);
    expect(await page.getByTestId('impersonation-banner').count()).toBe(0);

    await page.getByRole('button', { name: 'Impersonate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Act as another user' });
    await dialog.waitFor();
    const submit = dialog.getByRole('button', { name: 'Impersonate' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('E-mail of the user').fill('demo@');
    await dialog.getByLabel('Your password', { exact: true }).fill('Demo!2345');
    await dialog.getByText('Enter a valid e-mail address.').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Show password' }).click();
    expect(await dialog.getByLabel('Your password', { exact: true }).getAttribute('type')).toBe('text');

    await dialog.getByLabel('E-mail of the user').fill('demo@example.com');
    await dialog.getByLabel('Your password', { exact: true }).fill('Wrong!2345');
    await submit.click();
    await page.getByText('Impersonation failed.').waitFor();

    await dialog.getByLabel('Your password', { exact: true }).fill('Demo!2345');
    await submit.click();
    await page.getByText('You are now acting as that user.').waitFor();
    await page.getByTestId('impersonation-banner').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('players-loading').waitFor({ state: 'detached' });
    await page.getByTestId('player-count').waitFor();
    expect(await playerCount(page)).not.toBe(supportCount); // the demo fleet
    expect((await storage(page))['ngx-webstorage|hasimpersonated']).toBe('true');

    await page.getByRole('button', { name: 'Unimpersonate' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    const left = await storage(page);
    expect(Object.keys(left).filter((k) => /token|impersonated/.test(k))).toEqual([]);
    expect(await page.getByTestId('impersonation-banner').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the button is hidden for users who may not impersonate', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, 'demo@example.com');
    expect(await page.getByRole('button', { name: 'Impersonate' }).count()).toBe(0);
    await context.close();
  });

  it('with no players: the message, a contact link and the header’s logout', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, 'empty@example.com');
    const empty = page.getByTestId('no-players');
    await empty.getByText('There are no players linked to your account yet.').waitFor();
    expect(await empty.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(await empty.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    expect(Object.keys(await storage(page)).filter((k) => /token/.test(k))).toEqual([]);
    await context.close();
  });
});
