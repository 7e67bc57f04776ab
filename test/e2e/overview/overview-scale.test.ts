import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildFleet, playersOf } from '../../../server/fleet/fixture';
import { BULK_STAGED_ABOVE, BULK_WAVE_SIZE } from '../../../src/features/overview/bulk/bulk-run';
import { CONFIRM_SITE_LINES } from '../../../src/features/overview/bulk/bulk-confirm';
import { COMMAND_TIMEOUT_MS } from '../../../src/config/timing';
import { PlayerCommand } from '../../../src/lib/player/commands';
import { askReadiestEnergy } from '../support/bulk-energy';
import { useChainService } from '../support/chain-service';
import { launch, openPage, signIn } from '../support/browser';
import { recordCommands, type CommandLog } from '../support/hub-frames';
import { until } from '../../support/until';

/**
 * The overview at chain scale (docs/design.md "Every zone at a glance"; docs/architecture.md §1 "At chain
 * scale"): with 2,000 players the list lays out only what is near the view, so the document stays small
 * whatever the estate; on a manager's phone the first screen answers first, energy goes to a selection
 * across sites with the zone rules, the confirmation counts only the zones that get the command, and a
 * staged run that the device's own offline halts blames no player, nor does the overview opened without a
 * network. A service of its own runs the demo fleet grown to `CHAIN_PLAYERS` players; one phone page,
 * signed in once, serves the tests in order (each starts where the one before left it).
 */
const CHAIN_PLAYERS = 2_000;
/**
 * The longest the first load may go without one more zone answered, in ms: a hang guard (a zone that does
 * not answer is tallied as not answering after the command timeout), not a speed check.
 */
const LOAD_STALL_MS = 60_000;
/** The most elements the document may hold once every status is in, on a phone. */
const MAX_ELEMENTS = 4_000;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** A desktop window's size, which the phone's page takes for a moment. */
const DESKTOP = { width: 1280, height: 800 };
const PLAYERS = playersOf('demo@example.com', buildFleet(CHAIN_PLAYERS));
const ZONES = PLAYERS.reduce((sum, player) => sum + player.zones.length, 0);
/**
 * The zone name the hand-written demo players share across their sites (the generated ones have none):
 * searched, it makes a selection over many sites with players of version 7, which take no energy.
 */
const SHARED_ZONE_NAME = 'Main';

let browser: Browser;
const chain = useChainService(CHAIN_PLAYERS);
/** The phone page the tests share: signed in, on the overview, its commands recorded, its clock installed. */
let phone: { page: Page; context: BrowserContext; errors: string[]; sent: CommandLog };
beforeAll(async () => {
  browser = await launch();
  // The page's service worker runs, so the overview opens without a network (the last test).
  const { page, context, errors } = await openPage(browser, { ...PHONE, serviceWorkers: 'allow' });
  const sent = recordCommands(page);
  await page.clock.install();
  await signIn(page, undefined, undefined, chain.service.url);
  await page.getByTestId('open-overview').click();
  await page.waitForURL('**/player-selector/overview');
  phone = { page, context, errors, sent };
}, 60_000);
afterAll(async () => {
  await phone?.context.close();
  await browser?.close();
});

/** The run's summary as its data attributes say it. */
const summary = (page: Page) => () =>
  page.getByTestId('overview-summary').evaluate((line) => ({
    stage: line.getAttribute('data-stage'),
    done: Number(line.getAttribute('data-done')),
    pending: Number(line.getAttribute('data-pending')),
    held: Number(line.getAttribute('data-held')),
    noConnection: Number(line.getAttribute('data-no-connection')),
    notAnswering: Number(line.getAttribute('data-not-answering')),
  }));

/** How many frames of `command` the page sent after `mark` (a length of the log's frames). */
const sentSince = (log: CommandLog, mark: number, command: number) =>
  log
    .frames()
    .slice(mark)
    .filter((s) => s.command === command).length;

/** How many cards a row of the list holds (one on a phone, more on a desktop): the list has taken the window's width. */
const columns = (page: Page) => () =>
  page.getByTestId('overview-list').evaluate((list) => Number(list.style.getPropertyValue('--columns')));

/** The list's count: how many zones the filters show (`data-shown`) of the estate's (`data-total`). */
const counter = (page: Page) => page.getByTestId('overview-count');

/** The confirmation's site lines: each one's site count, skipped count and reasons. */
const confirmSites = (page: Page) =>
  page
    .getByTestId('overview-confirm-sites')
    .locator('li[data-skipped]')
    .evaluateAll((lines) =>
      lines.map((line) => ({
        skipped: Number(line.getAttribute('data-skipped')),
        reasons: (line.getAttribute('data-reasons') ?? '').split(' ').filter(Boolean),
      })),
    );

