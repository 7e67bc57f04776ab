/**
 * Seven languages (spec §1): the browser language picks the interface language, and switching on the
 * player screen re-renders at once without a reload.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, openPage, signIn } from '../support/browser';
import { until } from '../../support/until';
import { demoPlayer } from '../support/fleet';
import { playerCard } from '../support/identity';

/** An online player with one zone (the fixture says so), which no other browser test drives. */
const PLAYER = demoPlayer('Pool');

const text = (code: string, id: string): string => JSON.parse(readFileSync(`i18n/${code}.json`, 'utf8'))[id];

const BROWSER_TO_LANGUAGE: [string, string][] = [
  ['en-GB', 'en'],
  ['en-US', 'en-US'],
  ['de-DE', 'de'],
  ['fr-FR', 'fr'],
  ['es-ES', 'es'],
  ['zh-CN', 'zh-CHS'],
  ['zh-TW', 'zh-CHT'],
];

describe('languages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(BROWSER_TO_LANGUAGE)('a %s browser opens the login screen in %s', async (locale, code) => {
    const { page, context, errors } = await openPage(browser, { locale });
    await page.goto(`${baseUrl()}/`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toBe(text(code, 'login.Title'));
    expect(await page.getByRole('button', { name: text(code, 'login.Submit') }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches language on the player screen without a reload, and keeps it', async () => {
    const { page, context, errors } = await openPage(browser);
    expect(PLAYER).toMatchObject({ online: true, zones: ['Main'] }); // opens the player screen directly
    await signIn(page);
    await page.getByLabel('Search players').fill(PLAYER.name);
    await playerCard(page, PLAYER.licenceKey).click();
    await page.waitForURL(/\/player$/);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const playPause = page.getByTestId('play-pause');
    await until(
      () => playPause.getAttribute('aria-label'),
      (label) => label === text('en', 'player.Pause') || label === text('en', 'player.Play'),
    );

    // On the player screen the language picker lives in the menu (spec §2 Menu).
    await page.getByTestId('menu-button').first().click();
    const menu = page.getByTestId('menu');
    await menu.getByTestId('language-picker').click();
    await page.locator('[data-language="de"]:visible').click();
    await until(
      () => playPause.getAttribute('aria-label'),
      (label) => label === text('de', 'player.Pause') || label === text('de', 'player.Play'),
    );
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(await page.evaluate(() => localStorage.getItem('ngx-webstorage|language'))).toBe('"de"');
    expect(errors).toEqual([]);
    await context.close();
  });
});
