import {
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { map } from 'rxjs';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { absolute } from '../config/paths';
import { useServices } from '../hooks/services-context';
import { OTHERWISE, routeNames, routes, type RouteName } from '../routing/routes';
import type { ScreenLoader } from '../routing/screens';
import { loaders } from './screen-loaders';
import { reportPaintAfterFrame } from '../lib/deferred/first-screen';
import { lazyRoute } from './lazy-route';
import { preloadRouteErrorView, RouteErrorBoundary } from './route-error-boundary';
import { whenIdle } from '../lib/deferred/deferred-module';
import { RouteLoading } from './route-loading';

/**
 * A route screen: lazily loaded, with a way back from a failed chunk (lazy-route.tsx); once its code
 * has loaded and it has committed, it tells that the first screen is in (before that frame paints) and
 * then that it paints (the app's `firstScreen`, src/lib/deferred/first-screen.ts).
 */
function screen(load: ScreenLoader): ComponentType {
  const Lazy = lazyRoute(load);
  return function Screen() {
    const { firstScreen } = useServices();
    useLayoutEffect(() => firstScreen.committed(), [firstScreen]);
    useEffect(() => reportPaintAfterFrame(firstScreen), [firstScreen]);
    return <Lazy />;
  };
}

/** The screen component of every route of the table. */
const screens = Object.fromEntries(routeNames.map((name) => [name, screen(loaders[name])])) as Record<
  RouteName,
  ComponentType
>;
// The signed-in chrome, fetched on sign-in once the first screen has painted (the sign-in screens never
// need it), rides in the deferred network chunk (src/app/services.ts) that every signed-in page loads anyway.
const signedInChrome = () => import(/* webpackChunkName: "network" */ '../features/account/signed-in-chrome');
const ImpersonationBanner = lazyRoute(() =>
  signedInChrome().then((m): { default: ComponentType } => ({ default: m.ImpersonationBanner })),
);
const IdleWatcher = lazyRoute(() =>
  signedInChrome().then((m): { default: ComponentType } => ({ default: m.IdleWatcher })),
);
const EndedSignIn = lazyRoute(() => import(/* webpackChunkName: "ended-sign-in" */ './ended-sign-in'));

/**
 * Blocks a route unless signed in (spec §2 guard, §4 "signed in whenever a stored accessToken exists"). It
 * follows `session.signedIn$`, so a sign-out in another tab (a `storage` event) or by the idle detector takes
 * every guarded page back to the empty path at once. A sign-in the service has ended shows ./ended-sign-in.tsx
 * instead of the screen. A visit that starts signed out remembers its address
 * (src/lib/session/return-to.ts), so signing in returns there.
 */
function Guarded({ path, children }: { path: string; children: ReactNode }) {
  const { session } = useServices();
  const signedIn = useObservableEagerState(session.signedIn$);
  const ended = useObservableEagerState(session.ended$);
  // Only a visit that opens signed out is a deep link to remember, not a page the user was signed out of.
  const [openedSignedOut] = useState(!signedIn);
  if (signedIn && ended) return <EndedSignIn />;
  if (signedIn) return <>{children}</>;
  return (
    <>
      {openedSignedOut && <RememberReturnTo path={path} />}
      <Redirect to={absolute(routes[OTHERWISE.signedOut].path)} replace />
    </>
  );
}

/**
 * Remembers `path` (the full app path: a nested route's own location would lack its area) for after sign-in;
 * its layout effect runs before the sibling redirect moves away.
 */
function RememberReturnTo({ path }: { path: string }) {
  const { session } = useServices();
  useLayoutEffect(() => session.rememberReturnTo(path), [session, path]);
  return null;
}

/** Any other path (spec §2): the empty path when signed out; the player selector when signed in, so a mistyped address never signs out. */
function UnknownPath() {
  const { session } = useServices();
  const signedIn = useObservableEagerState(session.signedIn$);
  const target = routes[signedIn ? OTHERWISE.signedIn : OTHERWISE.signedOut].path;
  return <Redirect to={target} replace />;
}

/**
 * The routes of spec §2 (the route table, src/routing/routes.ts) and, while signed in, the impersonation banner (spec §4 Impersonation) and the
 * app-wide idle detector (spec §4 Idle), each mounted once, after the first screen has painted. A route that cannot load or render shows the
 * error view, never a blank page; a route still loading shows a placeholder after a short delay.
 */
export function AppRoutes() {
  const { session, logger, firstScreen } = useServices();
  // True once the first screen has painted: the signed-in chrome may load then.
  const chromeMayLoad$ = useMemo(() => firstScreen.painted$.pipe(map(() => true)), [firstScreen]);
  const signedIn = useObservableEagerState(session.signedIn$);
  const [location] = useLocation();
  const painted = useObservableState(chromeMayLoad$, false);
  // The error view's code comes when the browser is idle after the first screen has painted.
  useEffect(() => (painted ? whenIdle(preloadRouteErrorView) : undefined), [painted]);
  const chrome = signedIn && painted;
  return (
    <>
      {chrome && (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      )}
      <RouteErrorBoundary location={location} logger={logger}>
        <Suspense fallback={<RouteLoading />}>
          <Switch>
            {routeNames.map((name) => {
              const { path, nested, audience } = routes[name];
              const Screen = screens[name];
              return (
                <Route key={name} path={path} nest={nested}>
                  {audience === 'signed-in' ? (
                    <Guarded path={location}>
                      <Screen />
                    </Guarded>
                  ) : (
                    <Screen />
                  )}
                </Route>
              );
            })}
            <Route>
              <UnknownPath />
            </Route>
          </Switch>
        </Suspense>
      </RouteErrorBoundary>
      {chrome && (
        <Suspense fallback={null}>
          <IdleWatcher />
        </Suspense>
      )}
    </>
  );
}
