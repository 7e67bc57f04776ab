/**
 * Runtime configuration (docs/architecture.md §1, README "Embedding"): read once at start from
 * `window.PLAYER_REMOTE_CONFIG` (set by the host page before the bundle loads), falling back to
 * defaults that suit the local service.
 */
export interface RuntimeConfig {
  /** Base address of the REST API, e.g. `https://api.example.com` ('' = same origin as the page). */
  readonly apiBase: string;
  /** Base address of track artwork; `<stillsBase>/<FileName without extension>.jpg`. */
  readonly stillsBase: string;
  /** Hub name passed to `GET /api/Hub/{Hub}/accesstoken`. */
  readonly hubName: string;
  /** Base path the app is served under ('' = root), e.g. `/remote`. */
  readonly basePath: string;
  /** `path` routes with the History API; `hash` routes after `#` (hosts that cannot rewrite URLs). */
  readonly routing: 'path' | 'hash';
  /** Logo addresses by clientTypeId (spec §9): '1' (also the default), '2', '18'. */
  readonly logos: Readonly<Record<string, string>>;
  /** Address of the assets folder (translations, guides, logos); defaults to `<basePath>/assets`. */
  readonly assetsBase: string;
  /** Support mail address for the empty player list (spec §2 Player selector). */
  readonly contactEmail: string;
  /** Id of the element the app mounts into (the host page's container). Default `player-remote`. */
  readonly mount: string;
  /**
   * Development and test aid: exposes `window.__PLAYER_REMOTE_DEBUG__` (live RxJS subscription
   * count) from a chunk that loads only then. Default false.
   */
  readonly debug: boolean;
  /**
   * Whether the app owns the whole page (its own index.html): then it sets `<html lang>` and the document
   * title. Default: true unless the host names its own container (`mount`).
   */
  readonly ownsPage: boolean;
  /** Whether each route sets a translated document title ("Playlists · Player Remote"). Default: `ownsPage`. */
  readonly titles: boolean;
}

/** Where the bundle itself was loaded from, as webpack's `__webpack_public_path__` (`auto`) found it. */
export interface BundleLocation {
  /** Address of the bundle's root folder (the one holding js/ and assets/), ending in `/`, e.g. `https://cdn.example.com/remote/`. */
  readonly publicPath?: string;
  /** Address of the page, to tell whether the bundle is served from the page's own folder. */
  readonly pageUrl?: string;
}

declare global {
  interface Window {
    PLAYER_REMOTE_CONFIG?: Partial<RuntimeConfig>;
  }
}

/**
 * Merges host-provided values over the defaults; unknown keys are ignored. With `bundle` (the app's
 * entry passes where webpack found the bundle), assets default to the bundle's own `assets/` folder
 * wherever it is served from, and `basePath` defaults to the bundle's folder when the page is in
 * that folder (the app's own index.html under `/remote/` needs no configuration).
 */
export function readRuntimeConfig(
  source: Partial<RuntimeConfig> | undefined = globalThis.window?.PLAYER_REMOTE_CONFIG,
  bundle: BundleLocation = {},
): RuntimeConfig {
  const bundleUrl = bundle.publicPath ? safeUrl(bundle.publicPath, bundle.pageUrl) : null;
  const pageUrl = bundle.pageUrl ? safeUrl(bundle.pageUrl) : null;
  const pageInBundle =
    !!bundleUrl &&
    !!pageUrl &&
    bundleUrl.origin === pageUrl.origin &&
    pageUrl.pathname.startsWith(bundleUrl.pathname);
  const basePath = (source?.basePath ?? (pageInBundle && bundleUrl ? bundleUrl.pathname : '')).replace(
    /\/+$/,
    '',
  );
  const bundleAssets = bundleUrl
    ? `${bundleUrl.origin === pageUrl?.origin ? '' : bundleUrl.origin}${bundleUrl.pathname}assets`
    : null;
  const assetsBase = (source?.assetsBase ?? bundleAssets ?? `${basePath}/assets`).replace(/\/+$/, '');
  const ownsPage = source?.ownsPage ?? source?.mount === undefined;
  return {
    apiBase: (source?.apiBase ?? '').replace(/\/+$/, ''),
    stillsBase: (source?.stillsBase ?? `${basePath}/stills`).replace(/\/+$/, ''),
    hubName: source?.hubName ?? 'players',
    basePath,
    routing: source?.routing === 'hash' ? 'hash' : 'path',
    logos: {
      '1': `${assetsBase}/logos/brand-1.svg`,
      '2': `${assetsBase}/logos/brand-2.svg`,
      '18': `${assetsBase}/logos/brand-18.svg`,
      ...source?.logos,
    },
    assetsBase,
    contactEmail: source?.contactEmail ?? 'support@example.com',
    mount: source?.mount || 'player-remote',
    debug: source?.debug === true,
    ownsPage,
    titles: source?.titles ?? ownsPage,
  };
}

function safeUrl(url: string, base?: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/** The product version shown on the login screen (spec §1). */
export const APP_VERSION = '3.0.5';
