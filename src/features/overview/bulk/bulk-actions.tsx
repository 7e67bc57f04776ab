import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { ChoicePicker } from './choice-picker';
import { EnergyPanel } from './energy-panel';
import { Toolbar } from '../overview-screen.styles';
import type { PanelState } from './bulk-state';
import type { BulkView, Panel } from './use-bulk-flow';
import { bulkTexts } from './texts';
import { VolumePanel } from './volume-panel';

export { VOLUME_STEP } from './volume-panel';

/** Where the level starts when no ticked zone's volume is known (percent). */
const VOLUME_FALLBACK = 50;

/** What {@link BulkActions} shows and calls. */
export interface BulkActionsProps {
  view: BulkView;
  /** True while the actions are off (the link to the hub is lost). */
  disabled: boolean;
  /** Whether "More" is open (on a phone it shows the less used actions; see `PHONE_MORE`). */
  more: boolean;
  onMore(): void;
}

/**
 * The class of what a phone shows only once "More" is open (the bar's `data-more`): the less used
 * actions and the selection buttons. From the narrow breakpoint up they are always shown.
 */
export const PHONE_MORE = 'phone-more';

/** The open panel, if the actions are on. */
function OpenPanel({ view, panel }: { view: BulkView; panel: PanelState }) {
  const intl = useIntl();
  const close = () => view.openPanel(null);
  switch (panel.kind) {
    case 'volume':
      return panel.median === 'loading' ? (
        <p role="status" data-testid="overview-volume-loading">
          {intl.formatMessage(bulkTexts.volumeLoading)}
        </p>
      ) : (
        <VolumePanel start={panel.median ?? VOLUME_FALLBACK} onAsk={view.ask} />
      );
    case 'energy':
      return <EnergyPanel energy={panel.energy} groups={panel.groups} onAsk={view.ask} onClose={close} />;
    default:
      return <ChoicePicker kind={panel.kind} choices={panel.choices} onAsk={view.ask} onClose={close} />;
  }
}

/**
 * The bulk actions: Pause and Play and Volume always; Energy, Resume timetable, an advert and a
 * playlist in the row that "More" opens on a phone (shown beside them from the narrow breakpoint up);
 * and the open panel (volume, energy, advert or playlist). All are off while nothing is ticked, while
 * `disabled`, and while a run is sending or halted: a halted run says so, for no run starts over it
 * until it is stopped or goes on.
 */
export function BulkActions({ view, disabled, more, onMore }: BulkActionsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const stage = view.state.run?.stage;
  const off = disabled || view.tickedCount === 0 || stage === 'running' || stage === 'halted';
  const panel = view.state.panel;
  const haltedId = useId();
  const button = (testId: string, label: string, onClick: () => void, opens?: Panel) => (
    <Button
      type="button"
      $variant={opens || testId === 'overview-resume' ? 'secondary' : 'primary'}
      disabled={off}
      aria-expanded={opens ? panel?.kind === opens : undefined}
      aria-describedby={stage === 'halted' ? haltedId : undefined}
      onClick={onClick}
      data-testid={testId}
    >
      {label}
    </Button>
  );
  const send = (kind: 'pause' | 'play' | 'resume-timetable', testId: string, label: string) =>
    button(testId, label, () => view.ask({ kind }));
  const opener = (kind: Panel, testId: string, label: string) =>
    button(testId, label, () => view.openPanel(panel?.kind === kind ? null : kind), kind);
  return (
    <>
      <Actions role="group" aria-label={t(bulkTexts.actions)}>
        {send('pause', 'overview-pause', t(bulkTexts.pause))}
        {send('play', 'overview-play', t(bulkTexts.play))}
        {opener('volume', 'overview-volume-open', t(bulkTexts.volumeOpen))}
        <MoreButton
          type="button"
          $variant="ghost"
          aria-expanded={more}
          onClick={onMore}
          data-testid="overview-more"
        >
          {t(bulkTexts.more)}
        </MoreButton>
        <Secondary className={PHONE_MORE}>
          {opener('energy', 'overview-energy-open', t(bulkTexts.energyOpen))}
          {send('resume-timetable', 'overview-resume', t(bulkTexts.resumeTimetable))}
          {opener('advert', 'overview-pick-advert', t(bulkTexts.playAdvert))}
          {opener('playlist', 'overview-pick-playlist', t(bulkTexts.playPlaylist))}
        </Secondary>
      </Actions>
      {stage === 'halted' && (
        <Reason id={haltedId} data-testid="overview-actions-halted">
          {t(bulkTexts.actionsHalted)}
        </Reason>
      )}
      {!off && panel && <OpenPanel view={view} panel={panel} />}
    </>
  );
}

/** "More": shown on a phone only, where it opens the less used actions. */
const MoreButton = styled(Button)`
  @media (min-width: ${({ theme }) => theme.breakpoint.narrow + 1}px) {
    display: none;
  }
`;

/** The less used actions: beside the others from the narrow breakpoint up, behind "More" below it. */
const Secondary = styled.div`
  display: contents;
`;

/** Why the actions are off. */
const Reason = styled.p`
  margin: 0;
  font-weight: 600;
`;

/** The action buttons: on a phone the four most used share one row. */
const Actions = styled(Toolbar)`
  align-items: center;
  @media (max-width: ${({ theme }) => theme.breakpoint.narrow}px) {
    gap: ${({ theme }) => theme.space.xs};
    & > button {
      flex: 1 1 0;
      padding-inline: ${({ theme }) => theme.space.sm};
    }
  }
`;
