import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Track } from '../../../lib/player/replies';
import { Equaliser } from '../../../ui/equaliser';
import { Icon } from '../../../ui/icon';
import { menuEntry, popoverSurface } from '../../../ui/popover';
import {
  iconBlock,
  iconCheckCircle,
  iconFavorite,
  iconFavoriteFilled,
  iconMoreVert,
  iconPlayArrowFilled,
  iconPlaylistAdd,
} from '../../../ui/icons/paths';
import { useServices } from '../../../hooks/services-context';
import { listTexts, playerTexts } from '../texts';
import { currentPlaylistTexts } from '../screen-texts';
import { PlayerCommand } from '../../../lib/player/commands';
import { ratingArgs, type RatingIntent } from '../streams/rating.streams';
import { commandKey } from '../streams/zone.streams';
import { CommandIconButton } from './command-button';
import { Artwork, artworkUrl } from './artwork';
import { ListCard } from './list-card';

const Menu = styled.div`
  min-width: 240px;
  ${popoverSurface}
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  button {
    ${menuEntry}
  }
`;

/** What a track card can do. */
export interface TrackActions {
  play(track: Track): void;
  queue(track: Track): void;
  rate(intent: RatingIntent): void;
}

/**
 * A track of the current playlist (spec §2 Current playlist): artwork, title, artist, and a menu with
 * favourite/unfavourite, disable/enable (rating arguments of spec §4) and queue; a play button (755), or
 * the equaliser on the current track.
 */
export function TrackCard({
  track,
  current,
  playing,
  actions,
}: {
  track: Track;
  current: boolean;
  playing: boolean;
  actions: TrackActions;
}) {
  const { config } = useServices();
  const intl = useIntl();
  const menuId = `track-menu-${useId().replace(/:/g, '')}`;
  const title = track.Title || track.FileName;
  const intent = { fileName: track.FileName, favourite: track.Favorite, enabled: track.Enabled };
  const close = () =>
    (document.getElementById(menuId) as (HTMLElement & { hidePopover?: () => void }) | null)?.hidePopover?.();
  const choose = (run: () => void) => () => {
    close();
    run();
  };
  const flags = [
    track.Favorite && intl.formatMessage(currentPlaylistTexts.isFavourite),
    !track.Enabled && intl.formatMessage(currentPlaylistTexts.isDisabled),
  ].filter(Boolean);
  return (
    <ListCard
      testId="track-card"
      current={current}
      lead={<Artwork src={artworkUrl(config.stillsBase, track.FileName)} size={48} />}
      title={title}
      lines={[track.Artist, ...(flags.length ? [flags.join(' · ')] : [])]}
      actions={
        <>
          {current ? (
            <Equaliser
              playing={playing}
              label={intl.formatMessage(playing ? listTexts.playing : listTexts.paused)}
            />
          ) : (
            <CommandIconButton
              type="button"
              aria-label={intl.formatMessage(currentPlaylistTexts.play, { title })}
              disabled={!track.Enabled}
              onClick={() => actions.play(track)}
              busyKeys={[commandKey(PlayerCommand.PlayByIndex, [track.Index])]}
            >
              <Icon path={iconPlayArrowFilled} />
            </CommandIconButton>
          )}
          <CommandIconButton
            type="button"
            popovertarget={menuId}
            busyKeys={[
              commandKey(PlayerCommand.Rating, ratingArgs({ kind: 'favourite', ...intent })),
              commandKey(PlayerCommand.Rating, ratingArgs({ kind: 'disable', ...intent })),
              commandKey(PlayerCommand.QueueByFileName, [track.FileName]),
            ]}
            aria-label={intl.formatMessage(currentPlaylistTexts.actions, { title })}
            data-testid="track-menu-button"
          >
            <Icon path={iconMoreVert} />
          </CommandIconButton>
          <Menu
            id={menuId}
            popover="auto"
            role="group"
            aria-label={intl.formatMessage(currentPlaylistTexts.actions, { title })}
          >
            <button type="button" onClick={choose(() => actions.rate({ kind: 'favourite', ...intent }))}>
              <Icon path={track.Favorite ? iconFavoriteFilled : iconFavorite} />
              {intl.formatMessage(track.Favorite ? playerTexts.unfavourite : playerTexts.favourite)}
            </button>
            <button type="button" onClick={choose(() => actions.rate({ kind: 'disable', ...intent }))}>
              <Icon path={track.Enabled ? iconBlock : iconCheckCircle} />
              {intl.formatMessage(track.Enabled ? playerTexts.disable : playerTexts.enable)}
            </button>
            <button type="button" disabled={!track.Enabled} onClick={choose(() => actions.queue(track))}>
              <Icon path={iconPlaylistAdd} />
              {intl.formatMessage(currentPlaylistTexts.queue)}
            </button>
          </Menu>
        </>
      }
    />
  );
}
