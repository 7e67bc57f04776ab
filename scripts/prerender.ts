/**
 * Part of `npm run build`, after webpack: renders the login screen into dist/index.html with React's
 * server renderer and styled-components' server style sheet, once per language, without a browser
 * (docs/design.md "What loads when"). It writes, before the page script that shows them
 * (src/boot/page/prerendered.ts), one `<template>` of the style rules (the app's and the page's) and,
 * per language, one of the app's wrapper and root holding the screen's markup, which the live app then
 * takes over with `hydrateRoot` (src/embed/mount.tsx): the same tree, the same services, the route
 * table's prerendered routes at their own address. Beside the screen, hidden, goes the notice that the
 * entry shows while the screen's code cannot be fetched (src/boot/held-copy.ts). After them, a `<template>`
 * of the signed-in skeleton's style rules and, per language, one of the now-playing screen's skeleton
 * (src/features/player/now-playing/now-playing-skeleton.tsx), which the same page script paints on a
 * signed-in visit of the player page and the live app replaces (docs/architecture.md §8). Then it writes the final
 * page's inline hashes for its CSP (dist/page-csp.json, keeping the Trusted Types policy names the build wrote there) and its revision into the service worker's
 * precache list (dist/sw.js). Run again, it replaces what it wrote.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { of } from 'rxjs';
import type { ServerStyleSheet } from 'styled-components';
import { SCREEN_UNAVAILABLE_ATTRIBUTE } from '../src/boot/held-copy';
import { routeNames, routes } from '../src/routing/routes';
import { PAGE_HASHES_FILE, pageHashes, type PageHashes } from '../server/http/security';
import { readRuntimeConfig } from '../src/config/runtime';
import { SKELETON_ATTRIBUTE, SKELETON_TEST_ID, PRERENDERED_ATTRIBUTE } from '../src/embed/prerendered';
import { PAGE_STYLE_RULES } from '../src/embed/page-style';
import { LANGUAGES, type LanguageCode } from '../src/lib/i18n/languages';
import { createLanguageService, type CompiledTexts } from '../src/lib/i18n/language-service';
import type { KeyValueStore, LocalKey } from '../src/lib/storage/web-storage';
// The app's ambient declarations (its theme, the Popover API's attributes, the page configuration), named
// here so the script compiles on its own too (an editor's program of this file alone).
import type {} from '../src/embed/player-remote';
import type {} from '../src/ui/popover-attributes';
import type {} from '../src/ui/styled';

// React's and styled-components' production builds, as in the bundle (read when they are first imported).
process.env.NODE_ENV = 'production';

const root = resolve(__dirname, '..');
const dist = join(root, 'dist');
const page = join(dist, 'index.html');
const log = (line: string) => console.log(`prerender: ${line}`);

/** The service worker (src/boot/worker/service-worker.ts) and the shell revision's placeholder in it (webpack.config.js). */
const WORKER = join(dist, 'sw.js');
const SHELL_REVISION = /__PLAYER_REMOTE_SHELL_REVISION__|shell-[0-9a-f]{32}/;

/** Marks what this script wrote into index.html, so a second run replaces it. */
const BEGIN = '<!--prerendered-->';
const END = '<!--/prerendered-->';
/** The page script the templates go before (webpack.config.js PAGE_SCRIPTS). */
const SHOW_SCRIPT = /<script[^>]*data-page-script="?page-prerendered"?[^>]*>/;

/** A language store that holds `code` and forgets every write. */
function storeWith(code: LanguageCode): KeyValueStore<LocalKey> {
  return {
    get: <T>(key: LocalKey) => (key === 'language' ? (code as T) : undefined),
    set: () => undefined,
    remove: () => undefined,
  };
}

/** One language's compiled catalogue, as the build wrote it (dist/assets/i18n/{code}.json). */
function catalogueOf(code: LanguageCode): CompiledTexts {
  return JSON.parse(readFileSync(join(dist, 'assets', 'i18n', `${code}.json`), 'utf8')) as CompiledTexts;
}

/** What one render gives: the markup and the style rules styled-components collected for it. */
interface Rendered {
  readonly markup: string;
  readonly css: string;
}

/**
 * The markup that `draw` renders with a fresh server style sheet (it wraps its tree in
 * `sheet.collectStyles`), and the style rules the sheet collected; the sheet is sealed after.
 */
