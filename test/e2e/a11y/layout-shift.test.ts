import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { walkRoutes } from '../../../scripts/support/route-walk';
import { baseUrl, launch, openPage } from '../support/browser';
import { useService } from '../support/chain-service';
import { recordShifts, takeShifts } from '../support/layout-shifts';

/**
 * Another instant of the fleet's timetable, more than an hour from the pinned one (scripts/support/clock.ts):
 * other playlists play then, with other lengths and titles, and the screens must not shift for them either.
 */
const OTHER_INSTANT = '2026-11-23T03:40:00Z';

/** How much slower than the machine a slow phone's CPU runs the page (CDP `Emulation.setCPUThrottlingRate`). */
const SLOW_CPU_RATE = 4;
/** How long the slowed service keeps each API request waiting before it answers, in ms (fault `delayApi`). */
const SLOW_API_MS = 400;

const LAYOUTS = [
  ['phone', { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }],
  ['desktop', { viewport: { width: 1280, height: 800 } }],
] as const satisfies readonly (readonly [string, BrowserContextOptions])[];

/** Slows the page's CPU by `rate` for every document it loads (1 is the machine's own speed). */
async function slowCpu(context: BrowserContext, page: Page, rate: number): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Walks every route of the service at `origin` in `options`' layout, the page's CPU slowed by `cpuRate`,
 * and returns what shifted, by route.
 */
async function shiftedRoutes(
  browser: Browser,
  origin: string,
  options: BrowserContextOptions,
  cpuRate = 1,
): Promise<string[]> {
  const { page, context, errors } = await openPage(browser, options);
  if (cpuRate !== 1) await slowCpu(context, page, cpuRate);
  await recordShifts(page);
  const shifted: string[] = [];
  await walkRoutes(page, origin, async (route) => {
    // Wait for two frames: shifts are reported after the frame that made them.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const shifts = await takeShifts(page);
    const score = shifts.reduce((sum, s) => sum + s.value, 0);
    if (score > 0)
      shifted.push(
        `${route.name}: ${score.toFixed(4)} (${[...new Set(shifts.flatMap((s) => s.sources))].join(', ')})`,
      );
  });
  expect(errors).toEqual([]);
  await context.close();
  return shifted;
}

/**
 * CLS 0 on every route (skeletons have their content's size), on a phone and on a desktop: at the
 * machine's speed, and as a slow phone on a slow network sees it, where every answer arrives late.
 */
describe('no layout shift on any route in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(LAYOUTS)('every route on a %s shifts nothing while it loads', async (_, options) => {
    expect(await shiftedRoutes(browser, baseUrl(), options)).toEqual([]);
  });

  describe(`at ${OTHER_INSTANT} of the timetable`, () => {
    const own = useService({ dev: true, clockStart: OTHER_INSTANT });

    it.each(LAYOUTS)('every route on a %s shifts nothing while it loads', async (_, options) => {
      expect(await shiftedRoutes(browser, own.service.url, options)).toEqual([]);
    });
  });

  describe(`with the page's CPU slowed ${SLOW_CPU_RATE}× and every API answer ${SLOW_API_MS} ms late`, () => {
    const own = useService({ dev: true });
    beforeAll(() => {
      own.service.faults.delayApi('/api/', SLOW_API_MS);
    });

    it.each(LAYOUTS)(
      'every route on a %s shifts nothing while it loads',
      async (_, options) => {
        expect(await shiftedRoutes(browser, own.service.url, options, SLOW_CPU_RATE)).toEqual([]);
      },
      180_000,
    );
  });
});
