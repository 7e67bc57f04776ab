import type { Browser } from 'playwright-core';
import { launch, openPage, signIn } from '../support/browser';
import { until } from '../../support/until';

/** The overview's zone cards keep their own layouts. */
describe('overview cards in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('overview cards keep their own layouts: the state’s dot shows and the thumbnail centres its icon', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await signIn(page);
    await page.getByTestId('open-overview').click();
    const offline = page.locator('[data-testid="overview-zone"][data-state="offline"]').first();
    await offline.waitFor();
    // Read again until the card read is on the page: the list may lay its rows out anew (sites move
    // up as trouble arrives), replacing the element between finding it and reading it.
    const read = () =>
      offline.evaluate((card) => {
        const dot = card.querySelector('[data-testid="overview-zone-state"]') as HTMLElement;
        const thumb = card.querySelector('[data-testid="overview-thumb"]') as HTMLElement;
        const icon = thumb.querySelector('svg') as SVGElement;
        const box = thumb.getBoundingClientRect();
        const mark = icon.getBoundingClientRect();
        return {
          connected: card.isConnected,
          dot: getComputedStyle(dot).display,
          // the icon's centre against the thumbnail's, px
          off: [
            mark.x + mark.width / 2 - (box.x + box.width / 2),
            mark.y + mark.height / 2 - (box.y + box.height / 2),
          ],
        };
      });
    const layout = await until(read, (found) => found.connected);
    expect(['flex', 'inline-flex']).toContain(layout.dot); // a block would hide its dot (an inline ::before)
    expect(layout.off.map((px) => Math.abs(px) <= 1)).toEqual([true, true]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
