import type { Browser, Locator, Page } from 'playwright-core';
import { playersOf } from '../../../server/fleet/fixture';
import { launch, openPage, signIn } from '../support/browser';
import { fault, hubConnections } from '../support/faults';
import { pauseClock } from '../support/page-clock';
import { until } from '../../support/until';

/**
 * The overview on a manager's phone (docs/design.md "Every zone at a glance"), demo fleet at 390×844 with touch:
 * the first screen answers first, cards say what their zone is doing, a filter shows its result, sites
 * come by trouble, Go to site lands below the sticky bars, and the device's own offline is never
 * blamed on a player.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DEMO = playersOf('demo@example.com');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs in, opens the overview and waits until every zone's status is in (none being asked). */
async function openOverview(page: Page): Promise<void> {
  await signIn(page);
  await page.getByTestId('open-overview').click();
  await page.waitForURL('**/player-selector/overview');
  await everyZoneAnswered(page);
}

/**
 * Waits until no zone is still asked for its status (the tallies' `data-asking`), then until the list is
 * still: the sites' order ("Needs attention first") and the cards' places hold from then on.
 */
async function everyZoneAnswered(page: Page): Promise<void> {
  await until(
    () => page.getByTestId('overview-tallies').getAttribute('data-asking'),
    (asking) => asking === '0',
    30_000,
  );
  await listSettled(page);
}

/** Waits until the list is still: a frame handled, then every row laid out showing its full card. */
async function listSettled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.locator('[data-testid="overview-list"][data-scrolling="false"]').waitFor();
}

/** The bottom of what stays in view at the top (the header and the sticky filters), CSS px in the view. */
const stickyBottom = (page: Page) =>
  page.getByTestId('overview-sticky').evaluate((box) => box.getBoundingClientRect().bottom);

