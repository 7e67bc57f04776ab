import type { ComponentType } from 'react';
import { paths, type AppPath } from '../config/paths';
import { loadZoneControl } from '../lib/zone/zone-service';

/** Who may see a route (spec §2): anyone, or only a signed-in user (the guard of spec §2 and §4). */
export type Audience = 'anyone' | 'signed-in';

/** A route screen's code: a module whose default export is the screen. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** One row of the route table. */
export interface ScreenRoute {
  /** The address, relative to the app's base path. */
  readonly path: AppPath;
  /** True for an area with routes of its own under `path` (the address and everything below it). */
  readonly nested: boolean;
  readonly audience: Audience;
  /**
   * True when index.html carries this screen, rendered at build time (scripts/prerender.ts), and preload
   * hints for its chunk: its lazy import names its chunk after the route (`webpackChunkName`), which is
   * how the build finds it (webpack.config.js).
   */
  readonly prerendered: boolean;
  /** Its code: one chunk per area (route-level code splitting); webpack fetches a chunk once, whoever asks first. */
  readonly load: ScreenLoader;
}

/**
 * The route table (spec §2): the one place an address is mapped to a screen. The router
 * (src/app/routes.tsx), the entry's preloading ({@link preloadScreen}), the page script that shows the
 * prerendered screen (src/boot/page/) and the build's preload hints all read it.
 */
export const routes = {
  login: {
    path: paths.login,
    nested: false,
    audience: 'anyone',
    prerendered: true,
    load: () => import(/* webpackChunkName: "login" */ '../features/account/components/login-screen'),
  },
  forgotPassword: {
    path: paths.forgotPassword,
    nested: false,
    audience: 'anyone',
    prerendered: false,
    load: () => import('../features/account/components/forgot-password-screen'),
  },
  resetPassword: {
    path: paths.resetPassword,
    nested: false,
    audience: 'anyone',
    prerendered: false,
    load: () => import('../features/account/components/reset-password-screen'),
  },
  changePassword: {
    path: paths.changePassword,
    nested: false,
    audience: 'signed-in',
    prerendered: false,
    load: () => import('../features/account/components/change-password-screen'),
  },
  selector: {
    path: paths.selector,
    nested: true,
    audience: 'signed-in',
    prerendered: false,
    load: () =>
      import(/* webpackChunkName: "selector-area" */ '../features/selector/components/selector-area'),
  },
  player: {
    path: paths.player,
    nested: true,
    audience: 'signed-in',
    prerendered: false,
    // The player area's zone control code rides in its chunk; the area renders once both are in.
    load: () =>
      Promise.all([
        import(/* webpackChunkName: "player-area" */ '../features/player/area/player-area'),
        loadZoneControl(),
      ]).then(([area]) => area),
  },
} as const satisfies Record<string, ScreenRoute>;

/** The name of a route of the table (`login`, `player`, …). */
export type RouteName = keyof typeof routes;

/** The table's routes in matching order. */
export const routeNames = Object.keys(routes) as RouteName[];

/** Where any other address leads (spec §2): the login screen when signed out, the player selector when signed in. */
export const OTHERWISE = { signedOut: 'login', signedIn: 'selector' } as const satisfies Record<
  string,
  RouteName
>;

/** `path` without query, fragment or trailing slashes (`/player/` → `/player`; `/` stays). */
function barePath(path: string): string {
  return path.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
}

/** True when `route` answers `path` (a bare app path). */
function answers(route: ScreenRoute, path: string): boolean {
  return path === route.path || (route.nested && path.startsWith(`${route.path}/`));
}

/**
 * The route a visit to `path` (relative to the base path, query and fragment allowed) opens on: the
 * route that answers it when its audience lets the visitor see it, else the login screen when signed
 * out (every guarded route and an unknown path lead there) and the player selector when signed in.
 */
export function openingRoute(path: string, signedIn: boolean): RouteName {
  const bare = barePath(path);
  const match = routeNames.find((name) => answers(routes[name], bare));
  if (match && (routes[match].audience === 'anyone' || signedIn)) return match;
  return signedIn ? OTHERWISE.signedIn : OTHERWISE.signedOut;
}

/**
 * Starts fetching the code of the screen a visit to `path` opens on ({@link openingRoute}), before React
 * renders. A failure shows when the route renders (src/app/route-error-boundary.tsx).
 */
export function preloadScreen(path: string, signedIn: boolean): void {
  routes[openingRoute(path, signedIn)].load().catch(() => undefined);
}
