import type { Browser } from 'playwright-core';
import { launch, openPage, signIn } from '../support/browser';
import { until } from '../../support/until';
import { demoPlayer } from '../support/fleet';
import { playerCard } from '../support/identity';
import { nowPlayingFile, waitForNowPlaying, waitForTrackChange } from '../support/now-playing';
import { flushRendering } from '../support/page-clock';

/** An online player with one zone (the fixture says so), which no other browser test drives. */
const PLAYER = demoPlayer('Window Display');

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
    // The page's clock flows as usual; the test moves it on by hand to show a paused timer stands still.
    await page.clock.install();
    await signIn(page);

    // An online player with one zone opens the player screen directly.
    expect(PLAYER).toMatchObject({ online: true, zones: ['Main'] });
    await page.getByLabel('Search players').fill(PLAYER.name);
    await playerCard(page, PLAYER.licenceKey).click();
    await page.waitForURL(/\/player$/);

    const playPause = page.getByTestId('play-pause');
    await waitForNowPlaying(page);

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
    // Paused, the timer stands still: 2.1 s of the app's time (two ticks' worth) change nothing.
    const pausedAt = await elapsed.textContent();
    await page.clock.runFor(2_100);
    await flushRendering(page);
    expect(await elapsed.textContent()).toBe(pausedAt);

    const current = await nowPlayingFile(page);
    await page.getByRole('button', { name: /^Next/ }).click();
    await waitForTrackChange(page, current);

    expect(errors).toEqual([]);
    await context.close();
  });
});
