import { absolute, paths } from '../../../config/paths';
import { useEffect, useState } from 'react';
import { useObservable, useObservableState, useSubscription } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { fromEvent } from 'rxjs';
import styled from 'styled-components';
import { Link } from 'wouter';
import { Button, Card, clamp, Page, shimmer, Skeleton } from '../../../ui/controls';
import { Icon } from '../../../ui/icon';
import { iconKeyboard, iconQueueMusic, iconSettings, iconWarning } from '../../../ui/icons/paths';
import { useRootNode } from '../../../hooks/root-node';
import { useServices } from '../../../hooks/services-context';
import { useConnection } from '../zone/connection-context';
import { connectionTexts, playerTexts, shortcutTexts } from '../texts';
import { playerShortcuts$ } from '../area/shortcuts.streams';
import { useSelected } from '../zone/use-selected';
import { useZone } from '../zone/zone-context';
import { Artwork, artworkUrl } from './artwork';
import { ElapsedTime } from './elapsed-time';
import { PlayerHeader } from '../area/player-header';
import { RatingButtons } from './rating-buttons';
import { ShortcutsDialog } from '../area/shortcuts-dialog';
import { TransportControls } from './transport-controls';

/** Width from which the now-playing card puts the artwork beside the details (desktop layout). */
const WIDE = '@media (min-width: 900px)';

const Layout = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: center;
  text-align: center;
  max-width: 560px;
  width: 100%;
  margin: 0 auto;
  ${WIDE} {
    max-width: 980px;
    grid-template-columns: minmax(0, 380px) minmax(0, 1fr);
    align-items: center;
    gap: ${({ theme }) => theme.space.xl};
    padding: ${({ theme }) => theme.space.xl};
  }
`;

/** The artwork cell: under the zone and player name on narrow screens, the left column on wide ones. */
const ArtCell = styled.div`
  width: 100%;
  display: grid;
  place-items: center;
  ${WIDE} {
    & > div {
      width: 100%;
    }
  }
`;

/**
 * The details: on narrow screens its children join the card's single column (the zone and player name
 * above the artwork); on wide screens it is the right column.
 */
const Info = styled.div`
  display: contents;
  & > .lead {
    order: -1;
  }
  ${WIDE} {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    justify-items: center;
    width: 100%;
    min-width: 0;
    & > .lead {
      order: 0;
    }
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1.25;
  ${clamp(2)}
  /* Before the first status: the placeholder title is a shimmering bar, not words. */
  &[data-file-name=''] {
    color: transparent;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.skeleton};
    animation: ${shimmer} 1.4s ease-in-out infinite;
    user-select: none;
  }
`;

const Muted = styled.p`
  margin: 0;
  max-width: 100%;
  color: ${({ theme }) => theme.color.muted};
  ${clamp(1)}
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Pill = styled(Link)`
  min-height: ${({ theme }) => theme.target};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1px solid ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
  text-decoration: none;
`;

const Stale = styled.p`
  margin: 0;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.warningSurface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  svg {
    color: ${({ theme }) => theme.color.warning};
  }
`;

/** The shortcuts button: only where a keyboard is likely, i.e. not on touch-only devices (no fine pointer). */
const ShortcutsButton = styled(Button)`
  @media not (any-pointer: fine) {
    display: none;
  }
`;

/** Genre · year · BPM of a track, leaving out the parts the player did not send. */
export function trackDetails(
  track: { Genre1: string; Era: string | number; Bpm: string | number } | null | undefined,
): string {
  if (!track) return '';
  return [track.Genre1, track.Era, track.Bpm ? `${track.Bpm} BPM` : '']
    .filter((part) => part !== '' && part !== 0)
    .join(' · ');
}

/**
 * The now-playing screen (spec §2 Player screen): artwork, title (placeholder), artist, genre · year · BPM,
 * elapsed/duration and progress, previous/play-pause/next, favourite and disable (hidden with the artist
 * line for adverts), the zone-settings button with the zone name, the player name and the current-playlist button.
 * A note says when the data may be stale (the connection is lost); the keyboard shortcuts (Space, ←, →, `?`) work here,
 * and `?` or the shortcuts button lists them in a dialog.
 */
export function NowPlayingScreen() {
  const zone = useZone();
  const { config, artworkHint } = useServices();
  const selected = useSelected();
  const intl = useIntl();
  const status = useObservableState(zone.status$);
  const track = status?.NowPlaying;
  const artwork = artworkUrl(config.stillsBase, track?.FileName);
  // Remembered for a reload of this screen (this tab's) and for a new tab (the browser's last), whose page
  // preloads it (README "What loads when").
  useEffect(() => {
    if (!artwork) return;
    artworkHint.remember(artwork);
  }, [artwork, artworkHint]);
  const isAdvert = track?.IsAdvert === true;
  const details = trackDetails(track);
  const zoneName = status?.Name || selected.zone.name;
  const { stale } = useConnection();
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const rootNode = useRootNode();
  const help$ = useObservable(() => playerShortcuts$(fromEvent<KeyboardEvent>(rootNode, 'keydown'), zone));
  useSubscription(help$, () => setShortcutsOpen(true));
  return (
    <>
      <PlayerHeader page="player" />
      <Page>
        <Layout aria-labelledby="track-title">
          <ArtCell>
            <Artwork src={artwork} />
          </ArtCell>
          <Info>
            <Row className="lead">
              <Pill
                href={absolute(paths.settings)}
                data-testid="zone-settings"
                data-zone-number={selected.zone.index}
                aria-label={intl.formatMessage(playerTexts.zoneSettings, { zone: zoneName })}
              >
                <Icon path={iconSettings} />
                {zoneName}
              </Pill>
            </Row>
            <Muted className="lead" data-testid="player-name" data-licence-key={selected.player.licenceKey}>
              {selected.player.name}
            </Muted>
            <Title
              id="track-title"
              data-testid="track-title"
              data-file-name={track?.FileName ?? ''}
              title={track?.Title || undefined}
            >
              {track?.Title || intl.formatMessage(playerTexts.trackTitlePlaceholder)}
            </Title>
            {stale && (
              <Stale data-testid="stale-note">
                <Icon path={iconWarning} size={20} />
                {intl.formatMessage(connectionTexts.stale)}
              </Stale>
            )}
            {!track && <Skeleton $w="40%" $h="1.2em" aria-hidden="true" />}
            {!isAdvert && track && <Muted data-testid="track-artist">{track.Artist}</Muted>}
            {details && <Muted data-testid="track-details">{details}</Muted>}
            <ElapsedTime />
            <TransportControls status={status} />
            <Row>
              <RatingButtons track={track} />
            </Row>
            <Pill href={absolute(paths.currentPlaylist)} data-testid="current-playlist-button">
              <Icon path={iconQueueMusic} />
              {intl.formatMessage(playerTexts.currentPlaylist)}
            </Pill>
            <ShortcutsButton
              type="button"
              $variant="ghost"
              onClick={() => setShortcutsOpen(true)}
              aria-keyshortcuts="?"
              data-testid="shortcuts-button"
            >
              <Icon path={iconKeyboard} />
              {intl.formatMessage(shortcutTexts.open)}
            </ShortcutsButton>
          </Info>
        </Layout>
        <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
      </Page>
    </>
  );
}
