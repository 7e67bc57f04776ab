import { concatMap, exhaustMap, map, tap, type Observable } from 'rxjs';
import type { Notifier } from '../../../lib/notify/notifications';
import { PlayerCommand } from '../../../lib/player/commands';
import { CommandResult, CurrentPlaylist, FileNames, type Track } from '../../../lib/player/replies';
import { currentPlaylistTexts } from './texts';
import type { ZoneControl } from '../../../lib/zone/zone.streams';
import { loadable$, type Loadable } from '../zone/load.streams';

type Zone = Pick<ZoneControl, 'attempt' | 'rated$'>;

/** The loaded playlist and its tracks (command 706), reloaded RATING_RELOAD_MS after every rating (spec §4). */
export function currentPlaylist$(zone: Zone): Observable<Loadable<CurrentPlaylist>> {
  return loadable$(() => zone.attempt(PlayerCommand.Playlist, { schema: CurrentPlaylist }), zone.rated$);
}

/** The user's favourite (780) and disabled (799) file names of the zone, reloaded after every rating. */
export function userLists$(
  zone: Zone,
  which: 'favourites' | 'disables',
): Observable<Loadable<readonly string[]>> {
  const code = which === 'favourites' ? PlayerCommand.UserFavourites : PlayerCommand.UserDisables;
  return loadable$(() => zone.attempt(code, { schema: FileNames }), zone.rated$);
}

/** Which tracks the list shows: all, the user's favourites, or the disabled ones. */
export type TrackView = 'all' | 'favourites' | 'disabled';

/** The tracks of `view`, using the user's lists of file names (780/799). */
export function tracksInView(
  tracks: readonly Track[],
  view: TrackView,
  favourites: readonly string[],
  disables: readonly string[],
): Track[] {
  if (view === 'all') return [...tracks];
  const files = new Set(view === 'favourites' ? favourites : disables);
  return tracks.filter((track) => files.has(track.FileName));
}

/** Epic for a track's play button: play by index (755) with the track's `Index`. */
export function playTrack(zone: Pick<ZoneControl, 'attempt'>) {
  return (intent$: Observable<Track>): Observable<Track> =>
    intent$.pipe(
      // exhaustMap: while one track starts, further clicks are ignored.
      exhaustMap((track) =>
        zone
          .attempt(PlayerCommand.PlayByIndex, { args: [track.Index], schema: CommandResult })
          .pipe(map(() => track)),
      ),
    );
}

/** Epic for "play next": queue by file name (806), then a toast naming the track. */
export function queueTrack(zone: Pick<ZoneControl, 'attempt'>, notifier: Pick<Notifier, 'notify'>) {
  return (intent$: Observable<Track>): Observable<Track> =>
    intent$.pipe(
      // concatMap: every queued track is sent, in the order the user chose them.
      concatMap((track) =>
        zone
          .attempt(PlayerCommand.QueueByFileName, { args: [track.FileName], schema: CommandResult })
          .pipe(map(() => track)),
      ),
      tap((track) =>
        notifier.notify('success', currentPlaylistTexts.queued, { title: track.Title || track.FileName }),
      ),
    );
}
