import { useId, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Track } from '../../../lib/player/replies';
import { Equaliser } from '../../../ui/equaliser';
import { Icon } from '../../../ui/icon';
import { anchoredPopover, anchoring, hidePopoverOf, menuEntry, popoverSurface } from '../../../ui/popover';
import {
  iconBlock,
  iconBlockFilled,
  iconCheckCircle,
  iconFavorite,
  iconFavoriteFilled,
  iconMoreVert,
  iconPlayArrowFilled,
  iconPlaylistAdd,
} from '../../../ui/icons/paths';
import { useServices } from '../../../hooks/services-context';
import { listTexts, playerTexts } from '../texts';
import { currentPlaylistTexts } from './texts';
import { PlayerCommand } from '../../../lib/player/commands';
import { ratingArgs, type RatingIntent } from '../../../lib/zone/rating.streams';
import { commandKey } from '../../../lib/zone/zone.streams';
import { CommandIconButton } from '../zone/command-button';
import { Artwork } from '../now-playing/artwork';
import { artworkUrl } from '../../../lib/artwork';
import { ListCard } from './list-card';

const Menu = styled.div`
  min-width: 240px;
  ${popoverSurface}
  ${anchoredPopover}
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  button {
    ${menuEntry}
  }
`;

/** A filled mark after the artist: a favourite (heart) or a disabled track (no entry). */
const Mark = styled.span<{ $tone: 'favourite' | 'disabled' }>`
  position: relative;
  display: inline-flex;
  color: ${({ $tone, theme }) => ($tone === 'favourite' ? theme.color.danger : theme.color.muted)};
`;

/** What a track card can do. */
export interface TrackActions {
  play(track: Track): void;
  queue(track: Track): void;
  rate(intent: RatingIntent): void;
}

/**
 * A track of the current playlist (spec §2 Current playlist): artwork, title, artist with filled marks for
 * a favourite or disabled track, and a menu with
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
  const anchor = anchoring(menuId);
  const choose = (run: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    hidePopoverOf(event.currentTarget);
    run();
  };
  const line = (
    <>
      <span>{track.Artist}</span>
      {track.Favorite && (
        <Mark $tone="favourite" data-testid="track-favourite">
          <Icon path={iconFavoriteFilled} size={18} />
          <span className="visually-hidden">{intl.formatMessage(currentPlaylistTexts.isFavourite)}</span>
        </Mark>
      )}
      {!track.Enabled && (
        <Mark $tone="disabled" data-testid="track-disabled">
          <Icon path={iconBlockFilled} size={18} />
          <span className="visually-hidden">{intl.formatMessage(currentPlaylistTexts.isDisabled)}</span>
        </Mark>
      )}
    </>
  );
  return (
    <ListCard
      testId="track-card"
      current={current}
      lead={<Artwork src={artworkUrl(config.stillsBase, track.FileName)} size={48} />}
      title={title}
      lines={[line]}
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
            style={anchor.trigger}
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
            style={anchor.panel}
            data-testid="track-menu"
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
