import { absolute, paths } from '../../../config/paths';
import { useEffect, useState } from 'react';
import { useObservable, useObservableState, useSubscription } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { fromEvent } from 'rxjs';
import { Page } from '../../../ui/page';
import { Icon } from '../../../ui/icon';
import {
  iconCloudSync,
  iconKeyboard,
  iconQueueMusic,
  iconSettings,
  iconWarning,
} from '../../../ui/icons/paths';
import { useRootNode } from '../../../hooks/root-node';
import { useServices, useSignedInServices } from '../../../hooks/services-context';
import { useConnection } from '../zone/connection-context';
import { connectionTexts, listTexts, menuTexts, playerTexts, shortcutTexts } from '../texts';
import { playerShortcuts$ } from '../frame/shortcuts.streams';
import { useSelected } from '../zone/use-selected';
import { useZone } from '../zone/zone-context';
import { Artwork } from './artwork';
import { artworkUrl } from '../../../lib/artwork';
import {
  ActivityBelow,
  ArtCell,
  Info,
  LastKnownMark,
  Layout,
  Line,
  LineSkeleton,
  Muted,
  Pill,
  RatingRow,
  Row,
  ShortcutsButton,
  Stale,
  Title,
  VolumeRow,
} from './now-playing-screen.styles';
import { ElapsedTime } from './elapsed-time';
import { PlayerHeader } from '../frame/player-header';
import { RatingButtons } from './rating-buttons';
import { ShortcutsDialog } from '../frame/shortcuts-dialog';
import { TransportControls } from './transport-controls';
import { ZoneVolume } from '../zone-settings/zone-volume';
import { DeferredZoneActivity } from './deferred-zone-activity';

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
 * elapsed/duration and progress, previous/play-pause/next, the zone's volume (or the permissions notice), favourite and disable (hidden with the artist
 * line for adverts), the zone-settings button with the zone name, the player name and the current-playlist button.
 * A note says when the data may be stale (the connection is lost); the keyboard shortcuts (Space, ←, →, `?`) work here,
 * and `?` or the shortcuts button lists them in a dialog.
 *
 * Until the zone's first live status arrives, the screen shows its last known status from storage (README
 * "What loads when"), marked as such over the cover (readable by assistive technology too), with its
 * title's `data-last-known-file-name`; `data-file-name` only ever names the live track. Nothing acts on a
 * last known status: previous, play/pause (which shows the last known play state) and next stay disabled,
 * the rating buttons, the elapsed time and the volume wait (in the room kept for them), and nothing is
 * announced, until the live status confirms the state.
 */
export function NowPlayingScreen() {
  const zone = useZone();
  const { config } = useServices();
  const { artworkHint } = useSignedInServices();
  const selected = useSelected();
  const intl = useIntl();
  const live = useObservableState(zone.status$);
  // Read once per visit of the screen: the freshest one stored, before the first render paints.
  const [recalled] = useState(() => zone.recallLastKnown());
  const lastKnown = live ? undefined : (recalled ?? undefined);
  const status = live ?? lastKnown;
  const track = status?.NowPlaying;
  const artwork = artworkUrl(config.stillsBase, track?.FileName);
  const liveArtwork = live && artwork;
  // Remembered for a reload of this screen (this tab's) and for a new tab (the browser's last), whose page
  // preloads it (docs/design.md "What loads when").
  useEffect(() => {
    if (!liveArtwork) return;
    artworkHint.remember(liveArtwork);
  }, [liveArtwork, artworkHint]);
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
            <Artwork src={artwork}>
              {lastKnown && (
                <LastKnownMark id="last-known-mark" data-testid="last-known-mark">
                  <Icon path={iconCloudSync} size={18} />
                  {intl.formatMessage(connectionTexts.lastKnown)}
                </LastKnownMark>
              )}
            </Artwork>
          </ArtCell>
          <Info>
            <Row className="lead">
              <Pill
                href={absolute(paths.settings)}
                data-testid="zone-settings"
                data-zone-number={selected.zone.index}
                aria-label={
                  zoneName
                    ? intl.formatMessage(playerTexts.zoneSettings, { zone: zoneName })
                    : intl.formatMessage(menuTexts.settings)
                }
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
              data-file-name={live?.NowPlaying?.FileName ?? ''}
              data-last-known-file-name={lastKnown ? (track?.FileName ?? '') : undefined}
              data-placeholder={track ? undefined : ''}
              data-advert={isAdvert ? '' : undefined}
              aria-describedby={lastKnown ? 'last-known-mark' : undefined}
              title={track?.Title || undefined}
            >
              {track ? (
                track.Title || intl.formatMessage(playerTexts.trackTitlePlaceholder)
              ) : (
                // Before the first status: a shimmering bar to the eye, "Loading…" to assistive technology.
                <>
                  <span className="visually-hidden">{intl.formatMessage(listTexts.loading)}</span>
                  <span aria-hidden="true">{intl.formatMessage(playerTexts.trackTitlePlaceholder)}</span>
                </>
              )}
            </Title>
            {/* Only over a status shown: before the first, the skeleton says loading and nothing is out of
                date (a note there would push the lines below it down, then up when the status came). */}
            {stale && track && (
              <Stale data-testid="stale-note">
                <Icon path={iconWarning} size={20} />
                {intl.formatMessage(connectionTexts.stale)}
              </Stale>
            )}
            {/* Each line keeps its height with a skeleton or nothing in it, so nothing below moves. */}
            {track && !isAdvert ? (
              <Line data-testid="track-artist">{track.Artist}</Line>
            ) : (
              <Line aria-hidden="true">{!track && <LineSkeleton $w="8em" />}</Line>
            )}
            {details ? (
              <Line data-testid="track-details">{details}</Line>
            ) : (
              <Line aria-hidden="true">{!track && <LineSkeleton $w="12em" />}</Line>
            )}
            <ElapsedTime />
            <TransportControls status={live} lastKnown={lastKnown} />
            <VolumeRow>
              <ZoneVolume testId="player-volume" />
            </VolumeRow>
            <RatingRow>
              {/* Not from a last known status: a rating toggles the flags the player confirms. */}
              <RatingButtons track={live?.NowPlaying} />
            </RatingRow>
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
        {/* Activity log: what other sign-ins changed here, and the zone's day (docs/design.md "Activity log"), loaded when idle. */}
        <ActivityBelow>
          <DeferredZoneActivity />
        </ActivityBelow>
        <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
      </Page>
    </>
  );
}
