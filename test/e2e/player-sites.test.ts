import type { Browser, Page } from 'playwright-core';
import { buildFleet, DEMO_OWNER } from '../../server/fleet/fixture';
import type { PlayerListItem } from '../../src/lib/api/schemas';
import { axe } from './a11y-routes';
import { demoPlayer } from './support/fleet';
import { playerCard } from './support/identity';
import { launch, openPage, signIn, until } from './support/browser';

/** The chain the selector is tried with: the demo fleet grown as FLEET_PLAYERS grows it. */
const CHAIN_PLAYERS = 2000;
/** Most elements the document may hold with the chain's list on screen (the overview's bound at this size). */
const MOST_ELEMENTS = 4000;
const PHONE = { width: 390, height: 844 };

/**
 * The demo account's list as the service answers it with FLEET_PLAYERS=CHAIN_PLAYERS (the hand-written
 * players first, with their own keys, so they still open), served in place of the real answer: the
 * service runs one fleet for the whole run.
 */
async function answerWithChain(page: Page): Promise<void> {
  const chain = buildFleet(CHAIN_PLAYERS)
    .filter((p) => p.owner === DEMO_OWNER)
    .map((p): PlayerListItem => ({
      PlayerName: p.PlayerName,
      PropertyName: p.PropertyName,
      ConnectivityStatus: p.ConnectivityStatus,
      LicenceKey: p.LicenceKey,
      MacAddress: p.MacAddress,
      NoOfChannels: p.NoOfChannels,
    }));
  await page.route('**/api/Player/list', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: response.ok() ? chain : await response.json() });
  });
}

/** The player selector at chain scale (README "Deliberate differences from the original product"). */
describe('the player selector with 2,000 players in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('on a phone: a light document, All zones named, the index jumps to a site, the search finds and opens a player, axe clean', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await answerWithChain(page);
    await signIn(page);
    const toggles = page.getByTestId('site-toggle');
    await toggles.first().waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('player-count').getAttribute('data-count')).toBe(String(CHAIN_PLAYERS));
    expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBeLessThanOrEqual(
      MOST_ELEMENTS,
    );

    // The overview's entry says what it is on a phone: wider than an icon-only header button.
    const overview = await page.getByTestId('open-overview').boundingBox();
    expect(overview!.width).toBeGreaterThan(2 * overview!.height);

    // The index: the site opens, comes into view below the sticky header, and takes the focus.
    const site = 'Branch 150';
    await page.getByTestId('site-index').selectOption(site);
    const header = page.locator(`[data-testid="site-toggle"][data-site="${site}"]`);
    await until(
      () => header.evaluate((el) => el === document.activeElement),
      (focused) => focused,
    );
    expect(await header.getAttribute('aria-expanded')).toBe('true');
    const box = (await header.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(
      await page
        .locator('header')
        .first()
        .evaluate((h, top) => h.getBoundingClientRect().bottom <= top, box.y),
    ).toBe(true);
    expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBeLessThanOrEqual(
      MOST_ELEMENTS,
    );

    // axe on the grouped list with a site open, light and dark.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await axe(page)).toEqual([]);
    }

    // The search covers every player, and a hand-written player still opens from its site.
    const lobby = demoPlayer('Lobby');
    await page.getByLabel('Search players').fill(lobby.name);
    await playerCard(page, lobby.licenceKey).click();
    await page.waitForURL(/\/player(-selector\/channels)?$/);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
