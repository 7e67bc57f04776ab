/**
 * The app's routes (spec §2), named once. Paths are relative to the app's base path; from inside a nested
 * route, navigate with {@link absolute} (wouter's `~` prefix), which also works at the top level.
 */
export const paths = {
  login: '/',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  changePassword: '/change-password',
  selector: '/player-selector',
  /** The zone list of the chosen player (the spec's Channels screen; the address keeps its name). */
  zones: '/player-selector/channels',
  /** Every zone of every player at a glance (docs/design.md "Every zone at a glance"). */
  overview: '/player-selector/overview',
  player: '/player',
  playlists: '/player/playlists',
  currentPlaylist: '/player/current-playlist',
  /** The spec's "Messages" screen: the zone's adverts. */
  adverts: '/player/messages',
  settings: '/player/settings',
  status: '/player/status',
  help: '/player/help',
} as const;

/** One of the app's route paths. */
export type AppPath = (typeof paths)[keyof typeof paths];

/** A sub-route of the player area (`/player/playlists`, …): the player area has a screen for each. */
export type PlayerSubPath = Extract<AppPath, `${typeof paths.player}/${string}`>;

/** `path` as an absolute wouter target (`~/player`), valid from any nested route. */
export function absolute(path: AppPath): `~${AppPath}` {
  return `~${path}`;
}

/** `path` inside the nested route `area` (e.g. `/playlists` inside `/player`); '/' for the area itself. */
export function within(area: AppPath, path: AppPath): string {
  return path === area ? '/' : path.slice(area.length);
}

/** `path` without query, fragment or trailing slashes (`/player/?q=1` → `/player`; `/` stays). */
export function barePath(path: string): string {
  return path.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
}
