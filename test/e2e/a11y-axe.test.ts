import type { Browser } from 'playwright-core';
import { axe, walkRoutes } from './a11y-routes';
import { baseUrl, launch, openPage } from './support/browser';

/** Issue 7: axe (WCAG 2.2 AA) on every route of spec §2, light and dark, at 375 px and 1280 px. */
describe('accessibility: axe on every route', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const cases = [
    ['light', 375, 812],
    ['dark', 375, 812],
    ['light', 1280, 800],
    ['dark', 1280, 800],
  ] as const;

  it.each(cases)(
    '%s scheme at %i px: zero violations',
    async (colorScheme, width, height) => {
      const { page, context, errors } = await openPage(browser, { colorScheme, viewport: { width, height } });
      const found: string[] = [];
      const seen: string[] = [];
      await walkRoutes(page, baseUrl(), async (route) => {
        seen.push(route.name);
        found.push(...(await axe(page)).map((line) => `[${route.name}] ${line}`));
      });
      if (found.length) console.log(`axe, ${colorScheme} ${width}px:\n${found.join('\n')}`);
      expect(seen).toHaveLength(13);
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
    240_000,
  );
});
