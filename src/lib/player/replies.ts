import * as v from 'valibot';
import { jsonObject } from '../json/object-schema';
import { ENERGY_MAX, ENERGY_MIN, VOLUME_MAX, VOLUME_MIN } from './levels';

/**
 * Reply shapes of docs/player-protocol.md "Shapes" (spec §3). Every object must be a JSON object (an array is
 * malformed, see `jsonObject`); numbers and booleans are taken as they are, except volume and energy outside
 * their ranges (src/lib/player/levels.ts), which read as unknown; optional text fields default to ''. A reply
 * that does not match is malformed.
 */

const text = v.nullish(v.string(), '');
const num = v.nullish(v.number(), 0);
/**
 * A level within `[min, max]` (volume percent, energy level); anything else from a player (out of range, not a
 * number) reads as unknown, so absurd values never reach a slider.
 */
const level = (min: number, max: number) =>
  v.fallback(v.nullish(v.pipe(v.number(), v.minValue(min), v.maxValue(max))), undefined);

export const NowPlaying = jsonObject(
  v.object({
    FileName: text,
    Title: text,
    Artist: text,
    Genre1: text,
    Era: v.nullish(v.union([v.string(), v.number()]), ''),
    Bpm: v.nullish(v.union([v.string(), v.number()]), ''),
    DurationInSeconds: num,
    PositionInSeconds: num,
    Favorite: v.nullish(v.boolean(), false),
    Enabled: v.nullish(v.boolean(), true),
    IsAdvert: v.nullish(v.boolean(), false),
  }),
);
export type NowPlaying = v.InferOutput<typeof NowPlaying>;

const TitleOnly = v.nullish(jsonObject(v.object({ Title: text })), { Title: '' });

/** Command 0: the zone's status (spec §3 "Player status"). PlayState 1 playing, 2 paused. */
export const PlayerStatus = jsonObject(
  v.object({
    Name: text,
    Playlist: text,
    PlayState: num,
    RemoteVolumeAllowed: v.nullish(v.boolean(), false),
    RemotePauseAllowed: v.nullish(v.boolean(), true),
    Energy: level(ENERGY_MIN, ENERGY_MAX),
    Volume: level(VOLUME_MIN, VOLUME_MAX),
    NowPlaying: v.nullish(NowPlaying),
    NextPlaying: TitleOnly,
    PreviousPlaying: TitleOnly,
  }),
);
export type PlayerStatus = v.InferOutput<typeof PlayerStatus>;

/** `{"Success":true}` or `{"Success":false,"Error":"…"}` (player-protocol.md, ext). */
export const CommandResult = jsonObject(v.object({ Success: v.boolean(), Error: v.nullish(v.string()) }));
export type CommandResult = v.InferOutput<typeof CommandResult>;

export const Playlist = jsonObject(
  v.object({
    PlaylistId: v.union([v.string(), v.number()]),
    PlaylistName: v.string(),
    PlaylistTypeId: num,
    Tracks: num,
    DurationInSeconds: num,
  }),
);
export type Playlist = v.InferOutput<typeof Playlist>;

export const Track = jsonObject(
  v.object({
    FileName: v.string(),
    Title: text,
    Artist: text,
    Index: num,
    Favorite: v.nullish(v.boolean(), false),
    Enabled: v.nullish(v.boolean(), true),
  }),
);
export type Track = v.InferOutput<typeof Track>;

/** Command 706: the current playlist with its tracks. */
export const CurrentPlaylist = jsonObject(v.object({ PlaylistName: text, Tracks: v.array(Track) }));
export type CurrentPlaylist = v.InferOutput<typeof CurrentPlaylist>;

/** Command 711: adverts (spec "Message"). */
export const Advert = jsonObject(
  v.object({ Title: text, Genre1: text, DurationInSeconds: num, FileName: v.string() }),
);
export type Advert = v.InferOutput<typeof Advert>;

/** Command 741: connection info; null zones are dropped. */
export const ConnectionInfo = jsonObject(
  v.object({
    Version: v.nullish(v.string()),
    LicenceKey: text,
    MacAddress: text,
    Zones: v.pipe(
      v.nullish(
        v.array(
          v.nullable(
            jsonObject(v.object({ ZoneName: text, RemoteVolumeAllowed: v.nullish(v.boolean(), false) })),
          ),
        ),
        [],
      ),
      v.transform((zones) => zones.filter((z): z is NonNullable<typeof z> => z !== null)),
    ),
  }),
);
export type ConnectionInfo = v.InferOutput<typeof ConnectionInfo>;

/** Command 745: storage use (percent) and download state (-2 Complete, -1 Paused, 0 Waiting, 1 Downloading). */
export const DownloadStatus = jsonObject(v.object({ StorageUsed: num, Status: num }));
export type DownloadStatus = v.InferOutput<typeof DownloadStatus>;

/** Command 802: channel settings (spec §3). */
export const ChannelSettings = jsonObject(v.looseObject({ Volume: level(VOLUME_MIN, VOLUME_MAX) }));
export type ChannelSettings = v.InferOutput<typeof ChannelSettings>;

/** Command 834: energy map keyed '0'..'4' with Name and Count (tracks available). */
export const EnergyMap = jsonObject(v.record(v.string(), jsonObject(v.object({ Name: text, Count: num }))));
export type EnergyMap = v.InferOutput<typeof EnergyMap>;

/** Commands 780/799: file names. */
export const FileNames = v.array(v.string());
