import type { Browser, Page } from 'playwright-core';
import { launch, openPage } from '../support/browser';
import { openFromMenu, openPlayer } from './player-helpers';

/** The interface languages of spec §1, as the language picker stores them, and the `lang` each sets. */
const LANGUAGES = [
  ['en', 'en-GB'],
  ['en-US', 'en-US'],
  ['es', 'es-ES'],
  ['de', 'de-DE'],
  ['fr', 'fr-FR'],
  ['zh-CHS', 'zh-CN'],
  ['zh-CHT', 'zh-TW'],
] as const;
/** Half the native thumb's width, in px (the range field's stops are placed by it). */
const THUMB_HALF = 8;

interface Label {
  readonly index: number;
  readonly left: number;
  readonly right: number;
  readonly visible: boolean;
}

/** The energy slider's track and its stop labels, as laid out now. */
async function layout(page: Page): Promise<{ track: { left: number; width: number }; labels: Label[] }> {
  const box = await page.getByTestId('energy-slider').boundingBox();
  if (!box) throw new Error('The energy slider is not laid out.');
  const labels = await page
    .getByTestId('energy-card')
    .locator('ol li')
    .evaluateAll((items) =>
      items.map((item, index) => {
        // The label's text itself (not its box), and whether it is shown.
        const range = document.createRange();
        range.selectNodeContents(item);
        const rect = range.getBoundingClientRect();
        const text = item.querySelector('span') ?? item;
        return {
          index,
          left: rect.left,
          right: rect.right,
          visible: getComputedStyle(text).visibility !== 'hidden',
        };
      }),
    );
  return { track: { left: box.x, width: box.width }, labels };
}

/** Energy labels under their stops (spec §2 Settings) in every language, on phones down to 320 px. */
describe('energy stop labels in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('each shown label is centred under its stop, none touch, all on screen: 7 languages at 375 and 320 px', async () => {
    const { page, errors, context } = await openPage(browser, {
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    await openPlayer(page, 'Spin Studio');
    await openFromMenu(page, 'Settings', '/player/settings');
    for (const [language, locale] of LANGUAGES) {
      await page.evaluate(
        (code) => localStorage.setItem('ngx-webstorage|language', JSON.stringify(code)),
        language,
      );
      await page.reload();
      await page.locator(`html[lang="${locale}"]`).waitFor();
      await page.getByTestId('energy-slider').waitFor({ timeout: 15_000 });
      for (const width of [375, 320]) {
        await page.setViewportSize({ width, height: 812 });
        // Wait for the stops to settle on this width (the layout is read in the page's next frame).
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const { track, labels } = await layout(page);
        const shown = labels.filter((label) => label.visible);
        const where = `${language} at ${width} px`;
        expect([where, shown.length > 0]).toEqual([where, true]);
        for (const label of shown) {
          const stop =
            track.left + THUMB_HALF + ((track.width - 2 * THUMB_HALF) * label.index) / (labels.length - 1);
          expect([where, label.index, Math.abs((label.left + label.right) / 2 - stop) <= 2]).toEqual([
            where,
            label.index,
            true,
          ]);
          expect([where, label.index, label.left >= 0 && label.right <= width]).toEqual([
            where,
            label.index,
            true,
          ]);
        }
        for (let i = 1; i < shown.length; i++)
          expect([where, shown[i]!.index, shown[i]!.left > shown[i - 1]!.right]).toEqual([
            where,
            shown[i]!.index,
            true,
          ]);
      }
      await page.setViewportSize({ width: 375, height: 812 });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
