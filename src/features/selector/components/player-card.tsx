import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PlayerListItem } from '../../../lib/api/schemas';
import { Icon } from '../../../ui/icon';
import { iconOpenInNew, iconWifiOff } from '../../../ui/icons/paths';
import { selectorTexts } from '../texts';
import { isOnline } from '../streams/players.streams';

const CardButton = styled.button`
  width: 100%;
  min-height: 88px;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  text-align: start;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
  &:hover:not([aria-disabled='true']) {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
`;

const Text = styled.span`
  flex: 1;
  min-width: 0;
  display: grid;
  strong,
  span {
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Status = styled.span<{ $online: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${({ $online, theme }) => ($online ? theme.color.success : theme.color.muted)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;

/** One player card (spec §2 Player selector): name, property, online/offline with open or wifi-off icon. */
export function PlayerCard({
  player,
  onOpen,
}: {
  player: PlayerListItem;
  onOpen(player: PlayerListItem): void;
}) {
  const intl = useIntl();
  const online = isOnline(player);
  const offlineTip = intl.formatMessage(selectorTexts.offlineTooltip);
  return (
    <CardButton
      type="button"
      aria-disabled={!online}
      title={online ? undefined : offlineTip}
      aria-label={
        online
          ? intl.formatMessage(selectorTexts.openPlayer, { name: player.PlayerName })
          : `${player.PlayerName}, ${offlineTip}`
      }
      onClick={() => online && onOpen(player)}
      data-testid="player-card"
      data-licence-key={player.LicenceKey}
    >
      <Text>
        <strong>{player.PlayerName}</strong>
        <span>{player.PropertyName}</span>
        <Status $online={online}>
          {intl.formatMessage(online ? selectorTexts.online : selectorTexts.offline)}
        </Status>
      </Text>
      <Icon path={online ? iconOpenInNew : iconWifiOff} />
    </CardButton>
  );
}
