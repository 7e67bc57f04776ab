import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from '../support/browser';
import { until } from '../../support/until';

type Mail = { to: string; subject: string; text: string };
const outbox = async (): Promise<Mail[]> =>
  (await fetch(`${baseUrl()}/dev/outbox`)).json() as Promise<Mail[]>;
// This file owns brand18@: it changes that account's password and puts it back.
const USER = 'brand18@example.com';
const NEW_PASSWORD = 'Fresh!Pass9';

async function signIn(page: Page, password: string) {
  await page.getByLabel('Username or e-mail').fill(USER);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/player-selector');
}

/** Spec §2 Forgot/Reset/Change password, §4 Password flows, §5, §8. */
describe('session: password flows in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('forgot → reset through the outbox link → sign in with the new password → change it back', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    const submit = page.getByRole('button', { name: 'Reset password' });
    await page.getByLabel('E-mail').fill('not-an-email');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('E-mail').fill(USER);
    const before = (await outbox()).length;
    await submit.click();
    await page.getByText('If that account exists, we have e-mailed it a link').waitFor();
    await page.waitForURL(`${baseUrl()}/`);

    const mails = await until(outbox, (all) => all.slice(before).some((m) => m.to === USER));
    const link = /(http\S+\/reset-password\?\S+)/.exec(
      mails.slice(before).find((m) => m.to === USER)!.text,
    )![1]!;
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    expect(new URL(page.url()).searchParams.get('c')).toBeNull(); // the code left the address bar
    expect(new URL(page.url()).searchParams.get('u')).toBe(USER);

    const first = page.getByLabel('New password', { exact: true });
    const second = page.getByLabel('Repeat the new password');
    await first.fill(NEW_PASSWORD);
    await second.fill(`${NEW_PASSWORD}x`);
    await second.blur();
    await page.getByText('The two passwords are not the same.').waitFor();
    expect(await page.getByRole('button', { name: 'Save the new password' }).isDisabled()).toBe(true);
    await second.fill(NEW_PASSWORD);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await reloaded;
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByText('Your password has been changed. Sign in with the new one.').waitFor();

    await signIn(page, NEW_PASSWORD);
    const logo = page.locator('header img');
    await logo.waitFor();
    expect(await logo.getAttribute('src')).toMatch(/brand-18\.svg$/); // clientTypeId 18

    await page.goto(`${baseUrl()}/change-password`);
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    const change = page.getByRole('button', { name: 'Change password' });
    await page.getByLabel('Current password', { exact: true }).fill('Wrong!Pass1');
    await page.getByLabel('New password', { exact: true }).fill('nospecial1A');
    await page.getByLabel('New password', { exact: true }).blur();
    await page.getByText('Use at least one upper-case letter and one of ! @ # $ & * ?').first().waitFor();
    expect(await change.isDisabled()).toBe(true);
    await page.getByLabel('New password', { exact: true }).fill('Demo!2345');
    await change.click();
    await page.getByText('Your password could not be changed').waitFor();
    await page.getByLabel('Current password', { exact: true }).fill(NEW_PASSWORD);
    await change.click();
    await page.waitForURL('**/player-selector');
    await page.getByText('Your password has been changed.').first().waitFor();

    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL(`${baseUrl()}/`);
    await signIn(page, 'Demo!2345');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a used or wrong reset code shows reset-password.ErrorMessage with ErrorMessagePT2', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(
      `${baseUrl()}/reset-password?u=${encodeURIComponent('empty@example.com')}&c=WRONGCODE123`,
    );
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page
      .getByText('Your password could not be reset. The link may have expired: ask for a new one.')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/reset-password');
    await context.close();
  });

  it('change-password is guarded: signed out it goes to the empty path', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/change-password`);
    await page.waitForURL(`${baseUrl()}/`);
    await context.close();
  });
});
