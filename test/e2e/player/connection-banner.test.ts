import type { Browser, Page } from 'playwright-core';
import { axe } from '../a11y/a11y-routes';
import { openPlayer } from './player-helpers';
import { launch, openPage } from '../support/browser';
import { fault, hubConnections } from '../support/faults';
import { recordCommands } from '../support/hub-frames';
import { nowPlayingFile, waitForTrack, waitForTrackChange } from '../support/now-playing';
import { flushRendering, pauseClock, watchFor } from '../support/page-clock';

interface ConnectionInfo {
  readonly connectionId: string;
  readonly groups: string[];
  readonly connected: boolean;
}

const PLAYER = 'Spin Studio';
const connections = (): Promise<ConnectionInfo[]> => hubConnections<ConnectionInfo>();
const banner = (page: Page) => page.getByTestId('connection-banner');
const staleShown = (page: Page) => page.getByTestId('stale-note').isVisible();

/** The hub connection a page opened after `known` was taken (connected, in a zone group). */
async function connectionOpenedSince(known: ReadonlySet<string>): Promise<string> {
  const mine = (await connections()).filter(
    (s) => !known.has(s.connectionId) && s.connected && s.groups.length > 0,
  );
  expect(mine).toHaveLength(1);
  return mine[0]!.connectionId;
}

/** docs/design.md "Honest about the connection", through the local service's fault controls. */
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
    const known = new Set((await connections()).map((s) => s.connectionId));
    const a = await openPage(browser);
    await openPlayer(a.page, PLAYER);
    const connectionId = await connectionOpenedSince(known);

    const screenAt = async () => {
      const { x, y } = (await a.page.locator('main').boundingBox())!;
      return { x, y };
    };
    const screenBefore = await screenAt();
    // Cut A off: its browser goes offline (so every recovery attempt fails) and its socket is dropped.
    await a.context.setOffline(true);
    await fault('drop', { connectionId });
    const dropped = performance.now();
    await banner(a.page).waitFor({ timeout: 10_000 });
    // The banner lies over the top of the screen, right under the header: the screen under it stays put.
    expect(await screenAt()).toEqual(screenBefore);
    const header = (await a.page.locator('header').first().boundingBox())!;
    expect(Math.round((await banner(a.page).boundingBox())!.y)).toBe(Math.round(header.y + header.height));
    // A lower bound only: a loaded machine can make the banner later, never earlier.
    expect(performance.now() - dropped).toBeGreaterThanOrEqual(1_900); // not before the 2 s grace
    expect(await banner(a.page).textContent()).toContain('Reconnecting');
    expect(await a.page.getByTestId('connection-status').getAttribute('role')).toBe('status');
    expect(await staleShown(a.page)).toBe(true);
    expect(await axe(a.page)).toEqual([]);

    // Meanwhile the zone moves on, seen by B.
    const old = await nowPlayingFile(a.page);
    await b.page.getByTestId('next').click();
    const fresh = await waitForTrackChange(b.page, old);
    expect(await nowPlayingFile(a.page)).toBe(old);

    // A's browser is back online: it recovers, the banner and the stale note clear, the new track shows.
    await a.context.setOffline(false);
    await banner(a.page).waitFor({ state: 'detached', timeout: 10_000 });
    await waitForTrack(a.page, fresh);
    await a.page.getByTestId('stale-note').waitFor({ state: 'detached', timeout: 5_000 });
    expect(await a.page.getByTestId('connection-status').textContent()).toBe('');

    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await a.context.close();
    await b.context.close();
  }, 120_000);

  it('a short drop (under 2 s) shows no banner', async () => {
    const known = new Set((await connections()).map((s) => s.connectionId));
    const { page, context, errors } = await openPage(browser);
    // The page's clock decides what "under 2 s" means: it is stopped while the link drops and
    // recovers, so the drop lasts no time at all for the app however slow the machine is.
    await page.clock.install();
    const commands = recordCommands(page);
    await openPlayer(page, PLAYER);
    const connectionId = await connectionOpenedSince(known);
    const bannerSeen = await watchFor(page, '[data-testid="connection-banner"]');

    await pauseClock(page);
    const socketsBefore = commands.sockets();
    // Recovered: the app asks for status at once on the new socket (it sends only once connected).
    const statusOnNewSocket = commands.next((s) => s.socket > socketsBefore && s.command === 0);
    await fault('drop', { connectionId });
    await statusOnNewSocket;
    // Now let the app's time pass well beyond the 2 s grace: a banner due to the drop would show.
    await page.clock.runFor(3_000);
    await flushRendering(page);
    expect(await bannerSeen.seen()).toBe(false);
    expect(await staleShown(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
