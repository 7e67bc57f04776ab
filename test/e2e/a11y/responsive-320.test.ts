import type { Browser } from 'playwright-core';
import { walkRoutes } from '../../../scripts/support/route-walk';
import { baseUrl, launch, openPage } from '../support/browser';

/** Responsive and themed: no route scrolls sideways at 320 px (WCAG 1.4.10 reflow). */
describe('responsive: no horizontal scroll at 320 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('every route fits 320 px, light and dark', async () => {
    // One walk; on each route the overflow is measured in both schemes (switching the emulated
    // scheme recolours through CSS custom properties at once).
    const { page, context, errors } = await openPage(browser, { viewport: { width: 320, height: 640 } });
    const wide: string[] = [];
    const seen: string[] = [];
    await walkRoutes(page, baseUrl(), async (route) => {
      seen.push(route.name);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        const overflow = await page.evaluate(() => {
          const root = document.documentElement;
          const culprits = [...document.querySelectorAll('body *')]
            .filter(
              (el) =>
                el.getBoundingClientRect().right > root.clientWidth + 1 &&
                getComputedStyle(el).position !== 'fixed',
            )
            .slice(0, 3)
            .map(
              (el) =>
                `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}`,
            );
          return { scroll: root.scrollWidth, client: root.clientWidth, culprits };
        });
        if (overflow.scroll > overflow.client)
          wide.push(
            `${route.name} (${colorScheme}): ${overflow.scroll} > ${overflow.client} (${overflow.culprits.join(', ')})`,
          );
      }
      await page.emulateMedia({ colorScheme: 'light' });
    });
    expect(seen).toHaveLength(13);
    expect(wide).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
