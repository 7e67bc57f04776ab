/**
 * `npm run screenshots`: builds the bundle when it is stale, starts the local service (dev mode, demo
 * fleet, a free port), signs in as the demo user and writes every route of spec §2 as a PNG into
 * `screenshots/` (git-ignored): mobile (375 px) and desktop (1280 px), light and dark, e.g.
 * `screenshots/player-playlists.mobile.dark.png`. Needs a system Chromium (CHROMIUM_PATH or /usr/bin/chromium).
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startService } from '../server/app';
import { isBuildStale } from '../server/build-check';
import { run } from '../server/process';
import { walkRoutes } from '../test/e2e/a11y-routes';
import { findChromium } from '../test/e2e/support/chromium';

const root = resolve(__dirname, '..');
const out = join(root, 'screenshots');
const LAYOUTS = [
  { name: 'mobile', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;
const SCHEMES = ['light', 'dark'] as const;
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function main(): Promise<void> {
  const executablePath = findChromium();
  if (await isBuildStale(root)) {
    console.log('The bundle is missing or older than its sources: running npm run build…');
    const code = await run('npm', ['run', 'build'], root);
    if (code !== 0) throw new Error(`npm run build failed with exit code ${code}`);
  }
  await mkdir(out, { recursive: true });
  const service = await startService({ port: 0, dev: true, log: false });
  const browser = await chromium.launch({ executablePath, headless: true, args: [...ARGS] });
  let written = 0;
  try {
    for (const layout of LAYOUTS) {
      for (const colorScheme of SCHEMES) {
        const context = await browser.newContext({
          locale: 'en-GB',
          viewport: layout.viewport,
          colorScheme,
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        await walkRoutes(page, service.url, async (route) => {
          const file = join(
            out,
            `${route.name === 'login' ? 'login' : route.name.replace(/\//g, '-')}.${layout.name}.${colorScheme}.png`,
          );
          // The whole page in one frame: a viewport as tall as the content keeps fixed bars (the overlay) at the bottom.
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          await page.setViewportSize({
            width: layout.viewport.width,
            height: Math.max(layout.viewport.height, height),
          });
          await page.waitForTimeout(300); // let images and fonts settle
          await page.screenshot({ path: file, animations: 'disabled' });
          await page.setViewportSize(layout.viewport);
          written++;
        });
        await context.close();
        console.log(`${layout.name}, ${colorScheme}: done`);
      }
    }
  } finally {
    await browser.close();
    await service.close();
  }
  console.log(`Wrote ${written} screenshots into ${out}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
