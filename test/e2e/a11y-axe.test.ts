import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { walkRoutes } from './a11y-routes';
import { baseUrl, launch, openPage } from './support/browser';

/** axe-core's browser bundle, injected into each page (`@axe-core/playwright` needs Node ≥ 22). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.2 AA: the 2.2 rules run only when their tag is named (ARCHITECTURE §9). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe on the whole document and returns its violations, one line per failing node. */
async function axe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async (tags) => {
    const result = await (window as unknown as { axe: { run(ctx: Document, o: unknown): Promise<{ violations: Violation[] }> } }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  }, TAGS);
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} at ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`));
}

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

  it.each(cases)('%s scheme at %i px: zero violations', async (colorScheme, width, height) => {
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
  }, 240_000);
});
