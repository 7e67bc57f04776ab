import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from '../support/browser';
import { until } from '../../support/until';

/** The app's version, as package.json gives it. */
const VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
type Mail = { to: string; subject: string; text: string };
const outbox = async (): Promise<Mail[]> =>
  (await fetch(`${baseUrl()}/dev/outbox`)).json() as Promise<Mail[]>;
const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));

async function fillLogin(page: Page, user: string, password = 'Demo!2345', remember = false) {
  await page.getByLabel('Username or e-mail').fill(user);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Spec §2 Login, §4 Login, §8: every way in. */
describe('session: sign-in flows in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('access code from the outbox, then with remember me the second sign-in needs no code', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${baseUrl()}/`);
    // The login screen shows the app's version (package.json), exactly once.
    await page.getByText(`Version ${VERSION}`, { exact: true }).waitFor();
    expect(await page.getByText(`Version ${VERSION}`, { exact: true }).count()).toBe(1);
    const before = (await outbox()).length;
    await fillLogin(page, 'access@example.com', 'Demo!2345', true);
    await page.getByText('We have e-mailed you an access code').waitFor();
    const code = page.getByLabel('Access code');
    const mail = await until(
      outbox,
      (mails) => mails.length > before && mails.at(-1)!.to === 'access@example.com',
    );
    const digits = /access code is (\d{6})/.exec(mail.at(-1)!.text)?.[1];
    expect(digits).toMatch(/^\d{6}$/);

    await code.fill('000000' === digits ? '111111' : '000000');
    await page.getByRole('button', { name: 'Submit code' }).click();
    await page.getByText('That access code is not valid.').waitFor();
    expect(page.url()).toBe(`${baseUrl()}/`);

    await code.fill(digits!);
    await page.getByRole('button', { name: 'Submit code' }).click();
    await page.waitForURL('**/player-selector');
    const cookies = await context.cookies();
    const access = cookies.find((c) => c.name.startsWith('accessCode'));
    expect(access).toMatchObject({ value: 'validated', sameSite: 'Strict', path: '/' });
    expect(access!.expires * 1000 - Date.now()).toBeGreaterThan(29.9 * 24 * 3600_000);

    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL(`${baseUrl()}/`);
    expect((await storedKeys(page)).filter((k) => /token/.test(k))).toEqual([]);
    expect(await page.getByLabel('Username or e-mail').inputValue()).toBe('access@example.com'); // remembered
    const mailsBefore = (await outbox()).length;
    await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/player-selector');
    expect((await outbox()).length).toBe(mailsBefore); // no code asked, none mailed
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without remember me the e-mail is not kept', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/`);
    await fillLogin(page, 'brand2@example.com');
    await page.waitForURL('**/player-selector');
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL(`${baseUrl()}/`);
    expect(await page.getByLabel('Username or e-mail').inputValue()).toBe('');
    await context.close();
  });

  it('signs in by hash (?h=) and removes it from the address bar', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${baseUrl()}/?h=demo-hash`);
    await page.waitForURL('**/player-selector');
    expect(page.url()).not.toContain('demo-hash');
    await page.getByTestId('player-count').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a bad hash and a wrong password show login.CredentialsNotFoundMessage', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/?h=nope`);
    await page.getByText('We could not sign you in with those details.').waitFor();
    await fillLogin(page, 'demo@example.com', 'Wrong!2345');
    await page.getByText('We could not sign you in with those details.').first().waitFor();
    expect(page.url()).toBe(`${baseUrl()}/`);
    await context.close();
  });

  it('shows the §5 rule messages, keeps submit disabled while invalid, and links errors to fields', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/`);
    const submit = page.getByRole('button', { name: 'Sign in' });
    expect(await submit.isDisabled()).toBe(true);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('short');
    await password.blur();
    await page.getByText('The password must be at least 8 characters.').waitFor();
    expect(await password.getAttribute('aria-describedby')).toBe('password-error');
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await context.close();
  });

  it('uses the mobile layout on a narrow screen (no card chrome)', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 375, height: 740 } });
    await page.goto(`${baseUrl()}/`);
    const form = page.locator('form[aria-labelledby="login-title"]');
    await form.waitFor();
    expect(await form.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('none');
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await form.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
    await context.close();
  });

  it('a sign-out in one tab signs out the others', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/`);
    await fillLogin(page, 'brand2@example.com');
    await page.waitForURL('**/player-selector');
    const other = await context.newPage();
    await other.goto(`${baseUrl()}/player-selector`);
    await other.getByTestId('player-count').waitFor();
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await other.waitForURL(`${baseUrl()}/`);
    await context.close();
  });
});
