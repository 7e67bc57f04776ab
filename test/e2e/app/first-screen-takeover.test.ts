import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from '../support/browser';

/** The app's wrapper while it still holds the markup rendered at build time (scripts/prerender.ts). */
const PRERENDERED = '#player-remote > .player-remote-host[data-prerendered]';
/** The wrapper once the live app has taken that markup over (src/embed/mount.tsx). */
const TAKEN_OVER = '#player-remote > .player-remote-host:not([data-prerendered])';
/** The login screen's fields, by id (src/features/account/sign-in/login-fields.ts). */
const USERNAME = '#username';
const PASSWORD = '#password';
/** One key every this many ms: a user typing as soon as the field shows. */
const KEY_INTERVAL_MS = 250;

/** A shop's slow network and a slow phone (Chrome DevTools' "Slow 3G" and 6× CPU slowdown), through CDP. */
async function slowShop(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 2000,
    downloadThroughput: 50 * 1024,
    uploadThroughput: 50 * 1024,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

/** The e-mail field's value, whether it has the focus, and its caret. */
function usernameState(page: Page) {
  return page.locator(USERNAME).evaluate((input: HTMLInputElement) => ({
    value: input.value,
    focused: document.activeElement === input,
    caret: [input.selectionStart, input.selectionEnd],
  }));
}

/**
 * Types `email` into the e-mail field from the moment it shows, one key every KEY_INTERVAL_MS, then moves
 * the caret back over the last three characters; waits for the live app to take over. Returns how many
 * keys landed before the takeover and where the caret should be.
 */
async function typeThroughTakeover(page: Page, email: string, tap: boolean) {
  await page.goto(`${baseUrl()}/`, { waitUntil: 'commit' });
  const field = page.locator(USERNAME);
  await field.waitFor({ state: 'visible' });
  if (tap) await field.tap();
  else await field.focus();
  let beforeTakeover = 0;
  for (const key of [...email, 'ArrowLeft', 'ArrowLeft', 'ArrowLeft']) {
    if ((await page.locator(PRERENDERED).count()) === 1) beforeTakeover += 1;
    await page.keyboard.press(key, { delay: KEY_INTERVAL_MS });
  }
  await page.locator(TAKEN_OVER).waitFor({ state: 'attached', timeout: 60_000 });
  return { beforeTakeover, caret: email.length - 3 };
}

/**
 * The login screen is real from its first paint: on a slow shop network and a slow phone, what is typed
 * into it before the app has run is still there, focused, with its caret, after the app has taken it
 * over, and the password typed next signs in.
 */
describe('typing into the login screen before the app has taken it over, in Chromium (Slow 3G, 6× CPU)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    {
      name: 'English on a phone',
      locale: 'en-GB',
      colorScheme: 'light' as const,
      phone: true,
      lang: 'en-GB',
    },
    {
      name: 'Chinese in dark mode',
      locale: 'zh-CN',
      colorScheme: 'dark' as const,
      phone: false,
      lang: 'zh-CN',
    },
  ])('$name: every character, the focus and the caret survive, and the sign-in works', async (visit) => {
    const { page, context, errors } = await openPage(browser, {
      locale: visit.locale,
      colorScheme: visit.colorScheme,
      ...(visit.phone
        ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
        : {}),
    });
    await page.addInitScript(`window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective));`);
    await slowShop(page);
    const email = 'demo@example.com';
    const { beforeTakeover, caret } = await typeThroughTakeover(page, email, visit.phone);
    expect(beforeTakeover).toBeGreaterThan(0); // the keys fell on the markup rendered at build time
    expect(await page.locator('.player-remote-root').getAttribute('lang')).toBe(visit.lang);
    expect(await usernameState(page)).toEqual({ value: email, focused: true, caret: [caret, caret] });

    await page.locator(PASSWORD).focus();
    await page.keyboard.type('Demo!2345');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/player-selector', { timeout: 60_000 });
    expect(await page.evaluate('window.__violations')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
