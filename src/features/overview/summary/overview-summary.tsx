import { memo } from 'react';
import { useIntl } from 'react-intl';
import { useObservableEagerState } from 'observable-hooks';
import styled from 'styled-components';
import { Icon } from '../../../ui/icon';
import {
  iconCloudOff,
  iconError,
  iconPauseFilled,
  iconPlayArrowFilled,
  iconWarning,
  iconWifiOff,
} from '../../../ui/icons/paths';
import type { StatusTone } from '../../../ui/status-dot';
import type { Tallies } from '../fleet/attention';
import type { StateFilter } from '../sites/overview-view';
import type { FleetZones } from '../fleet/fleet.streams';
import { overviewTexts as texts } from '../texts';
import { summaryTexts } from './texts';
import { useLastKnown } from '../sites/last-known';

/** The estate's tallies in the order the summary shows them, each with its filter, tone, icon and word. */
const TALLIES: readonly {
  readonly filter: Exclude<StateFilter, 'all'>;
  readonly count: keyof Tallies;
  readonly tone: StatusTone;
  readonly icon: string;
  readonly text: typeof summaryTexts.attention;
}[] = [
  {
    filter: 'attention',
    count: 'attention',
    tone: 'danger',
    icon: iconWarning,
    text: summaryTexts.attention,
  },
  { filter: 'playing', count: 'playing', tone: 'success', icon: iconPlayArrowFilled, text: texts.playing },
  { filter: 'paused', count: 'paused', tone: 'warning', icon: iconPauseFilled, text: texts.paused },
  { filter: 'offline', count: 'offline', tone: 'danger', icon: iconWifiOff, text: texts.offline },
  {
    filter: 'not-answering',
    count: 'notAnswering',
    tone: 'danger',
    icon: iconError,
    text: texts.notAnswering,
  },
];

/**
 * The tone a tally is drawn in: its own, but an alarm (`danger`) that counts no zone is `muted`, so that
 * "0 Not answering" does not look like trouble; a count above zero keeps the colour with its icon and word.
 */
export const toneOf = (tone: StatusTone, count: number): StatusTone =>
  tone === 'danger' && count === 0 ? 'muted' : tone;

/** What {@link OverviewSummary} shows and the handler it calls. */
export interface OverviewSummaryProps {
  store: FleetZones;
  /** The state filter in force: its tally is pressed. */
  filter: StateFilter;
  /** Sets the state filter (`all` when the pressed tally is pressed again). */
  onFilter(filter: StateFilter): void;
}

/**
 * The estate at a glance (docs/design.md "Every zone at a glance"): how many zones play, are paused, are offline,
 * do not answer, and need attention, each a toggle button that filters the list to those zones. Follows
 * the statuses through the fleet's tallies, so a push renders this summary only when a count changes.
 */
export const OverviewSummary = memo(function OverviewSummary({
  store,
  filter,
  onFilter,
}: OverviewSummaryProps) {
  const intl = useIntl();
  const tallies = useObservableEagerState(store.tallies$);
  const t = intl.formatMessage;
  // Shown as last known (this device offline), no zone's state is known: one line says so, no count blames a player.
  if (useLastKnown())
    return (
      <Unknown data-testid="overview-tallies" data-total={tallies.total} data-unknown={tallies.total}>
        <Icon path={iconCloudOff} size={18} />
        {t(summaryTexts.talliesUnknown, { count: tallies.total })}
      </Unknown>
    );
  return (
    <Row
      role="group"
      aria-label={t(summaryTexts.summary)}
      data-testid="overview-tallies"
      data-total={tallies.total}
      data-asking={tallies.asking}
    >
      {TALLIES.map((tally) => {
        const tone = toneOf(tally.tone, tallies[tally.count]);
        return (
          <TallyButton
            key={tally.filter}
            type="button"
            $tone={tone}
            aria-pressed={filter === tally.filter}
            onClick={() => onFilter(filter === tally.filter ? 'all' : tally.filter)}
            data-testid="overview-tally"
            data-filter={tally.filter}
            data-count={tallies[tally.count]}
            data-tone={tone}
          >
            <span>
              <Icon path={tally.icon} size={18} />
              <strong>{tallies[tally.count]}</strong>
            </span>
            <span>{t(tally.text)}</span>
          </TallyButton>
        );
      })}
    </Row>
  );
});

/** The width (CSS px) from which the tallies are pills in a wrapping row; below it, one compact row of five. */
export const TALLY_PILLS_FROM_PX = 600;

/**
 * The tallies: on a phone one row of five equal buttons (the icon and count over the word, which may
 * wrap), so the first screen has room for the zones; from TALLY_PILLS_FROM_PX, pills in a wrapping row.
 */
const Unknown = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.muted};
  font-weight: 600;
  svg {
    flex: none;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  @media (min-width: ${TALLY_PILLS_FROM_PX}px) {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const TallyButton = styled.button<{ $tone: StatusTone }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-width: 0;
  min-height: ${({ theme }) => theme.target};
  padding: 2px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ $tone, theme }) => theme.color[$tone === 'muted' ? 'border' : $tone]};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  line-height: 1.15;
  cursor: pointer;
  & > span {
    display: inline-flex;
    align-items: center;
    gap: 2px;
  }
  & > span + span {
    font-size: 0.6875rem;
    text-align: center;
    hyphens: auto;
    overflow-wrap: break-word;
  }
  svg {
    flex: none;
    color: ${({ $tone, theme }) => theme.color[$tone === 'muted' ? 'muted' : $tone]};
  }
  @media (min-width: ${TALLY_PILLS_FROM_PX}px) {
    flex-direction: row;
    gap: ${({ theme }) => theme.space.xs};
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.round};
    line-height: inherit;
    & > span + span {
      font-size: inherit;
    }
  }
  &[aria-pressed='true'] {
    background: ${({ $tone, theme }) => theme.color[$tone === 'muted' ? 'border' : $tone]};
    color: ${({ theme }) => theme.color.onPrimary};
    svg {
      color: inherit;
    }
  }
`;
