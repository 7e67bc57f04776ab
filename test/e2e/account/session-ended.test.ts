import type { Browser, Page, Request } from 'playwright-core';
import { openPlayer } from '../player/player-helpers';
import { baseUrl, launch, openPage } from '../support/browser';
import { until } from '../../support/until';
import { fault, hubConnections } from '../support/faults';
import { flushRendering } from '../support/page-clock';

const PLAYER = 'Spin Studio';
/** The requests an ended sign-in must stop making: the hub's access URL and the token refresh. */
const asksWithTokens = (request: Request) =>
  /\/api\/Hub\/[^/]+\/accesstoken$|\/api\/Account\/token\/refresh$/i.test(new URL(request.url()).pathname);
const ended = (page: Page) => page.getByTestId('session-ended');

/** docs/architecture.md §5: an ended sign-in is told, and the app stops asking. */
describe('an ended sign-in in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await fault('reset');
  });

  it('the service ends every sign-in: the player screen and the overview say so once, and ask a bounded number of times', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.clock.install();
    await openPlayer(page, PLAYER);
    const overview = await context.newPage();
    await overview.clock.install();
    await overview.goto(`${baseUrl()}/player-selector/overview`);
    await overview.getByTestId('overview-count').waitFor({ timeout: 30_000 });

    const asked: string[] = [];
    context.on('request', (request) => asksWithTokens(request) && asked.push(request.url()));
    await fault('endSignIns');

    for (const shown of [page, overview]) {
      await ended(shown).waitFor({ timeout: 45_000 });
      expect(await ended(shown).locator('[data-reason="signed-out"]').count()).toBe(1);
      expect(await shown.getByTestId('play-pause').count()).toBe(0);
      expect(await shown.getByTestId('connection-banner').count()).toBe(0);
    }
    // Each tab asked once or twice (the access URL, its refresh); two minutes more of the pages' time ask nothing.
    const whenTold = asked.length;
    expect(whenTold).toBeLessThanOrEqual(4);
    for (const shown of [page, overview]) await shown.clock.runFor(120_000);
    for (const shown of [page, overview]) await flushRendering(shown);
    expect(asked).toHaveLength(whenTold);
    expect(await ended(page).count()).toBe(1);

    // Sign in again: the login screen.
    await ended(page).getByTestId('session-ended-sign-in').click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);

  it('a network that is down is not an ended sign-in: the banner shows, the session stands, the access URL is asked again later', async () => {
    const { page, context } = await openPage(browser);
    await openPlayer(page, PLAYER);
    const asked: string[] = [];
    context.on('request', (request) => asksWithTokens(request) && asked.push(request.url()));
    await fault('failApi', { pathPrefix: '/api/Hub/', status: 503, count: 1_000 });
    for (const { connectionId } of await hubConnections()) await fault('kick', { connectionId });
    await page.getByTestId('connection-banner').waitFor({ timeout: 30_000 });
    await until(
      async () => asked.length,
      (n) => n >= 2,
      60_000,
    );
    expect(await ended(page).count()).toBe(0);
    await fault('reset');
    await page.getByTestId('connection-banner').waitFor({ state: 'detached', timeout: 90_000 });
    expect(await ended(page).count()).toBe(0);
    await context.close();
  }, 180_000);
});
