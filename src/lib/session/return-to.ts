import { barePath, paths, type AppPath } from '../../config/paths';
import type { KeyValueStore, TabKey } from '../storage/web-storage';

/**
 * Routes that need a chosen player and zone (src/lib/selection) to open: the zone list and the player
 * area with every sub-route under it, read from `paths` so a new player sub-route needs no entry here.
 */
const NEEDS_SELECTION: readonly AppPath[] = [
  paths.zones,
  ...Object.values(paths).filter((path) => path === paths.player || path.startsWith(`${paths.player}/`)),
];
/** Signed-in routes a sign-in may return to. */
const RETURNABLE: readonly AppPath[] = [paths.changePassword, paths.selector, ...NEEDS_SELECTION];

/** `path` when it is one of the app's signed-in routes (an internal path, never a URL); else null. */
export function returnablePath(path: string): AppPath | null {
  const bare = barePath(path);
  return RETURNABLE.find((p) => p === bare) ?? null;
}

/**
 * The deep link of a signed-out visit (spec §2 guard): remembered per tab so that signing in can return there.
 * Only the app's own signed-in routes are kept: never a full URL, another origin or an unknown path.
 */
export function rememberReturnTo(store: KeyValueStore<TabKey>, path: string): void {
  const returnable = returnablePath(path);
  if (returnable) store.set('returnTo', returnable);
}

/**
 * Where a completed sign-in goes (spec §4 Login: the player selector), and forgets the remembered path: the
 * remembered one when it needs no selection or the tab has one, else the player selector.
 */
export function takeSignInTarget(store: KeyValueStore<TabKey>, hasSelection: boolean): AppPath {
  const remembered = returnablePath(String(store.get('returnTo') ?? ''));
  store.remove('returnTo');
  if (!remembered) return paths.selector;
  return NEEDS_SELECTION.includes(remembered) && !hasSelection ? paths.selector : remembered;
}
