import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { walkRoutes } from '../../../scripts/support/route-walk';
import { baseUrl, launch, openPage } from '../support/browser';
import { useService } from '../support/chain-service';

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

/**
 * Records the page's layout shifts (the Layout Instability API) from the start of every document, so a
 * route's cumulative layout shift can be read once it has rendered its data. Shifts right after an input
 * (`hadRecentInput`) do not count, as in CLS.
 */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    // A test's `fill` sends no key events, so the browser's hadRecentInput misses it: an input event
    // counts as recent input for 500 ms, as the Layout Instability API counts a user's keys.
    // Read on the document's timeline, the clock the entries' startTime is on: the walk fakes the page's
    // `performance` and `Event.timeStamp` (page.clock), not the timeline.
    let lastInput = -Infinity;
    addEventListener('input', () => (lastInput = Number(document.timeline.currentTime ?? -Infinity)), true);
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        startTime: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (entry.hadRecentInput || entry.startTime - lastInput < 500) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((s) => {
            const el = s.node instanceof Element ? s.node : s.node?.parentElement;
            const id = el?.getAttribute('data-testid');
            const text = (el?.textContent ?? '').trim().slice(0, 24);
            const [a, b] = [s.previousRect, s.currentRect];
            const move = `(${Math.round(a.x)},${Math.round(a.y)} ${Math.round(a.width)}×${Math.round(a.height)})→(${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}×${Math.round(b.height)})`;
            return `${el?.tagName.toLowerCase() ?? '?'}${id ? `[data-testid=${id}]` : ''} "${text}" ${move}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded since the document loaded (and since the last read), then forgets them. */
const takeShifts = (page: Page) =>
  page.evaluate(() => {
    const shifts = (window as unknown as { __layoutShifts: { value: number; sources: string[] }[] })
      .__layoutShifts;
    return shifts.splice(0);
  });

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
