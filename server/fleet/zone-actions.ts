/**
 * What the zone commands do to a zone's state (player-protocol.md "Commands and their replies").
 * Pure: each takes `now` in ms and returns a new state, or throws CommandError when impossible.
 */
import { advertByFile, energyMap } from './catalogue';
import { CommandError } from './errors';
import { enabledIndex, previousIndex, takeStep, upcoming } from './playback';
import { applySettingsPayload } from './settings';
import {
  currentPlaylist,
  isDisabled,
  scheduledPlaylist,
  settle,
  startItem,
  type ZoneState,
} from './zone-state';

/** 101 play. */
export function play(s: ZoneState, now: number): ZoneState {
  if (!s.remotePauseAllowed) throw new CommandError('Remote pause not allowed');
  return s.playState === 1 ? s : { ...settle(s, now), playState: 1 };
}

/** 102 pause. */
export function pause(s: ZoneState, now: number): ZoneState {
  if (!s.remotePauseAllowed) throw new CommandError('Remote pause not allowed');
  return s.playState === 2 ? s : { ...settle(s, now), playState: 2 };
}

/** 103 next: queued tracks first, then the next enabled playlist track (adverts are not forced). */
export function next(s: ZoneState, now: number): ZoneState {
  const step = upcoming(s, false);
  if (!step) throw new CommandError('No enabled tracks to play');
  return takeStep(s, step, now);
}

/** 104 previous: the enabled playlist track before the cursor. */
export function previous(s: ZoneState, now: number): ZoneState {
  const i = previousIndex(s);
  if (i === null) throw new CommandError('No enabled tracks to play');
  return { ...startItem(s, { kind: 'track', fileName: currentPlaylist(s).files[i]! }, now), index: i };
}

/** 726 load (keeps the play state) or 727 play (starts playing) a playlist by exact name. */
export function loadPlaylist(s: ZoneState, name: string, now: number, autoplay: boolean): ZoneState {
  const pl = s.playlists.find((p) => p.PlaylistName === name);
  if (!pl) throw new CommandError(`Playlist not found: ${name}`);
  const loaded: ZoneState = { ...s, playlistId: pl.PlaylistId, index: -1, queued: [] };
  const i = enabledIndex(loaded, -1, 1);
  if (i === null) throw new CommandError(`Playlist has no enabled tracks: ${name}`);
  const playState = autoplay ? 1 : s.playState;
  return { ...startItem(loaded, { kind: 'track', fileName: pl.files[i]! }, now, playState), index: i };
}

/** 200 resume timetable: back to the scheduled calendar playlist, playing. */
export function resumeTimetable(s: ZoneState, now: number): ZoneState {
  return loadPlaylist(s, scheduledPlaylist(s.playlists, now).PlaylistName, now, true);
}

/** 755 play by index: the track with that `Index` (0-based, as in the 706 reply) of the loaded playlist. */
export function playByIndex(s: ZoneState, index: number, now: number): ZoneState {
  const file = currentPlaylist(s).files[index];
  if (file === undefined) throw new CommandError(`No track at index ${index}`);
  if (isDisabled(s, file)) throw new CommandError('Track is disabled');
  return { ...startItem(s, { kind: 'track', fileName: file }, now, 1), index };
}

/** 754 play advert by file name, now. */
export function playAdvert(s: ZoneState, fileName: string, now: number): ZoneState {
  if (!advertByFile(fileName)) throw new CommandError(`Advert not found: ${fileName}`);
  return { ...startItem(s, { kind: 'advert', fileName }, now, 1), sinceAdvert: 0 };
}

/** True when the file is a track of one of the zone's playlists. */
function knownTrack(s: ZoneState, fileName: string): boolean {
  return s.playlists.some((p) => p.files.includes(fileName));
}

/** 806 queue by file name: plays after the current item. */
export function queueFile(s: ZoneState, fileName: string): ZoneState {
  if (!knownTrack(s, fileName)) throw new CommandError(`Track not found: ${fileName}`);
  if (isDisabled(s, fileName)) throw new CommandError('Track is disabled');
  return { ...s, queued: [...s.queued, fileName] };
}

/** 723 rating: sets the enabled and favourite flags of a file (a playing track keeps playing). */
export function rate(s: ZoneState, fileName: string, enabled: boolean, favourite: boolean): ZoneState {
  if (!knownTrack(s, fileName)) throw new CommandError(`Track not found: ${fileName}`);
  const without = (list: readonly string[]) => list.filter((f) => f !== fileName);
  return {
    ...s,
    disables: enabled ? without(s.disables) : [...without(s.disables), fileName],
    favourites: favourite ? [...without(s.favourites), fileName] : without(s.favourites),
  };
}

/** 107 volume (0–100). */
export function setVolume(s: ZoneState, volume: number): ZoneState {
  if (!s.remoteVolumeAllowed) throw new CommandError('Remote volume not allowed');
  return { ...s, settings: { ...s.settings, Volume: volume } };
}

/** Major version number of a dotted version string. */
export function majorVersion(version: string): number {
  return Number.parseInt(version.split('.')[0] ?? '', 10) || 0;
}

/** 835 set energy (0–4): only on players above version 7, and only to a level that has tracks. */
export function setEnergy(s: ZoneState, level: number): ZoneState {
  if (majorVersion(s.version) <= 7) throw new CommandError('Energy is not supported by this player version');
  if ((energyMap(s.playlists)[String(level)]?.Count ?? 0) === 0)
    throw new CommandError(`No tracks at energy level ${level}`);
  return { ...s, energy: level };
}

/** 732 save channel settings from a JSON payload of changed fields. */
export function saveSettings(s: ZoneState, payload: string): ZoneState {
  const settings = applySettingsPayload(s.settings, payload);
  if (settings.Volume !== s.settings.Volume && !s.remoteVolumeAllowed)
    throw new CommandError('Remote volume not allowed');
  return { ...s, settings };
}
