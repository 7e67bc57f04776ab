import type { Locator, Page } from 'playwright-core';

/** How long the energy panel may take to learn which levels the selected zones can take, in ms (a chain on a busy machine). */
const PANEL_READY_TIMEOUT_MS = 30_000;

/**
 * On the overview with zones selected: opens the selection's energy panel (under More), chooses the level
 * the most selected zones can take (its option's `data-ready`) and asks to set it. Returns that level's
 * ready zones and the confirmation with its counts: `count` the zones selected, `sending` those that will
 * get the command. Fails the test when no level is ready for any zone.
 */
export async function askReadiestEnergy(
  page: Page,
): Promise<{ ready: number; confirm: Locator; count: number; sending: number }> {
  await page.getByTestId('overview-more').tap();
  await page.getByTestId('overview-energy-open').tap();
  await page
    .locator('[data-testid="overview-energy-panel"][aria-busy="false"]')
    .waitFor({ timeout: PANEL_READY_TIMEOUT_MS });
  const levels = await page
    .getByTestId('overview-energy')
    .locator('option[data-ready]')
    .evaluateAll((options) =>
      options.map((o) => ({
        value: (o as HTMLOptionElement).value,
        ready: Number(o.getAttribute('data-ready')),
      })),
    );
  const best = levels.reduce((a, b) => (b.ready > a.ready ? b : a));
  expect(best.ready).toBeGreaterThan(0);
  await page.getByTestId('overview-energy').selectOption(best.value);
  await page.getByTestId('overview-set-energy').tap();
  const confirm = page.getByTestId('overview-confirm');
  await confirm.waitFor();
  return {
    ready: best.ready,
    confirm,
    count: Number(await confirm.getAttribute('data-count')),
    sending: Number(await confirm.getAttribute('data-sending')),
  };
}
