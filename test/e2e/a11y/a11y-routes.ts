/**
 * axe-core on a page of the browser tests (test/e2e/a11y/a11y-axe.test.ts and others); the route walk they
 * run it on is scripts/support/route-walk.ts.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** axe-core's browser bundle, injected into each page (`@axe-core/playwright` needs Node ≥ 22). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.2 AA: the 2.2 rules run only when their tag is named (docs/architecture.md §9). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe on the whole document and returns its violations, one line per failing node. */
export async function axe(page: Page): Promise<string[]> {
  // Evaluated, not added as a script element: the app's page enforces Trusted Types (a script's text is a sink).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const result = await (
      window as unknown as { axe: { run(ctx: Document, o: unknown): Promise<{ violations: Violation[] }> } }
    ).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, TAGS);
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact}): ${v.help} at ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
    ),
  );
}
