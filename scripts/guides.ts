/**
 * `npm run guides`: remakes the illustrated user guides of the Help screen (spec §2 Help), English and
 * French, as public/assets/pdf/dlp-remote-guide.pdf and dlp-remote-guide-french.pdf. It starts the local
 * service (dev mode, demo fleet, pinned clock), walks the real screens in Chromium as the demo user in
 * each language on a phone-sized window, and fills the guide's HTML template (public/guides/<lang>.html:
 * every `<img data-shot="name">` gets that screen) before Chromium prints it to PDF (A4, tagged, page
 * numbers). The PDFs are committed: `npm run build` and `npm start` need no browser. With
 * GUIDES_HTML=<folder> the filled pages are kept there too.
 * Chromium: CHROMIUM_PATH, else the system's, else the npm package's build (scripts/support/chromium.ts).
 */
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startService } from '../server/app';
import { WebPubSubClient } from '@azure/web-pubsub-client';
import { playersOf, zoneGroup } from '../server/fleet/fixture';
import { buildRequest, PlayerCommand, type PlayerCommandCode } from '../src/lib/player/commands';
import { buildIfStale } from '../server/build-check';
import { CHROMIUM_ARGS, findChromium } from './support/chromium';
import { testClockStart } from './support/clock';
import { overviewSettled } from './support/overview-shot';

const root = resolve(__dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

/** The guides: template, browser locale (the app picks its language from it), output and PDF metadata. */
const GUIDES = [
  { template: 'en.html', locale: 'en-GB', file: 'dlp-remote-guide.pdf', lang: 'en-GB' },
  { template: 'fr.html', locale: 'fr-FR', file: 'dlp-remote-guide-french.pdf', lang: 'fr-FR' },
] as const;
/** The player and zone the screenshots show (a three-zone player, so the zone list exists). */
const PLAYER = 'Gym Floor';
const ZONE = 'Weights';
/** A phone's window: the guide shows what shop staff see. */
const PHONE = { width: 390, height: 844 };
/** The players whose first zone another sign-in pauses and sets the volume of, for the activity's screens. */
const ACTIVITY_PAUSED = 'Terrace';
const ACTIVITY_VOLUMED = 'Counter';

function readText(path: string): Promise<string> {
  return readFile(path, 'utf8');
}

/** Screenshots by name, as JPEG data URLs. */
type Shots = Map<string, string>;

async function main(): Promise<void> {
  const { executablePath } = await findChromium();
  await buildIfStale(root);
  const service = await startService({ port: 0, dev: true, log: false, clockStart: testClockStart() });
  const browser = await chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS] });
  try {
    for (const guide of GUIDES) {
      const shots = await screens(browser, service.url, guide.locale);
      const template = await readText(join(root, 'public', 'guides', guide.template));
      const css = await readText(join(root, 'public', 'guides', 'guide.css'));
      const html = fill(template, shots, css);
      // GUIDES_HTML=<folder> also keeps the filled page, to look at the layout without a PDF viewer.
      if (process.env.GUIDES_HTML) await writeFile(join(process.env.GUIDES_HTML, guide.template), html);
      const pdf = await print(browser, html);
      const out = join(root, 'public', 'assets', 'pdf', guide.file);
      await writeFile(out, await stamp(pdf, guide.lang, template));
      console.log(`wrote ${out} (${shots.size} screens)`);
    }
  } finally {
    await browser.close();
    await service.close();
  }
}

