import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Band } from '../../lib/activity-log/timeline';
import type { AppText } from '../../lib/i18n/msg';
import { Icon } from '../icon';
import { iconHelp, iconPauseFilled, iconPlayArrowFilled, iconWarning, iconWifiOff } from '../icons/paths';
import { activityTexts as texts } from './texts';

const MODE: Record<Band['mode'], { text: AppText; icon: string; colour: string }> = {
  playing: { text: texts.modePlaying, icon: iconPlayArrowFilled, colour: 'var(--c-success)' },
  paused: { text: texts.modePaused, icon: iconPauseFilled, colour: 'var(--c-info)' },
  offline: { text: texts.modeOffline, icon: iconWifiOff, colour: 'var(--c-danger)' },
  'not-answering': { text: texts.modeNotAnswering, icon: iconWarning, colour: 'var(--c-warning)' },
  unknown: { text: texts.modeUnknown, icon: iconHelp, colour: 'transparent' },
};

const Bar = styled.ol`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  height: 28px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
`;

const Segment = styled.li<{ $colour: string; $unknown: boolean }>`
  display: grid;
  place-items: center;
  min-width: 2px;
  overflow: hidden;
  color: ${({ theme }) => theme.color.text};
  background: ${({ $colour }) => $colour};
  /* unknown is hatched, never a colour that could read as fine */
  background-image: ${({ $unknown }) =>
    $unknown ? 'repeating-linear-gradient(135deg, var(--c-border) 0 4px, transparent 4px 8px)' : 'none'};
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: 2px;
  }
`;

/**
 * A zone's last 24 hours as this browser saw it (docs/design.md "Activity log"): one coloured band per mode, each
 * with its icon (when wide enough) and its text and times as the band's accessible name and tooltip; time
 * no one watched is hatched and named unknown. `bands` come from `timelineOf`; each band says its mode and
 * its span (ms since the epoch) in `data-mode`, `data-start` and `data-end`.
 */
export function ZoneDay({ bands }: { readonly bands: readonly Band[] }) {
  const intl = useIntl();
  const total = bands.reduce((sum, band) => sum + band.end - band.start, 0) || 1;
  const modes = [...new Set(bands.map((band) => band.mode))];
  return (
    <div data-testid="zone-day">
      <Bar aria-label={intl.formatMessage(texts.dayTitle)}>
        {bands.map((band) => {
          const mode = MODE[band.mode];
          const label = intl.formatMessage(texts.band, {
            mode: intl.formatMessage(mode.text),
            start: band.start,
            end: band.end,
          });
          const share = (band.end - band.start) / total;
          return (
            <Segment
              key={band.start}
              data-testid="zone-day-band"
              data-mode={band.mode}
              data-start={band.start}
              data-end={band.end}
              title={label}
              aria-label={label}
              style={{ flexGrow: share, flexBasis: 0 }}
              $colour={mode.colour}
              $unknown={band.mode === 'unknown'}
            >
              {share > 0.04 && <Icon path={mode.icon} size={16} />}
            </Segment>
          );
        })}
      </Bar>
      <Legend>
        {modes.map((mode) => (
          <li key={mode}>
            <Icon path={MODE[mode].icon} size={16} />
            {intl.formatMessage(MODE[mode].text)}
          </li>
        ))}
      </Legend>
    </div>
  );
}
