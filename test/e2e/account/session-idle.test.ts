import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from '../support/browser';

const tokens = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => /token/.test(k)));

/** Signs in with Playwright's fake clock installed, then opens a watched route (change password) and waits for the idle detector. */
async function signedInOnWatchedRoute(page: Page) {
  await page.clock.install();
  await page.goto(`${baseUrl()}/`);
  await page.getByLabel('Username or e-mail').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/player-selector');
  await page.goto(`${baseUrl()}/change-password`);
  await page.getByRole('heading', { name: 'Change password' }).waitFor();
  // The detector loads once the first screen has painted (a frame and a timer, on the page's clock):
  // let that happen, and wait until it is in.
  await page.clock.runFor(100);
  await page.getByTestId('idle-watcher').waitFor({ state: 'attached' });
  // From here the page's time moves only when the test moves it: a busy machine's seconds must not
  // show in the countdown. The pause jumps a little ahead of the page's time (sign-in's own waits
  // fired), then a pointer move makes the idle time count from the paused instant.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + PAUSE_AHEAD_MS);
  await page.mouse.move(10, 10);
}

/** How far ahead of the page's time its clock is paused, in ms: more than a busy machine takes to ask. */
const PAUSE_AHEAD_MS = 10_000;

/** Spec §4 Idle, §8 idle.IdleMessage, §9 (300 000 ms, 1 500 ms, 150 000 ms), with Playwright's clock. */
describe('session: idle logout in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('300 s idle → warning → 1.5 s → player selector → visible 150 s countdown → signed out, flagged inactive', async () => {
    const { page, context, errors } = await openPage(browser);
    await signedInOnWatchedRoute(page);

    await page.clock.runFor(299_000);
    expect(await page.getByText('You have been inactive for a while.').count()).toBe(0);
    await page.clock.runFor(1_000);
    await page.getByText('You have been inactive for a while.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/change-password');

    await page.clock.runFor(1_500);
    await page.waitForURL('**/player-selector');
    const countdown = page.getByTestId('idle-countdown');
    // 2:30 when the warning came; the page's clock flows between the steps, so on a busy machine the
    // countdown may be a few seconds on by the time it shows.
    await countdown.getByText(/\b2:(2\d|30)\b/).waitFor();
    await page.clock.runFor(60_000);
    await countdown.getByText(/\b1:(2\d|30)\b/).waitFor();

    await page.clock.runFor(90_000);
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByText('You were signed out after a period of inactivity.').waitFor();
    expect(await tokens(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('activity during the countdown cancels it; activity before 300 s restarts the wait', async () => {
    const { page, context } = await openPage(browser);
    await signedInOnWatchedRoute(page);
    await page.clock.runFor(200_000);
    await page.mouse.move(40, 40);
    await page.clock.runFor(200_000); // 400 s since sign-in, 200 s since the activity
    expect(new URL(page.url()).pathname).toBe('/change-password');
    await page.clock.runFor(101_500);
    await page.waitForURL('**/player-selector');
    await page.getByTestId('idle-countdown').waitFor();

    await page.mouse.move(80, 80);
    await page.getByTestId('idle-countdown').waitFor({ state: 'detached' });
    await page.clock.runFor(200_000);
    expect(new URL(page.url()).pathname).toBe('/player-selector'); // excluded route: no new warning
    expect(await tokens(page)).not.toEqual([]);
    await context.close();
  });
});
