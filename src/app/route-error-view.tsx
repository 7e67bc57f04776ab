import { useLayoutEffect } from 'react';
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
import { routeErrorTexts } from './texts';

/** Props of the route error view: why (a chunk that failed to load, else a render error), where, and Retry. */
export interface RouteErrorProps {
  readonly chunk: boolean;
  readonly onSelector: boolean;
  onRetry(): void;
}

/**
 * The error view's header: the brand's logo on the header's surface. Its own few rules rather than the
 * screens' header (src/ui/header.tsx), which this view would otherwise bring into its chunk.
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

/**
 * The route error view (docs/design.md "Never a blank page"): a header with the brand's logo, the message with
 * Retry and, unless `onSelector`, a way to the player selector. A chunk of its own, loaded by
 * ./route-error-boundary.tsx when the browser is idle after the first screen, or when it is needed.
 */
export function RouteError({ chunk, onSelector, onRetry }: RouteErrorProps) {
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
