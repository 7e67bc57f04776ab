import type { Browser, Page } from 'playwright-core';
import { openPlayer } from './player-helpers';
import { baseUrl, launch, openPage, signIn } from '../support/browser';
import { clockSeconds, nowPlayingFile, waitForTrackChange } from '../support/now-playing';

/**
 * Deadlines decide, ticks display (docs/architecture.md §3), in a real browser: Playwright's
 * `clock.fastForward` jumps the page's clock and fires each due timer at most once, as a background
 * tab or a sleeping laptop does. Outcomes must follow the clock, not the number of ticks.
 */
const PLAYER = 'Roastery';

const shown = async (page: Page, testId: string): Promise<number> =>
  clockSeconds(await page.getByTestId(testId).textContent());
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
    // 2:30 when the warning came, a few seconds less once the player list shows it on a busy machine.
    await countdown.getByText(/\b2:(2\d|30)\b/).waitFor();

    // The countdown and the page's clock read together: the clock runs on while the test works (seconds of it
    // on a busy machine), so the expected time left follows the page's clock, not the jump alone.
    const start = await page.evaluate(() => ({
      at: Date.now(),
      text: document.querySelector('[data-testid="idle-countdown"]')?.textContent ?? '',
    }));
    const left = clockSeconds(/\d+:\d{2}/.exec(start.text)?.[0] ?? null);
    await page.clock.fastForward(60_000); // one tick fires, 60 s late
    const after = await page.waitForFunction(
      ({ left, since }) => {
        const text = document.querySelector('[data-testid="idle-countdown"]')?.textContent ?? '';
        const time = /\d+:\d{2}/.exec(text)?.[0] ?? '';
        const value = time.split(':').reduce((total, part) => total * 60 + Number(part), 0);
        const passed = (Date.now() - since) / 1000;
        // Within a second or two: the countdown shows whole seconds, and its tick comes once a second.
        return time && passed >= 60 && Math.abs(value - (left - passed)) <= 2 ? { value } : false;
      },
      { left, since: start.at },
      { timeout: 15_000 },
    );
    const { value } = (await after.jsonValue()) as { value: number };
    // The jump shows: a countdown that counted its ticks would be a second down, not a minute.
    expect(value).toBeLessThanOrEqual(left - 60 + 2);
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
    // The shown time and the page's clock read together: the clock runs on while the test works (seconds of
    // it on a busy machine), so the expected position follows the page's clock, not the jump alone.
    const start = await page.evaluate(() => ({
      at: Date.now(),
      text: document.querySelector('[data-testid="elapsed"]')?.textContent ?? '',
    }));
    const before = clockSeconds(start.text);

    await page.clock.fastForward(60_000); // one display tick fires, 60 s late
    const after = await page.waitForFunction(
      ({ before, since, duration }) => {
        const text = document.querySelector('[data-testid="elapsed"]')?.textContent ?? '';
        const value = text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
        const passed = (Date.now() - since) / 1000;
        const expected = Math.min(before + passed, duration);
        // Within a second or two: the shown time is whole seconds, and the display's tick comes once a second.
        return passed >= 60 && Math.abs(value - expected) <= 2 ? { value, passed } : false;
      },
      { before, since: start.at, duration },
      { timeout: 15_000 },
    );
    const { value } = (await after.jsonValue()) as { value: number };
    // The jump shows: a display that counted its ticks would be a second on, not a minute.
    expect(value).toBeGreaterThanOrEqual(Math.min(before + 60, duration) - 2);
    expect(await nowPlayingFile(page)).toBe(file); // the same track: the timer was not restarted by a status
    expect(errors).toEqual([]);
    await context.close();
  });
});
