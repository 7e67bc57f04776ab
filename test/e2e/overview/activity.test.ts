import type { Browser, Page } from 'playwright-core';
import { playersOf, zoneGroup, type FleetPlayer } from '../../../server/fleet/fixture';
import { PlayerCommand } from '../../../src/lib/player/commands';
import { VIEW_COLUMNS } from '../../../src/features/overview/activity/exports';
import { baseUrl, launch, openPage, signIn } from '../support/browser';
import { openOverview, send, sendAnswered, useOtherSignIn } from '../support/other-sign-in';
import { openZone } from '../support/screens';

const DEMO = playersOf('demo@example.com');
const demo = (name: string): FleetPlayer => {
  const found = DEMO.find((p) => p.PlayerName === name);
  if (!found) throw new Error(`The demo fleet has no player called ${JSON.stringify(name)}.`);
  return found;
};
const COUNTER = zoneGroup(demo('Counter'), 1);
const TERRACE = zoneGroup(demo('Terrace'), 1);

/** Told live: within this long (docs/design.md "Activity log"). */
const TOLD_WITHIN_MS = 5_000;

/** How long the app stays closed between two visits to the overview (page time, Playwright's clock). */
const CLOSED_MS = 10 * 60 * 1000;

/** The mode the zone's day gives the zone of `group` as its card on the overview shows it (live). */
async function modeOnOverview(page: Page, group: string): Promise<string> {
  const card = page.locator(`[data-testid="overview-zone"][data-group="${group}"][data-state="live"]`);
  await card.waitFor();
  return (await card.getAttribute('data-play-state')) === '1' ? 'playing' : 'paused';
}

/**
 * Opens the zone of `group` from its card on the overview and waits until the zone's activity has loaded
 * and every change recorded (the end of the period the overview watched) is in the browser's database.
 */
async function openZoneWritten(page: Page, group: string): Promise<void> {
  await page
    .locator(`[data-testid="overview-zone"][data-group="${group}"]`)
    .getByTestId('overview-open-zone')
    .click();
  await page.waitForURL(/\/player$/);
  await page
    .locator('[data-testid="zone-activity-box"][data-ready="true"][data-pending="0"]')
    .waitFor({ timeout: 15_000 });
}

/** The bands of the zone's day on the zone's screen, oldest first: mode and span (ms since the epoch). */
function zoneDay(page: Page): Promise<{ mode: string | null; start: number; end: number }[]> {
  return page.locator('[data-testid="zone-day-band"]').evaluateAll((bands) =>
    bands.map((band) => ({
      mode: band.getAttribute('data-mode'),
      start: Number(band.getAttribute('data-start')),
      end: Number(band.getAttribute('data-end')),
    })),
  );
}

