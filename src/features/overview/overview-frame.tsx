import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../ui/button';
import { CardSkeletons } from '../../ui/card-skeletons';
import { EmptyState } from '../../ui/empty-state';
import { hiddenWhenNarrow } from '../../ui/header';
import { iconSearchOff } from '../../ui/icons/paths';
import { Page } from '../../ui/page';
import { ScreenTitle } from '../../ui/screen-title';
import { skipTo } from './overview-layout';
import { SkipLinks } from './overview-screen.styles';
import { overviewTexts as texts } from './texts';

/**
 * The page: on a phone closer gaps, so the tallies, the map, the filters and the first zones share the
 * first screen.
 */
export const OverviewPage = styled(Page)`
  @media (max-width: ${({ theme }) => theme.breakpoint.narrow}px) {
    gap: ${({ theme }) => theme.space.sm};
    padding-top: ${({ theme }) => theme.space.sm};
  }
`;

/**
 * The screen's heading: on a phone for assistive technology only, as the header above it says the same
 * words; elsewhere shown.
 */
export const Title = styled(ScreenTitle)`
  ${hiddenWhenNarrow}
`;

/** The skip links to the action bar (`bar`, its id) and to the list (`sites`). */
export function SkipToLinks({ bar, sites }: { bar: string; sites: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <SkipLinks>
      <a href={`#${bar}`} onClick={(e) => skipTo(e, bar)} data-testid="overview-skip-actions">
        {t(texts.skipToActions)}
      </a>
      <a href={`#${sites}`} onClick={(e) => skipTo(e, sites)} data-testid="overview-skip-sites">
        {t(texts.skipToSites)}
      </a>
    </SkipLinks>
  );
}

/** The fleet while it loads: card skeletons. */
export function Loading() {
  const intl = useIntl();
  return <CardSkeletons count={4} label={intl.formatMessage(texts.loading)} testId="overview-loading" />;
}

/** The fleet could not be loaded: says so, with "Try again" (`onRetry`). */
export function FailedLoad({ onRetry }: { onRetry(): void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <EmptyState
      icon={iconSearchOff}
      role="alert"
      testId="overview-failed"
      actions={
        <Button type="button" onClick={onRetry}>
          {t(texts.retryLoad)}
        </Button>
      }
    >
      {t(texts.failed)}
    </EmptyState>
  );
}
