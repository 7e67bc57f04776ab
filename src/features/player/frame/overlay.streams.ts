import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { PlayerStatus } from '../../../lib/player/replies';
import { remoteVolumeAllowed } from '../../../lib/player/zone-rules';

/** What the overlay bar tells the screen above it (spec §2 Player screen and overlay). */
export interface OverlayInfo {
  /** The zone allows remote volume (RemoteVolumeAllowed). */
  readonly remoteVolumeAllowed: boolean;
  /** The loaded playlist's name ('' when unknown). */
  readonly playlistName: string;
  /** Title of the item playing ('' when unknown). */
  readonly nowPlayingTitle: string;
  /** File name of the item playing, to mark it in lists ('' when unknown). */
  readonly nowPlayingFile: string;
  /** True while playing (PlayState 1). */
  readonly playing: boolean;
  /** True while the item playing is an advert. */
  readonly isAdvert: boolean;
}

/** Overlay info from the zone's status, emitted only when one of its fields changes. */
export function overlayInfo$(status$: Observable<PlayerStatus>): Observable<OverlayInfo> {
  return status$.pipe(
    map((s): OverlayInfo => ({
      remoteVolumeAllowed: remoteVolumeAllowed(s),
      playlistName: s.Playlist,
      nowPlayingTitle: s.NowPlaying?.Title ?? '',
      nowPlayingFile: s.NowPlaying?.FileName ?? '',
      playing: s.PlayState === 1,
      isAdvert: s.NowPlaying?.IsAdvert === true,
    })),
    distinctUntilChanged((a, b) =>
      (Object.keys(a) as (keyof OverlayInfo)[]).every((key) => a[key] === b[key]),
    ),
  );
}
