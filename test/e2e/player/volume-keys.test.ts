import type { Browser } from 'playwright-core';
import { launch, openPage } from '../support/browser';
import { openZone } from '../support/screens';

/** Arrow keys on the volume slider: one command and one toast for a run of presses. */
describe('the volume slider under the keyboard, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const DESKTOP = { width: 1280, height: 800 };

  it('ten ↑ presses on the volume slider send one volume command and show one toast', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    const volumeCommands: number[] = [];
    page.on('websocket', (ws) =>
      ws.on('framesent', ({ payload }) => {
        try {
          const frame = JSON.parse(String(payload)) as { type?: string; data?: { command?: number } };
          if (frame.type === 'sendToGroup' && frame.data?.command === 107) volumeCommands.push(107);
        } catch {
          // not a JSON frame
        }
      }),
    );
    await openZone(page, 'Spin Studio');
    await page.getByTestId('zone-settings').click();
    const slider = page.getByTestId('volume-slider');
    await slider.waitFor({ timeout: 15_000 });
    const start = Number(await slider.inputValue());
    const key = start <= 90 ? 'ArrowUp' : 'ArrowDown';
    const end = start <= 90 ? start + 10 : start - 10;
    await slider.focus();
    for (let i = 0; i < 10; i++) await slider.press(key);
    const toasts = page.locator('[data-kind]').filter({ hasText: /^Volume set to/ });
    await toasts.filter({ hasText: `Volume set to ${end}%.` }).waitFor({ timeout: 15_000 });
    expect(volumeCommands).toEqual([107]);
    expect(await toasts.count()).toBe(1);
    expect(await slider.inputValue()).toBe(String(end));
    expect(errors).toEqual([]);
    await context.close();
  });
});
