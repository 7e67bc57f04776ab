/**
 * A page script of index.html, in its head, bundled on its own and written inline (webpack.config.js,
 * with the page's CSP nonce like every script the service sends): requests what the first screen needs
 * beside the entry rather than after it has run (README "What loads when").
 *
 * - The texts of the language the app will start in (spec §1: stored, else the browser's, else English,
 *   as the language service picks it), as a `<link rel="preload" as="fetch" crossorigin>` that the
 *   language service's fetch takes; the language goes on `<html data-initial-language>` for the
 *   prerendered screen's script (./prerendered.ts).
 * - On a signed-in reload of the now-playing screen, the cover the tab last showed (`artwork`, else the
 *   browser's `lastArtwork` in a new tab): the screen's largest paint, which otherwise waits for the hub.
 */
import { paths } from '../../config/paths';
import { initialLanguage, textsUrl } from '../../lib/i18n/languages';
import { localStore, tabStore } from '../../lib/storage/web-storage';
import { appPath, bundleFolder } from './visit';

/** Adds `<link rel="preload">` for `href` to the head. */
function preload(href: string, as: 'fetch' | 'image'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.append(link);
}

try {
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  const code = initialLanguage(localStore.get('language'), browser);
  document.documentElement.dataset.initialLanguage = code;
  const folder = bundleFolder();
  if (folder) {
    preload(textsUrl(new URL('assets', folder).href, code), 'fetch');
    const artwork = tabStore.get('artwork') ?? localStore.get('lastArtwork');
    if (typeof artwork === 'string' && localStore.get('accessToken') && appPath(folder) === paths.player)
      preload(artwork, 'image');
  }
} catch {
  // A hint only: the app requests all of it itself.
}