/** Walks the app as the demo user in `locale` and takes every screen the guide shows. */
async function screens(browser: Browser, origin: string, locale: string): Promise<Shots> {
  const shots: Shots = new Map();
  const context = await browser.newContext({
    locale,
    viewport: PHONE,
    deviceScaleFactor: 1.5,
    isMobile: true,
    hasTouch: true,
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  try {
    const page = await context.newPage();
    const shoot = async (name: string, on: Page = page) => {
      await settled(on);
      const jpeg = await on.screenshot({ type: 'jpeg', quality: 75, animations: 'disabled' });
      shots.set(name, `data:image/jpeg;base64,${jpeg.toString('base64')}`);
    };
    await page.goto(`${origin}/`);
    await page.locator('#username').waitFor();
    await page.locator('#username').fill('demo@example.com');
    await page.locator('#password').fill('Demo!2345');
    await shoot('login');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL('**/player-selector');
    await page.getByTestId('player-card').first().waitFor({ timeout: 15_000 });
    await shoot('players');
    // Every zone at a glance, its first screen as the user meets it: the tallies, the map by site and the
    // first zones, once every zone has its first status and the list is still.
    await page.getByTestId('open-overview').click();
    await page.waitForURL('**/player-selector/overview');
    await overviewSettled(page);
    await shoot('overview');
    // What this visit saw is in the browser's database before the page leaves: the next opening's "Since
    // you last looked" is told against it.
    await page.locator('[data-testid="activity"][data-pending="0"]').waitFor({ timeout: 15_000 });
    await page.goto(`${origin}/player-selector`);
    await page.getByTestId('player-card').first().waitFor({ timeout: 15_000 });
    await activity(page, origin, shoot);

    const player = playersOf('demo@example.com').find((p) => p.PlayerName === PLAYER);
    if (!player) throw new Error(`The demo fleet has no ${PLAYER}.`);
    await page.locator('main input[type="search"]').fill(PLAYER);
    await page.locator(`[data-testid="player-card"][data-licence-key="${player.LicenceKey}"]`).click();
    await page.waitForURL('**/player-selector/channels');
    await page.getByTestId('zone-card').first().waitFor();
    await shoot('zones');
    const zone = player.zones.findIndex((z) => z.ZoneName === ZONE) + 1;
    await page.locator(`[data-testid="zone-card"][data-zone-number="${zone}"]`).click();
    await page.waitForURL(/\/player$/);
    await page.locator('[data-testid="track-title"]:not([data-file-name=""])').waitFor({ timeout: 15_000 });
    await shoot('player');

    const sub = async (path: string, ready: string, name: string) => {
      await page.goto(`${origin}${path}`);
      await page.locator(ready).first().waitFor({ timeout: 15_000 });
      await page
        .locator('[data-testid="overlay-title"]:not([data-file-name=""])')
        .waitFor({ timeout: 15_000 });
      await shoot(name);
    };
    await sub('/player/playlists', '[data-testid="playlist-card"]', 'playlists');
    await sub('/player/current-playlist', '[data-testid="track-card"]', 'current-playlist');
    await page.getByTestId('track-menu-button').nth(1).click();
    await page.locator('[data-testid="track-menu"]:popover-open').waitFor();
    await shoot('track-menu');
    await page.keyboard.press('Escape');
    await sub('/player/messages', '[data-testid="message-card"]', 'messages');
    await sub('/player/settings', '[data-testid="volume-slider"]', 'settings');
    await sub('/player/status', '[data-testid="storage-meter"]', 'status');
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu').waitFor();
    await shoot('menu');
    await page.keyboard.press('Escape');
    await page.goto(`${origin}/change-password`);
    await page.locator('#change-title').waitFor();
    await shoot('change-password');
    await page.close();
    await idle(context, origin, shoot);
  } finally {
    await context.close();
  }
  return shots;
}

/**
 * The overview's activity and alerts: another sign-in of the demo account (the official Web PubSub client)
 * pauses ACTIVITY_PAUSED while the user is on the player list, so the overview opens with "Since you last
 * looked", then sets ACTIVITY_VOLUMED's volume, told in the activity list; then the alerts panel. Ends on
 * the player list.
 */
async function activity(page: Page, origin: string, shoot: (name: string) => Promise<void>): Promise<void> {
  const zoneOf = (name: string) => {
    const player = playersOf('demo@example.com').find((p) => p.PlayerName === name);
    if (!player) throw new Error(`The demo fleet has no ${name}.`);
    return zoneGroup(player, 1);
  };
  const login = await fetch(`${origin}/api/Account/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ UserName: 'demo@example.com', Password: 'Demo!2345' }),
  });
  const { AccessToken } = (await login.json()) as { AccessToken: string };
  const hub = await fetch(`${origin}/api/Hub/players/accesstoken`, {
    headers: { Authorization: `Bearer ${AccessToken}` },
  });
  const other = new WebPubSubClient(((await hub.json()) as { HubUrl: string }).HubUrl);
  await other.start();
  const send = async (group: string, command: PlayerCommandCode, args: string[] = []) => {
    await other.joinGroup(group);
    await other.sendToGroup(group, buildRequest(command, args), 'json', { noEcho: true });
  };
  // The browser allows notifications, as after the user's Allow (a headless browser reports them blocked).
  await page.addInitScript(() => {
    let permission: NotificationPermission = 'default';
    window.Notification = class extends window.Notification {
      static override get permission(): NotificationPermission {
        return permission;
      }
      static override requestPermission(): Promise<NotificationPermission> {
        return Promise.resolve((permission = 'granted'));
      }
    };
  });
  await page.reload();
  await page.getByTestId('player-card').first().waitFor({ timeout: 15_000 });
  try {
    await send(zoneOf(ACTIVITY_PAUSED), PlayerCommand.Pause);
    await page.getByTestId('open-overview').click();
    await page.getByTestId('activity-digest-entry').first().waitFor({ timeout: 15_000 });
    await page
      .locator('[data-testid="overview-zone"][data-state="loading"]')
      .first()
      .waitFor({ state: 'detached', timeout: 30_000 });
    await send(zoneOf(ACTIVITY_VOLUMED), PlayerCommand.Volume, ['33']);
    await page
      .locator('[data-testid="activity-entry"][data-kind="volume"]')
      .first()
      .waitFor({ timeout: 15_000 });
    // Each panel's top just below the overview's sticky filters.
    const showTop = async (testId: string) => {
      await page.getByTestId(testId).evaluate((panel) => {
        const sticky = document.querySelector('[data-testid="overview-sticky"]');
        window.scrollBy(
          0,
          panel.getBoundingClientRect().top - (sticky?.getBoundingClientRect().bottom ?? 0) - 80,
        );
      });
      await overviewSettled(page);
    };
    await showTop('activity-digest');
    await shoot('activity');
    await page.getByTestId('alerts-on').click();
    await page.locator('[data-testid="alerts"][data-state="on"]').waitFor();
    await showTop('alerts');
    await shoot('alerts');
  } finally {
    other.stop();
  }
  await page.goto(`${origin}/player-selector`);
  await page.getByTestId('player-card').first().waitFor({ timeout: 15_000 });
}

/** The idle sign-out as it happens: the warning after 5 minutes, then the countdown on the player list. */
async function idle(
  context: BrowserContext,
  origin: string,
  shoot: (name: string, on: Page) => Promise<void>,
): Promise<void> {
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`${origin}/change-password`);
  await page.locator('#change-title').waitFor();
  await page.clock.runFor(300_000);
  await page.locator('[data-kind]').first().waitFor();
  await shoot('idle-warning', page);
  await page.clock.runFor(1_500);
  await page.waitForURL('**/player-selector');
  await page.getByTestId('idle-countdown').waitFor();
  await page.getByTestId('player-card').first().waitFor({ timeout: 15_000 });
  await page.clock.runFor(20_000);
  await shoot('idle', page);
  await page.close();
}

/** Waits until no skeleton, busy control or scrolling list (its light cards) is left and images have loaded. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '[data-testid$="skeleton"], [data-testid$="-loading"], [aria-busy="true"], [data-scrolling="true"]',
      ) && [...document.images].every((image) => image.complete),
    undefined,
    { timeout: 15_000 },
  );
}

/** The template with its style sheet inlined, every `data-shot` image filled and `{{version}}` replaced. */
function fill(template: string, shots: Shots, css: string): string {
  return template
    .replace(/<link rel="stylesheet" href="guide\.css" \/>/, () => `<style>${css}</style>`)
    .replace(/\{\{version\}\}/g, pkg.version)
    .replace(
      /<img([^>]*?)data-shot="([\w-]+)"([^>]*)>/g,
      (_, before: string, name: string, after: string) => {
        const src = shots.get(name);
        if (!src) throw new Error(`The guide shows a screen "${name}" that was not taken.`);
        return `<img${before}data-shot="${name}" src="${src}"${after}>`;
      },
    );
}

/** Chromium's print to PDF: A4, backgrounds, tagged (accessible), page numbers in the footer. */
async function print(browser: Browser, html: string): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    await page.setContent(html, { waitUntil: 'load' });
    return await page.pdf({
      format: 'A4',
      printBackground: true,
      tagged: true,
      outline: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate:
        '<div style="width:100%;font:9px system-ui,sans-serif;color:#4f5563;text-align:center">' +
        '<span class="pageNumber"></span> / <span class="totalPages"></span></div>',
      margin: { top: '14mm', bottom: '16mm', left: '14mm', right: '14mm' },
    });
  } finally {
    await page.close();
  }
}

/** Sets the PDF's language, title and fixed dates (a remade guide differs only where its screens do). */
async function stamp(pdf: Buffer, lang: string, template: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf);
  const title = /<title>([^<]*)<\/title>/.exec(template)?.[1] ?? 'Player Remote';
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setLanguage(lang);
  doc.setAuthor('Player Remote');
  doc.setCreator('Player Remote guides (Chromium print to PDF)');
  doc.setProducer('Player Remote');
  const fixed = new Date('2026-01-01T00:00:00Z');
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  return doc.save();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
