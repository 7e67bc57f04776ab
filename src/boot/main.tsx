import { APP_VERSION } from '../config/runtime';
import { definePlayerRemoteElement } from '../embed/element';
import { mount, mountInto, mountWithDefaults, resolveConfig } from '../embed/mount';
import type { PlayerRemoteApi } from '../embed/player-remote';
import { initialLanguage } from '../lib/i18n/languages';
import { preloadLanguage } from '../lib/i18n/language-service';
import { localStore } from '../lib/storage/web-storage';
import { findPrerendered } from '../embed/prerendered';
import { APP_ROOT_CLASS } from '../ui/global-style';
import { loadBeforeTakeover } from './held-copy';
import { preloadScreen, type ScreenLoader } from '../routing/screens';

declare let __webpack_nonce__: string | undefined;

/** The attribute of index.html's inline page scripts (webpack.config.js `PAGE_SCRIPT_ATTRIBUTE`): only the app's own page has them. */
const PAGE_SCRIPT_ATTRIBUTE = 'data-page-script';

/**
 * The CSP nonce of the script tag that loaded the bundle (the host page's, `player-remote.js`'s or
 * index.html's). Read while the entry runs, the only moment `document.currentScript` is set; any other
 * script with a nonce serves when the entry ran from another chunk's tag. The `nonce` property survives
 * the browser's nonce hiding (the attribute reads empty).
 */
function scriptNonce(): string | undefined {
  const current = document.currentScript as HTMLScriptElement | null;
  return current?.nonce || document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/**
 * The standalone page and legacy hosts: with `window.PLAYER_REMOTE_CONFIG` naming a container (`mount`),
 * or a `#player-remote` element on the page (index.html), the app mounts there as soon as the document is
 * parsed, with the configuration's own defaults (`ownsPage` unless a container is named); over the first
 * screen's copy rendered at build time, once that screen's code (`firstScreen`) is in (./held-copy.ts).
 * Only the app's own page (index.html, without `window.PLAYER_REMOTE_CONFIG`) registers the service worker.
 * Throws when the configuration names a container the page lacks.
 */
function autoMount(firstScreen: ScreenLoader | undefined): void {
  const source = window.PLAYER_REMOTE_CONFIG;
  const id = source?.mount || 'player-remote';
  const element = document.getElementById(id);
  if (!element || element.localName === 'player-remote') {
    if (source?.mount) throw new Error(`Player Remote: no #${id} element to mount into`);
    return;
  }
  // The app's own page (index.html: its page scripts, no host configuration) registers the service worker.
  const options = { standalone: !source && !!document.querySelector(`script[${PAGE_SCRIPT_ATTRIBUTE}]`) };
  const copy = findPrerendered(element, APP_ROOT_CLASS);
  if (copy && firstScreen)
    void loadBeforeTakeover(copy, firstScreen).then(() => mountWithDefaults(element, source ?? {}, options));
  else mountWithDefaults(element, source ?? {}, options);
}

/**
 * The page's own app (index.html, or a host naming a container): requests the screen it opens on and its
 * language file now, in parallel, rather than one after the other once React renders (README "What loads
 * when"), and returns that screen's loader. `<player-remote>` elements carry their own configuration and
 * load as they render.
 */
function preloadFirstScreen(): ScreenLoader | undefined {
  const source = window.PLAYER_REMOTE_CONFIG;
  const element = document.getElementById(source?.mount || 'player-remote');
  if (!element || element.localName === 'player-remote') return undefined;
  const config = resolveConfig(source ?? {});
  const path =
    config.routing === 'hash'
      ? location.hash.replace(/^#/, '') || '/'
      : location.pathname.slice(config.basePath.length) || '/';
  const load = preloadScreen(path, !!localStore.get('accessToken'));
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  preloadLanguage(config.assetsBase, initialLanguage(localStore.get('language'), browser));
  return load;
}

/**
 * Entry point: hands the host's CSP nonce to webpack's chunk loading and to styled-components, offers
 * `window.PlayerRemote` (`mount`) and `<player-remote>` (src/embed/), and mounts the standalone page.
 */
function start(): void {
  const nonce = scriptNonce();
  if (nonce) __webpack_nonce__ = nonce; // lazy chunks' script tags, and the app's style tags
  const api: PlayerRemoteApi = { version: APP_VERSION, mount };
  window.PlayerRemote = api;
  definePlayerRemoteElement((element, shadowRoot, config) =>
    mountInto({ element, container: shadowRoot }, resolveConfig(config)),
  );
  // index.html's head adds the entry while the page is still parsed (src/boot/page/hints.ts): the
  // container and the prerendered copy are there once the document is.
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', () => autoMount(preloadFirstScreen()), { once: true });
  else autoMount(preloadFirstScreen());
}

start();
