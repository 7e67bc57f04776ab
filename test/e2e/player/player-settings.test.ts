import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from '../support/browser';
import { until } from '../../support/until';
import { fault, openFromMenu, openPlayer, setRange, toast } from './player-helpers';
import { pauseClock } from '../support/page-clock';

/** Settings, status, help and the command timeout (spec §2, §4, §8; commands 107, 732, 741, 745, 802, 834, 835). */
describe('player settings, status and help in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const valueOf = (page: Page, testId: string) => page.getByTestId(testId).inputValue();

  it('settings: skeleton, volume (107) with its toast, kept as the zone volume (732, read back by 802), energy rules (834 / 835)', async () => {
    const { page, errors, context } = await openPage(browser);
    await openPlayer(page, 'Spin Studio');
    await page.getByTestId('zone-settings').click();
    await page.waitForURL('**/player/settings');
    await page.getByTestId('settings-skeleton').waitFor();
    await page.getByTestId('volume-slider').waitFor();

    await setRange(page, 'volume-slider', 35);
    expect(await toast(page, 'Volume set to 35%.')).toBe('success');
    expect(await page.getByTestId('volume-slider').getAttribute('aria-valuetext')).toBe('35 percent');
    await page.getByTestId('save-volume').click();
    expect(await toast(page, 'The settings have been saved.')).toBe('success');
    // Leave and come back: the screen loads the channel settings (802) again and shows the kept volume.
    await openFromMenu(page, 'Player', '/player');
    await page.getByTestId('zone-settings').click();
    await page.getByTestId('settings-skeleton').waitFor();
    await page.getByTestId('volume-slider').waitFor();
    expect(await valueOf(page, 'volume-slider')).toBe('35');

    // Energy (version 8): level 0 has no tracks, level 4 has 7 (confirm), level 3 has many (apply).
    const energy = page.getByTestId('energy-slider');
    await energy.waitFor();
    const start = await energy.inputValue();
    await setRange(page, 'energy-slider', 0);
    expect(await toast(page, 'There are no tracks at that energy level.')).toBe('error');
    await until(
      () => energy.inputValue(),
      (v) => v === start,
    );

    await setRange(page, 'energy-slider', 4);
    const dialog = page.getByRole('dialog', { name: 'Only a few tracks at this level' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('7 tracks');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await toast(page, 'The energy level was not changed.')).toBe('info');
    await until(
      () => energy.inputValue(),
      (v) => v === start,
    );

    await setRange(page, 'energy-slider', 4);
    await dialog.getByRole('button', { name: 'Change energy' }).click();
    expect(await toast(page, 'Energy set to high tempo.')).toBe('success');
    expect(await energy.getAttribute('aria-valuetext')).toBe('High tempo · 7 tracks');

    await setRange(page, 'energy-slider', 3);
    expect(await toast(page, 'Energy set to up tempo.')).toBe('success');
    expect(await dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('settings of a version 7 zone without remote volume: the permissions notice and no energy card', async () => {
    const { page, errors, context } = await openPage(browser);
    await openPlayer(page, 'Terrace');
    await openFromMenu(page, 'Settings', '/player/settings');
    await page.getByTestId('volume-permissions').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('volume-slider').count()).toBe(0);
    expect(await page.getByTestId('energy-card').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('status: online, storage colour class and download label (745), refreshed on demand', async () => {
    const { page, errors, context } = await openPage(browser);
    await openPlayer(page, 'Counter');
    await openFromMenu(page, 'Status', '/player/status');
    await until(
      () => page.getByTestId('player-status').textContent(),
      (t) => t === 'Online',
    );
    const storage = page.getByTestId('storage-used');
    await until(
      () => storage.getAttribute('data-colour'),
      (c) => c === 'danger',
    ); // Counter is nearly full (≥ 90 %)
    expect(Number((await storage.textContent())!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(90);
    expect(await page.getByTestId('download-status').textContent()).toBe('Complete');
    await page.getByTestId('refresh-status').click();
    await until(
      () => page.getByTestId('download-status').textContent(),
      (t) => t === 'Complete',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('help: the English guide, the French one in French; both are real PDFs', async () => {
    const { page, errors, context } = await openPage(browser);
    await openPlayer(page, 'Reception');
    await openFromMenu(page, 'Help', '/player/help');
    const link = page.getByTestId('guide-download');
    expect(await link.getAttribute('href')).toBe('/assets/pdf/dlp-remote-guide.pdf');
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu').getByTestId('language-picker').click();
    await page.locator('[data-language="fr"]').click();
    await until(
      () => link.getAttribute('href'),
      (href) => href === '/assets/pdf/dlp-remote-guide-french.pdf',
    );
    for (const file of ['dlp-remote-guide.pdf', 'dlp-remote-guide-french.pdf']) {
      const response = await fetch(`${baseUrl()}/assets/pdf/${file}`);
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(5_000);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a command without a reply within 10 s opens the error dialog, whose close returns to the player selector', async () => {
    const { page, errors, context } = await openPage(browser);
    // The page's clock flows as usual; from the press the test runs it past the timeout by hand.
    await page.clock.install();
    await openPlayer(page, 'Mezzanine');
    const group = await page.evaluate(
      () => JSON.parse(localStorage.getItem('ngx-webstorage|currentgroup') ?? '""') as string,
    );
    const licenceKey = group.slice(0, 36);
    await fault('silencePlayer', { licenceKey, on: true });
    try {
      await pauseClock(page);
      await page.getByRole('button', { name: /^Next/ }).click();
      // 10.5 s pass for the app (the 150 ms debounce, then the 10 s command timeout) with no answer possible.
      await page.clock.runFor(10_500);
      await page.clock.resume();
      const dialog = page.getByRole('dialog', { name: 'The player is not answering' });
      await dialog.waitFor({ timeout: 13_000 });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.waitForURL('**/player-selector');
    } finally {
      await fault('silencePlayer', { licenceKey, on: false });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
