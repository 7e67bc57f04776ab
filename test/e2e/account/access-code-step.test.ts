import type { Browser } from 'playwright-core';
import { baseUrl, launch, openPage } from '../support/browser';
import { until } from '../../support/until';

type Mail = { to: string; subject: string; text: string; sentAt: string };
const outbox = async (): Promise<Mail[]> =>
  (await fetch(`${baseUrl()}/dev/outbox`)).json() as Promise<Mail[]>;
/** The last mail to `to` (the outbox keeps only the latest mails): its code and identity, or null. */
const lastCodeTo = async (to: string) => {
  const mail = (await outbox()).filter((m) => m.to === to).at(-1);
  return mail
    ? { code: /access code is (\d{6})/.exec(mail.text)?.[1], id: `${mail.sentAt} ${mail.text}` }
    : null;
};

/** The access-code step (spec §4 Login): where the code went, a new code, another account. */
describe('the access-code step in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('says where the code went, sends a new one that works, and lets another account sign in', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${baseUrl()}/`);
    const before = (await lastCodeTo('access@example.com'))?.id;
    await page.getByLabel('Username or e-mail').fill('access@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const sent = page.getByTestId('access-code-sent');
    await sent.waitFor();
    expect(await sent.textContent()).toContain('access@example.com');
    const first = await until(
      () => lastCodeTo('access@example.com'),
      (mail) => mail !== null && mail.id !== before,
    );

    await page.getByTestId('send-new-code').click();
    const renewed = await until(
      () => lastCodeTo('access@example.com'),
      (mail) => mail !== null && mail.id !== first!.id,
    );
    await page.getByLabel('Access code').fill(renewed!.code!);
    await page.getByRole('button', { name: 'Submit code' }).click();
    await page.waitForURL('**/player-selector');
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL(`${baseUrl()}/`);

    // Another browser, not yet trusted: the code step, then back to the first step for another account.
    const other = await browser.newContext({ locale: 'en-GB' });
    const second = await other.newPage();
    await second.goto(`${baseUrl()}/`);
    await second.getByLabel('Username or e-mail').fill('access@example.com');
    await second.getByLabel('Password', { exact: true }).fill('Demo!2345');
    await second.getByRole('button', { name: 'Sign in' }).click();
    await second.getByTestId('access-code-sent').waitFor();
    await second.getByTestId('other-account').click();
    expect(await second.getByLabel('Access code').count()).toBe(0);
    expect(await second.getByLabel('Username or e-mail').inputValue()).toBe('');
    await second.getByLabel('Username or e-mail').fill('demo@example.com');
    await second.getByLabel('Password', { exact: true }).fill('Demo!2345');
    await second.getByRole('button', { name: 'Sign in' }).click();
    await second.waitForURL('**/player-selector');
    await other.close();
    expect(errors).toEqual([]);
    await context.close();
  });
});