async function withStyles(draw: (sheet: ServerStyleSheet) => Promise<string> | string): Promise<Rendered> {
  const styled = await import('styled-components');
  const sheet = new styled.ServerStyleSheet();
  try {
    const markup = await draw(sheet);
    const css = [...sheet.getStyleTags().matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map((m) => m[1])
      .join('');
    return { markup, css };
  } finally {
    sheet.seal();
  }
}

/** The markup and style rules of the app at `path` in `code`, once every lazy part has rendered. */
async function render(path: string, code: LanguageCode): Promise<Rendered> {
  const { createElement, StrictMode } = await import('react');
  const { renderToPipeableStream } = await import('react-dom/server');
  const { App } = await import('../src/app/app');
  const { createServices } = await import('../src/app/services');
  const catalogue = catalogueOf(code);
  const config = readRuntimeConfig({ basePath: '', apiBase: '', assetsBase: 'assets', ownsPage: true });
  const { services, dispose } = createServices(config);
  const language = createLanguageService({
    assetsBase: config.assetsBase,
    store: storeWith(code),
    browserLanguages: [],
    logger: console,
    load: () => of(catalogue),
  });
  try {
    return await withStyles((sheet) => {
      const app = createElement(
        StrictMode,
        null,
        createElement(App, { services: { ...services, language }, ssrPath: path }),
      );
      return new Promise<string>((done, fail) => {
        const parts: string[] = [];
        const sink = new Writable({
          write(chunk: Buffer, _encoding, next) {
            parts.push(chunk.toString());
            next();
          },
          final(next) {
            done(parts.join(''));
            next();
          },
        });
        const stream = renderToPipeableStream(sheet.collectStyles(app), {
          onAllReady: () => stream.pipe(sink),
          onShellError: fail,
          onError: fail,
        });
      });
    });
  } finally {
    dispose();
  }
}

/**
 * The markup and style rules of the notice that the screen's code could not be fetched
 * (src/boot/screen-unavailable.tsx) in `code`. Called once every screen has rendered: styled-components
 * names a component by the order of creation, which the screens' must follow as in the bundle.
 */
async function renderNotice(code: LanguageCode): Promise<Rendered> {
  const { createElement } = await import('react');
  const { renderToStaticMarkup } = await import('react-dom/server');
  const { ScreenUnavailable } = await import('../src/boot/screen-unavailable');
  const { localeOf } = await import('../src/lib/i18n/languages');
  const messages = catalogueOf(code) as Record<string, never>;
  return withStyles((sheet) =>
    renderToStaticMarkup(
      sheet.collectStyles(createElement(ScreenUnavailable, { locale: localeOf(code), messages })),
    ),
  );
}

/**
 * The markup and style rules of the now-playing screen's skeleton (the signed-in skeleton,
 * src/features/player/now-playing/now-playing-skeleton.tsx) in `code`, with the app's global style. Called
 * once the login screens and their notices have rendered: its styled components come after theirs.
 */
async function renderSkeleton(code: LanguageCode): Promise<Rendered> {
  const { createElement } = await import('react');
  const { renderToStaticMarkup } = await import('react-dom/server');
  const { localeOf } = await import('../src/lib/i18n/languages');
  const { NowPlayingSkeletonPage } = await import('../src/features/player/now-playing/now-playing-skeleton');
  const messages = catalogueOf(code) as Record<string, never>;
  return withStyles((sheet) =>
    renderToStaticMarkup(
      sheet.collectStyles(createElement(NowPlayingSkeletonPage, { locale: localeOf(code), messages })),
    ),
  );
}

/**
 * The rules that give the signed-in skeleton's root the account's brand accent, as the app's global style
 * does (src/ui/global-style.ts): by the root's `data-brand`, which the page script sets from the stored
 * brand (src/boot/page/prerendered.ts).
 */
async function brandRules(): Promise<string[]> {
  const { APP_ROOT_CLASS, accentRules } = await import('../src/ui/global-style');
  const { brandAccents } = await import('../src/ui/theme');
  return Object.entries(brandAccents).map(([brand, accent]) =>
    accentRules(`.${APP_ROOT_CLASS}[data-brand="${brand}"]`, accent),
  );
}

/** `step` run for each language in turn (in LANGUAGES' order, one after the other), and what each gave. */
async function eachLanguage<T>(step: (code: LanguageCode) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (const { code } of LANGUAGES) results.push(await step(code));
  return results;
}

/**
 * `markup` with its style attributes (React writes `style` props into the markup) turned into classes
 * and `rules` for them: a strict `style-src` refuses style attributes in markup, not rules in a style
 * element with the nonce. The live app sets styles through the CSSOM, which it allows.
 */
function withoutStyleAttributes(markup: string, rules: Map<string, string>): string {
  return markup.replace(
    /<([a-z][\w-]*)([^>]*?)\sstyle="([^"]*)"([^>]*)>/g,
    (_all, tag, before, style, after) => {
      const text = (style as string)
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&');
      if (!rules.has(text)) rules.set(text, `prerendered-${rules.size}`);
      const name = rules.get(text)!;
      const attributes = `${before as string}${after as string}`;
      const classed = /\sclass="/.test(attributes)
        ? attributes.replace(/\sclass="([^"]*)"/, (_c, list) => ` class="${list as string} ${name}"`)
        : `${attributes} class="${name}"`;
      return `<${tag as string}${classed}>`;
    },
  );
}

