import { absolute, paths } from '../../../config/paths';
import { useObservable, useObservableState, useSubscription } from 'observable-hooks';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useServices } from '../../../hooks/services-context';
import { playerTexts } from '../texts';
import { overlayInfo$, type OverlayInfo } from '../streams/overlay.streams';
import { useZone } from '../zone-context';
import { Artwork, artworkUrl } from './artwork';
import { RatingButtons } from './rating-buttons';
import { TransportControls } from './transport-controls';

const Bar = styled.aside`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: 0 -4px 16px rgb(0 0 0 / 0.12);
  flex-wrap: wrap;
`;

const Track = styled(Link)`
  flex: 1 1 180px;
  min-width: 0;
  min-height: 44px;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: inherit;
  text-decoration: none;
  span {
    display: grid;
    min-width: 0;
  }
  strong,
  small {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  small {
    color: ${({ theme }) => theme.color.muted};
  }
`;

/** Space the fixed overlay bar needs below a sub-screen's content, in px. */
export const OVERLAY_HEIGHT = 140;

/**
 * The overlay bar at the bottom of every player sub-screen (spec §2 Player screen and overlay): artwork,
 * title and artist (a link to the player), favourite/disable, previous/play-pause/next. It tells its parent
 * the remote-volume permission, the playlist name and the now-playing title through `onInfo`.
 */
export function OverlayBar({ onInfo }: { onInfo(info: OverlayInfo): void }) {
  const zone = useZone();
  const { config } = useServices();
  const intl = useIntl();
  const status = useObservableState(zone.status$);
  const info$ = useObservable(() => overlayInfo$(zone.status$));
  useSubscription(info$, onInfo);
  const track = status?.NowPlaying;
  return (
    <Bar aria-label={intl.formatMessage(playerTexts.overlay)} data-testid="overlay-bar">
      <Track href={absolute(paths.player)} aria-label={intl.formatMessage(playerTexts.openPlayer)}>
        <Artwork src={artworkUrl(config.stillsBase, track?.FileName)} size={48} />
        <span>
          <strong data-testid="overlay-title" data-file-name={track?.FileName ?? ''}>
            {track?.Title || intl.formatMessage(playerTexts.trackTitlePlaceholder)}
          </strong>
          {!track?.IsAdvert && <small>{track?.Artist}</small>}
        </span>
      </Track>
      <RatingButtons track={track} />
      <TransportControls status={status} size={56} />
    </Bar>
  );
}
