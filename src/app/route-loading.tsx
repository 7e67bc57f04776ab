import { useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { ROUTE_LOADING_DELAY_MS } from '../config/timing';
import { routeErrorTexts } from './texts';

const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const spin = keyframes`to { transform: rotate(360deg); }`;

/** Hidden for ROUTE_LOADING_DELAY_MS (a CSS delay, no timer), then fades in: quick loads never flash. */
const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 40vh;
  color: ${({ theme }) => theme.color.muted};
  opacity: 0;
  animation: ${appear} 200ms ease-out ${ROUTE_LOADING_DELAY_MS}ms forwards;
  &::before {
    content: '';
    width: 24px;
    height: 24px;
    border-radius: 50%;
    border: 3px solid ${({ theme }) => theme.color.border};
    border-top-color: ${({ theme }) => theme.color.primary};
    animation: ${spin} 0.8s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::before {
      animation: none;
    }
  }
`;

/** The Suspense fallback of the routes while a route's code loads. */
export function RouteLoading() {
  const intl = useIntl();
  return (
    <Placeholder role="status" data-testid="route-loading">
      {intl.formatMessage(routeErrorTexts.loading)}
    </Placeholder>
  );
}
