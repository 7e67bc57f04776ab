import type { Browser, Page } from 'playwright-core';
import { launch, openPage, signIn } from '../support/browser';
import { until } from '../../support/until';
import { fault, hubConnections } from '../support/faults';
import { demoPlayer } from '../support/fleet';
import { playerCard } from '../support/identity';
import { pauseClock } from '../support/page-clock';

const playState = (page: Page) => page.getByTestId('play-pause').getAttribute('data-state');

/** Spec §4 Command timeout, docs/design.md "Honest about the connection": the outage dialog heals with the link. */
describe('the command-timeout dialog when the hub connection comes back, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('closes by itself on the player, and the timed-out command stays unsent', async () => {
    const known = new Set((await hubConnections()).map((s) => s.connectionId));
    const { page, context, errors } = await openPage(browser);
    await page.clock.install();
    await signIn(page);
    const { licenceKey } = demoPlayer('Breakfast Room');
    await page.getByLabel('Search players').fill('Breakfast Room');
    await playerCard(page, licenceKey).click();
    await page.locator('[data-testid="track-title"]:not([data-file-name=""])').waitFor({ timeout: 15_000 });
    const before = await playState(page);
    const mine = (await hubConnections()).filter((s) => !known.has(s.connectionId) && s.groups.length > 0);
    expect(mine).toHaveLength(1);

    await context.setOffline(true);
    await fault('drop', { connectionId: mine[0]!.connectionId });
    await page.getByTestId('connection-banner').waitFor({ timeout: 10_000 });
    await pauseClock(page);
    await page.getByTestId('play-pause').click();
    await page.clock.runFor(10_500);
    await page.clock.resume();
    const dialog = page.locator('dialog[open]').filter({ has: page.locator('#error-dialog-text') });
    await dialog.waitFor({ timeout: 20_000 });
    expect(await page.locator('#error-dialog-text').getAttribute('data-cause')).toBe('hub-down');

    await context.setOffline(false);
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    expect(new URL(page.url()).pathname).toMatch(/\/player$/);
    // The player's status after the reconnection still shows the state from before the press.
    await page.getByTestId('connection-banner').waitFor({ state: 'hidden', timeout: 30_000 });
    expect(
      await until(
        () => playState(page),
        (state) => state === before,
      ),
    ).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });
});
