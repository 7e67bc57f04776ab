import { useIntl } from 'react-intl';
import type { NowPlaying } from '../../../lib/player/replies';
import { IconButton } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { iconBlock, iconDoNotDisturbOn, iconFavorite, iconFavoriteFilled } from '../../../ui/icons/paths';
import { PlayerCommand } from '../../../lib/player/commands';
import { playerTexts } from '../texts';
import { ratingArgs } from '../../../lib/zone/rating.streams';
import { commandKey } from '../../../lib/zone/zone.streams';
import { useBusy } from '../zone/use-busy';
import { useZone } from '../zone/zone-context';

/**
 * Favourite and disable toggles for the track playing (spec §2 Player screen, §4 Favourite/Disable
 * toggle). Hidden for adverts. The pressed state follows the player's status (Favorite, Enabled); each
 * is busy until the player replies (docs/design.md "Honest about the connection").
 */
export function RatingButtons({ track, size = 44 }: { track: NowPlaying | null | undefined; size?: number }) {
  const zone = useZone();
  const intl = useIntl();
  const intent = {
    fileName: track?.FileName ?? '',
    favourite: track?.Favorite === true,
    enabled: track?.Enabled !== false,
  };
  const favouriteBusy = useBusy([
    commandKey(PlayerCommand.Rating, ratingArgs({ kind: 'favourite', ...intent })),
  ]);
  const disableBusy = useBusy([commandKey(PlayerCommand.Rating, ratingArgs({ kind: 'disable', ...intent }))]);
  if (!track || track.IsAdvert || !track.FileName) return null;
  const favouriteLabel = intl.formatMessage(track.Favorite ? playerTexts.unfavourite : playerTexts.favourite);
  const disableLabel = intl.formatMessage(track.Enabled ? playerTexts.disable : playerTexts.enable);
  return (
    <>
      <IconButton
        type="button"
        $size={size}
        aria-label={favouriteLabel}
        title={favouriteLabel}
        aria-pressed={track.Favorite}
        aria-busy={favouriteBusy}
        onClick={() => zone.rate({ kind: 'favourite', ...intent })}
        data-testid="favourite-button"
      >
        <Icon path={track.Favorite ? iconFavoriteFilled : iconFavorite} />
      </IconButton>
      <IconButton
        type="button"
        $size={size}
        aria-label={disableLabel}
        title={disableLabel}
        aria-pressed={!track.Enabled}
        aria-busy={disableBusy}
        onClick={() => zone.rate({ kind: 'disable', ...intent })}
        data-testid="disable-button"
      >
        <Icon path={track.Enabled ? iconBlock : iconDoNotDisturbOn} />
      </IconButton>
    </>
  );
}
