import { openingRoute, routeNames, routes, type RouteName } from '../routing/routes';
import { screens, type ScreenLoader } from '../routing/screens';

/**
 * A signed-in area's loader: its screen, with the signed-in services' code fetched beside it (in the chunk
 * the signed-in areas share), under those services (src/app/signed-in-services.tsx).
 */
function signedIn(load: ScreenLoader): ScreenLoader {
  return () =>
    Promise.all([load(), import(/* webpackChunkName: "signed-in-services" */ './signed-in-services')]).then(
      ([screen, { withSignedInServices }]) => ({ default: withSignedInServices(screen.default) }),
    );
}

/**
 * Each route's loader as the app runs it, by route name: the route table's screen (src/routing/screens.ts),
 * and for a route whose `audience` is `signed-in` (spec §2), the signed-in services with it.
 */
export const loaders = Object.fromEntries(
  routeNames.map((name) => [
    name,
    routes[name].audience === 'signed-in' ? signedIn(screens[name]) : screens[name],
  ]),
) as Record<RouteName, ScreenLoader>;

/**
 * Starts fetching the code of the screen a visit to `path` (relative to the base path) opens on
 * (`openingRoute`), before React renders, and returns that screen's loader (which a retry calls again).
 * A failure shows when the route renders (src/app/route-error-boundary.tsx), or, before the app takes
 * over the screen's copy rendered at build time, on that copy (src/boot/held-copy.ts).
 */
export function preloadScreen(path: string, signedIn: boolean): ScreenLoader {
  const load = loaders[openingRoute(path, signedIn)];
  load().catch(() => undefined);
  return load;
}
