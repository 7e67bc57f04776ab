import type { Browser } from 'playwright-core';
import { launch, openPage } from '../support/browser';
import { until } from '../../support/until';
import { openFromMenu, openPlayer, setRange, toast } from './player-helpers';

/** One toast per message at a time (spec §8), and energy levels without tracks marked (spec §4 Change energy). */
describe('toasts and empty energy levels in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('three tries at an empty energy level show one toast; the empty level is marked and − / + stop at the last usable one', async () => {
    const { page, errors, context } = await openPage(browser);
    await openPlayer(page, 'Spin Studio');
    await openFromMenu(page, 'Settings', '/player/settings');
    const energy = page.getByTestId('energy-slider');
    await energy.waitFor({ timeout: 15_000 });
    const start = await energy.inputValue();

    // Level 0 of this zone has no tracks (its energy map).
    const stops = page.getByTestId('energy-card').locator('ol li');
    expect(await stops.nth(0).getAttribute('data-empty')).toBe('true');
    for (let attempt = 1; attempt <= 3; attempt++) {
      await setRange(page, 'energy-slider', 0);
      expect(await toast(page, 'There are no tracks at that energy level.')).toBe('error');
      await until(
        () => energy.inputValue(),
        (v) => v === start,
      );
    }
    expect(await page.getByTestId('toasts').locator('[data-kind="error"]').count()).toBe(1);

    // − is disabled exactly when no level below the current one has tracks; + likewise above.
    const empty = await stops.evaluateAll((items) => items.map((li) => li.hasAttribute('data-empty')));
    const level = Number(start);
    const usableBelow = empty.slice(0, level).some((e) => !e);
    const usableAbove = empty.slice(level + 1).some((e) => !e);
    expect(await page.getByTestId('energy-slider-decrease').isDisabled()).toBe(!usableBelow);
    expect(await page.getByTestId('energy-slider-increase').isDisabled()).toBe(!usableAbove);
    expect(errors).toEqual([]);
    await context.close();
  });
});
