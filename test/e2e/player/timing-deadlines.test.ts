import type { Browser, Page } from 'playwright-core';
import { openPlayer } from './player-helpers';
import { baseUrl, launch, openPage, signIn } from '../support/browser';
import { nowPlayingFile, waitForTrackChange } from '../support/now-playing';

/**
 * Deadlines decide, ticks display (docs/architecture.md §3), in a real browser: Playwright's
 * `clock.fastForward` jumps the page's clock and fires each due timer at most once, as a background
 * tab or a sleeping laptop does. Outcomes must follow the clock, not the number of ticks.
 */
const PLAYER = 'Roastery';

const seconds = (clock: string): number =>
  clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);
const shown = async (page: Page, testId: string): Promise<number> =>
  seconds((await page.getByTestId(testId).textContent()) ?? '');
const tokens = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => /token/.test(k)));

describe('timing deadlines in Chromium (spec §4 Idle, Play state)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('idle: signed out once 150 s of countdown have passed, however few of its ticks ran', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.clock.install();
    await signIn(page);
    await page.goto(`${baseUrl()}/change-password`);
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    // The detector loads once the first screen has painted (a frame and a timer, on the page's clock):
    // let that happen, and wait until it is in, so the idle time counts from here.
    await page.clock.runFor(100);
    await page.getByTestId('idle-watcher').waitFor({ state: 'attached' });

    await page.clock.runFor(301_500); // 300 s idle, the warning, 1.5 s later the redirect
    await page.waitForURL('**/player-selector');
    const countdown = page.getByTestId('idle-countdown');
    await countdown.getByText('2:30').waitFor();

    await page.clock.fastForward(60_000); // one tick fires, 60 s late
    await countdown.getByText('1:30').waitFor();
    await page.clock.fastForward(90_500); // past the deadline: the one tick that fires signs out
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByText('You were signed out after a period of inactivity.').waitFor();
    expect(await tokens(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('elapsed: after a jump of the clock the shown time is the player position at that time', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.clock.install();
    let file = await openPlayer(page, PLAYER);
    await page.getByTestId('elapsed').waitFor();
    // keep clear of the track's real end, when a status push would restart the timer
    if ((await shown(page, 'duration')) - (await shown(page, 'elapsed')) < 15) {
      file = await waitForTrackChange(page, file);
    }
    const duration = await shown(page, 'duration');
    const before = await shown(page, 'elapsed');

    await page.clock.fastForward(60_000); // one display tick fires, 60 s late
    const expected = Math.min(before + 60, duration);
    const after = await page.waitForFunction(
      ({ least, most }) => {
        const text = document.querySelector('[data-testid="elapsed"]')?.textContent ?? '';
        const value = text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
        return value >= least && value <= most ? value : false;
      },
      { least: expected, most: Math.min(expected + 2, duration) },
      { timeout: 5_000 },
    );
    expect(await after.jsonValue()).toBeGreaterThanOrEqual(expected);
    expect(await nowPlayingFile(page)).toBe(file); // the same track: the timer was not restarted by a status
    expect(errors).toEqual([]);
    await context.close();
  });
});
