import type { Browser } from 'playwright-core';
import { launch, openPage, signIn, until } from './support/browser';

/** The thin path of issue "walking skeleton": sign in → choose a player → pause → next. */
describe('walking skeleton in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs in, opens an online one-zone player, pauses it, skips to the next track and shows time advancing', async () => {
    const { page, errors, context } = await openPage(browser);
    await signIn(page);

    const online = page.getByTestId('player-card').filter({ hasText: 'Online' });
    await online.first().waitFor();
    // Choose an online player with one zone: it opens the player screen directly.
    const cards = await online.all();
    let opened = false;
    for (const card of cards) {
      await card.click();
      await page.waitForURL(/\/player(-selector\/channels)?$/);
      if (page.url().endsWith('/player')) {
        opened = true;
        break;
      }
      await page.goBack();
      await page.waitForURL('**/player-selector');
    }
    expect(opened).toBe(true);

    const playPause = page.getByTestId('play-pause');
    const title = page.getByTestId('track-title');
    await until(
      () => title.textContent(),
      (v) => v !== 'Track Title',
      15000,
    );

    if ((await playPause.getAttribute('data-state')) === 'paused') {
      await playPause.click();
      await until(
        () => playPause.getAttribute('data-state'),
        (v) => v === 'playing',
        10000,
      );
    }
    const elapsed = page.getByTestId('elapsed');
    const before = await elapsed.textContent();
    await until(
      () => elapsed.textContent(),
      (v) => v !== before,
      5000,
    );

    await playPause.click();
    await until(
      () => playPause.getAttribute('data-state'),
      (v) => v === 'paused',
      10000,
    );
    const pausedAt = await elapsed.textContent();
    await page.waitForTimeout(2100);
    expect(await elapsed.textContent()).toBe(pausedAt);

    const firstTitle = await title.textContent();
    await page.getByRole('button', { name: /^Next/ }).click();
    await until(
      () => title.textContent(),
      (v) => v !== firstTitle,
      10000,
    );

    expect(errors).toEqual([]);
    await context.close();
  });
});
