import { useIntl } from 'react-intl';
import type { NowPlaying } from '../../../lib/player/replies';
import { IconButton } from '../../../ui/controls';
import { Icon } from '../../../ui/icon';
import { iconBlock, iconDoNotDisturbOn, iconFavorite, iconFavoriteFilled } from '../../../ui/icons/paths';
import { playerMessages } from '../messages';
import { useZone } from '../zone-context';

/**
 * Favourite and disable toggles for the track playing (spec §2 Player screen, §4 Favourite/Disable
 * toggle). Hidden for adverts. The pressed state follows the player's status (Favorite, Enabled).
 */
export function RatingButtons({ track, size = 44 }: { track: NowPlaying | null | undefined; size?: number }) {
  const zone = useZone();
  const intl = useIntl();
  if (!track || track.IsAdvert || !track.FileName) return null;
  const intent = { fileName: track.FileName, favourite: track.Favorite, enabled: track.Enabled };
  const favouriteLabel = intl.formatMessage(track.Favorite ? playerMessages.unfavourite : playerMessages.favourite);
  const disableLabel = intl.formatMessage(track.Enabled ? playerMessages.disable : playerMessages.enable);
  return (
    <>
      <IconButton type="button" $size={size} aria-label={favouriteLabel} title={favouriteLabel} aria-pressed={track.Favorite}
        onClick={() => zone.rate({ kind: 'favourite', ...intent })} data-testid="favourite-button">
        <Icon path={track.Favorite ? iconFavoriteFilled : iconFavorite} />
      </IconButton>
      <IconButton type="button" $size={size} aria-label={disableLabel} title={disableLabel} aria-pressed={!track.Enabled}
        onClick={() => zone.rate({ kind: 'disable', ...intent })} data-testid="disable-button">
        <Icon path={track.Enabled ? iconBlock : iconDoNotDisturbOn} />
      </IconButton>
    </>
  );
}