async function main(): Promise<void> {
  const { APP_ROOT_CLASS } = await import('../src/ui/global-style');
  const html = readFileSync(page, 'utf8');
  const begin = html.indexOf(BEGIN);
  const plain = begin < 0 ? html : html.slice(0, begin) + html.slice(html.indexOf(END) + END.length);
  const show = plain.match(SHOW_SCRIPT);
  if (!show) throw new Error('dist/index.html has no page script to show the prerendered screen');
  const prerendered = routeNames.filter((name) => routes[name].prerendered);
  if (prerendered.length !== 1)
    throw new Error(`one prerendered route is supported, the route table has ${prerendered.length}`);
  const path = routes[prerendered[0]!].path;
  // Every screen renders before the first notice (see renderNotice), and the markup is classed in the
  // same order, so the names of the inline rules follow it.
  const rendered = await eachLanguage((code) => render(path, code));
  const notices = await eachLanguage(renderNotice);
  const skeletons = await eachLanguage(renderSkeleton);
  const rules: string[] = [PAGE_STYLE_RULES];
  for (const { css } of [...rendered, ...notices]) if (!rules.includes(css)) rules.push(css);
  const inline = new Map<string, string>();
  const classed = (list: readonly Rendered[]) =>
    list.map(({ markup }) => withoutStyleAttributes(markup, inline));
  const screenMarkup = classed(rendered);
  const noticeMarkup = classed(notices);
  // Tests find the screen's own parts by their test ids; the skeleton's stand-ins by SKELETON_TEST_ID.
  const skeletonMarkup = classed(skeletons).map((markup) =>
    markup.replace(/\sdata-testid="/g, ` ${SKELETON_TEST_ID}="`),
  );
  const screens = LANGUAGES.map(({ code, locale }, i) => {
    const root = (markup: string) => `<div class="${APP_ROOT_CLASS}" lang="${locale}">${markup}</div>`;
    return (
      `<template ${PRERENDERED_ATTRIBUTE}="${code}" data-locale="${locale}">` +
      `<div class="player-remote-host" ${PRERENDERED_ATTRIBUTE}>${root(screenMarkup[i]!)}` +
      `<div ${SCREEN_UNAVAILABLE_ATTRIBUTE} hidden>${root(noticeMarkup[i]!)}</div></div>` +
      `</template>`
    );
  });
  const skeletonScreens = LANGUAGES.map(
    ({ code, locale }, i) =>
      `<template ${SKELETON_ATTRIBUTE}="${code}" data-locale="${locale}">` +
      `<div class="player-remote-host" ${SKELETON_ATTRIBUTE} inert aria-busy="true">` +
      `<div class="${APP_ROOT_CLASS}" lang="${locale}">${skeletonMarkup[i]!}</div></div></template>`,
  );
  const inlineRules = [...inline].map(([text, name]) => `.${APP_ROOT_CLASS} .${name} { ${text} }`);
  rules.push(...inlineRules);
  const skeletonRules = [
    PAGE_STYLE_RULES,
    ...new Set(skeletons.map(({ css }) => css)),
    ...(await brandRules()),
    // Still: the skeleton shows for a moment, and each shimmering bar would be a layer of its own to draw.
    `[${SKELETON_ATTRIBUTE}] * { animation: none !important; }`,
    // The app's wrapper, added after the skeleton while it shows, lies under it, out of the flow and unseen:
    // what the app renders before its screen commits (the routes' loading placeholder, when the screen's
    // code comes late) is not laid out a screen below the skeleton, to jump up when the skeleton goes. The
    // rule goes with the skeleton, which holds it (src/embed/mount.tsx removes both as the screen commits).
    `[${SKELETON_ATTRIBUTE}] ~ .player-remote-host:not([${SKELETON_ATTRIBUTE}]) { position: absolute; top: 0; left: 0; right: 0; visibility: hidden; }`,
  ];
  skeletonRules.push(...inlineRules);
  const block = [
    BEGIN,
    `<template ${PRERENDERED_ATTRIBUTE}="style"><style>${rules.join('\n')}</style></template>`,
    ...screens,
    `<template ${SKELETON_ATTRIBUTE}="style"><style>${skeletonRules.join('\n')}</style></template>`,
    ...skeletonScreens,
    END,
  ].join('');
  const final = plain.replace(show[0], `${block}${show[0]}`);
  writeFileSync(page, final);
  // The page's CSP allows its inline scripts and styles by their hashes (server/http/security.ts).
  // The Trusted Types policy names stay as webpack.config.js wrote them.
  const { trustedTypes } = JSON.parse(readFileSync(join(dist, PAGE_HASHES_FILE), 'utf8')) as PageHashes;
  writeFileSync(
    join(dist, PAGE_HASHES_FILE),
    `${JSON.stringify(pageHashes(final, trustedTypes), null, 2)}\n`,
  );
  if (existsSync(WORKER)) {
    // The worker precaches the page as it is now: a new page is a new revision, so the worker updates.
    const worker = readFileSync(WORKER, 'utf8');
    if (!SHELL_REVISION.test(worker)) throw new Error('dist/sw.js has no shell revision to write');
    const revision = `shell-${createHash('md5').update(final).digest('hex')}`;
    writeFileSync(WORKER, worker.replace(SHELL_REVISION, revision));
    log(`wrote the shell's revision into sw.js (${revision})`);
  }
  log(
    `wrote the ${prerendered[0]} screen (${path}) and the now-playing skeleton in ${screens.length} languages into dist/index.html (${(Buffer.byteLength(block) / 1000).toFixed(1)} KB)`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
