import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { iconWifiOff } from '../../../ui/icons/paths';
import { BulkActions, PHONE_MORE } from './bulk-actions';
import { HaltedQuestion, RunStatus } from './run-status';
import { StatusRow } from './panel.styles';
import type { BulkView } from './use-bulk-flow';
import { bulkTexts } from './texts';

/** What {@link BulkBar} shows and calls. */
export interface BulkBarProps {
  /** The bar's id: the skip link's target. */
  barId: string;
  view: BulkView;
  /** How many ticked zones the filters hide. */
  hiddenCount: number;
  /** Ticks every zone shown. */
  onTickShown(): void;
  /** True while the link to the hub is lost (the connection banner shows): the actions are off. */
  linkLost: boolean;
  /** Clears the filters, so the ticked zones they hide are shown. */
  onShowHidden(): void;
  /** Shows only the zones the last run failed on (the `failed` state filter). */
  onShowFailed(): void;
}

/**
 * The actions on the ticked zones, sticky at the bottom of the view (docs/design.md "Every zone at a glance"):
 * "N selected · M not shown by the filter" with a way to show them; the actions ({@link BulkActions});
 * while the link is lost, why they are off; a halted staged run's question (go on or stop); and the
 * last run's summary in a live region, which takes the focus when a run is confirmed, with Show the
 * failed ones, Retry and Clear.
 */
export function BulkBar({
  barId,
  view,
  hiddenCount,
  onTickShown,
  linkLost,
  onShowHidden,
  onShowFailed,
}: BulkBarProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headingId = useId();
  const summary = useRef<HTMLParagraphElement>(null);
  const [more, setMore] = useState(false);
  const onMore = () => setMore((open) => !open);
  const run = view.state.run;
  useEffect(() => {
    if (view.state.confirmed === 0) return;
    // After this commit's effects, among them the confirmation's, which gives the focus back to its opener.
    queueMicrotask(() => summary.current?.focus());
  }, [view.state.confirmed]);
  // Nothing ticked and no run: one line (the count, "Select shown" and the hint), so that the idle bar
  // covers as little of the list as it can.
  const idle = view.tickedCount === 0 && !run;
  // "Select none" leaves the idle bar, which has no such button: the focus goes on to "Select shown".
  const selectShown = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const onUntickAll = () => {
    refocus.current = true;
    view.untickAll();
  };
  useEffect(() => {
    if (!idle || !refocus.current) return;
    refocus.current = false;
    selectShown.current?.focus();
  }, [idle]);
  return (
    <ActionBar
      id={barId}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-testid="overview-actions"
      data-link={linkLost ? 'lost' : 'up'}
      data-more={more}
      data-idle={idle}
    >
      <h2 id={headingId}>{t(bulkTexts.actions)}</h2>
      <StatusRow>
        <span data-testid="overview-selected" data-count={view.tickedCount}>
          {t(bulkTexts.selected, { count: view.tickedCount })}
        </span>
        {hiddenCount > 0 && (
          <>
            <span data-testid="overview-hidden" data-count={hiddenCount}>
              {'· '}
              {t(bulkTexts.notShown, { count: hiddenCount })}
            </span>
            <Button type="button" $variant="ghost" onClick={onShowHidden} data-testid="overview-show-hidden">
              {t(bulkTexts.showHidden)}
            </Button>
          </>
        )}
        <Button
          ref={selectShown}
          type="button"
          $variant="ghost"
          className={view.tickedCount > 0 ? PHONE_MORE : undefined}
          onClick={onTickShown}
          data-testid="overview-select-shown"
        >
          {t(bulkTexts.selectShown)}
        </Button>
        {!idle && (
          <Button
            type="button"
            $variant="ghost"
            className={PHONE_MORE}
            onClick={onUntickAll}
            disabled={view.tickedCount === 0}
            data-testid="overview-select-none"
          >
            {t(bulkTexts.selectNone)}
          </Button>
        )}
        {idle && <Hint data-testid="overview-actions-hint">{t(bulkTexts.actionsHint)}</Hint>}
      </StatusRow>
      {linkLost && (
        <Offline data-testid="overview-actions-offline">
          <Icon path={iconWifiOff} size={20} />
          {t(bulkTexts.offline)}
        </Offline>
      )}
      {!idle && <BulkActions view={view} disabled={linkLost} more={more} onMore={onMore} />}
      {run?.stage === 'halted' && (
        <HaltedQuestion run={run} linkLost={linkLost} onGoOn={view.goOn} onStop={view.stop} />
      )}
      <RunStatus
        run={run}
        summaryRef={summary}
        canRetry={view.canRetry}
        linkLost={linkLost}
        onShowFailed={onShowFailed}
        onRetry={view.retry}
        onClear={view.clear}
      />
    </ActionBar>
  );
}

/** Out of sight but read by assistive technology. */
const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/**
 * The bar: sticky at the bottom of the view, so the count and the actions are at hand wherever the
 * list is scrolled; on a phone, and while nothing is ticked, its heading is for assistive technology
 * only, to keep it compact.
 */
const ActionBar = styled.section`
  position: sticky;
  bottom: 0;
  z-index: 10;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
  box-shadow: 0 -4px 12px rgb(0 0 0 / 12%);
  max-height: 70vh;
  overflow-y: auto;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  &[data-idle='true'] h2 {
    ${visuallyHidden}
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.narrow}px) {
    padding: ${({ theme }) => theme.space.sm};
    gap: ${({ theme }) => theme.space.xs};
    &[data-more='false'] .${PHONE_MORE} {
      display: none;
    }
    h2 {
      ${visuallyHidden}
    }
  }
`;

/** The line that says what selecting zones offers: on a phone the selection buttons say it. */
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  @media (max-width: ${({ theme }) => theme.breakpoint.narrow}px) {
    display: none;
  }
`;

const Offline = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 600;
  svg {
    color: ${({ theme }) => theme.color.warning};
  }
`;
