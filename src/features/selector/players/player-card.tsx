import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { clamp } from '../../../ui/clamp';
import type { PlayerListItem } from '../../../lib/api/schemas';
import { Icon } from '../../../ui/icon';
import { StatusDot } from '../../../ui/status-dot';
import { iconChevronRight, iconWifiOff } from '../../../ui/icons/paths';
import { cardButton } from '../card.styles';
import { selectorTexts } from './texts';
import { isOnline } from '../../../lib/player/groups';

const CardButton = styled.button`
  ${cardButton}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
`;

const Text = styled.span`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 2px;
  strong {
    ${clamp(2)}
  }
  .property {
    ${clamp(1)}
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Status = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * One player card (spec §2 Player selector): name, property, online/offline with a chevron (opens) or
 * wifi-off icon. `showSite` false leaves the property out where a heading already names it (a site's
 * section of the grouped list). `disabled`: the card does not open (a list last known, until the fresh one is in).
 */
export function PlayerCard({
  player,
  onOpen,
  showSite = true,
  disabled = false,
}: {
  player: PlayerListItem;
  onOpen(player: PlayerListItem): void;
  showSite?: boolean;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const online = isOnline(player);
  const opens = online && !disabled;
  const offlineTip = intl.formatMessage(selectorTexts.offlineTooltip);
  return (
    <CardButton
      type="button"
      aria-disabled={!opens}
      title={online ? undefined : offlineTip}
      aria-label={
        online
          ? intl.formatMessage(selectorTexts.openPlayer, { name: player.PlayerName })
          : `${player.PlayerName}, ${offlineTip}`
      }
      onClick={() => opens && onOpen(player)}
      data-testid="player-card"
      data-licence-key={player.LicenceKey}
    >
      <Text>
        <strong title={player.PlayerName}>{player.PlayerName}</strong>
        {showSite && (
          <span className="property" title={player.PropertyName}>
            {player.PropertyName}
          </span>
        )}
        <Status>
          <StatusDot tone={online ? 'success' : 'muted'}>
            {intl.formatMessage(online ? selectorTexts.online : selectorTexts.offline)}
          </StatusDot>
        </Status>
      </Text>
      <Icon path={online ? iconChevronRight : iconWifiOff} />
    </CardButton>
  );
}
