import type { Browser } from 'playwright-core';
import { serveChainList } from '../../../scripts/support/chain-list';
import { axe } from '../a11y/a11y-routes';
import { demoPlayer } from '../support/fleet';
import { playerCard } from '../support/identity';
import { launch, openPage, signIn } from '../support/browser';
import { until } from '../../support/until';

/** The chain the selector is tried with: the demo fleet grown as FLEET_PLAYERS grows it (served in place of the service's list). */
const CHAIN_PLAYERS = 2000;
/** Most elements the document may hold with the chain's list on screen (the overview's bound at this size). */
const MOST_ELEMENTS = 4000;
const PHONE = { width: 390, height: 844 };
const NARROWEST = { width: 320, height: 640 };
/** Least width of the header's logo at 320 px, in px (about half its own width). */
const LEAST_LOGO_PX = 64;

/** The player selector at chain scale (docs/design.md "Deliberate differences from the original product"). */
describe('the player selector with 2,000 players in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('on a phone: a light document, All zones named, the index jumps to a site, the search finds and opens a player whose site is open and in view on coming back, axe clean', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await serveChainList(page, CHAIN_PLAYERS);
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

    // On the narrowest phone in a long language, All zones keeps its words and leaves the logo its room.
    await page.setViewportSize(NARROWEST);
    await page.evaluate(() => localStorage.setItem('ngx-webstorage|language', JSON.stringify('fr')));
    await page.reload();
    await toggles.first().waitFor({ timeout: 15_000 });
    // The logo's skeleton gives way to the image when it has loaded: read again while neither is laid out.
    const logo = await until(
      () => page.locator('header img, header [data-testid="logo-skeleton"]').first().boundingBox(),
      (box) => box !== null,
      { what: "the header's logo laid out" },
    );
    expect(logo!.width).toBeGreaterThanOrEqual(LEAST_LOGO_PX);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(NARROWEST.width);
    await page.evaluate(() => localStorage.setItem('ngx-webstorage|language', JSON.stringify('en')));
    await page.setViewportSize(PHONE);
    await page.reload();

    // The search covers every player, and a hand-written player still opens from its site.
    const lobby = demoPlayer('Lobby');
    await page.getByLabel('Search players').fill(lobby.name);
    await playerCard(page, lobby.licenceKey).click();
    await page.waitForURL(/\/player(-selector\/channels)?$/);
    // Back to the list: the player's site is open and the player in view, without a search.
    await page.goBack();
    await page.waitForURL(/\/player-selector$/);
    const card = playerCard(page, lobby.licenceKey);
    await card.waitFor({ timeout: 15_000 });
    expect(await card.isVisible()).toBe(true);
    const inView = await card.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    });
    expect(inView).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
