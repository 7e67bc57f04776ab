import { exhaustMap, map, tap, type Observable } from 'rxjs';
import * as v from 'valibot';
import type { Notifier } from '../../../lib/notify/notifications';
import { PlayerCommand } from '../../../lib/player/commands';
import { CommandResult, Playlist } from '../../../lib/player/replies';
import { playlistsTexts } from './texts';
import type { ZoneControl } from '../../../lib/zone/zone.streams';
import { loadable$, type Loadable } from '../zone/load.streams';

const Playlists = v.array(Playlist);

/** The zone's playlists (command 801), loaded once per visit of the screen (spec §2 Playlists). */
export function playlists$(zone: Pick<ZoneControl, 'attempt'>): Observable<Loadable<readonly Playlist[]>> {
  return loadable$(() => zone.attempt(PlayerCommand.AllPlaylists, { schema: Playlists }));
}

/** Spec §4 Playing a playlist: type 5 (library) → play playlist 727; types 1 and 3 → load playlist 726. */
export function playlistCommand(
  playlist: Pick<Playlist, 'PlaylistTypeId'>,
): typeof PlayerCommand.PlayPlaylist | typeof PlayerCommand.LoadPlaylist {
  return playlist.PlaylistTypeId === 5 ? PlayerCommand.PlayPlaylist : PlayerCommand.LoadPlaylist;
}

/**
 * Epic for the play buttons: sends 727 or 726 with the playlist name as its one argument (never split
 * on commas), then the success toast playlists.PlaylistUpdateMessage with the name. Emits the playlist played.
 */
export function playPlaylist(zone: Pick<ZoneControl, 'attempt'>, notifier: Pick<Notifier, 'notify'>) {
  return (intent$: Observable<Playlist>): Observable<Playlist> =>
    intent$.pipe(
      // exhaustMap: a second click while the first playlist is being loaded is ignored.
      exhaustMap((playlist) =>
        zone
          .attempt(playlistCommand(playlist), { args: [playlist.PlaylistName], schema: CommandResult })
          .pipe(map(() => playlist)),
      ),
      tap((playlist) => notifier.notify('success', playlistsTexts.updated, { name: playlist.PlaylistName })),
    );
}

/** Epic for the resume-timetable button: command 200, then an info toast; the status push shows the scheduled playlist. */
export function resumeTimetable(zone: Pick<ZoneControl, 'attempt'>, notifier: Pick<Notifier, 'notify'>) {
  return (intent$: Observable<void>): Observable<CommandResult> =>
    intent$.pipe(
      // exhaustMap: repeated clicks while the player switches are ignored.
      exhaustMap(() => zone.attempt(PlayerCommand.ResumeTimetable, { schema: CommandResult })),
      tap(() => notifier.notify('success', playlistsTexts.resumed)),
    );
}
