import { mountWithDefaults, resolveConfig, type HostBridge } from '../embed/mount';
import { initialLanguage } from '../lib/i18n/languages';
import { preloadLanguage } from '../lib/i18n/language-service';
import { localStore } from '../lib/storage/web-storage';
import { findPrerendered } from '../embed/prerendered';
import { APP_ROOT_CLASS } from '../ui/global-style';
import { loadBeforeTakeover } from './held-copy';
import type { ScreenLoader } from '../routing/screens';
import { preloadScreen } from '../app/screen-loaders';

declare let __webpack_nonce__: string | undefined;

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
 * Hands the CSP nonce of the script tag that loaded the bundle to webpack's chunk loading and to
 * styled-components (lazy chunks' script tags, the app's style tags). Call it first, while the entry runs.
 */
export function adoptScriptNonce(): void {
  const nonce = scriptNonce();
  if (nonce) __webpack_nonce__ = nonce;
}

/**
 * The standalone page and legacy hosts: with `window.PLAYER_REMOTE_CONFIG` naming a container (`mount`),
 * or a `#player-remote` element on the page (index.html), the app mounts there as soon as the document is
 * parsed, with the configuration's own defaults (`ownsPage` unless a container is named); over the first
 * screen's copy rendered at build time, once that screen's code (`firstScreen`) is in (./held-copy.ts).
 * Throws when the configuration names a container the page lacks.
 */
function autoMount(firstScreen: ScreenLoader | undefined, options: PageAppOptions): void {
  const source = window.PLAYER_REMOTE_CONFIG;
  const id = source?.mount || 'player-remote';
  const element = document.getElementById(id);
  if (!element || element.localName === 'player-remote') {
    if (source?.mount) throw new Error(`Player Remote: no #${id} element to mount into`);
    return;
  }
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

/** How {@link mountPageApp} mounts: the standalone page registers the service worker; a host page's app has its bridge. */
export interface PageAppOptions {
  readonly standalone?: boolean;
  readonly host?: HostBridge;
}

/**
 * Mounts the page's own app (index.html's `#player-remote`, or the container a legacy host names in
 * `window.PLAYER_REMOTE_CONFIG`) once the document is parsed, after requesting the screen it opens on and
 * its language file; nothing on a page without one. `<player-remote>` elements mount themselves.
 */
export function mountPageApp(options: PageAppOptions): void {
  // index.html's head adds the entry while the page is still parsed (src/boot/page/hints.ts): the
  // container and the prerendered copy are there once the document is.
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', () => autoMount(preloadFirstScreen(), options), {
      once: true,
    });
  else autoMount(preloadFirstScreen(), options);
}
