import { paths } from '../../config/paths';
import { localStore, tabStore } from '../../lib/storage/web-storage';

/**
 * What the page scripts of index.html (src/boot/page/) know of the visit before the bundle runs: where
 * the bundle is and which app path the address is, as the entry will see them (src/config/runtime.ts:
 * the base path is the bundle's folder when the page is in it).
 */

/**
 * The address of the bundle's folder (ending in `/`), from the web app manifest's link, which sits beside
 * index.html at the bundle's root (the service makes it absolute under the base path); undefined without one.
 */
export function bundleFolder(): URL | undefined {
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  return manifest ? new URL('.', manifest.href) : undefined;
}

/** The visit's app path (relative to the base path), e.g. `/` or `/player`. */
export function appPath(folder: URL): string {
  const base = folder.pathname.replace(/\/+$/, '');
  const path = location.pathname;
  return path === base || path.startsWith(`${base}/`) ? path.slice(base.length) || '/' : path;
}

/**
 * Whether the visit paints the signed-in skeleton (of the now-playing screen, src/embed/prerendered.ts
 * `SKELETON_ATTRIBUTE`) before the app runs: a signed-in visit of the player page on the app's own page,
 * with a player and zone remembered for it to open on (the tab's, else the browser's last,
 * src/lib/selection/; without one the app opens the player list instead).
 */
export function opensOnSkeleton(folder: URL, signedIn: boolean): boolean {
  return (
    signedIn &&
    !window.PLAYER_REMOTE_CONFIG &&
    appPath(folder) === paths.player &&
    !!(tabStore.get('selection') ?? localStore.get('lastSelection'))
  );
}
