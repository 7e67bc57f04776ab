import type { Page } from 'playwright-core';

/** How long the overview may take to show every zone's first status, in ms (a busy machine). */
const OVERVIEW_SETTLE_TIMEOUT_MS = 30_000;

/**
 * Opens the overview (`/player-selector/overview` of `origin`, the page signed in) as a user meets it, for a
 * picture of its first screen: at the top of the page, once every zone has its first status (none is
 * being asked) and the list is still, each row laid out with its full card (`data-scrolling` false).
 * Throws Playwright's timeout error when the overview does not settle within OVERVIEW_SETTLE_TIMEOUT_MS.
 */
export async function openOverviewAtTop(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/player-selector/overview`);
  await overviewSettled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await overviewSettled(page);
}

/**
 * Waits until the overview's statuses are in (the tallies ask for none) and its list is still: a frame
 * handled (a scroll just made has its event), then `data-scrolling` false on the list, then two frames
 * more for the rows placed at their measured heights.
 */
export async function overviewSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="overview-tallies"]')?.getAttribute('data-asking') === '0',
    undefined,
    { timeout: OVERVIEW_SETTLE_TIMEOUT_MS },
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page
    .locator('[data-testid="overview-list"][data-scrolling="false"]')
    .waitFor({ timeout: OVERVIEW_SETTLE_TIMEOUT_MS });
  // The full cards' rows are measured and placed in the frames after they mount.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
