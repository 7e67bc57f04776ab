import { lazy, Suspense, type ReactNode } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import { Redirect, Route, Switch } from 'wouter';
import { useServices } from '../hooks/services-context';

// Route-level code splitting: each area is its own chunk.
const LoginScreen = lazy(() => import('../features/session/components/login-screen'));
const ForgotPasswordScreen = lazy(() => import('../features/session/components/forgot-password-screen'));
const ResetPasswordScreen = lazy(() => import('../features/session/components/reset-password-screen'));
const ChangePasswordScreen = lazy(() => import('../features/session/components/change-password-screen'));
const SelectorArea = lazy(
  () => import(/* webpackChunkName: "selector-area" */ '../features/selector/components/selector-area'),
);
const PlayerArea = lazy(
  () => import(/* webpackChunkName: "player-area" */ '../features/player/components/player-area'),
);
// The signed-in chrome, fetched on sign-in (the sign-in screens never need it), rides in the deferred
// network chunk (src/app/services.ts) that every signed-in page loads anyway.
const signedInChrome = () =>
  import(/* webpackChunkName: "network" */ '../features/session/components/signed-in-chrome');
const ImpersonationBanner = lazy(() => signedInChrome().then((m) => ({ default: m.ImpersonationBanner })));
const IdleWatcher = lazy(() => signedInChrome().then((m) => ({ default: m.IdleWatcher })));

/**
 * Blocks a route unless signed in (spec §2 guard, §4 "signed in whenever a stored accessToken
 * exists"). It follows `session.signedIn$`, so a sign-out in another tab (a `storage` event) or by
 * the idle detector takes every guarded page back to the empty path at once.
 */
function Guarded({ children }: { children: ReactNode }) {
  const { session } = useServices();
  const signedIn = useObservableEagerState(session.signedIn$);
  // `~/`: the empty path of the app, also from inside a nested route.
  return signedIn ? <>{children}</> : <Redirect to="~/" replace />;
}

/**
 * The routes of spec §2 (any other path redirects to the empty path) and, while signed in, the
 * impersonation banner (spec §4 Impersonation) and the app-wide idle detector (spec §4 Idle), each
 * mounted once.
 */
export function AppRoutes() {
  const { session } = useServices();
  const signedIn = useObservableEagerState(session.signedIn$);
  return (
    <>
      {signedIn && (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <Switch>
          <Route path="/">
            <LoginScreen />
          </Route>
          <Route path="/forgot-password">
            <ForgotPasswordScreen />
          </Route>
          <Route path="/reset-password">
            <ResetPasswordScreen />
          </Route>
          <Route path="/change-password">
            <Guarded>
              <ChangePasswordScreen />
            </Guarded>
          </Route>
          <Route path="/player-selector" nest>
            <Guarded>
              <SelectorArea />
            </Guarded>
          </Route>
          <Route path="/player" nest>
            <Guarded>
              <PlayerArea />
            </Guarded>
          </Route>
          <Route>
            <Redirect to="/" replace />
          </Route>
        </Switch>
      </Suspense>
      {signedIn && (
        <Suspense fallback={null}>
          <IdleWatcher />
        </Suspense>
      )}
    </>
  );
}
