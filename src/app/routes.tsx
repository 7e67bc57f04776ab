import { lazy, Suspense, type ReactNode } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import { Redirect, Route, Switch } from 'wouter';
import { useServices } from '../ui/services-context';

// Route-level code splitting: each area is its own chunk.
const LoginScreen = lazy(() => import('../features/session/components/login-screen'));
const SelectorArea = lazy(() => import('../features/selector/components/selector-area'));
const PlayerArea = lazy(() => import('../features/player/components/player-area'));

/** Blocks a route unless signed in (spec §2 guard); follows sign-outs in other tabs. */
function Guarded({ children }: { children: ReactNode }) {
  const { session } = useServices();
  const signedIn = useObservableEagerState(session.signedIn$);
  return signedIn ? <>{children}</> : <Redirect to="/" replace />;
}

/** The routes of spec §2; any other path redirects to the empty path. */
export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Switch>
        <Route path="/">
          <LoginScreen />
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
  );
}
