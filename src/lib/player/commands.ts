/**
 * Player command numbers and request frames (spec §7 "Command numbers", docs/player-protocol.md).
 */
export const PlayerCommand = {
  Status: 0,
  Play: 101,
  Pause: 102,
  Next: 103,
  Previous: 104,
  Volume: 107,
  ResumeTimetable: 200,
  Playlist: 706,
  DistinctAdverts: 711,
  Rating: 723,
  LoadPlaylist: 726,
  PlayPlaylist: 727,
  SaveChannelSettings: 732,
  Channels: 741,
  DownloadStatus: 745,
  PlayAdvertByName: 754,
  PlayByIndex: 755,
  UserFavourites: 780,
  UserDisables: 799,
  AllPlaylists: 801,
  LoadChannelSettings: 802,
  QueueByFileName: 806,
  GetEnergyMap: 834,
  SetEnergy: 835,
} as const;

/** One of the numeric command codes above. */
export type PlayerCommandCode = (typeof PlayerCommand)[keyof typeof PlayerCommand];

/**
 * The request the app publishes to a zone group (player-protocol.md "App → player"):
 * `arguments` is a list built from parts, never split from a user value on commas.
 */
export interface PlayerRequest {
  readonly id: 0;
  readonly command: PlayerCommandCode;
  readonly arguments: readonly string[];
  readonly payload: string;
  readonly ChannelIndex: number;
  readonly response: '';
}

/** Builds a request frame; `args` are stringified as they are (numbers → decimal text). */
export function buildRequest(
  command: PlayerCommandCode,
  args: readonly (string | number | boolean)[] = [],
  zoneIndex = 1,
  payload = '',
): PlayerRequest {
  return { id: 0, command, arguments: args.map(String), payload, ChannelIndex: zoneIndex, response: '' };
}

/** Rating arguments of spec §4 "Favourite toggle": currently favourite → 'file,true,false', else 'file,true,true'. */
export function favouriteToggleArgs(fileName: string, isFavourite: boolean): string[] {
  return [fileName, 'true', isFavourite ? 'false' : 'true'];
}

/** Rating arguments of spec §4 "Disable toggle": currently enabled → 'file,false,false', else 'file,true,false'. */
export function disableToggleArgs(fileName: string, isEnabled: boolean): string[] {
  return isEnabled ? [fileName, 'false', 'false'] : [fileName, 'true', 'false'];
}
