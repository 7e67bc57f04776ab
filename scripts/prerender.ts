/**
 * Part of `npm run build`, after webpack: prerenders the login screen into dist/index.html, so a visit
 * that opens on it paints its heading and form with the HTML instead of after the bundle, the route's
 * chunk and the language file have run (README "What loads when"; the bench's LCP render delay). It
 * opens the built page in headless Chromium against the local service once per language, takes the
 * login screen's markup and every style rule the app wrote, and writes them into index.html as
 * `<template>`s: the rules once, the markup per language, without ids, references to ids, form names or
 * test ids, inert, inputs read-only. A small
 * script of the page shows the one for the visit's language (as the page's language hint picks it) when
 * no one is signed in and the address is not another signed-out screen; src/embed/prerendered.ts hands
 * it over to the live app within one frame. Run again, it replaces what it wrote. Chromium is the one
 * scripts/support/chromium.ts finds (the system's, else the npm package's build); when there is none (a
 * platform the npm build does not cover) it leaves the page as webpack wrote it and says so: the app
 * works the same, it paints later.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startService } from '../server/app';
import { LANGUAGES } from '../src/lib/i18n/languages';
import { STORAGE_PREFIX } from '../src/lib/storage/web-storage';
import { CHROMIUM_ARGS, findChromium } from './support/chromium';

const root = resolve(__dirname, '..');
const dist = join(root, 'dist');
const page = join(dist, 'index.html');
const log = (line: string) => console.log(`prerender: ${line}`);

/** Marks what this script wrote into index.html, so a second run replaces it. */
const BEGIN = '<!--prerendered-->';
const END = '<!--/prerendered-->';

/**
 * The page's script that shows the prerendered screen for the visit's language (`<html
 * data-initial-language>`, written by the language hint of webpack.config.js) in `#player-remote`,
 * when no access token is stored (a signed-in visit opens elsewhere) and the address is not the forgot-
 * or reset-password screen, and only on the app's own page (no legacy host configuration); then drops
 * the templates.
 */
const SHOW = `(()=>{try{const d=document.documentElement,h=document.getElementById('player-remote'),all=[...document.querySelectorAll('template[data-prerendered]')],css=all.find(t=>t.dataset.prerendered==='style'),s=all.find(t=>t.dataset.prerendered===(d.dataset.initialLanguage||'en'));if(h&&css&&s&&!window.PLAYER_REMOTE_CONFIG&&!localStorage.getItem('${STORAGE_PREFIX}|accesstoken')&&!/\\/(forgot|reset)-password\\/?$/.test(location.pathname)){const b=document.createElement('div');b.className='player-remote-host';b.setAttribute('data-prerendered','');b.setAttribute('aria-hidden','true');b.append(css.content.cloneNode(true),s.content.cloneNode(true));h.append(b);d.lang=s.dataset.locale}for(const t of all)t.remove()}catch{}})()`;

/**
 * In the page, once the login screen shows: the style rules of the app's wrapper and of the page (the
 * adopted sheet of src/embed/page-style.ts), and the app root's markup made static. Plain script text:
 * a serialized function would carry the TypeScript runner's helpers.
 */
const CAPTURE = `(() => {
  const host = document.querySelector('#player-remote > .player-remote-host');
  const app = host.querySelector('.player-remote-root');
  const rules = (sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText);
  const css = [
    ...Array.from(document.adoptedStyleSheets).flatMap(rules),
    ...Array.from(host.querySelectorAll('style')).flatMap((style) => (style.sheet ? rules(style.sheet) : [])),
  ];
  const copy = app.cloneNode(true);
  // Inline style attributes (React sets them through the CSSOM) become classes: a strict style-src
  // refuses style attributes in markup.
  const inline = new Map();
  for (const el of copy.querySelectorAll('[style]')) {
    const text = el.getAttribute('style');
    if (!inline.has(text)) inline.set(text, 'prerendered-' + inline.size);
    el.classList.add(inline.get(text));
    el.removeAttribute('style');
  }
  for (const [text, name] of inline) css.push('.player-remote-root .' + name + ' { ' + text + ' }');
  // Nothing that names or points at an element: ids, what refers to ids, form names and test ids belong
  // to the live screen alone (a selector for the live screen never finds the copy).
  const naming = ['id', 'for', 'name', 'data-testid', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'popovertarget'];
  for (const attribute of naming)
    for (const el of copy.querySelectorAll('[' + attribute + ']')) el.removeAttribute(attribute);
  for (const el of copy.querySelectorAll('input, textarea')) el.setAttribute('readonly', '');
  for (const el of copy.children) el.setAttribute('inert', '');
  return { css, markup: copy.outerHTML };
})()`;

async function main(): Promise<void> {
  let executablePath: string;
  try {
    const found = await findChromium();
    executablePath = found.executablePath;
    log(`Chromium (${found.source}) ${executablePath}`);
  } catch (error) {
    log(`skipped: ${(error as Error).message} The page paints the login screen after the bundle instead.`);
    return;
  }
  const html = readFileSync(page, 'utf8');
  const begin = html.indexOf(BEGIN);
  const plain = begin < 0 ? html : html.slice(0, begin) + html.slice(html.indexOf(END) + END.length);
  writeFileSync(page, plain);

  const service = await startService({ port: 0, fleet: false, log: false, distDir: dist });
  const browser = await chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS] });
  const rules: string[] = [];
  const screens: string[] = [];
  try {
    for (const { code, locale } of LANGUAGES) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(
        `localStorage.setItem(${JSON.stringify(`${STORAGE_PREFIX}|language`)}, ${JSON.stringify(JSON.stringify(code))})`,
      );
      const tab = await context.newPage();
      await tab.goto(`${service.url}/`);
      await tab.locator('#login-title').waitFor();
      await tab.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
      const lang = await tab.locator('.player-remote-root').getAttribute('lang');
      if (lang !== locale) throw new Error(`the login screen showed ${lang} for ${code}, not ${locale}`);
      const captured = (await tab.evaluate(CAPTURE)) as { css: string[]; markup: string };
      await context.close();
      for (const rule of captured.css) if (!rules.includes(rule)) rules.push(rule);
      // Addresses on the prerender service become relative to the page (the service makes them absolute
      // under its base, server/http/security.ts prepareHtml).
      const markup = captured.markup
        .split(`${service.url}/`)
        .join('')
        .replace(/(\ssrc=")\/(?!\/)/g, '$1');
      screens.push(`<template data-prerendered="${code}" data-locale="${locale}">${markup}</template>`);
    }
  } finally {
    await browser.close();
    await service.close();
  }
  const block = [
    BEGIN,
    `<template data-prerendered="style"><style>${rules.join('')}</style></template>`,
    ...screens,
    `<script>${SHOW}</script>`,
    END,
  ].join('');
  if (!plain.includes('</body>')) throw new Error('dist/index.html has no </body>');
  writeFileSync(page, plain.replace('</body>', `${block}</body>`));
  log(
    `wrote the login screen in ${screens.length} languages into dist/index.html (${(Buffer.byteLength(block) / 1000).toFixed(1)} KB, ${rules.length} style rules)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
