/**
 * Reply bodies built from a zone's state (player-protocol.md "Shapes"): Status (0), playlist
 * (706), all playlists (801), connection info (741), favourites (780) and disables (799).
 */
import { advertByFile, type CataloguePlaylist } from './catalogue';
import type { FleetPlayer } from './fixture';
import { trackByFile, type LibraryTrack } from './library';
import { previousIndex, upcoming } from './playback';
import { currentPlaylist, isDisabled, positionAt, type PlayItem, type ZoneState } from './zone-state';
import { SECOND_MS } from '../timing';

/** NowPlaying of the status: the track's fields but its energy; `IsAdvert` (ext) is true while a message plays. */
export interface NowPlaying extends Omit<LibraryTrack, 'Energy'> {
  PositionInSeconds: number;
  Favorite: boolean;
  Enabled: boolean;
  IsAdvert: boolean;
}

/** The status (command 0, also pushed on every change). */
export interface Status {
  Name: string;
  Playlist: string;
  PlayState: 1 | 2;
  RemoteVolumeAllowed: boolean;
  RemotePauseAllowed: boolean;
  Energy: number;
  NowPlaying: NowPlaying;
  NextPlaying: { Title: string };
  PreviousPlaying: { Title: string };
}

/** A track row of the 706 reply. `Index` is what 755 takes. */
export interface TrackRow {
  FileName: string;
  Title: string;
  Artist: string;
  Index: number;
  Favorite: boolean;
  Enabled: boolean;
}

/** The title of an item ('' if unknown). */
function titleOf(item: PlayItem | undefined): string {
  if (!item) return '';
  return (
    (item.kind === 'advert' ? advertByFile(item.fileName)?.Title : trackByFile(item.fileName)?.Title) ?? ''
  );
}

/** NowPlaying for the current item at `now` (whole seconds, never past the duration). */
export function nowPlaying(s: ZoneState, now: number): NowPlaying {
  const { fileName } = s.current;
  const advert = s.current.kind === 'advert' ? advertByFile(fileName) : undefined;
  const track = advert ? undefined : trackByFile(fileName);
  const duration = advert?.DurationInSeconds ?? track?.DurationInSeconds ?? 0;
  return {
    FileName: fileName,
    Title: advert?.Title ?? track?.Title ?? '',
    Artist: track?.Artist ?? '',
    Genre1: advert?.Genre1 ?? track?.Genre1 ?? '',
    Era: track?.Era ?? 0,
    Bpm: track?.Bpm ?? 0,
    DurationInSeconds: duration,
    PositionInSeconds: Math.min(duration, Math.floor(positionAt(s, now) / SECOND_MS)),
    Favorite: !advert && s.favourites.includes(fileName),
    Enabled: advert ? true : !isDisabled(s, fileName),
    IsAdvert: advert !== undefined,
  };
}

/** The status of a zone at `now`. NextPlaying is what plays automatically after this item. */
export function status(s: ZoneState, now: number): Status {
  const prev = previousIndex(s);
  return {
    Name: s.zoneName,
    Playlist: currentPlaylist(s).PlaylistName,
    PlayState: s.playState,
    RemoteVolumeAllowed: s.remoteVolumeAllowed,
    RemotePauseAllowed: s.remotePauseAllowed,
    Energy: s.energy,
    NowPlaying: nowPlaying(s, now),
    NextPlaying: { Title: titleOf(upcoming(s, true)?.item) },
    PreviousPlaying: {
      Title: prev === null ? '' : titleOf({ kind: 'track', fileName: currentPlaylist(s).files[prev]! }),
    },
  };
}

/** 706: the loaded playlist with its tracks. */
export function playlistReply(s: ZoneState): { PlaylistName: string; Tracks: TrackRow[] } {
  const pl = currentPlaylist(s);
  return {
    PlaylistName: pl.PlaylistName,
    Tracks: pl.files.map((FileName, Index) => {
      const t = trackByFile(FileName);
      return {
        FileName,
        Title: t?.Title ?? '',
        Artist: t?.Artist ?? '',
        Index,
        Favorite: s.favourites.includes(FileName),
        Enabled: !isDisabled(s, FileName),
      };
    }),
  };
}

/** Total duration of a playlist in seconds. */
export function playlistSeconds(pl: CataloguePlaylist): number {
  return pl.files.reduce((sum, f) => sum + (trackByFile(f)?.DurationInSeconds ?? 0), 0);
}

/** 801: every playlist of the zone, `Tracks` being a count. */
export function allPlaylistsReply(s: ZoneState) {
  return s.playlists.map((pl) => ({
    PlaylistId: pl.PlaylistId,
    PlaylistName: pl.PlaylistName,
    PlaylistTypeId: pl.PlaylistTypeId,
    Tracks: pl.files.length,
    DurationInSeconds: playlistSeconds(pl),
  }));
}

/** Players whose 741 reply carries a trailing null zone (an unconfigured channel the app drops). */
const UNCONFIGURED_CHANNEL = new Set(['Northside Fitness/Gym Floor']);

/** 741: connection info of the player (the same from every zone). */
export function channelsReply(p: FleetPlayer) {
  const zones: ({ ZoneName: string; RemoteVolumeAllowed: boolean } | null)[] = p.zones.map((z) => ({
    ZoneName: z.ZoneName,
    RemoteVolumeAllowed: z.RemoteVolumeAllowed,
  }));
  if (UNCONFIGURED_CHANNEL.has(`${p.PropertyName}/${p.PlayerName}`)) zones.push(null);
  return { Version: p.Version, LicenceKey: p.LicenceKey, MacAddress: p.MacAddress, Zones: zones };
}
