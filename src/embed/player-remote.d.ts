/**
 * Player Remote on a host page: the configuration, the `<player-remote>` element, the `PlayerRemote`
 * mount API and the events the host hears. Shipped as `dist/player-remote.d.ts`; the app's own code
 * (src/embed/) is checked against these declarations.
 *
 * Load the app with one script tag, `<script src=".../player-remote.js" nonce="…" async>`; it defines
 * `<player-remote>` and `window.PlayerRemote` (wait with `customElements.whenDefined('player-remote')`).
 */

/** Configuration of one mounted app; every key is optional. */
export interface PlayerRemoteConfig {
  /** Base address of the REST API, e.g. `https://api.example.com`. Default: the page's origin. */
  readonly apiBase?: string;
  /** Base address of track artwork: `<stillsBase>/<FileName without extension>.jpg`. Default `<basePath>/stills`. */
  readonly stillsBase?: string;
  /** Hub name passed to `GET /api/Hub/{Hub}/accesstoken`. Default `players`. */
  readonly hubName?: string;
  /** The host page's own path; with path routing the app's routes live below it (`/staff/remote/player`). Default `''`. */
  readonly basePath?: string;
  /** `path`: routes in the address's path (the host answers deep links with the same page); `hash`: after `#`. Default `path`. */
  readonly routing?: 'path' | 'hash';
  /** Logo address by clientTypeId: `'1'` (also the default), `'2'`, `'18'`. Default: the bundled logos. */
  readonly logos?: Readonly<Record<string, string>>;
  /** Address of the assets folder (translations, guides, logos). Default: the bundle's own `assets/`. */
  readonly assetsBase?: string;
  /** Support address shown to accounts without players. Default `support@example.com`. */
  readonly contactEmail?: string;
  /** Development aid: `window.__PLAYER_REMOTE_DEBUG__` with the live RxJS subscription count. Default false. */
  readonly debug?: boolean;
  /** The app owns the whole page: it sets `<html lang>` and may style `html`/`body`. Default false on a host page. */
  readonly ownsPage?: boolean;
  /** Each route sets a translated document title. Default: `ownsPage`. */
  readonly titles?: boolean;
}

/** What `PlayerRemote.mount` returns. */
export interface PlayerRemoteHandle {
  /** The element the app was mounted into (events are dispatched on it). */
  readonly element: HTMLElement;
  /**
   * Removes the app: closes its hub socket, ends its subscriptions, timers and listeners, removes its
   * elements and styles. Idempotent. The element can be mounted into again.
   */
  unmount(): void;
}

/** `window.PlayerRemote`. */
export interface PlayerRemoteApi {
  /** The app's version, e.g. `3.0.5`. */
  readonly version: string;
  /**
   * Mounts the app into `element` (a container the host owns; the app renders into a shadow root of a
   * child it adds, so the host's styles and the app's stay apart). Throws `TypeError` when `element` is not
   * an element or already holds a mounted app.
   */
  mount(element: HTMLElement, config?: PlayerRemoteConfig): PlayerRemoteHandle;
}

/** `playerchange` detail: the player and zone the app now controls, or null when none is chosen. No tokens. */
export type PlayerRemotePlayerChange = {
  readonly player: { readonly name: string; readonly licenceKey: string; readonly zoneCount: number };
  readonly zone: { readonly index: number; readonly name: string };
} | null;

/** `loaderror` detail: a script of the app that the browser refused or could not fetch. */
export interface PlayerRemoteLoadError {
  /** The script's address. */
  readonly url: string;
  /**
   * `integrity`: the file's content does not match its Subresource Integrity hash (tampered, or a build
   * mix-up on the CDN); `network`: it could not be fetched; `unknown`: it could be fetched and matches, so the
   * refusal came from elsewhere (e.g. the page's CSP).
   */
  readonly reason: 'integrity' | 'network' | 'unknown';
  /** A sentence for logs. */
  readonly message: string;
}

/**
 * Events dispatched on the element (`<player-remote>` or the container given to `mount`); they bubble
 * and cross shadow boundaries. `loaderror` for the entry script itself goes to `window` (no app yet).
 */
export interface PlayerRemoteEventMap {
  /** Signed in (also fired at mount when a stored sign-in is found). Detail null: no tokens, no user data. */
  signedin: CustomEvent<null>;
  /** Signed out (by the user, the idle timeout or another tab). */
  signedout: CustomEvent<null>;
  /** The chosen player or zone changed (also fired at mount when one is already chosen). */
  playerchange: CustomEvent<PlayerRemotePlayerChange>;
  /** A script of the app was refused or failed to load. */
  loaderror: CustomEvent<PlayerRemoteLoadError>;
}

/**
 * `<player-remote>`: mounts the app when connected, unmounts it when removed. Attributes (read at
 * connection; a change remounts): `api-base`, `stills-base`, `hub-name`, `base-path`, `routing`,
 * `assets-base`, `contact-email`, and the flags `debug`, `titles`, `owns-page` (present = true, `"false"`
 * = false). The `config` property carries the rest (`logos`); attributes win over it.
 */
export interface PlayerRemoteElement extends HTMLElement {
  config: PlayerRemoteConfig;
  addEventListener<K extends keyof PlayerRemoteEventMap>(
    type: K,
    listener: (this: PlayerRemoteElement, event: PlayerRemoteEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof PlayerRemoteEventMap>(
    type: K,
    listener: (this: PlayerRemoteElement, event: PlayerRemoteEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

declare global {
  interface Window {
    /** Defined by the app's entry script (loaded by `player-remote.js`). */
    PlayerRemote?: PlayerRemoteApi;
  }
  interface HTMLElementTagNameMap {
    'player-remote': PlayerRemoteElement;
  }
  interface WindowEventMap {
    loaderror: CustomEvent<PlayerRemoteLoadError>;
  }
}
