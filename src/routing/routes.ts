import { barePath, paths, type AppPath } from '../config/paths';

/** Who may see a route (spec §2): anyone, or only a signed-in user (the guard of spec §2 and §4). */
export type Audience = 'anyone' | 'signed-in';

/** One row of the route table. */
export interface ScreenRoute {
  /** The address, relative to the app's base path. */
  readonly path: AppPath;
  /** True for an area with routes of its own under `path` (the address and everything below it). */
  readonly nested: boolean;
  readonly audience: Audience;
  /** True when index.html carries this screen, rendered at build time (scripts/prerender.ts). */
  readonly prerendered: boolean;
  /**
   * The chunks its screen's loader (src/routing/screens.ts) fetches, by the names their lazy imports give
   * them (`webpackChunkName`): index.html's page script preloads their scripts on a visit that opens on
   * this route (src/boot/page/hints.ts), beside the entry rather than after it has run. Empty for a
   * screen whose chunk is not named, which a visit rarely opens on.
   */
  readonly chunks: readonly string[];
}

/**
 * The route table (spec §2): the one place an address is mapped to a route, whose screen is the
 * loader of the same name in src/routing/screens.ts (the type checker wants one per route). The router
 * (src/app/routes.tsx), the entry's preloading, the page scripts (src/boot/page/) and the build
 * (webpack.config.js: the scripts of the named chunks) all read it. It imports no code of a screen,
 * so a page script can import it.
 */
export const routes = {
  login: {
    path: paths.login,
    nested: false,
    audience: 'anyone',
    prerendered: true,
    chunks: ['login'],
  },
  forgotPassword: {
    path: paths.forgotPassword,
    nested: false,
    audience: 'anyone',
    prerendered: false,
    chunks: [],
  },
  resetPassword: {
    path: paths.resetPassword,
    nested: false,
    audience: 'anyone',
    prerendered: false,
    chunks: [],
  },
  changePassword: {
    path: paths.changePassword,
    nested: false,
    audience: 'signed-in',
    prerendered: false,
    chunks: [],
  },
  // Before the selector, whose area its address lies in.
  overview: {
    path: paths.overview,
    nested: false,
    audience: 'signed-in',
    prerendered: false,
    chunks: ['overview', 'player-area'],
  },
  selector: {
    path: paths.selector,
    nested: true,
    audience: 'signed-in',
    prerendered: false,
    chunks: ['selector-area'],
  },
  player: {
    path: paths.player,
    nested: true,
    audience: 'signed-in',
    prerendered: false,
    chunks: ['player-area'],
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

/** True when `route` answers `path` (a bare app path). */
function answers(route: ScreenRoute, path: string): boolean {
  return path === route.path || (route.nested && path.startsWith(`${route.path}/`));
}

/** The route that answers `path` (relative to the base path, query and fragment allowed), whoever may see it. */
export function routeAt(path: string): RouteName | undefined {
  const bare = barePath(path);
  return routeNames.find((name) => answers(routes[name], bare));
}

/**
 * The route a visit to `path` (relative to the base path, query and fragment allowed) opens on: the
 * route that answers it when its audience lets the visitor see it, else the login screen when signed
 * out (every guarded route and an unknown path lead there) and the player selector when signed in.
 */
export function openingRoute(path: string, signedIn: boolean): RouteName {
  const match = routeAt(path);
  if (match && (routes[match].audience === 'anyone' || signedIn)) return match;
  return signedIn ? OTHERWISE.signedIn : OTHERWISE.signedOut;
}
