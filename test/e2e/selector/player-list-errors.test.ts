import type { Browser } from 'playwright-core';
import { baseUrl, launch, openPage, signIn } from '../support/browser';
import { fault } from '../support/faults';

/** A player list that cannot be fetched says why and offers the one way on (Try again, or Sign in again). */
describe('a failed player list in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await fault('reset');
  });

  const PHONE = { width: 375, height: 812 };

  it('a failed player list shows why with Try again; an ended sign-in offers Sign in again', async () => {
    const fail = (pathPrefix: string, status: number, count: number) =>
      fault('failApi', { pathPrefix, status, count });
    const { page, context } = await openPage(browser, { viewport: PHONE });
    await fail('/api/Player/list', 503, 1);
    await signIn(page);
    const panel = page.getByTestId('players-error');
    await panel.waitFor();
    expect(await panel.textContent()).toContain('503');
    expect(await page.getByTestId('players-sign-in').count()).toBe(0);
    await page.getByTestId('players-retry').click();
    await page.getByTestId('player-card').first().waitFor({ timeout: 15_000 });
    expect(await panel.count()).toBe(0);

    // The access token is refused and so is its refresh: only signing in again can help.
    await fail('/api/Player/list', 401, 1);
    await fail('/api/Account/token/refresh', 401, 1);
    await page.reload();
    // The same "Your session has ended" as every signed-in screen shows.
    const ended = page.getByTestId('session-ended');
    await ended.waitFor();
    expect(await ended.locator('[data-reason="signed-out"]').count()).toBe(1);
    expect(await page.getByTestId('players-retry').count()).toBe(0);
    await page.getByTestId('session-ended-sign-in').click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await context.close();
  });
});
