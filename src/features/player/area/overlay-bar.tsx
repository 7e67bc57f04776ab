import { absolute, paths } from '../../../config/paths';
import { useObservable, useObservableState, useSubscription } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { map } from 'rxjs';
import styled from 'styled-components';
import { Link } from 'wouter';
import { theme } from '../../../ui/theme';
import { useServices } from '../../../hooks/services-context';
import { playerTexts } from '../texts';
import { elapsed$, snapshotAt } from '../now-playing/elapsed.streams';
import { overlayInfo$, type OverlayInfo } from '../frame/overlay.streams';
import { useZone } from '../zone/zone-context';
import { Artwork } from '../now-playing/artwork';
import { artworkUrl } from '../../../lib/artwork';
import { RatingButtons } from '../now-playing/rating-buttons';
import { TransportControls } from '../now-playing/transport-controls';
import { ZoneVolume } from '../zone-settings/zone-volume';

/** Space the fixed overlay bar takes at the bottom of a sub-screen, in px (safe area not included). */
export const OVERLAY_HEIGHT = theme.bottomBar;

const Bar = styled.aside`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 10;
  height: calc(${OVERLAY_HEIGHT}px + env(safe-area-inset-bottom, 0px));
  padding: 0 ${({ theme }) => theme.space.md} env(safe-area-inset-bottom, 0px);
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: 0 -4px 16px rgb(0 0 0 / 0.12);
  @media (max-width: ${({ theme }) => theme.breakpoint.narrow}px) {
    padding-inline: ${({ theme }) => theme.space.sm};
    gap: ${({ theme }) => theme.space.xs};
  }
`;

/** The thin progress line along the bar's top edge (the full player has the readable one). */
const Progress = styled.span`
  position: absolute;
  inset: -1px 0 auto 0;
  height: 3px;
  background: ${({ theme }) => theme.color.primary};
  transform-origin: left;
  transition: transform 1s linear;
`;

const Track = styled(Link)`
  flex: 1 1 auto;
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

/** Favourite and disable: on the mini-player from 600 px; on a phone they are a tap away on the player. */
const Rating = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  @media (max-width: ${({ theme }) => theme.breakpoint.narrow}px) {
    display: none;
  }
`;

/** Width from which the mini-player has room for the volume (desktop), in px. */
const VOLUME_FROM = 1024;

/** The compact volume slider: on the desktop mini-player only; a phone has it on the player. */
/** The compact volume's box: kept while the zone's status is on its way (and when the zone has no remote volume), so the controls beside it never move. */
const Volume = styled.div`
  flex: 0 1 260px;
  min-width: 200px;
  @media (max-width: ${VOLUME_FROM - 1}px) {
    display: none;
  }
`;

/** The elapsed share of the track as a thin line; ticks only refresh it (the player's deadline decides). */
function MiniProgress() {
  const zone = useZone();
  const { scheduler } = useServices();
  const time$ = useObservable(() =>
    elapsed$(
      zone.timedStatus$.pipe(map(({ status, receivedAt }) => snapshotAt(status, receivedAt))),
      scheduler,
    ),
  );
  const time = useObservableState(time$, { elapsedSeconds: 0, durationSeconds: 0 });
  const share =
    time.durationSeconds > 0 && Number.isFinite(time.durationSeconds)
      ? Math.min(1, Math.max(0, time.elapsedSeconds / time.durationSeconds))
      : 0;
  return (
    <Progress aria-hidden="true" data-testid="overlay-progress" style={{ transform: `scaleX(${share})` }} />
  );
}

/**
 * The overlay bar at the bottom of every player sub-screen (spec §2 Player screen and overlay), a
 * mini-player of one row: a thin progress line on its top edge, artwork, title and artist (a link to
 * the player), favourite/disable (from 600 px), previous/play-pause/next and, on a desktop, the zone's volume. It tells its parent the
 * remote-volume permission, the playlist name and the now-playing title through `onInfo`. `volume` false
 * leaves the volume out (the screen above has its own).
 */
export function OverlayBar({ onInfo, volume = true }: { onInfo(info: OverlayInfo): void; volume?: boolean }) {
  const zone = useZone();
  const { config } = useServices();
  const intl = useIntl();
  const status = useObservableState(zone.status$);
  const info$ = useObservable(() => overlayInfo$(zone.status$));
  useSubscription(info$, onInfo);
  const track = status?.NowPlaying;
  return (
    <Bar aria-label={intl.formatMessage(playerTexts.overlay)} data-testid="overlay-bar" data-bottom-bar="">
      <MiniProgress />
      <Track href={absolute(paths.player)} aria-label={intl.formatMessage(playerTexts.openPlayer)}>
        <Artwork src={artworkUrl(config.stillsBase, track?.FileName)} size={48} />
        <span>
          <strong data-testid="overlay-title" data-file-name={track?.FileName ?? ''}>
            {track?.Title || intl.formatMessage(playerTexts.trackTitlePlaceholder)}
          </strong>
          {/* The artist line is always there (empty for an advert or while loading): the title never moves. */}
          <small>{(!track?.IsAdvert && track?.Artist) || '\u00a0'}</small>
        </span>
      </Track>
      <Rating>
        <RatingButtons track={track} />
      </Rating>
      <TransportControls status={status} size={52} compact />
      {volume && (
        <Volume>
          <ZoneVolume testId="overlay-volume" compact />
        </Volume>
      )}
    </Bar>
  );
}
