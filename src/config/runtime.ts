/**
 * Runtime configuration (ARCHITECTURE §1, issue "embeddable"): read once at start from
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
}

declare global {
  interface Window {
    PLAYER_REMOTE_CONFIG?: Partial<RuntimeConfig>;
  }
}

/** Merges host-provided values over the defaults; unknown keys are ignored. */
export function readRuntimeConfig(source: Partial<RuntimeConfig> | undefined = globalThis.window?.PLAYER_REMOTE_CONFIG): RuntimeConfig {
  const basePath = (source?.basePath ?? '').replace(/\/+$/, '');
  const assetsBase = source?.assetsBase ?? `${basePath}/assets`;
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
  };
}

/** The product version shown on the login screen (spec §1). */
export const APP_VERSION = '3.0.5';
