import type { Browser } from 'playwright-core';
import { buildFleet, playersOf } from '../../../server/fleet/fixture';
import { useChainService } from '../support/chain-service';
import { launch, openPage, signIn } from '../support/browser';
import { until } from '../../support/until';

/**
 * The overview at chain scale (docs/design.md "Every zone at a glance"; docs/architecture.md §1 "At chain
 * scale"): with 2,000 players the list lays out only what is near the view, so the document stays small
 * whatever the estate. A service of its own runs the demo fleet grown to `CHAIN_PLAYERS` players.
 */
const CHAIN_PLAYERS = 2_000;
/** The most elements the document may hold once every status is in, on a phone. */
const MAX_ELEMENTS = 4_000;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

let browser: Browser;
const chain = useChainService(CHAIN_PLAYERS);
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe(`the overview of a chain of ${CHAIN_PLAYERS} players`, () => {
  it(`holds at most ${MAX_ELEMENTS} elements on a phone once every zone is tallied`, async () => {
    const zones = playersOf('demo@example.com', buildFleet(CHAIN_PLAYERS)).reduce(
      (sum, player) => sum + player.zones.length,
      0,
    );
    const { page, context, errors } = await openPage(browser, PHONE);
    await signIn(page, undefined, undefined, chain.service.url);
    await page.getByTestId('open-overview').click();
    await page.waitForURL('**/player-selector/overview');
    const tallies = page.getByTestId('overview-tallies');
    // Every zone of the estate is in the tallies, and none is still being asked.
    const settled = await until(
      async () => ({
        total: Number(await tallies.getAttribute('data-total')),
        asking: Number(await tallies.getAttribute('data-asking')),
      }),
      (t) => t.total === zones && t.asking === 0,
      120_000,
    );
    expect(settled).toEqual({ total: zones, asking: 0 });
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    console.log(`overview, ${CHAIN_PLAYERS} players (${zones} zones) on a phone: ${elements} elements`);
    expect(elements).toBeLessThanOrEqual(MAX_ELEMENTS);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('starts with the map by site on every width, and the first zones on a phone’s first screen', async () => {
    const sites = new Set(
      playersOf('demo@example.com', buildFleet(CHAIN_PLAYERS)).map((p) => p.PropertyName),
    );
    for (const options of [PHONE, { viewport: { width: 1280, height: 800 } }]) {
      const { page, context, errors } = await openPage(browser, options);
      await signIn(page, undefined, undefined, chain.service.url);
      await page.getByTestId('open-overview').click();
      await page.waitForURL('**/player-selector/overview');
      const grid = page.getByTestId('overview-site-grid');
      await grid.waitFor({ timeout: 60_000 });
      expect(Number(await grid.getAttribute('data-sites'))).toBe(sites.size);
      expect(await page.getByTestId('overview-map-canvas').count()).toBe(0);
      if (options === PHONE) {
        // The grid is a strip of a few rows: the first zone's card starts on the first screen.
        const first = await page
          .getByTestId('overview-zone')
          .first()
          .evaluate((card) => card.getBoundingClientRect().top + window.scrollY);
        expect(first).toBeLessThan(PHONE.viewport.height);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 180_000);
});
