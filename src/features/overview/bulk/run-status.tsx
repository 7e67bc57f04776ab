import { useIntl } from 'react-intl';
import type { RefObject } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { haltedFigures, summarise, type BulkRun } from './bulk-run';
import { summaryText } from './run-text';
import { Toolbar } from '../overview-screen.styles';
import { StatusRow } from './panel.styles';
import { bulkTexts } from './texts';

/**
 * A halted run's question (docs/design.md "Every zone at a glance"): "Waiting for you after wave 1 of 6", what
 * failed in that wave and what was not sent for lack of a connection (each said apart), and whether to
 * send the rest (the unsent first, once the connection is back) or stop. Go on waits for the link.
 */
export function HaltedQuestion({
  run,
  linkLost,
  onGoOn,
  onStop,
}: {
  run: BulkRun;
  linkLost: boolean;
  onGoOn(): void;
  onStop(): void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const figures = haltedFigures(run);
  const { size, failed, unsent, rest } = figures;
  return (
    <Halted role="alert" data-testid="overview-halted" data-failed={failed} data-unsent={unsent}>
      <p>
        {t(bulkTexts.haltedWave, figures)}
        {failed > 0 && ` ${t(bulkTexts.haltedFailed, { failed, size })}`}
        {unsent > 0 && ` ${t(bulkTexts.haltedNoConnection, { count: unsent, size })}`}
        {` ${unsent > 0 ? t(bulkTexts.haltedResume, { count: unsent, rest }) : t(bulkTexts.haltedRest, { rest })}`}
      </p>
      <Toolbar>
        <Button type="button" onClick={onGoOn} disabled={linkLost} data-testid="overview-go-on">
          {t(bulkTexts.goOn)}
        </Button>
        <Button type="button" $variant="secondary" onClick={onStop} data-testid="overview-stop">
          {t(bulkTexts.stop)}
        </Button>
      </Toolbar>
    </Halted>
  );
}

/** What {@link RunStatus} shows and calls. */
export interface RunStatusProps {
  run: BulkRun | null;
  /** The summary line, which takes the focus when a run is confirmed. */
  summaryRef: RefObject<HTMLParagraphElement>;
  canRetry: boolean;
  linkLost: boolean;
  onShowFailed(): void;
  onRetry(): void;
  onClear(): void;
}

/**
 * The last run's summary in a live region ("9 of 12 done · 2 not answering · 1 not sent: no
 * connection", and the wave while a staged run sends), and once it is finished: Show the failed ones,
 * Retry (waiting for the link) and Clear.
 */
export function RunStatus({
  run,
  summaryRef,
  canRetry,
  linkLost,
  onShowFailed,
  onRetry,
  onClear,
}: RunStatusProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const counts = run ? summarise(run.results) : null;
  const failedCount = counts
    ? counts.refused + counts.notAnswering + counts.noConnection + counts.stopped + counts.failed
    : 0;
  const finished = run?.stage === 'finished';
  return (
    <StatusRow>
      <div aria-live="polite">
        {run && counts && (
          <Summary
            ref={summaryRef}
            tabIndex={-1}
            data-testid="overview-summary"
            data-stage={run.stage}
            data-done={counts.done}
            data-total={counts.total}
            data-pending={counts.pending}
            data-held={counts.held}
            data-no-connection={counts.noConnection}
            data-not-answering={counts.notAnswering}
            data-retries={run.retries}
          >
            {summaryText(intl, counts, run.retries)}
            {run.waves.length > 1 && run.stage === 'running'
              ? ` · ${t(bulkTexts.wave, { wave: run.wave + 1, waves: run.waves.length })}`
              : ''}
          </Summary>
        )}
      </div>
      {finished && failedCount > 0 && (
        <Button type="button" $variant="secondary" onClick={onShowFailed} data-testid="overview-show-failed">
          {t(bulkTexts.showFailed)}
        </Button>
      )}
      {finished && canRetry && (
        <Button type="button" onClick={onRetry} disabled={linkLost} data-testid="overview-retry">
          {t(bulkTexts.retryFailed)}
        </Button>
      )}
      {finished && (
        <Button type="button" $variant="ghost" onClick={onClear} data-testid="overview-clear-results">
          {t(bulkTexts.clearResults)}
        </Button>
      )}
    </StatusRow>
  );
}

const Halted = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.warningSurface};
  p {
    margin: 0;
    font-weight: 600;
  }
`;

const Summary = styled.p`
  margin: 0;
  font-weight: 600;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primary};
    outline-offset: 2px;
  }
`;
