import { memo } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import type { BulkProgress } from '../bulk.streams';
import { overviewTexts as texts } from '../texts';
import { BulkActions, type BulkActionsProps } from './bulk-actions';
import { summaryText } from './bulk-texts';
import { Toolbar } from './overview-screen.styles';

/** What {@link BulkBar} shows and the handlers it calls (stable: see `useLatest`). */
export interface BulkBarProps extends BulkActionsProps {
  barId: string;
  progress: BulkProgress | null;
  canRetry: boolean;
  onSelectShown(): void;
  onSelectNone(): void;
  onRetry(): void;
  onClearResults(): void;
}

/**
 * The actions on the selected zones, the list picker, the summary of a run and Retry. Until a zone is
 * selected (and no run's results are shown) the bar holds only the selection's buttons and a line that
 * says what selecting offers: the disabled actions would otherwise fill a phone's first screen above
 * the zones. Rendered again only when what it shows changes, never for a status push.
 */
export const BulkBar = memo(function BulkBar(props: BulkBarProps) {
  const {
    intl,
    barId,
    selectedCount,
    busy,
    picker,
    progress,
    canRetry,
    onSelectShown,
    onSelectNone,
    onRetry,
    onClearResults,
  } = props;
  const t = intl.formatMessage;
  return (
    <ActionBar aria-labelledby={barId} data-testid="overview-actions">
      <h2 id={barId}>{t(texts.actions)}</h2>
      <Toolbar>
        <span data-testid="overview-selected">{t(texts.selected, { count: selectedCount })}</span>
        <Button
          type="button"
          $variant="secondary"
          onClick={onSelectShown}
          data-testid="overview-select-shown"
        >
          {t(texts.selectShown)}
        </Button>
        <Button type="button" $variant="secondary" onClick={onSelectNone} data-testid="overview-select-none">
          {t(texts.selectNone)}
        </Button>
      </Toolbar>
      {selectedCount === 0 && !picker && !progress ? (
        <Hint data-testid="overview-actions-hint">{t(texts.actionsHint)}</Hint>
      ) : (
        <BulkActions {...props} />
      )}
      <div aria-live="polite" data-testid="overview-summary">
        {progress && summaryText(intl, progress)}
      </div>
      {progress && !busy && progress.summary.total > 0 && (
        <Toolbar>
          {canRetry && (
            <Button type="button" onClick={onRetry} data-testid="overview-retry">
              {t(texts.retryFailed)}
            </Button>
          )}
          <Button
            type="button"
            $variant="secondary"
            onClick={onClearResults}
            data-testid="overview-clear-results"
          >
            {t(texts.clearResults)}
          </Button>
        </Toolbar>
      )}
    </ActionBar>
  );
});

const ActionBar = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

/** The line that says what selecting zones offers. */
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;
