import {
  Component,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { paths } from '../config/paths';
import { useServices } from '../hooks/services-context';
import { isChunkLoadError } from '../lib/deferred/chunk-error';
import { deferredModule, type DeferredModule } from '../lib/deferred/deferred-module';
import { retryFailedRoutes } from './lazy-route';
import { routeErrorTexts } from './texts';
import type { RouteErrorProps } from './route-error-view';

/** The route error view's module (./route-error-view.tsx). */
export type RouteErrorViewModule = DeferredModule<{ readonly RouteError: ComponentType<RouteErrorProps> }>;

/** The view's chunk, which the first load does not carry (docs/design.md "What loads when"). */
const routeErrorView: RouteErrorViewModule = deferredModule(
  () => import(/* webpackChunkName: "route-error" */ './route-error-view'),
);

/**
 * Fetches the route error view's chunk now without waiting for it (the app calls it when the browser is
 * idle after its first screen has painted), so a route that fails later, even after a deploy that removed
 * this release's chunks, finds the view in memory.
 */
export const preloadRouteErrorView = (): void => routeErrorView.warm();

/** Props of {@link RouteErrorBoundary}. */
export interface RouteErrorBoundaryProps {
  /** The current location: moving elsewhere clears the error view. */
  readonly location: string;
  readonly logger: Pick<Console, 'error'>;
  readonly children: ReactNode;
  /** The error view's module; by default its chunk. */
  readonly view?: RouteErrorViewModule;
}

interface State {
  readonly error: unknown;
  readonly location: string;
}

export { isChunkLoadError };

/**
 * Never a blank page: a route whose code fails to load, or that throws while rendering, shows a header with
 * the brand's logo and a translated message with Retry (which imports the route again) and, anywhere but on
 * the player selector itself, a way to it (./route-error-view.tsx). Each error is logged once; moving to
 * another location clears the view. When the view's own chunk cannot be fetched either, the message and
 * Retry show without their styles.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, State> {
  override state: State = { error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: State): Partial<State> | null {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.logger.error('Player Remote: a route failed', error, info.componentStack);
  }

  private readonly retry = () => {
    retryFailedRoutes();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error === null ? (
      this.props.children
    ) : (
      <LazyRouteError
        view={this.props.view ?? routeErrorView}
        chunk={isChunkLoadError(this.state.error)}
        onSelector={this.props.location === paths.selector}
        onRetry={this.retry}
      />
    );
  }
}

/** The error view once its module is in (nothing while it loads); the plain view when it cannot be fetched. */
function LazyRouteError({ view, ...props }: RouteErrorProps & { readonly view: RouteErrorViewModule }) {
  const [View, setView] = useState<ComponentType<RouteErrorProps> | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    view.get().then(
      (module) => live && setView(() => module.RouteError),
      () => live && setView('failed'),
    );
    return () => {
      live = false;
    };
  }, [view]);
  if (View === 'failed') return <PlainRouteError {...props} />;
  return View ? <View {...props} /> : null;
}

/** The error view's message and Retry without the view's module: its chunk failed too (no network). */
function PlainRouteError({ chunk, onSelector, onRetry }: RouteErrorProps) {
  const intl = useIntl();
  const { firstScreen } = useServices();
  useLayoutEffect(() => firstScreen.committed(), [firstScreen]);
  const text = chunk
    ? routeErrorTexts.chunk
    : onSelector
      ? routeErrorTexts.renderOnSelector
      : routeErrorTexts.render;
  return (
    <div role="alert" data-testid="route-error" data-cause={chunk ? 'chunk' : 'render'} data-plain="">
      <p>{intl.formatMessage(text)}</p>
      <button type="button" onClick={onRetry} data-testid="route-error-retry">
        {intl.formatMessage(routeErrorTexts.retry)}
      </button>
    </div>
  );
}
