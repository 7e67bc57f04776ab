import type { Browser, Page } from 'playwright-core';
import { axe } from './a11y-routes';
import { fault, openPlayer } from './player-helpers';
import { baseUrl, launch, openPage, until } from './support/browser';

interface SessionInfo {
  readonly connectionId: string;
  readonly groups: string[];
  readonly connected: boolean;
}

const PLAYER = 'Spin Studio';
const sessions = async (): Promise<SessionInfo[]> =>
  ((await (await fetch(`${baseUrl()}/dev/faults`)).json()) as { sessions: SessionInfo[] }).sessions;
const title = (page: Page) => page.getByTestId('track-title').textContent();
const bannerShown = (page: Page) => page.getByTestId('connection-banner').isVisible();
const staleShown = (page: Page) => page.getByTestId('stale-note').isVisible();

/** Issue 7 "Connection honesty", through the local service's fault controls. */
describe('connection banner in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('drop the hub → banner and stale note after 2 s → both clear after recovery, with fresh status', async () => {
    // B watches the same zone over a link that stays up, and changes it while A is cut off.
    const b = await openPage(browser);
    await openPlayer(b.page, PLAYER);
    const known = new Set((await sessions()).map((s) => s.connectionId));
    const a = await openPage(browser);
    await openPlayer(a.page, PLAYER);
    const mine = (await sessions()).filter(
      (s) => !known.has(s.connectionId) && s.connected && s.groups.length > 0,
    );
    expect(mine).toHaveLength(1);

    // Cut A off: its browser goes offline (so every recovery attempt fails) and its socket is dropped.
    await a.context.setOffline(true);
    await fault('drop', { connectionId: mine[0]!.connectionId });
    const dropped = Date.now();
    await a.page.getByTestId('connection-banner').waitFor({ timeout: 6_000 });
    expect(Date.now() - dropped).toBeGreaterThanOrEqual(1_900); // not before the 2 s grace
    expect(await a.page.getByTestId('connection-banner').textContent()).toContain('Reconnecting');
    expect(await a.page.getByTestId('connection-status').getAttribute('role')).toBe('status');
    expect(await staleShown(a.page)).toBe(true);
    expect(await axe(a.page)).toEqual([]);

    // Meanwhile the zone moves on, seen by B.
    const old = await title(a.page);
    await b.page.getByTestId('next').click();
    const fresh = await until(
      () => title(b.page),
      (t) => t !== old,
    );
    expect(await title(a.page)).toBe(old);

    // A's browser is back online: it recovers, the banner and the stale note clear, the new track shows.
    await a.context.setOffline(false);
    await until(
      () => bannerShown(a.page),
      (shown) => !shown,
      10_000,
    );
    await until(
      () => title(a.page),
      (t) => t === fresh,
      3_000,
    );
    await until(
      () => staleShown(a.page),
      (shown) => !shown,
      3_000,
    );
    expect(await a.page.getByTestId('connection-status').textContent()).toBe('');

    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await a.context.close();
    await b.context.close();
  }, 120_000);

  it('a short drop (under 2 s) shows no banner', async () => {
    const known = new Set((await sessions()).map((s) => s.connectionId));
    const { page, context, errors } = await openPage(browser);
    await openPlayer(page, PLAYER);
    const seen: boolean[] = [];
    const mine = (await sessions()).filter(
      (s) => !known.has(s.connectionId) && s.connected && s.groups.length > 0,
    );
    expect(mine).toHaveLength(1);
    await fault('drop', { connectionId: mine[0]!.connectionId });
    for (let i = 0; i < 15; i++) {
      seen.push(await bannerShown(page));
      await page.waitForTimeout(200);
    }
    expect(seen.every((shown) => !shown)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
