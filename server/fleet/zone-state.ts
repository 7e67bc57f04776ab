/**
 * The state of one simulated zone and its clock (player-protocol.md "What the simulated players
 * must do"). Pure: every function takes the time `now` in ms and returns a new state.
 */
import { zonePlaylists, type CataloguePlaylist } from './catalogue';
import type { FleetPlayer } from './fixture';
import { hashString } from './prng';
import { defaultSettings, type ChannelSettings } from './settings';
import { FLEET_START_POSITION_SPREAD_SECONDS, SECOND_MS } from '../timing';

/** What is playing: a library track or an advert, by file name. */
export interface PlayItem {
  kind: 'track' | 'advert';
  fileName: string;
}

/** Everything a zone remembers. Volume lives in `settings.Volume`. */
export interface ZoneState {
  zone: number;
  zoneName: string;
  version: string;
  remoteVolumeAllowed: boolean;
  remotePauseAllowed: boolean;
  playlists: readonly CataloguePlaylist[];
  /** The loaded playlist and the cursor in it (the playlist track playing or last played). */
  playlistId: number;
  index: number;
  current: PlayItem;
  /** 1 playing, 2 paused. */
  playState: 1 | 2;
  /** Position in ms at time `since`; while playing it grows with the clock. */
  positionMs: number;
  since: number;
  /** Grows by one whenever `current` changes (track end, skip, load…). */
  trackSeq: number;
  /** File names queued by 806; they play before the rest of the playlist. */
  queued: readonly string[];
  /** Tracks finished since the last advert, and how many trigger the next one. */
  sinceAdvert: number;
  advertEvery: number;
  /** The next advert (index into the advert list, round robin). */
  advertCursor: number;
  favourites: readonly string[];
  disables: readonly string[];
  energy: number;
  settings: ChannelSettings;
}

/** The loaded playlist. */
export function currentPlaylist(s: ZoneState): CataloguePlaylist {
  const pl = s.playlists.find((p) => p.PlaylistId === s.playlistId) ?? s.playlists[0];
  if (!pl) throw new Error('zone has no playlists');
  return pl;
}

/** The calendar playlist the timetable schedules at `now` (by UTC hour, spread over the day). */
export function scheduledPlaylist(playlists: readonly CataloguePlaylist[], now: number): CataloguePlaylist {
  const calendar = playlists.filter((p) => p.PlaylistTypeId === 1);
  const pool = calendar.length > 0 ? calendar : playlists;
  const hour = new Date(now).getUTCHours();
  return pool[Math.floor((hour * pool.length) / 24)] ?? pool[0]!;
}

/** The deterministic starting state of zone `zone` (1-based) of a player. */
export function createZoneState(p: FleetPlayer, zone: number, now: number): ZoneState {
  const z = p.zones[zone - 1];
  if (!z) throw new Error(`${p.PlayerName} has no zone ${zone}`);
  const h = hashString(`${p.LicenceKey}/zone/${zone}`);
  const playlists = zonePlaylists(p, zone);
  const pl = scheduledPlaylist(playlists, now);
  const index = h % pl.files.length;
  const others = pl.files.filter((_, i) => i !== index);
  return {
    zone,
    zoneName: z.ZoneName,
    version: p.Version,
    remoteVolumeAllowed: z.RemoteVolumeAllowed,
    remotePauseAllowed: z.RemotePauseAllowed,
    playlists,
    playlistId: pl.PlaylistId,
    index,
    current: { kind: 'track', fileName: pl.files[index]! },
    playState: !z.RemotePauseAllowed || h % 6 !== 0 ? 1 : 2,
    positionMs: (h % FLEET_START_POSITION_SPREAD_SECONDS) * SECOND_MS,
    since: now,
    trackSeq: 0,
    queued: [],
    sinceAdvert: h % 3,
    advertEvery: 3 + (h % 3),
    advertCursor: h % 12,
    favourites: [others[h % others.length]!, others[(h >>> 3) % others.length]!].filter(
      (f, i, a) => a.indexOf(f) === i,
    ),
    disables: [others[(h >>> 7) % others.length]!].filter((f) => f !== others[h % others.length]),
    energy: 2,
    settings: defaultSettings(zone, 40 + (h % 41)),
  };
}

/** The position of the current item at `now`, in ms. */
export function positionAt(s: ZoneState, now: number): number {
  return s.playState === 1 ? s.positionMs + Math.max(0, now - s.since) : s.positionMs;
}

/** Freezes the clock at `now` (position folded into `positionMs`). */
export function settle(s: ZoneState, now: number): ZoneState {
  return { ...s, positionMs: positionAt(s, now), since: now };
}

/** Starts `item` from the beginning at `now`, playing or paused as given. */
export function startItem(
  s: ZoneState,
  item: PlayItem,
  now: number,
  playState: 1 | 2 = s.playState,
): ZoneState {
  return { ...s, current: item, positionMs: 0, since: now, playState, trackSeq: s.trackSeq + 1 };
}

/** True when the file is disabled in this zone. */
export function isDisabled(s: ZoneState, fileName: string): boolean {
  return s.disables.includes(fileName);
}
