import type { Browser } from 'playwright-core';
import { launch, openPage, signIn } from '../support/browser';
import { boxOf, openZone, viaMenu } from '../support/screens';

/** What a player reports, however long or absurd, never breaks a card or a heading. */
describe('long names and absurd durations in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const DESKTOP = { width: 1280, height: 800 };
  const PHONE = { width: 375, height: 812 };

  it('long player, property and playlist names are clamped to two lines, the full text kept', async () => {
    const LONG =
      'Extraordinarily Long Player Name For The Ground Floor Flagship Store Main Entrance Speakers';
    const PROPERTY = 'The Very Long Property Name Of The Northside Fitness And Wellbeing Centre Complex';
    const { page, context } = await openPage(browser, { viewport: PHONE });
    await page.route('**/api/Player/list', async (route) => {
      const response = await route.fetch();
      const players = (await response.json()) as { PlayerName: string; PropertyName: string }[];
      const dining = players.find((p) => p.PlayerName === 'Dining Room');
      if (dining) Object.assign(dining, { PlayerName: LONG, PropertyName: PROPERTY });
      await route.fulfill({ response, json: players });
    });
    await signIn(page);
    await page.getByLabel('Search players').fill('Extraordinarily');
    const card = page.getByTestId('player-card').first();
    await card.waitFor();
    const twoLines = async (selector: string, within = page.locator('body')) => {
      const element = within.locator(selector).first();
      const { height, line } = await element.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        line: parseFloat(getComputedStyle(el).lineHeight),
      }));
      return height <= 2 * line + 1;
    };
    expect(await twoLines('strong', card)).toBe(true);
    expect(await card.locator('strong').getAttribute('title')).toBe(LONG);
    expect(await card.locator('strong').textContent()).toBe(LONG);
    await card.click();
    await page.waitForURL(/\/player$/);
    await viaMenu(page, 'Playlists', '/player/playlists');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await twoLines('h1')).toBe(true);
    expect(await heading.textContent()).toContain(LONG);
    await context.close();
  });

  it('absurd durations from a player show a dash and never break a card', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    // Every playlist and the now-playing track report 1e308 s.
    await page.routeWebSocket(/\/client\/hubs\//, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => server.send(message));
      server.onMessage((message) => ws.send(typeof message === 'string' ? absurd(message) : message));
    });
    await openZone(page, 'Dining Room');
    await page.getByTestId('duration').filter({ hasText: '–' }).waitFor({ timeout: 15_000 });
    await viaMenu(page, 'Playlists', '/player/playlists');
    const cards = page.getByTestId('playlist-card');
    await cards.first().waitFor({ timeout: 15_000 });
    for (const text of await cards.allTextContents()) {
      expect(text).toContain('–');
      expect(text).not.toMatch(/e\+|Infinity|NaN/);
    }
    const heights = new Set<number>();
    for (const card of await cards.all())
      heights.add(Math.round((await boxOf(card)).bottom - (await boxOf(card)).top));
    expect(Math.max(...heights)).toBeLessThan(140);
    await context.close();
  });
});

/** A hub frame with every playlist's and track's duration replaced by 1e308 s. */
function absurd(frame: string): string {
  try {
    const parsed = JSON.parse(frame) as { data?: { Response?: unknown } };
    const response = parsed.data?.Response;
    if (typeof response !== 'string') return frame;
    const value = JSON.parse(response) as unknown;
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (node && typeof node === 'object') {
        const record = node as Record<string, unknown>;
        if (typeof record.DurationInSeconds === 'number') record.DurationInSeconds = 1e308;
        Object.values(record).forEach(visit);
      }
    };
    visit(value);
    parsed.data!.Response = JSON.stringify(value);
    return JSON.stringify(parsed);
  } catch {
    return frame;
  }
}
