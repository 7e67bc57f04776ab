/**
 * A page script of index.html, in its head, bundled on its own and written inline (webpack.config.js;
 * the page's CSP allows it by its hash, server/http/security.ts): adds the entry's scripts to the page
 * (a script a trusted script adds may load under 'strict-dynamic'; a script tag in the markup could not
 * without a nonce; on a signed-in visit of the player page, once the page has drawn that screen's skeleton,
 * ./prerendered.ts), then requests what the first screen needs beside the entry rather than after it has
 * run (docs/design.md "What loads when").
 *
 * - The texts of the language the app will start in (spec §1: stored, else the browser's, else English,
 *   as the language service picks it), as a `<link rel="preload" as="fetch" crossorigin>` that the
 *   language service's fetch takes; the language goes on `<html data-initial-language>` for the
 *   prerendered screen's script (./prerendered.ts).
 * - The scripts of the screen the visit opens on (the route table's `chunks`, ./route-scripts.ts), as
 *   `<link rel="preload" as="script">` with the integrity value and `crossorigin` that webpack's own
 *   script tag for the chunk will carry, so the browser reuses the answer: the login screen on a
 *   signed-out visit, the now-playing screen on a signed-in reload of it, and so on. Otherwise the
 *   entry (the largest script) has to arrive and run before it asks for them.
 * - On a signed-in reload of the now-playing screen, the cover the tab last showed (`artwork`, else the
 *   browser's `lastArtwork` in a new tab): the screen's largest paint, which otherwise waits for the hub.
 *
 * The entry's scripts run in order as soon as they are in (src/boot/start.ts waits for the document
 * where it needs it). Their addresses go through the page's Trusted Types policy (`POLICY.page`,
 * src/lib/trusted-types.ts), which takes same-origin scripts under the bundle folder only. Hints carry
 * this script's CSP nonce when it has one.
 */
import { paths } from '../../config/paths';
import { initialLanguage, textsUrl } from '../../lib/i18n/languages';
import { localStore, tabStore } from '../../lib/storage/web-storage';
import { POLICY, scriptUrlPolicy, under } from '../../lib/trusted-types';
import { openingRoute, routes } from '../../routing/routes';
import { entryScripts, routeScripts } from './route-scripts';
import { appPath, bundleFolder, opensOnSkeleton } from './visit';

const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce;

/** Adds `<link rel="preload">` for `href` to the head (`integrity` for a script). */
function preload(href: string, as: 'fetch' | 'image' | 'script', integrity?: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  if (as !== 'image') link.crossOrigin = 'anonymous';
  if (integrity) link.integrity = integrity;
  if (nonce) link.nonce = nonce;
  link.href = href;
  document.head.append(link);
}

/** Adds the entry's scripts, in order, with their integrity values. */
function addEntry(folder: URL): void {
  const scriptUrl = scriptUrlPolicy(POLICY.page, under(folder, true));
  for (const [file, integrity] of entryScripts ?? []) {
    const script = document.createElement('script');
    script.async = false;
    script.crossOrigin = 'anonymous';
    if (integrity) script.integrity = integrity;
    script.src = scriptUrl(new URL(file, folder).href);
    document.head.append(script);
  }
}

/**
 * Adds the entry once the page has drawn a frame of what the body's page script put in it (./prerendered.ts:
 * the signed-in skeleton), so the entry's run does not hold that first paint back; at once in a hidden tab,
 * which draws no skeletons. Its scripts are preloaded meanwhile.
 */
function addEntryAfterFirstFrame(folder: URL): void {
  for (const [file, integrity] of entryScripts ?? [])
    preload(new URL(file, folder).href, 'script', integrity);
  const add = () => {
    if (document.visibilityState === 'hidden') addEntry(folder);
    else requestAnimationFrame(() => setTimeout(() => addEntry(folder)));
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', add, { once: true });
  else add();
}

const folder = bundleFolder();
if (folder) {
  if (opensOnSkeleton(folder, !!localStore.get('accessToken'))) addEntryAfterFirstFrame(folder);
  else addEntry(folder);
}

try {
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  const code = initialLanguage(localStore.get('language'), browser);
  document.documentElement.dataset.initialLanguage = code;
  if (folder) {
    const signedIn = !!localStore.get('accessToken');
    const route = openingRoute(appPath(folder), signedIn);
    for (const chunk of routes[route].chunks)
      for (const [file, integrity] of routeScripts[chunk] ?? [])
        preload(new URL(file, folder).href, 'script', integrity);
    preload(textsUrl(new URL('assets', folder).href, code), 'fetch');
    const artwork = tabStore.get('artwork') ?? localStore.get('lastArtwork');
    if (typeof artwork === 'string' && signedIn && appPath(folder) === paths.player)
      preload(artwork, 'image');
  }
} catch {
  // A hint only: the app requests all of it itself.
}
