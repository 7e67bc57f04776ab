import type { Browser, Locator, Page } from 'playwright-core';
import { iconChevronRight } from '../../../src/ui/icons/paths';
import { launch, openPage, signIn } from '../support/browser';
import { until } from '../../support/until';
import { boxOf, licenceKeyOf } from '../support/screens';

/** Signs in, opens the four-zone player Lobby's zone list and returns its zone cards, all four shown. */
async function lobbyZones(page: Page): Promise<Locator> {
  await signIn(page);
  await page.getByLabel('Search players').fill('Lobby');
  await page.locator(`[data-testid="player-card"][data-licence-key="${licenceKeyOf('Lobby')}"]`).click();
  await page.waitForURL('**/player-selector/channels');
  const cards = page.getByTestId('zone-card');
  await cards.nth(3).waitFor();
  return cards;
}

/** The selector's player and zone cards: their icons, what they show and how their grids fill. */
describe('player and zone cards in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const DESKTOP = { width: 1280, height: 800 };

  it('an online player card shows a chevron, never an "external link" icon', async () => {
    const { page, context, errors } = await openPage(browser);
    await signIn(page);
    const card = page.locator(`[data-testid="player-card"][data-licence-key="${licenceKeyOf('Lobby')}"]`);
    await page.getByLabel('Search players').fill('Lobby');
    expect(await card.locator('svg path').getAttribute('d')).toBe(iconChevronRight);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a short zone grid leaves no card alone on its last row (four zones as two rows of two)', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    const cards = await lobbyZones(page);
    const rows = await cards.evaluateAll((els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    const perRow = [...new Set(rows)].map((top) => rows.filter((t) => t === top).length);
    expect(perRow).toEqual([2, 2]);
    await context.close();
  });

  it('zone cards show what each zone plays, without moving when it arrives', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    const cards = await lobbyZones(page);
    const heights = () => cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    const before = await heights();
    await page.locator('[data-testid="zone-now-playing"][data-known="true"]').nth(3).waitFor();
    const lines = await page.getByTestId('zone-now-playing').allTextContents();
    expect(lines.every((line) => line.trim().length > 0)).toBe(true);
    expect(await heights()).toEqual(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a full page of cards leaves no card alone on its last row (columns follow the page size)', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await signIn(page);
    const columnsOf = async () => {
      const cards = page.getByTestId('player-card');
      await cards.first().waitFor();
      const lefts = new Set<number>();
      for (const card of await cards.all()) lefts.add(Math.round((await boxOf(card)).left));
      return { cards: await cards.count(), columns: lefts.size };
    };
    const wide = await columnsOf();
    expect(wide.cards).toBe(9);
    expect(wide.cards % wide.columns).toBe(0);
    await page.setViewportSize({ width: 1000, height: 800 });
    await until(
      () => page.getByTestId('player-card').count(),
      (n) => n === 10,
    );
    const narrow = await columnsOf();
    expect(narrow.cards % narrow.columns).toBe(0);
    await context.close();
  });
});
