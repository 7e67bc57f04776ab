import { Component, useLayoutEffect, type ErrorInfo, type ReactNode } from 'react';
import { useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { absolute, paths } from '../config/paths';
import { Button } from '../ui/button';
import { logoFor } from '../ui/brand';
import { Page } from '../ui/page';
import { Icon } from '../ui/icon';
import { iconError } from '../ui/icons/paths';
import { useServices } from '../hooks/services-context';
import { isChunkLoadError } from '../lib/deferred/chunk-error';
import { retryFailedRoutes } from './lazy-route';
import { routeErrorTexts } from './texts';

/** Props of {@link RouteErrorBoundary}. */
export interface RouteErrorBoundaryProps {
  /** The current location: moving elsewhere clears the error view. */
  readonly location: string;
  readonly logger: Pick<Console, 'error'>;
  readonly children: ReactNode;
}

interface State {
  readonly error: unknown;
  readonly location: string;
}

export { isChunkLoadError };

/**
 * Never a blank page: a route whose code fails to load, or that throws while rendering, shows a header with
 * the brand's logo and a translated message with Retry (which imports the route again) and, anywhere but on
 * the player selector itself, a way to it. Each error is logged once; moving to another location clears
 * the view.
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
      <RouteError
        chunk={isChunkLoadError(this.state.error)}
        onSelector={this.props.location === paths.selector}
        onRetry={this.retry}
      />
    );
  }
}

/**
 * The error view's header: the brand's logo on the header's surface. Its own few rules rather than the
 * screens' header (src/ui/header.tsx), which this view, in the entry, would otherwise bring into it.
 */
const Bar = styled.header`
  display: flex;
  align-items: center;
  min-height: 60px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  img {
    display: block;
    max-width: 160px;
  }
`;

const Panel = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
  max-width: 36rem;
  margin: ${({ theme }) => theme.space.xl} auto;
  h1 {
    margin: 0;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

function RouteError({
  chunk,
  onSelector,
  onRetry,
}: {
  chunk: boolean;
  onSelector: boolean;
  onRetry(): void;
}) {
  const intl = useIntl();
  // The error view is the page's first screen when the first route never came: it takes the place of a
  // prerendered login screen, which the mount then lets go (src/embed/mount.tsx).
  const { firstScreen, config, session } = useServices();
  useLayoutEffect(() => firstScreen.committed(), [firstScreen]);
  const brand = useObservableState(session.brand$);
  return (
    <>
      <Bar>
        <img src={logoFor(config.logos, brand)} alt={intl.formatMessage(routeErrorTexts.logo)} height={36} />
      </Bar>
      <Page>
        <Panel role="alert" data-testid="route-error" data-cause={chunk ? 'chunk' : 'render'}>
          <h1>
            <Icon path={iconError} />
            {intl.formatMessage(routeErrorTexts.heading)}
          </h1>
          <p>
            {intl.formatMessage(
              chunk
                ? routeErrorTexts.chunk
                : onSelector
                  ? routeErrorTexts.renderOnSelector
                  : routeErrorTexts.render,
            )}
          </p>
          <Actions>
            <Button type="button" onClick={onRetry} data-testid="route-error-retry">
              {intl.formatMessage(routeErrorTexts.retry)}
            </Button>
            {!onSelector && (
              <Button as={Link} href={absolute(paths.selector)} $variant="secondary">
                {intl.formatMessage(routeErrorTexts.toSelector)}
              </Button>
            )}
          </Actions>
        </Panel>
      </Page>
    </>
  );
}
