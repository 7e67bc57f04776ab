import { Suspense, useEffect, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { map } from 'rxjs';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { absolute, paths } from '../config/paths';
import { useServices } from '../hooks/services-context';
import { loadZoneControl } from '../lib/zone/zone-service';
import { firstScreenCommitted, firstScreenPainted$, markFirstScreen } from './first-screen';
import { lazyRoute } from './lazy-route';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteLoading } from './route-loading';

/**
 * The code of each route screen (route-level code splitting: each area is its own chunk). The entry also
 * calls these before React renders, for the screen a visit opens on ({@link preloadScreen}); webpack
 * fetches a chunk once, whoever asks first.
 */
const screens = {
  login: () => import('../features/account/components/login-screen'),
  forgotPassword: () => import('../features/account/components/forgot-password-screen'),
  resetPassword: () => import('../features/account/components/reset-password-screen'),
  changePassword: () => import('../features/account/components/change-password-screen'),
  selector: () =>
    import(/* webpackChunkName: "selector-area" */ '../features/selector/components/selector-area'),
  // The overview builds its zone controls with the zone control's code (in the player area's chunk).
  overview: () =>
    Promise.all([
      import(/* webpackChunkName: "overview" */ '../features/overview/components/overview-screen'),
      loadZoneControl(),
    ]).then(([overview]) => overview),
  // The player area's zone control code rides in its chunk; the area renders once both are in.
  player: () =>
    Promise.all([
      import(/* webpackChunkName: "player-area" */ '../features/player/area/player-area'),
      loadZoneControl(),
    ]).then(([area]) => area),
};

/**
 * A route screen: lazily loaded, with a way back from a failed chunk (lazy-route.tsx); once its code
 * has loaded and it has committed, it tells that the first screen is in (before that frame paints) and
 * then that it paints (first-screen.ts).
 */
function screen(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Lazy = lazyRoute(load);
  return function Screen() {
    useLayoutEffect(firstScreenCommitted, []);
    useEffect(markFirstScreen, []);
    return <Lazy />;
  };
}

const LoginScreen = screen(screens.login);
const ForgotPasswordScreen = screen(screens.forgotPassword);
const ResetPasswordScreen = screen(screens.resetPassword);
const ChangePasswordScreen = screen(screens.changePassword);
const SelectorArea = screen(screens.selector);
const PlayerArea = screen(screens.player);
const OverviewScreen = screen(screens.overview);
// The signed-in chrome, fetched on sign-in once the first screen has painted (the sign-in screens never
// need it), rides in the deferred network chunk (src/app/services.ts) that every signed-in page loads anyway.
const signedInChrome = () =>
  import(/* webpackChunkName: "network" */ '../features/account/components/signed-in-chrome');
const ImpersonationBanner = lazyRoute(() =>
  signedInChrome().then((m): { default: ComponentType } => ({ default: m.ImpersonationBanner })),
);
const IdleWatcher = lazyRoute(() =>
  signedInChrome().then((m): { default: ComponentType } => ({ default: m.IdleWatcher })),
);

/**
 * Starts fetching the code of the screen a visit to `path` (relative to the base path) opens on, before
 * React renders: the login screen when signed out (every guarded route and an unknown path lead there),
 * the player selector for an unknown path when signed in.
 */
export function preloadScreen(path: string, signedIn: boolean): void {
  const bare = path.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  const within = (area: string) => bare === area || bare.startsWith(`${area}/`);
  const load =
    bare === paths.forgotPassword
      ? screens.forgotPassword
      : bare === paths.resetPassword
        ? screens.resetPassword
        : bare === paths.login || !signedIn
          ? screens.login
          : bare === paths.changePassword
            ? screens.changePassword
            : within(paths.player)
              ? screens.player
              : bare === paths.overview
                ? screens.overview
                : screens.selector;
  load().catch(() => undefined); // a failure shows when the route renders (route-error-boundary.tsx)
}

/**
 * Blocks a route unless signed in (spec §2 guard, §4 "signed in whenever a stored accessToken exists"). It
 * follows `session.signedIn$`, so a sign-out in another tab (a `storage` event) or by the idle detector takes
 * every guarded page back to the empty path at once. A visit that starts signed out remembers its address
 * (src/lib/navigation/return-to.ts), so signing in returns there.
 */
function Guarded({ path, children }: { path: string; children: ReactNode }) {
  const { session } = useServices();
  const signedIn = useObservableEagerState(session.signedIn$);
  // Only a visit that opens signed out is a deep link to remember, not a page the user was signed out of.
  const [openedSignedOut] = useState(!signedIn);
  if (signedIn) return <>{children}</>;
  return (
    <>
      {openedSignedOut && <RememberReturnTo path={path} />}
      <Redirect to={absolute(paths.login)} replace />
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
  return <Redirect to={signedIn ? paths.selector : paths.login} replace />;
}

/** True once the first screen has painted: the signed-in chrome may load then. */
const chromeMayLoad$ = firstScreenPainted$.pipe(map(() => true));

/**
 * The routes of spec §2 and, while signed in, the impersonation banner (spec §4 Impersonation) and the
 * app-wide idle detector (spec §4 Idle), each mounted once, after the first screen has painted. A route that cannot load or render shows the
 * error view, never a blank page; a route still loading shows a placeholder after a short delay.
 */
export function AppRoutes() {
  const { session, logger } = useServices();
  const signedIn = useObservableEagerState(session.signedIn$);
  const [location] = useLocation();
  const painted = useObservableState(chromeMayLoad$, false);
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
            <Route path={paths.login}>
              <LoginScreen />
            </Route>
            <Route path={paths.forgotPassword}>
              <ForgotPasswordScreen />
            </Route>
            <Route path={paths.resetPassword}>
              <ResetPasswordScreen />
            </Route>
            <Route path={paths.changePassword}>
              <Guarded path={location}>
                <ChangePasswordScreen />
              </Guarded>
            </Route>
            <Route path={paths.overview}>
              <Guarded path={location}>
                <OverviewScreen />
              </Guarded>
            </Route>
            <Route path={paths.selector} nest>
              <Guarded path={location}>
                <SelectorArea />
              </Guarded>
            </Route>
            <Route path={paths.player} nest>
              <Guarded path={location}>
                <PlayerArea />
              </Guarded>
            </Route>
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
