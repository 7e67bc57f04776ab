/**
 * `npm run icons:app`: renders the installed app's icons (public/assets/icons/*.png) from their SVG
 * sources beside them with Chromium: 192 and 512 px "any" icons (rounded square), a 512 px maskable
 * icon (full bleed, the play mark inside the 80 % safe zone) and the 180 px apple-touch icon (full
 * bleed: iOS rounds the corners). The PNGs are committed, so building needs no browser.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from './support/chromium';

const dir = join(resolve(__dirname, '..'), 'public', 'assets', 'icons');
const ICONS = [
  { source: 'icon.svg', file: 'icon-192.png', size: 192 },
  { source: 'icon.svg', file: 'icon-512.png', size: 512 },
  { source: 'icon-maskable.svg', file: 'icon-maskable-512.png', size: 512 },
  { source: 'icon-maskable.svg', file: 'apple-touch-icon.png', size: 180 },
] as const;

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: (await findChromium()).executablePath,
    args: ['--no-sandbox'],
  });
  try {
    for (const icon of ICONS) {
      const svg = await readFile(join(dir, icon.source), 'utf8');
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{display:block;width:100vw;height:100vh}</style>${svg}`,
      );
      await writeFile(join(dir, icon.file), await page.screenshot({ omitBackground: true }));
      await page.close();
      console.log(`wrote ${icon.file}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
