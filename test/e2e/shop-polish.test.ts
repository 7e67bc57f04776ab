import type { Browser, Locator, Page } from 'playwright-core';
import { iconChevronRight } from '../../src/ui/icons/paths';
import { launch, openPage, signIn } from './support/browser';
import { licenceKeyOf } from './support/screens';
import { openPlayer } from './player/player-helpers';

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

/** What a shop's first week turned up on the selector, the zone list and the current playlist. */
describe('polish in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

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

  it('overview cards keep their own layouts: the state’s dot shows and the thumbnail centres its icon', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await signIn(page);
    await page.getByTestId('open-overview').click();
    const offline = page.locator('[data-testid="overview-zone"][data-state="offline"]').first();
    await offline.waitFor();
    const layout = await offline.evaluate((card) => {
      const dot = card.querySelector('[data-testid="overview-zone-state"]') as HTMLElement;
      const thumb = card.querySelector('[data-testid="overview-thumb"]') as HTMLElement;
      const icon = thumb.querySelector('svg') as SVGElement;
      const box = thumb.getBoundingClientRect();
      const mark = icon.getBoundingClientRect();
      return {
        dot: getComputedStyle(dot).display,
        // the icon's centre against the thumbnail's, px
        off: [
          mark.x + mark.width / 2 - (box.x + box.width / 2),
          mark.y + mark.height / 2 - (box.y + box.height / 2),
        ],
      };
    });
    expect(['flex', 'inline-flex']).toContain(layout.dot); // a block would hide its dot (an inline ::before)
    expect(layout.off.map((px) => Math.abs(px) <= 1)).toEqual([true, true]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the phone header stays on screen while the current playlist scrolls', async () => {
    const { page, context } = await openPage(browser, {
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    await openPlayer(page, 'Kitchen');
    await page.getByTestId('current-playlist-button').click();
    await page.waitForURL('**/player/current-playlist');
    const tracks = page.getByTestId('track-card');
    await tracks.nth(5).waitFor();
    await tracks.last().scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    for (const id of ['back-button', 'menu-button']) {
      const box = (await page.getByTestId(id).boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      // Nothing covers it: the point at its centre is the control (or inside it).
      const onTop = await page.getByTestId(id).evaluate(
        (el, [x, y]) => {
          let hit = (el.getRootNode() as Document | ShadowRoot).elementFromPoint(x!, y!);
          while (hit && hit !== el) hit = hit.parentElement;
          return hit === el;
        },
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(onTop).toBe(true);
    }
    await context.close();
  });
});
