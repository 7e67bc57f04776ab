import type { Page } from 'playwright-core';

/**
 * Stops the page's clock (installed earlier with `page.clock.install()`, flowing until now) at about
 * the current page time: from here no timer of the page fires until the test runs the clock with
 * `page.clock.runFor` or resumes it. `pauseAt` refuses a time already past, and the page time moves
 * on while the call travels, so it aims a little ahead and aims further when it was too late.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let ahead = 20; ; ahead *= 4) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (error) {
      if (ahead > 5_000 || !/past/i.test(String(error))) throw error;
    }
  }
}

/**
 * Resolves once the page has run the work React (and anything else) queued as posted-message tasks
 * before this call: two rounds of a MessageChannel message, which queue behind them. Lets a test read
 * the screen after `page.clock.runFor` fired timers whose updates render in such tasks.
 */
export async function flushRendering(page: Page): Promise<void> {
  for (let round = 0; round < 2; round++)
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => done();
          channel.port2.postMessage(null);
        }),
    );
}

/**
 * Starts recording whether an element matching `selector` is ever in the document from now on (a
 * MutationObserver in the page); `seen()` says whether it was. For "X never showed" checks, read
 * after the positive event that ends the span in question.
 */
export async function watchFor(page: Page, selector: string): Promise<{ seen(): Promise<boolean> }> {
  const key = `__watch_${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ([sel, k]) => {
      const store = window as unknown as Record<string, boolean>;
      store[k] = document.querySelector(sel) !== null;
      new MutationObserver(() => {
        if (document.querySelector(sel)) store[k] = true;
      }).observe(document, { subtree: true, childList: true, attributes: true });
    },
    [selector, key] as const,
  );
  return {
    seen: () => page.evaluate((k) => (window as unknown as Record<string, boolean>)[k] === true, key),
  };
}
