import type { Page } from 'playwright-core';

/** One layout shift the page recorded: its score and what moved (tag, test id, text, rectangle before → after). */
export interface Shift {
  readonly value: number;
  readonly sources: string[];
}

/**
 * Records the page's layout shifts (the Layout Instability API) from the start of every document, so a
 * route's cumulative layout shift can be read once it has rendered its data. Shifts right after an input
 * (`hadRecentInput`) do not count, as in CLS.
 */
export async function recordShifts(page: Page): Promise<void> {
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
export const takeShifts = (page: Page): Promise<Shift[]> =>
  page.evaluate(() => {
    const shifts = (window as unknown as { __layoutShifts: { value: number; sources: string[] }[] })
      .__layoutShifts;
    return shifts.splice(0);
  });

/**
 * The shifts recorded since the document loaded (and since the last read) once the frames painted before this
 * call have been reported (two animation frames and a task later), then forgets them.
 */
export async function shiftsSoFar(page: Page): Promise<Shift[]> {
  await framesPainted(page);
  return takeShifts(page);
}

/** Resolves once the page has drawn the frames due now (two animation frames and a task later). */
export function framesPainted(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))),
  );
}
