import type { ComponentType } from 'react';
import { loadZoneControl } from '../lib/zone/zone-service';
import { openingRoute, type RouteName } from './routes';

/** A route screen's code: a module whose default export is the screen. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * A signed-in area's loader: its screen, with the signed-in services' code fetched beside it (in the chunk
 * the signed-in areas share), under those services (src/app/signed-in-services.tsx).
 */
function signedIn(load: ScreenLoader): ScreenLoader {
  return () =>
    Promise.all([
      load(),
      import(/* webpackChunkName: "signed-in-services" */ '../app/signed-in-services'),
    ]).then(([screen, { withSignedInServices }]) => ({ default: withSignedInServices(screen.default) }));
}

/**
 * The code of each route of the route table (src/routing/routes.ts), by route name: one chunk per area
 * (route-level code splitting); webpack fetches a chunk once, whoever asks first. The chunk names
 * (`webpackChunkName`) are the route table's `chunks`, which is how the build finds the scripts that
 * index.html's page script preloads (src/boot/page/hints.ts).
 */
export const screens: { readonly [name in RouteName]: ScreenLoader } = {
  login: () => import(/* webpackChunkName: "login" */ '../features/account/sign-in/login-screen'),
  forgotPassword: () => import('../features/account/password/forgot-password-screen'),
  resetPassword: () => import('../features/account/password/reset-password-screen'),
  changePassword: () => import('../features/account/password/change-password-screen'),
  // The overview builds its zone controls with the zone control's code (in the player area's chunk).
  overview: signedIn(() =>
    Promise.all([
      import(/* webpackChunkName: "overview" */ '../features/overview/overview-screen'),
      loadZoneControl(),
    ]).then(([overview]) => overview),
  ),
  selector: signedIn(
    () => import(/* webpackChunkName: "selector-area" */ '../features/selector/selector-area'),
  ),
  // The player area's zone control code rides in its chunk; the area renders once both are in.
  player: signedIn(() =>
    Promise.all([
      import(/* webpackChunkName: "player-area" */ '../features/player/area/player-area'),
      loadZoneControl(),
    ]).then(([area]) => area),
  ),
};

/**
 * Starts fetching the code of the screen a visit to `path` (relative to the base path) opens on
 * (`openingRoute`), before React renders, and returns that screen's loader (which a retry calls again).
 * A failure shows when the route renders (src/app/route-error-boundary.tsx), or, before the app takes
 * over the screen's copy rendered at build time, on that copy (src/boot/held-copy.ts).
 */
export function preloadScreen(path: string, signedIn: boolean): ScreenLoader {
  const load = screens[openingRoute(path, signedIn)];
  load().catch(() => undefined);
  return load;
}
