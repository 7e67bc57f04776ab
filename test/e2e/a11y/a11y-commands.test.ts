import type { Browser, Page } from 'playwright-core';
import { fault, openFromMenu, openPlayer, toast } from '../player/player-helpers';
import { launch, openPage } from '../support/browser';
import { until } from '../../support/until';
import { recordCommands } from '../support/hub-frames';
import { flushRendering, pauseClock } from '../support/page-clock';

const sliderValue = (page: Page) =>
  page.getByTestId('volume-slider').evaluate((input) => Number((input as HTMLInputElement).value));

/** Commands you can see: busy until the player replies, a failure says so, the volume slider settles. */
describe('commands you can see in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a control stays busy (aria-busy) while the player does not answer, and the failure says so', async () => {
    const { page, errors, context } = await openPage(browser);
    // The page's clock flows as usual until the press; then the test runs it by hand up to the timeout.
    await page.clock.install();
    await openPlayer(page, 'Roastery');
    const next = page.getByTestId('next');
    expect(await next.getAttribute('aria-busy')).toBe('false');
    const group = await page.evaluate(
      () => JSON.parse(localStorage.getItem('ngx-webstorage|currentgroup') ?? '""') as string,
    );
    const licenceKey = group.slice(0, 36);
    await fault('silencePlayer', { licenceKey, on: true });
    try {
      // From the press, the app's time moves only when the test says: 9 s pass for it (the player is
      // silenced, so no answer can come), just short of the 10 s command timeout: busy all along.
      await pauseClock(page);
      await next.click();
      await flushRendering(page);
      expect(await next.getAttribute('aria-busy')).toBe('true');
      await page.clock.runFor(9_000);
      await flushRendering(page);
      expect(await next.getAttribute('aria-busy')).toBe('true');
      // Past the timeout: the failure says so and the control is free again.
      await page.clock.runFor(1_500);
      await page.clock.resume();
      const dialog = page.getByRole('dialog', { name: 'The player is not answering' });
      await dialog.waitFor({ timeout: 13_000 });
      expect(await next.getAttribute('aria-busy')).toBe('false');
    } finally {
      await fault('silencePlayer', { licenceKey, on: false });
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('the volume slider follows a drag without jumping back, then settles on the value the player confirmed', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    const wire = recordCommands(page);
    await openPlayer(page, 'Counter');
    await openFromMenu(page, 'Settings', '/player/settings');
    const slider = page.getByTestId('volume-slider');
    await slider.waitFor();
    const box = (await slider.boundingBox())!;
    const y = box.y + box.height / 2;
    const at = (fraction: number) => box.x + 8 + (box.width - 16) * fraction;
    const start = await sliderValue(page);
    const target = start > 50 ? 25 : 75;

    await page.mouse.move(at(start / 100), y);
    await page.mouse.down();
    await page.mouse.move(at(target / 100), y, { steps: 8 });
    const dragged = await sliderValue(page);
    expect(Math.abs(dragged - target)).toBeLessThanOrEqual(3);
    // Held still while news from the player comes in: the browser "comes back online", so the app asks
    // for status at once; its reply re-renders the screen, and the thumb stays where the user holds it.
    const status = wire.nextReply(0);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await status;
    await flushRendering(page);
    expect(await sliderValue(page)).toBe(dragged);
    await page.mouse.up();

    expect(await toast(page, `Volume set to ${dragged}%.`)).toBe('success');
    await until(
      () => slider.getAttribute('aria-busy'),
      (busy) => busy === 'false',
    );
    expect(await sliderValue(page)).toBe(dragged);
    expect(await slider.getAttribute('aria-valuetext')).toBe(`${dragged} percent`);

    // The player has it: a fresh visit of the screen loads the same volume (802).
    await page.reload();
    await page.getByTestId('volume-slider').waitFor({ timeout: 15_000 });
    await until(
      () => sliderValue(page),
      (value) => value === dragged,
      5_000,
    );
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
