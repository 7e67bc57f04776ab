/**
 * Browser figures of `npm run bench`: Lighthouse 12 (mobile and desktop presets) on the login page
 * and on the player page signed in against the local service, and React commits per elapsed-timer
 * tick on the player screen. Chromium is started by chrome-launcher with the quiet flags of
 * ARCHITECTURE §9; Playwright attaches over CDP to sign in (the profile keeps the session).
 */
import { chromium, type Page } from 'playwright-core';

/** Flags that keep Chromium quiet offline (ARCHITECTURE §9). */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** One Lighthouse run's figures. */
export interface LighthouseResult {
  readonly page: 'login' | 'player';
  readonly preset: 'mobile' | 'desktop';
  readonly performance: number | null;
  readonly accessibility: number | null;
  readonly bestPractices: number | null;
  readonly lcpMs: number | null;
  readonly tbtMs: number | null;
  /** Failed audits of the accessibility and best-practices categories (ids), to act on. */
  readonly failed: readonly string[];
}

/** React commits and component renders per elapsed-timer tick. */
export interface CommitResult {
  readonly ticks: number;
  readonly commits: number;
  readonly componentRenders: number;
}

/** Signs in as the demo user in `page` and opens `playerName` on the player screen. */
async function openPlayer(page: Page, baseUrl: string, playerName: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel(/^Username or e-?mail$/).fill('demo@example.com'); // en-GB or en-US
  await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/player-selector');
  await page.getByLabel('Search players').fill(playerName);
  await page.getByRole('button', { name: `Open ${playerName}`, exact: true }).click();
  await page.waitForURL(/\/player$/);
  await page.waitForFunction(
    () => {
      const title = document.querySelector('[data-testid="track-title"]')?.textContent;
      return !!title && title !== 'Track Title';
    },
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * Runs Lighthouse on the login page and, after signing in through the same profile, on the player
 * page, each with the mobile (default) and desktop presets.
 */
export async function runLighthouse(
  chromePath: string,
  baseUrl: string,
  log: (line: string) => void,
): Promise<LighthouseResult[]> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const results: LighthouseResult[] = [];
  try {
    const audit = async (page: 'login' | 'player', url: string, preset: 'mobile' | 'desktop') => {
      log(`lighthouse: ${page} (${preset})`);
      const flags = {
        port: chrome.port,
        logLevel: 'error' as const,
        output: 'json' as const,
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: page === 'player',
      };
      const runner = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
      const lhr = runner?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (lhr.runtimeError)
        throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = (id: string) =>
        lhr.categories[id]?.score == null ? null : Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
      const failed = ['accessibility', 'best-practices'].flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => {
            const items =
              (
                lhr.audits[ref.id]?.details as
                  { items?: { description?: string; sourceLocation?: { url?: string } }[] } | undefined
              )?.items ?? [];
            const what = items
              .slice(0, 3)
              .map((item) => `${item.description ?? ''} ${item.sourceLocation?.url ?? ''}`.trim())
              .filter(Boolean);
            return what.length ? `${ref.id} (${what.join('; ')})` : ref.id;
          }),
      );
      results.push({
        page,
        preset,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        failed,
      });
    };
    for (const preset of ['mobile', 'desktop'] as const) await audit('login', `${baseUrl}/`, preset);

    // Sign in through the launched Chromium's own profile, so Lighthouse (storage kept) finds the session.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await openPlayer(page, baseUrl, 'Espresso Bar');
    await page.close();
    await browser.close(); // disconnects; the launched Chromium keeps running
    for (const preset of ['mobile', 'desktop'] as const) await audit('player', `${baseUrl}/player`, preset);
  } finally {
    chrome.kill();
  }
  return results;
}

/**
 * A stand-in React DevTools hook (plain script text: a serialized function would carry the
 * TypeScript runner's helpers). Counts commits, and component fibers that are new since the previous
 * commit and performed work (React's PerformedWork flag): function, class, forwardRef and memo.
 */
const COMMIT_HOOK = `(() => {
  const stats = { commits: 0, renders: 0 };
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  let previous = new Set();
  window.__commitStats = stats;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id, root) => {
      stats.commits += 1;
      const seen = new Set();
      const stack = [root.current];
      while (stack.length) {
        const fiber = stack.pop();
        seen.add(fiber);
        if (COMPONENT_TAGS.has(fiber.tag) && !previous.has(fiber) && (fiber.flags & PERFORMED_WORK) !== 0) stats.renders += 1;
        if (fiber.child) stack.push(fiber.child);
        if (fiber.sibling) stack.push(fiber.sibling);
      }
      previous = seen;
    },
  };
})();`;

/**
 * Counts React commits on the player screen per tick of the elapsed timer: a stand-in React DevTools
 * hook (installed before the bundle loads) sees every commit; a component "rendered" in a commit when
 * its fiber is new since the previous commit and performed work. The page's clock is Playwright's,
 * advanced one second at a time.
 */
export async function countCommits(chromePath: string, baseUrl: string, ticks = 30): Promise<CommitResult> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    headless: true,
    args: CHROME_FLAGS.filter((f) => f !== '--headless'),
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript({ content: COMMIT_HOOK });
    await page.clock.install();
    await openPlayer(page, baseUrl, 'Espresso Bar');
    await page.clock.runFor(2_000); // settle: status, skeletons
    const read = () =>
      page.evaluate(() => ({
        ...(window as unknown as { __commitStats: { commits: number; renders: number } }).__commitStats,
      }));
    const before = await read();
    for (let i = 0; i < ticks; i++) await page.clock.runFor(1_000);
    const after = await read();
    await context.close();
    return {
      ticks,
      commits: after.commits - before.commits,
      componentRenders: after.renders - before.renders,
    };
  } finally {
    await browser.close();
  }
}
