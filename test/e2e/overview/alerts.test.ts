import type { Browser, Page } from 'playwright-core';
import { playersOf, zoneGroup, type FleetPlayer } from '../../../server/fleet/fixture';
import { PlayerCommand } from '../../../src/lib/player/commands';
import { launch, openPage, signIn } from '../support/browser';
import { openOverview, send, useOtherSignIn } from '../support/other-sign-in';

const COUNTER_PLAYER = playersOf('demo@example.com').find((p) => p.PlayerName === 'Counter') as FleetPlayer;
const COUNTER = zoneGroup(COUNTER_PLAYER, 1);

/**
 * Before the app runs: records every Notification constructed and every permission asked
 * (`window.__alerts`), answers the ask as a user who allows (kept for the tab, as the browser keeps it
 * for the site), and lets the test put the page out of sight (`window.__hidden`). The answer is given here
 * because the run's headless Chromium reports notifications as denied in every test context, whatever
 * the context grants.
 */
const RECORDER = () => {
  const calls = { notifications: [] as { title: string; body?: string; tag?: string }[], asked: 0 };
  Object.assign(window, { __alerts: calls });
  const Real = window.Notification;
  class Recorded extends Real {
    constructor(title: string, options?: NotificationOptions) {
      calls.notifications.push({ title, body: options?.body, tag: options?.tag });
      super(title, options);
    }
    static override get permission(): NotificationPermission {
      return sessionStorage.getItem('test-notifications') === 'granted' ? 'granted' : 'default';
    }
    static override requestPermission(): Promise<NotificationPermission> {
      calls.asked += 1;
      sessionStorage.setItem('test-notifications', 'granted');
      return Promise.resolve('granted');
    }
  }
  window.Notification = Recorded;
  const hidden = () => (window as unknown as { __hidden?: boolean }).__hidden === true;
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden() ? 'hidden' : 'visible'),
  });
  Object.defineProperty(document, 'hidden', { configurable: true, get: hidden });
};

/** What the recorder saw. */
const recorded = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __alerts: { notifications: { tag?: string }[]; asked: number } }).__alerts,
  );

/** Within this long of the change: the burst and the gathering of a site's alerts, on a busy machine. */
const ALERTED_WITHIN_MS = 30_000;

describe('opt-in alerts in Chromium (docs/design.md "Activity log")', () => {
  let browser: Browser;
  const signInElsewhere = useOtherSignIn();
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("asks only when turned on; tells another sign-in's change in the page while in view, as a notification per site while out of sight", async () => {
    const { page, context, errors } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
      permissions: ['notifications'],
    });
    await page.addInitScript(RECORDER);
    await signIn(page);
    await openOverview(page, COUNTER, 'Counter');
    await page.locator('[data-testid="alerts"][data-state="off"]').waitFor();
    expect((await recorded(page)).asked).toBe(0); // never asked on load

    await page.getByTestId('alerts-on').click();
    await page.locator('[data-testid="alerts"][data-state="on"]').waitFor();
    expect((await recorded(page)).asked).toBe(1);

    const other = await signInElsewhere();
    await send(other, COUNTER, PlayerCommand.Volume, ['33']);
    const inApp = page.locator('[data-testid="alerts-last"][data-where="in-app"]');
    await inApp.waitFor({ timeout: ALERTED_WITHIN_MS });
    expect(await inApp.getAttribute('data-site')).toBe(COUNTER_PLAYER.PropertyName);
    expect((await recorded(page)).notifications).toEqual([]);

    await page.evaluate(() => {
      Object.assign(window, { __hidden: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await send(other, COUNTER, PlayerCommand.Volume, ['30']);
    await page.waitForFunction(
      () =>
        (window as unknown as { __alerts: { notifications: unknown[] } }).__alerts.notifications.length > 0,
      undefined,
      { timeout: ALERTED_WITHIN_MS },
    );
    const { notifications } = await recorded(page);
    expect(notifications.map((n) => n.tag)).toEqual([`alert:${COUNTER_PLAYER.PropertyName}`]);
    await page.locator('[data-testid="alerts-last"][data-where="system"]').waitFor();

    // Remembered for this user: a reload finds alerts on without asking again.
    await page.reload(); // back on the overview
    await page.locator('[data-testid="alerts"][data-state="on"]').waitFor();
    expect((await recorded(page)).asked).toBe(0);
    await page.getByTestId('alerts-off').click();
    await page.locator('[data-testid="alerts"][data-state="off"]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('says how to allow notifications when the browser blocks them, and sends none', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => {
      // The browser's answer when notifications are blocked for the site.
      let permission: NotificationPermission = 'default';
      Object.defineProperty(Notification, 'permission', { configurable: true, get: () => permission });
      Notification.requestPermission = () => Promise.resolve((permission = 'denied'));
    });
    await signIn(page);
    await openOverview(page, COUNTER, 'Counter');
    await page.getByTestId('alerts-on').click();
    await page.locator('[data-testid="alerts"][data-state="denied"]').waitFor();
    await page.getByTestId('alerts-denied').waitFor();
    expect(await page.getByTestId('alerts-on').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