describe('the overview on a phone', () => {
  it('answers first: the tallies in one row, the map by site coloured by the worst zone, the first zones on the first screen', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await openOverview(page);
    const tops = await page
      .getByTestId('overview-tally')
      .evaluateAll((tallies) => tallies.map((t) => Math.round(t.getBoundingClientRect().top)));
    expect(tops).toHaveLength(5);
    expect(new Set(tops).size).toBe(1);
    // A phone starts with one cell per site.
    const grid = page.getByTestId('overview-site-grid');
    await grid.waitFor();
    const sites = new Set(DEMO.map((p) => p.PropertyName));
    expect(Number(await grid.getAttribute('data-sites'))).toBe(sites.size);
    // A site with an offline player is "offline" however its other zones are.
    const offlineSite = DEMO.find((p) => p.ConnectivityStatus === 'Offline')?.PropertyName ?? '';
    const cell = page.locator(`[data-testid="overview-site-cell"][data-site="${offlineSite}"]`);
    expect(await cell.getAttribute('data-worst')).toBe('offline');
    expect(await cell.getAttribute('data-tone')).toBe('danger');
    // The first zone's card starts on the first screen.
    const first = await page
      .getByTestId('overview-zone')
      .first()
      .evaluate((card) => card.getBoundingClientRect().top + window.scrollY);
    expect(first).toBeLessThan(844);
    // A tap opens the site's own cells, one per zone.
    await cell.tap();
    const opened = page.getByTestId('overview-site-open');
    await opened.waitFor();
    const zones = DEMO.filter((p) => p.PropertyName === offlineSite).reduce((n, p) => n + p.zones.length, 0);
    expect(await opened.getByTestId('overview-site-zone-cell').count()).toBe(zones);
    // No keyboard hint on a touch screen: the map of every zone keeps its hint hidden.
    await page.getByTestId('overview-map-mode').tap();
    await page.getByTestId('overview-map').waitFor();
    expect(await page.getByTestId('overview-map').locator('figcaption small').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a card’s state, title, volume, energy, playlist and reasons whole, each card at one height', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await openOverview(page);
    // The volumes are asked after every status (and each player's health): wait for the live cards' volumes.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="overview-zone"][data-state="live"]')].every((card) =>
        card.querySelector('[data-testid="overview-zone-volume"]'),
      ),
    );
    const cards = await page.getByTestId('overview-zone').evaluateAll((items) =>
      items.map((card) => {
        const box = card.getBoundingClientRect();
        const inside = (selector: string) => {
          const element = card.querySelector(selector);
          if (!element) return 'none';
          const own = element.getBoundingClientRect();
          const cut =
            element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1;
          return own.bottom <= box.bottom && own.right <= box.right && !cut ? 'whole' : 'cut';
        };
        return {
          state: card.getAttribute('data-state'),
          height: Math.round(box.height),
          title: inside('[data-testid="overview-now-playing"]'),
          word: inside('[data-testid="overview-zone-state"]'),
          volume: inside('[data-testid="overview-zone-volume"]'),
          energy: inside('[data-testid="overview-zone-energy"]'),
          playlist: inside('[data-testid="overview-zone-playlist"]'),
          reasons: inside('[data-testid="overview-zone-reasons"] span'),
          heard: inside('[data-testid="overview-last-heard"]'),
        };
      }),
    );
    expect(cards.length).toBeGreaterThan(1);
    expect(new Set(cards.map((c) => c.height)).size).toBe(1);
    for (const card of cards) {
      const live = card.state === 'live';
      expect({ ...card, height: 0 }).toEqual({
        state: card.state,
        height: 0,
        title: live ? 'whole' : 'none',
        word: 'whole',
        volume: live ? 'whole' : 'none',
        energy: live ? 'whole' : 'none',
        playlist: live ? 'whole' : 'none',
        reasons: card.reasons === 'none' ? 'none' : 'whole',
        heard: card.state === 'offline' ? 'whole' : 'none',
      });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a filter’s result: the list’s start under the sticky filters, the sites left out dimmed, the count in view', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await openOverview(page);
    await page.locator('[data-testid="overview-tally"][data-filter="offline"]').tap();
    await until(
      () => page.getByTestId('overview-state-filter').inputValue(),
      (value) => value === 'offline',
    );
    await listSettled(page);
    const listTop = await page
      .getByTestId('overview-sites')
      .evaluate((box) => box.getBoundingClientRect().top);
    expect(Math.abs(listTop - (await stickyBottom(page)))).toBeLessThanOrEqual(2);
    const states = await page
      .getByTestId('overview-zone')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-state')));
    expect(states.length).toBeGreaterThan(0);
    expect(new Set(states)).toEqual(new Set(['offline']));
    // Every site without an offline zone is dimmed on the map.
    const offlineSites = new Set(
      DEMO.filter((p) => p.ConnectivityStatus === 'Offline').map((p) => p.PropertyName),
    );
    const cells = await page
      .getByTestId('overview-site-cell')
      .evaluateAll((items) => items.map((c) => [c.getAttribute('data-site'), c.getAttribute('data-dimmed')]));
    expect(cells).toEqual(cells.map(([site]) => [site, String(!offlineSites.has(site ?? ''))]));
    // Scrolled on, the filters and the count stay under the header.
    await page.mouse.wheel(0, 600);
    await listSettled(page);
    const header = await page.locator('header').evaluate((h) => h.getBoundingClientRect().bottom);
    const sticky = await page
      .getByTestId('overview-sticky')
      .evaluate((box) => box.getBoundingClientRect().top);
    expect(Math.abs(sticky - header)).toBeLessThanOrEqual(1);
    expect(await page.getByTestId('overview-count').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('orders the sites by trouble first, or by name; Go to site lands below the sticky bars with the focus on its heading', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await openOverview(page);
    expect(await page.getByTestId('overview-order').inputValue()).toBe('trouble');
    const firstSite = page.getByTestId('overview-site').first();
    expect(await firstSite.getAttribute('data-worst')).toBe('offline');
    await page.getByTestId('overview-order').selectOption('name');
    const names = [...new Set(DEMO.map((p) => p.PropertyName))].sort((a, b) =>
      a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }),
    );
    await until(
      () => firstSite.getAttribute('data-site'),
      (site) => site === names[0],
    );
    // Go to the last site but one: its heading below the sticky filters, and the focus on it.
    const target = names[names.length - 2] ?? '';
    await page.getByTestId('overview-jump').selectOption(`=${target}`);
    const heading = page.locator(`[data-testid="overview-site-heading"][data-site="${target}"]`);
    await until(
      () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.site ?? ''),
      (site) => site === target,
    );
    const top = await heading.evaluate((h) => h.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual((await stickyBottom(page)) - 1);
    expect(top).toBeLessThan(844 / 2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('puts the skip links after the h1, and shows the banner at once and in view when the device goes offline', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await openOverview(page);
    const order = await page.evaluate(() => {
      const h1 = document.querySelector('h1');
      const skip = document.querySelector('[data-testid="overview-skip-actions"]');
      return !!h1 && !!skip && !!(h1.compareDocumentPosition(skip) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(order).toBe(true);
    await page.mouse.wheel(0, 900);
    await listSettled(page);
    await context.setOffline(true);
    const banner = page.getByTestId('connection-banner');
    await banner.waitFor();
    const box = await banner.evaluate((b) => b.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(844);
    expect(await page.getByTestId('overview-zone-stale').count()).toBeGreaterThan(0);
    await context.setOffline(false);
    await banner.waitFor({ state: 'detached', timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives the site’s and the zone’s tick boxes one size, at least the 24 px of WCAG 2.2’s minimum target', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await openOverview(page);
    await listSettled(page);
    const sizes = await Promise.all(
      ['overview-select-site', 'overview-select-zone'].map(async (testId) => {
        const box = await page.getByTestId(testId).first().boundingBox();
        if (!box) throw new Error(`${testId} is not laid out`);
        return { width: box.width, height: box.height };
      }),
    );
    expect(sizes[0]).toEqual(sizes[1]);
    expect(Math.min(sizes[0]!.width, sizes[0]!.height)).toBeGreaterThanOrEqual(24);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps every control clear of the action bar: the first screen’s, and one reached by the keyboard from under it (German)', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await openOverview(page);
    await page.evaluate(() => localStorage.setItem('ngx-webstorage|language', JSON.stringify('de')));
    await page.reload();
    await page.locator('html[lang="de-DE"]').waitFor();
    // Every status in again after the reload: a site moved by a late one would take the chosen card away.
    await everyZoneAnswered(page);
    const bar = page.getByTestId('overview-actions');
    // Nothing selected, the first screen: "Alle Standorte zuklappen" is clear of the bar.
    expect(await overlap(page.getByTestId('overview-collapse-all'), bar)).toBe(0);
    // A card's tick box scrolled under the bar, then reached by the keyboard, comes to rest above it.
    const group = await page.evaluate(() => {
      const barTop = document.querySelector('[data-testid="overview-actions"]')!.getBoundingClientRect().top;
      const card = [...document.querySelectorAll<HTMLElement>('[data-testid="overview-zone"]')].find(
        (c) => c.dataset.state !== 'offline' && c.getBoundingClientRect().top > barTop + 40,
      )!;
      const tick = card.querySelector('[data-testid="overview-select-zone"]')!;
      window.scrollBy(0, tick.getBoundingClientRect().top - barTop - 2);
      return card.dataset.group!;
    });
    await listSettled(page);
    const tick = page.locator(
      `[data-testid="overview-zone"][data-group="${group}"] [data-testid="overview-select-zone"]`,
    );
    expect(await overlap(tick, bar)).toBeGreaterThan(0);
    await tick.focus();
    await until(
      () => overlap(tick, bar),
      (under) => under === 0,
    );
    // With a selection, at the page's end: the list's last card is clear of the bar.
    await page.getByTestId('overview-select-zone').first().check();
    await page.locator('[data-testid="overview-actions"][data-idle="false"]').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await listSettled(page);
    expect(await overlap(page.getByTestId('overview-zone').last(), bar)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the banner the moment the hub’s socket is lost (no wait on the page’s clock), and keeps it in view', async () => {
    const known = new Set((await hubConnections()).map((c) => c.connectionId));
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.clock.install();
    await openOverview(page);
    const mine = (await hubConnections()).filter((c) => !known.has(c.connectionId));
    expect(mine).toHaveLength(1);
    await page.mouse.wheel(0, 900);
    await listSettled(page);
    // The page's clock stands still from here: no grace period can run out, so a banner shown is one
    // shown at once. The hub refuses the recovery, so the link stays lost.
    await pauseClock(page);
    await fault('refuseUpgrades', { on: true });
    try {
      await fault('drop', { connectionId: mine[0]!.connectionId });
      const banner = page.getByTestId('connection-banner');
      await banner.waitFor();
      const box = await banner.evaluate((b) => b.getBoundingClientRect().toJSON() as DOMRect);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(844);
      expect(await page.getByTestId('overview-actions').getAttribute('data-link')).toBe('lost');
      // No zone is blamed for it.
      expect(await page.locator('[data-testid="overview-zone"][data-state="not-answering"]').count()).toBe(0);
    } finally {
      await fault('refuseUpgrades', { on: false });
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});

/** How many CSS px of `a`'s height lie under `b` (0 when they do not overlap). */
async function overlap(a: Locator, b: Locator): Promise<number> {
  const [boxA, boxB] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!boxA || !boxB) throw new Error('not laid out');
  return Math.max(0, Math.min(boxA.y + boxA.height, boxB.y + boxB.height) - Math.max(boxA.y, boxB.y));
}
