import type { Browser, Page, WebSocket } from 'playwright-core';
import { buildFleet, playersOf } from '../../../server/fleet/fixture';
import { BULK_WAVE_SIZE } from '../../../src/features/overview/bulk/bulk-run';
import { COMMAND_TIMEOUT_MS } from '../../../src/config/timing';
import { PlayerCommand } from '../../../src/lib/player/commands';
import { askReadiestEnergy } from '../support/bulk-energy';
import { useChainService } from '../support/chain-service';
import { launch, openPage, signIn } from '../support/browser';
import { until } from '../../support/until';

/**
 * The overview's bulk actions on a manager's phone (docs/design.md "Every zone at a glance"), at 390×844 with
 * touch: energy for the selection with the zone rules, a confirmation that counts only the zones that
 * will get the command, and a staged run that the device's own offline halts: its wave "not sent: no
 * connection", the rest waiting for the user, no second run over it, and going on once the connection
 * is back.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The player commands the page sent on its sockets, by command number, in order. */
function recordCommands(page: Page): { group: string; command: number }[] {
  const sent: { group: string; command: number }[] = [];
  page.on('websocket', (ws: WebSocket) => {
    ws.on('framesent', ({ payload }) => {
      if (typeof payload !== 'string') return;
      const frame = JSON.parse(payload) as { type?: string; group?: string; data?: { command?: unknown } };
      if (
        frame.type === 'sendToGroup' &&
        typeof frame.group === 'string' &&
        typeof frame.data?.command === 'number'
      )
        sent.push({ group: frame.group, command: frame.data.command });
    });
  });
  return sent;
}

/** Signs in on `origin` (default the run's), opens the overview and waits until no zone is being asked. */
async function openOverview(page: Page, origin?: string): Promise<void> {
  await signIn(page, undefined, undefined, origin);
  await page.getByTestId('open-overview').click();
  await page.waitForURL('**/player-selector/overview');
  await until(
    () => page.getByTestId('overview-tallies').getAttribute('data-asking'),
    (asking) => asking === '0',
    60_000,
  );
}

/** The run's summary as its data attributes say it. */
const summary = (page: Page) => () =>
  page.getByTestId('overview-summary').evaluate((line) => ({
    stage: line.getAttribute('data-stage'),
    total: Number(line.getAttribute('data-total')),
    done: Number(line.getAttribute('data-done')),
    pending: Number(line.getAttribute('data-pending')),
    held: Number(line.getAttribute('data-held')),
    noConnection: Number(line.getAttribute('data-no-connection')),
    notAnswering: Number(line.getAttribute('data-not-answering')),
  }));

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('bulk actions on a phone', () => {
  it('sets the energy of the selection where the zone rules allow, the Send button counting only those zones', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    const sent = recordCommands(page);
    await openOverview(page);
    await page.getByTestId('overview-select-shown').tap();
    const { ready, count, sending } = await askReadiestEnergy(page);
    // The demo fleet has players of version 7 (no energy control): skipped, and not counted on Send.
    expect(sending).toBe(ready);
    expect(sending).toBeLessThan(count);
    expect(Number(await page.getByTestId('overview-confirm-skipped').getAttribute('data-skipped'))).toBe(
      count - sending,
    );
    expect(await page.getByTestId('overview-confirm-send').textContent()).toContain(String(sending));
    await page.getByTestId('overview-confirm-send').tap();
    await until(summary(page), (s) => s.stage === 'finished', 30_000);
    expect((await summary(page)()).done).toBe(sending);
    expect(sent.filter((s) => s.command === PlayerCommand.SetEnergy)).toHaveLength(sending);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('goes back from a volume confirmation dismissed with Escape to the volume panel, on the control that opened it', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await openOverview(page);
    await page.getByTestId('overview-select-shown').tap();
    await page.getByTestId('overview-volume-open').tap();
    await page.getByTestId('overview-set-volume').tap();
    await page.getByTestId('overview-confirm').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('overview-confirm').waitFor({ state: 'detached' });
    expect(await page.getByTestId('overview-volume-panel').isVisible()).toBe(true);
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid)).toBe(
      'overview-set-volume',
    );
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  describe('a chain of players', () => {
    const chain = useChainService(60);

    it('halts a staged run whose wave the device’s offline kept from sending: not sent, no connection; the rest waits for you; no second run; it goes on once the connection is back', async () => {
      const players = playersOf('demo@example.com', buildFleet(60));
      const { page, context, errors } = await openPage(browser, PHONE);
      const sent = recordCommands(page);
      await page.clock.install();
      await openOverview(page, chain.service.url);
      await page.getByTestId('overview-select-shown').tap();
      await page.getByTestId('overview-pause').tap();
      await page.getByTestId('overview-confirm').waitFor();
      expect(Number(await page.getByTestId('overview-confirm').getAttribute('data-sending'))).toBeGreaterThan(
        BULK_WAVE_SIZE,
      );
      // No player answers: the first wave waits on its replies when the device goes offline.
      for (const player of players) chain.service.faults.silencePlayer(player.LicenceKey, true);
      const mark = sent.length;
      await page.getByTestId('overview-confirm-send').tap();
      // Every command of the wave goes out at once.
      await until(
        () => sent.slice(mark).filter((s) => s.command === PlayerCommand.Pause).length,
        (n) => n === BULK_WAVE_SIZE,
      );
      await context.setOffline(true);
      await page.getByTestId('connection-banner').waitFor();
      await page.clock.fastForward(COMMAND_TIMEOUT_MS);
      const halted = await until(summary(page), (s) => s.stage === 'halted', 30_000);
      // Not sent for lack of a connection (never "not answering"), the rest waiting for the user.
      expect(halted).toMatchObject({ noConnection: BULK_WAVE_SIZE, notAnswering: 0, pending: 0 });
      expect(halted.held).toBeGreaterThan(0);
      const question = page.getByTestId('overview-halted');
      expect(await question.getAttribute('data-unsent')).toBe(String(BULK_WAVE_SIZE));
      expect(await question.getAttribute('data-failed')).toBe('0');
      // No second run starts over it: the actions are off and say why.
      await page.getByTestId('overview-actions-halted').waitFor();
      expect(await page.getByTestId('overview-pause').isDisabled()).toBe(true);
      expect(await page.getByTestId('overview-volume-open').isDisabled()).toBe(true);

      // The connection back, Go on sends the unsent wave again, then the rest.
      for (const player of players) chain.service.faults.silencePlayer(player.LicenceKey, false);
      await context.setOffline(false);
      const goOn = page.getByTestId('overview-go-on');
      await until(() => goOn.isEnabled(), Boolean, 30_000);
      await goOn.tap();
      const finished = await until(summary(page), (s) => s.stage === 'finished', 60_000);
      expect(finished).toMatchObject({ noConnection: 0, held: 0, pending: 0 });
      expect(finished.done).toBeGreaterThan(BULK_WAVE_SIZE);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  });
});
