import type { Browser } from 'playwright-core';
import { walkRoutes } from '../../../scripts/support/route-walk';
import { axe } from './a11y-routes';
import { baseUrl, launch, openPage } from '../support/browser';

/** Accessibility: axe (WCAG 2.2 AA) on every route of spec §2, light and dark, at 375 px and 1280 px. */
describe('accessibility: axe on every route', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const SCHEMES = ['light', 'dark'] as const;
  const viewports = [
    [375, 812],
    [1280, 800],
  ] as const;

  it.each(viewports)(
    'at %i px, light and dark: zero violations',
    async (width, height) => {
      // One walk per width; on each route axe runs in both schemes. The colours are CSS custom
      // properties under prefers-color-scheme, so switching the emulated scheme recolours the page
      // at once (no re-render, no colour transitions).
      const { page, context, errors } = await openPage(browser, { viewport: { width, height } });
      const found: string[] = [];
      const seen: string[] = [];
      await walkRoutes(page, baseUrl(), async (route) => {
        seen.push(route.name);
        for (const colorScheme of SCHEMES) {
          await page.emulateMedia({ colorScheme });
          expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
            colorScheme === 'dark',
          );
          found.push(...(await axe(page)).map((line) => `[${route.name}, ${colorScheme}] ${line}`));
        }
        await page.emulateMedia({ colorScheme: SCHEMES[0] });
      });
      if (found.length) console.log(`axe, ${width}px:\n${found.join('\n')}`);
      expect(seen).toHaveLength(13);
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
    240_000,
  );
});
