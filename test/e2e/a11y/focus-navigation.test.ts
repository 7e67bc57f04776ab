import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from '../support/browser';
import { until } from '../../support/until';
import { demoPlayer, zoneNumber } from '../support/fleet';
import { playerCard, zoneCard } from '../support/identity';
import { fault } from '../player/player-helpers';

/** The focused element, looking into shadow roots: its tag and id ('' when none). */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active ? `${active.tagName.toLowerCase()}#${active.id}` : '';
  });

/** Waits until the focus is on an element whose `tag#id` passes `accept`, and returns it. */
const focusOn = (page: Page, accept: (what: string) => boolean) => until(() => focused(page), accept);

/** Focus after navigation (WCAG 2.4.3) and a loading player that says nothing false (spec §2, §4 Loading). */
describe('focus after navigation in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the e-mail field, then the heading of each new screen; the loading player exposes no placeholders', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl()}/`);
    await focusOn(page, (what) => what === 'input#username');
    await page.keyboard.type('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/player-selector');
    await focusOn(page, (what) => what.startsWith('h1#'));

    const lobby = demoPlayer('Lobby');
    await page.getByLabel('Search players').fill('Lobby');
    await playerCard(page, lobby.licenceKey).click();
    await page.waitForURL('**/player-selector/channels');
    await focusOn(page, (what) => what.startsWith('h1#'));

    // The zone list comes from the player (741): wait for it before silencing the player.
    const bar = zoneCard(page, zoneNumber(lobby, 'Bar'));
    await bar.waitFor();
    // A silent player: the screen stays in its loading state (no status) while the test reads it.
    await fault('silencePlayer', { licenceKey: lobby.licenceKey, on: true });
    try {
      await bar.click();
      await page.waitForURL(/\/player$/);
      await focusOn(page, (what) => what === 'h1#track-title');
      const tree = await page.locator('main').ariaSnapshot();
      expect(await page.getByTestId('track-title').getAttribute('data-file-name')).toBe('');
      expect(tree).not.toContain('Track Title');
      expect(tree).not.toMatch(/Zone settings:\s*"?\s*(\]|$|\n)/m);
      expect(tree).not.toMatch(/0:00\s+0:00/);
      expect(tree).not.toMatch(/text: "?0:00"?\s*\n\s*- text: "?0:00/);
    } finally {
      await fault('silencePlayer', { licenceKey: lobby.licenceKey, on: false });
    }
    await page.locator('[data-testid="track-title"]:not([data-file-name=""])').waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
