import type { Browser } from 'playwright-core';
import { launch, openPage, signIn } from '../support/browser';
import { until } from '../../support/until';

/** The player selector's count (spec §2 Player selector): it follows the search; the empty account has none. */
describe('the player count in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('counts the matches of the search, out of all the players', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await signIn(page);
    const count = page.getByTestId('player-count');
    await count.waitFor();
    const all = await count.getAttribute('data-count');
    await page.getByLabel('Search players').fill('Grand Riverside Hotel');
    const cards = page.getByTestId('player-card');
    const shown = await until(
      async () => [await count.getAttribute('data-count'), String(await cards.count())],
      ([counted, onScreen]) => counted !== all && counted === onScreen,
    );
    expect(await count.textContent()).toContain(`${shown[0]} of ${all}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the empty account shows its message without a count, and one Log out', async () => {
    const { page, context, errors } = await openPage(browser);
    await signIn(page, 'empty@example.com');
    await page.getByTestId('no-players').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('player-count').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
