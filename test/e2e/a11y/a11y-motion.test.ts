import type { Browser, Page } from 'playwright-core';
import { openFromMenu, openPlayer, toast } from '../player/player-helpers';
import { launch, openPage } from '../support/browser';
import { until } from '../../support/until';

const PLAYER = 'Stockroom';
const animation = (page: Page) =>
  page
    .getByTestId('equaliser')
    .first()
    .evaluate((bars) => getComputedStyle(bars.querySelector('span')!).animationName);

/** Motion: `prefers-reduced-motion` stops the equaliser; toasts never take focus. */
describe('motion and toasts in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['no-preference', true],
    ['reduce', false],
  ] as const)(
    'with reduced motion %s the playing equaliser animates: %s',
    async (reducedMotion, animates) => {
      const { page, context, errors } = await openPage(browser, { reducedMotion });
      await openPlayer(page, PLAYER);
      const playPause = page.getByTestId('play-pause');
      if ((await playPause.getAttribute('data-state')) === 'paused') {
        await playPause.click();
        await until(
          () => playPause.getAttribute('data-state'),
          (s) => s === 'playing',
        );
      }
      await openFromMenu(page, 'Playlists', '/player/playlists');
      await page
        .locator('[data-testid="equaliser"][data-playing="true"]')
        .first()
        .waitFor({ timeout: 15_000 });
      expect((await animation(page)) !== 'none').toBe(animates);
      expect(errors).toEqual([]);
      await context.close();
    },
    60_000,
  );

  it('a toast is announced politely and leaves focus where it was', async () => {
    const { page, context, errors } = await openPage(browser);
    await openPlayer(page, PLAYER);
    await openFromMenu(page, 'Playlists', '/player/playlists');
    const resume = page.getByTestId('resume-timetable');
    await resume.focus();
    await page.keyboard.press('Enter');
    await toast(page, /timetable/i);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'resume-timetable',
    );
    const region = page.locator('[data-kind]').first().locator('xpath=..');
    expect(await region.getAttribute('role')).toBe('status');
    expect(await region.getAttribute('aria-live')).toBe('polite');
    expect(await page.locator('[data-kind] :is(a, button, input, [tabindex])').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