describe(`the overview of a chain of ${CHAIN_PLAYERS} players`, () => {
  it(`holds at most ${MAX_ELEMENTS} elements on a phone once every zone is tallied`, async () => {
    const { page, errors } = phone;
    const tallies = page.getByTestId('overview-tallies');
    // Every zone of the estate is in the tallies, and none is still being asked. The load takes what the
    // machine gives it (beside busy processes, minutes): the wait goes on while zones keep answering, and
    // fails once none has for LOAD_STALL_MS.
    const read = async () => ({
      total: Number(await tallies.getAttribute('data-total')),
      asking: Number(await tallies.getAttribute('data-asking')),
    });
    const done = (t: { total: number; asking: number }) => t.total === ZONES && t.asking === 0;
    let settled = await read();
    while (!done(settled)) {
      const answered = settled.total - settled.asking;
      settled = await until(read, (t) => done(t) || t.total - t.asking > answered, {
        timeoutMs: LOAD_STALL_MS,
        what: `a zone more answered than ${answered}`,
      });
    }
    expect(settled).toEqual({ total: ZONES, asking: 0 });
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    console.log(`overview, ${CHAIN_PLAYERS} players (${ZONES} zones) on a phone: ${elements} elements`);
    expect(elements).toBeLessThanOrEqual(MAX_ELEMENTS);
    // The page's service worker controls it (the overview opened offline, below, needs it).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    expect(errors).toEqual([]);
  }, 600_000);

  it('starts with the map by site on every width, and the first zones on a phone’s first screen', async () => {
    const { page, errors } = phone;
    const sites = new Set(PLAYERS.map((p) => p.PropertyName));
    const grid = page.getByTestId('overview-site-grid');
    await grid.waitFor({ timeout: 60_000 });
    expect(Number(await grid.getAttribute('data-sites'))).toBe(sites.size);
    expect(await page.getByTestId('overview-map-canvas').count()).toBe(0);
    // The grid is a strip of a few rows: the first zone's card starts on the phone's first screen.
    const first = await page
      .getByTestId('overview-zone')
      .first()
      .evaluate((card) => card.getBoundingClientRect().top + window.scrollY);
    expect(first).toBeLessThan(PHONE.viewport.height);
    // A desktop's width (where a small fleet starts with a cell per zone) keeps the grid by site.
    await page.setViewportSize(DESKTOP);
    await until(columns(page), (n) => n > 1);
    expect(await grid.getAttribute('data-sites')).toBe(String(sites.size));
    expect(await page.getByTestId('overview-map-canvas').count()).toBe(0);
    await page.setViewportSize(PHONE.viewport);
    await until(columns(page), (n) => n === 1);
    expect(errors).toEqual([]);
  });

  it('sets the energy of a selection across sites where the zone rules allow: Send counts only those zones, each site line says what it skips and why', async () => {
    const { page, errors, sent } = phone;
    await page.getByTestId('overview-search').fill(SHARED_ZONE_NAME);
    // The search shows only those zones (the list's count says how many of the estate).
    const shown = await until(
      async () => ({
        shown: Number(await counter(page).getAttribute('data-shown')),
        total: Number(await counter(page).getAttribute('data-total')),
      }),
      (c) => c.total === ZONES && c.shown > 0 && c.shown < ZONES,
    );
    await page.getByTestId('overview-select-shown').tap();
    const { ready, count, sending } = await askReadiestEnergy(page);
    // Every zone shown is ticked (the offline ones cannot be) and asked.
    expect(count).toBe(Number(await page.getByTestId('overview-selected').getAttribute('data-count')));
    expect(count).toBeLessThanOrEqual(shown.shown);
    // Players of version 7 take no energy: skipped, by that reason, and not counted on Send.
    expect(sending).toBe(ready);
    expect(sending).toBeLessThan(count);
    const skipped = page.getByTestId('overview-confirm-skipped');
    expect(Number(await skipped.getAttribute('data-skipped'))).toBe(count - sending);
    expect(await skipped.locator('[data-reason="energy-not-supported"]').count()).toBe(1);
    // A line per site up to CONFIRM_SITE_LINES, each with its skipped zones' reasons, then "and K more".
    const sites = await confirmSites(page);
    expect(
      Number(await page.getByTestId('overview-confirm-sites').getAttribute('data-sites')),
    ).toBeGreaterThan(CONFIRM_SITE_LINES);
    expect(sites).toHaveLength(CONFIRM_SITE_LINES);
    for (const line of sites) expect(line.reasons.length > 0).toBe(line.skipped > 0);
    expect(sites.reduce((n, line) => n + line.skipped, 0)).toBeLessThanOrEqual(count - sending);
    const mark = sent.frames().length;
    await page.getByTestId('overview-confirm-send').tap();
    const finished = await until(summary(page), (s) => s.stage === 'finished', 60_000);
    expect(finished.done).toBe(sending);
    expect(sentSince(sent, mark, PlayerCommand.SetEnergy)).toBe(sending);
    // Back to the whole estate, nothing ticked, for the next test.
    await page.getByTestId('overview-clear-results').tap();
    await page.getByTestId('overview-search').fill('');
    await until(
      () => counter(page).getAttribute('data-shown'),
      (n) => n === String(ZONES),
    );
    await page.getByTestId('overview-select-none').tap();
    await page.locator('[data-testid="overview-actions"][data-idle="true"]').waitFor();
    expect(errors).toEqual([]);
  }, 120_000);

  it('halts a staged run on the whole estate that the device’s offline kept from sending: not sent, no connection, the rest waiting for you; the banner in view, no zone blamed', async () => {
    const { page, context, errors, sent } = phone;
    await page.getByTestId('overview-select-shown').tap();
    await page.getByTestId('overview-pause').tap();
    const confirm = page.getByTestId('overview-confirm');
    await confirm.waitFor();
    const sending = Number(await confirm.getAttribute('data-sending'));
    expect(sending).toBeGreaterThan(BULK_STAGED_ABOVE + BULK_WAVE_SIZE);
    await page.getByTestId('overview-confirm-staged').waitFor();
    // No player answers: the first wave waits on its replies when the device goes offline.
    for (const player of PLAYERS) chain.service.faults.silencePlayer(player.LicenceKey, true);
    try {
      const mark = sent.frames().length;
      await page.getByTestId('overview-confirm-send').tap();
      // Every command of the wave goes out at once.
      await until(
        () => sentSince(sent, mark, PlayerCommand.Pause),
        (n) => n === BULK_WAVE_SIZE,
      );
      await page.mouse.wheel(0, 900);
      await context.setOffline(true);
      const banner = page.getByTestId('connection-banner');
      await banner.waitFor();
      await page.clock.fastForward(COMMAND_TIMEOUT_MS);
      const halted = await until(summary(page), (s) => s.stage === 'halted', 30_000);
      // Not sent for lack of a connection (never "not answering"), the rest waiting for the user.
      expect(halted).toMatchObject({
        noConnection: BULK_WAVE_SIZE,
        notAnswering: 0,
        pending: 0,
        held: sending - BULK_WAVE_SIZE,
      });
      const question = page.getByTestId('overview-halted');
      expect(await question.getAttribute('data-unsent')).toBe(String(BULK_WAVE_SIZE));
      expect(await question.getAttribute('data-failed')).toBe('0');
      // No second run starts over it.
      await page.getByTestId('overview-actions-halted').waitFor();
      expect(await page.getByTestId('overview-pause').isDisabled()).toBe(true);
      // The banner stays in view over the scrolled list; the actions know the link is lost; the zones
      // keep their last known states, marked so, and none is blamed as not answering.
      const box = await banner.evaluate((b) => b.getBoundingClientRect().toJSON() as DOMRect);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(PHONE.viewport.height);
      expect(await page.getByTestId('overview-actions').getAttribute('data-link')).toBe('lost');
      expect(await page.getByTestId('overview-zone-stale').count()).toBeGreaterThan(0);
      expect(await page.locator('[data-testid="overview-zone"][data-state="not-answering"]').count()).toBe(0);
      expect(
        await page
          .locator('[data-testid="overview-tally"][data-filter="not-answering"]')
          .getAttribute('data-count'),
      ).toBe('0');
    } finally {
      for (const player of PLAYERS) chain.service.faults.silencePlayer(player.LicenceKey, false);
    }
    expect(errors).toEqual([]);
  }, 120_000);

  it('opened without a network, shows every zone as last known, none as offline, and tallies them all as not known', async () => {
    const { page, context, errors } = phone;
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('connection-banner').waitFor({ timeout: 30_000 });
    await page.getByTestId('overview-last-known').waitFor({ timeout: 30_000 });
    const tallies = page.getByTestId('overview-tallies');
    expect(await tallies.getAttribute('data-total')).toBe(String(ZONES));
    expect(await tallies.getAttribute('data-unknown')).toBe(String(ZONES));
    await page.locator('[data-testid="overview-zone"][data-last-known="true"]').first().waitFor();
    // No zone is blamed for this device's own lack of a network.
    expect(await page.locator('[data-testid="overview-zone"][data-attention~="offline"]').count()).toBe(0);
    expect(await page.locator('[data-testid="overview-zone"][data-state="not-answering"]').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 90_000);
});
