import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { PAGE_POLICIES } from '../../../src/lib/trusted-types';
import { baseUrl, launch, openPage, signIn } from '../support/browser';
import { demoPlayer } from '../support/fleet';
import { openZone } from '../support/screens';

/**
 * Trusted Types on the app's own page (docs/architecture.md §11): its CSP enforces them
 * (`require-trusted-types-for 'script'`) and allows exactly the policies the build names
 * (dist/page-csp.json, src/lib/trusted-types.ts), and a walk through the app, from the sign-in through a
 * player to the overview, with the service worker registered, hands the DOM no script address or HTML
 * outside them: no CSP violation, no CSP error on the console.
 */

/** The page's CSP violations (listened for before any page script) and its console errors about CSP. */
async function watchViolations(
  page: Page,
): Promise<{ violations: () => Promise<string[]>; console: string[] }> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /Content Security Policy|Trusted ?Type|Refused to/i.test(message.text())
    )
      console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return {
    violations: () =>
      page.evaluate(() => [...(window as unknown as { __violations: string[] }).__violations]),
    console,
  };
}

describe("Trusted Types on the app's page in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the page is sent under a CSP that enforces Trusted Types with the policy names the build wrote', async () => {
    const written = JSON.parse(readFileSync(join('dist', 'page-csp.json'), 'utf8')) as {
      trustedTypes: string[];
    };
    expect(written.trustedTypes).toEqual(PAGE_POLICIES);
    const response = await fetch(`${baseUrl()}/player-selector`, { headers: { Accept: 'text/html' } });
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy.split('; ')).toEqual(
      expect.arrayContaining([
        "require-trusted-types-for 'script'",
        `trusted-types ${PAGE_POLICIES.join(' ')}`,
      ]),
    );
  });

  it('sign-in, a player, the overview, with the service worker registered: no CSP violation; a bare script address is refused', async () => {
    const { page, context, errors } = await openPage(browser, { serviceWorkers: 'allow' });
    const csp = await watchViolations(page);
    await signIn(page);
    await openZone(page, demoPlayer('Espresso Bar').name, undefined, true);
    await page.goBack();
    await page.waitForURL('**/player-selector');
    await page.getByTestId('open-overview').click();
    await page.waitForURL('**/player-selector/overview');
    await page.getByTestId('overview-zone').first().waitFor();
    // The service worker was registered through its policy (POLICY.worker) and runs.
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => !!r.active))).toBe(true);

    expect(await csp.violations()).toEqual([]);
    expect(csp.console).toEqual([]);
    expect(errors).toEqual([]);

    // Trusted Types are enforced, and the watch above hears their violations: a script address that is a
    // plain string is refused.
    const assigned = await page.evaluate(() => {
      try {
        document.createElement('script').src = '/js/anything.js';
        return 'assigned';
      } catch {
        return 'refused';
      }
    });
    expect(assigned).toBe('refused');
    expect(await csp.violations()).toEqual([expect.stringMatching(/^require-trusted-types-for /)]);
    await context.close();
  });
});