describe('activity log in Chromium (docs/design.md "Activity log")', () => {
  let browser: Browser;
  const signInElsewhere = useOtherSignIn();
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('tells another sign-in\'s volume on the overview and on the zone\'s screen, naming the zone and "another device"', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await signIn(page);
    await openOverview(page, COUNTER, 'Counter');
    const other = await signInElsewhere();
    await send(other, COUNTER, PlayerCommand.Volume, ['33']);
    const entry = page.locator(
      `[data-testid="activity-entry"][data-group="${COUNTER}"][data-kind="volume"][data-to="33"]`,
    );
    await entry.waitFor({ timeout: TOLD_WITHIN_MS });
    expect(await entry.getAttribute('data-actor')).toBe('another-device');
    expect(await entry.getAttribute('data-zone')).toBe(demo('Counter').zones[0]?.ZoneName);

    await page.getByTestId('overview-back').click();
    await openZone(page, 'Counter', undefined, true);
    // The zone's activity loads when the browser is idle after the screen: it records from then on.
    await page
      .locator('[data-testid="zone-activity-box"][data-ready="true"]')
      .waitFor({ timeout: TOLD_WITHIN_MS });
    await send(other, COUNTER, PlayerCommand.Volume, ['30']);
    const line = page.locator(`[data-testid="zone-activity"][data-group="${COUNTER}"][data-to="30"]`);
    await line.waitFor({ timeout: TOLD_WITHIN_MS });
    expect(await line.getAttribute('data-kind')).toBe('volume');
    expect(await line.getAttribute('data-actor')).toBe('another-device');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists a zone paused while the user was on the player list in "since you last looked"', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    // The zone is paused when the overview first sees it, then plays (another sign-in's play): the log
    // records that change, so its mark for the zone is "playing" when the user leaves.
    const other = await signInElsewhere();
    await sendAnswered(other, TERRACE, PlayerCommand.Pause);
    await signIn(page);
    await openOverview(page, TERRACE, 'Terrace');
    const terrace = page.locator(`[data-testid="overview-zone"][data-group="${TERRACE}"]`);
    await page
      .locator(`[data-testid="overview-zone"][data-group="${TERRACE}"][data-play-state="2"]`)
      .waitFor();
    await sendAnswered(other, TERRACE, PlayerCommand.Play);
    await page
      .locator(`[data-testid="activity-entry"][data-group="${TERRACE}"][data-kind="playing"]`)
      .waitFor({ timeout: 15_000 });
    await page.locator('[data-testid="activity"][data-pending="0"]').waitFor();
    expect(await terrace.getAttribute('data-state')).toBe('live');

    await page.getByTestId('overview-back').click();
    await page.waitForURL('**/player-selector');
    // Paused by the player before the overview opens again: a change made while the user was away.
    await sendAnswered(other, TERRACE, PlayerCommand.Pause);
    await openOverview(page, TERRACE, 'Terrace');
    const line = page.locator(
      `[data-testid="activity-digest-entry"][data-group="${TERRACE}"][data-kind="paused"]`,
    );
    await line.waitFor({ timeout: 15_000 });
    await page.getByTestId('activity-digest-dismiss').click();
    await page.getByTestId('activity-digest').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('exports the view as CSV: a header and one row per zone of the view, formula cells neutralised', async () => {
    const { page, context, errors } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    await signIn(page);
    await openOverview(page, COUNTER, 'Counter');
    // A view of one player's zones: the search box filters the view.
    const shown = await page
      .locator('[data-testid="overview-zone"]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-group')));
    const waiting = page.waitForEvent('download');
    await page.getByTestId('export-view').click();
    // Read through the download's stream: the browser may run in another process (connected to, not launched).
    const chunks: Buffer[] = [];
    for await (const chunk of await (await waiting).createReadStream()) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const records = text.slice(1).split('\r\n');
    expect(records[0]).toBe(VIEW_COLUMNS.join(','));
    expect(records.slice(1)).toHaveLength(shown.length);
    // No cell starts a formula: each one that would begins with a quote mark.
    const cells = records.slice(1).flatMap((record) => record.split(','));
    expect(cells.filter((cell) => /^"?[=+\-@]/.test(cell))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("draws a zone's day with the time the app was closed as an unknown band, never as fine", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.clock.install();
    await signIn(page);
    // Watched: the overview records the zone's state while it is open.
    await openOverview(page, COUNTER, 'Counter');
    const mode = await modeOnOverview(page, COUNTER);
    await openZoneWritten(page, COUNTER);

    // Closed for CLOSED_MS, then watched again.
    await page.goto('about:blank');
    await page.clock.fastForward(CLOSED_MS);
    await page.goto(`${baseUrl()}/player-selector`);
    await openOverview(page, COUNTER, 'Counter');
    expect(await modeOnOverview(page, COUNTER)).toBe(mode);
    await openZoneWritten(page, COUNTER);

    const bands = await zoneDay(page);
    // Unknown before the first visit, and after the second: the zone's screen does not watch the fleet.
    expect(bands.slice(0, 4).map((band) => band.mode)).toEqual(['unknown', mode, 'unknown', mode]);
    expect(bands.slice(4).filter((band) => band.mode !== 'unknown')).toEqual([]);
    const closed = bands[2];
    expect(closed && closed.end - closed.start).toBeGreaterThanOrEqual(CLOSED_MS);
    expect(errors).toEqual([]);
    await context.close();
  });
});
