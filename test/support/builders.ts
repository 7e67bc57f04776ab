import type { LoginResponse, PlayerListItem } from '../../src/lib/api/schemas';
import type {
  Advert,
  ChannelSettings,
  CommandResult,
  ConnectionInfo,
  CurrentPlaylist,
  DownloadStatus,
  EnergyMap,
  NowPlaying,
  Playlist,
  PlayerStatus,
  Track,
} from '../../src/lib/player/replies';

/**
 * Builders of what the API and the players send (spec §3, docs/player-protocol.md "Shapes"). Each takes
 * a number that makes its identity (FileName, LicenceKey, PlaylistId) and optional overrides, so a test
 * names only what it is about and recognises items by that identity.
 */

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A GUID-shaped LicenceKey, distinct for every `n`. */
export const licenceKey = (n: number): string => `0000${pad(n, 4)}-0000-4000-8000-${pad(n, 12)}`;

/** A MAC address, distinct for every `n` below 65 536. */
export const macAddress = (n: number): string =>
  `00:16:3e:00:${pad(Math.floor(n / 256), 2)}:${(n % 256).toString(16).padStart(2, '0')}`;

/** An online player of the player list (GET /api/Player/list), one zone. */
export function aPlayer(n: number, overrides: Partial<PlayerListItem> = {}): PlayerListItem {
  return {
    PlayerName: `Player ${n}`,
    PropertyName: `Property ${n}`,
    ConnectivityStatus: 'Online',
    LicenceKey: licenceKey(n),
    MacAddress: macAddress(n),
    NoOfChannels: 1,
    ...overrides,
  };
}

/** A login answer (POST /api/Account/login) that completes without an access code. */
export function aLoginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    AccessToken: 'access-token',
    RefreshToken: 'refresh-token',
    UserId: 'user-1',
    RequiresAccessConfirmation: false,
    Claims: [
      { Name: 'role', Value: 'User' },
      { Name: 'canImpersonate', Value: 'false' },
      { Name: 'clientTypeId', Value: '1' },
    ],
    ...overrides,
  };
}

/** The FileName of track `n`. */
export const trackFile = (n: number): string => `track-${pad(n, 3)}.mp3`;

/** The FileName of advert `n`. */
export const advertFile = (n: number): string => `advert-${pad(n, 3)}.mp3`;

/** A track of the current playlist (command 706), enabled and not a favourite. */
export function aTrack(n: number, overrides: Partial<Track> = {}): Track {
  return {
    FileName: trackFile(n),
    Title: `Title ${n}`,
    Artist: `Artist ${n}`,
    Index: n,
    Favorite: false,
    Enabled: true,
    ...overrides,
  };
}

/** The now-playing part of a status: track `n`, 1:40 into 3:20. */
export function aNowPlaying(n: number, overrides: Partial<NowPlaying> = {}): NowPlaying {
  return {
    FileName: trackFile(n),
    Title: `Title ${n}`,
    Artist: `Artist ${n}`,
    Genre1: 'Pop',
    Era: 1999,
    Bpm: 120,
    DurationInSeconds: 200,
    PositionInSeconds: 100,
    Favorite: false,
    Enabled: true,
    IsAdvert: false,
    ...overrides,
  };
}

/** A zone status (command 0): playing track 1 of "Morning Mix" in zone "Bar", remote volume and pause allowed. */
export function aStatus(overrides: Partial<PlayerStatus> = {}): PlayerStatus {
  return {
    Name: 'Bar',
    Playlist: 'Morning Mix',
    PlayState: 1,
    RemoteVolumeAllowed: true,
    RemotePauseAllowed: true,
    Energy: 2,
    Volume: 40,
    NowPlaying: aNowPlaying(1),
    NextPlaying: { Title: 'Title 2' },
    PreviousPlaying: { Title: 'Title 0' },
    ...overrides,
  };
}

/** A playlist (command 801): id `n`, a library playlist (type 5) of 12 tracks lasting 1:02:03. */
export function aPlaylist(n: number, overrides: Partial<Playlist> = {}): Playlist {
  return {
    PlaylistId: n,
    PlaylistName: `Playlist ${n}`,
    PlaylistTypeId: 5,
    Tracks: 12,
    DurationInSeconds: 3_723,
    ...overrides,
  };
}

/** The current playlist (command 706) with `tracks`. */
export function aCurrentPlaylist(tracks: readonly Track[], name = 'Morning Mix'): CurrentPlaylist {
  return { PlaylistName: name, Tracks: [...tracks] };
}

/** An advert (spec "message", command 711) of 0:30. */
export function anAdvert(n: number, overrides: Partial<Advert> = {}): Advert {
  return {
    Title: `Advert ${n}`,
    Genre1: 'Promotion',
    DurationInSeconds: 30,
    FileName: advertFile(n),
    ...overrides,
  };
}

/** Connection info (command 741) of a version 8 player with `zones` (default: one zone "Bar" with remote volume). */
export function aConnectionInfo(overrides: Partial<ConnectionInfo> = {}): ConnectionInfo {
  return {
    Version: '8.1.0',
    LicenceKey: licenceKey(1),
    MacAddress: macAddress(1),
    Zones: [{ ZoneName: 'Bar', RemoteVolumeAllowed: true }],
    ...overrides,
  };
}

/** Channel settings (command 802) at `volume`. */
export function aChannelSettings(volume = 40): ChannelSettings {
  return {
    AudioCard: 'Default',
    Balance: 0,
    AudioCardIndex: 0,
    AudioChannelIndex: 0,
    OutputMode: 0,
    ScreenIndex: 0,
    Volume: volume,
    ArtistCollisionDepth: 5,
    TrackCollisionDepth: 20,
    CrossFade: 3,
  };
}

/** An energy map (command 834): levels 0–4 with the given track counts (default 50 each). */
export function anEnergyMap(counts: readonly number[] = [50, 50, 50, 50, 50]): EnergyMap {
  const names = ['slow', 'low', 'mid', 'up', 'high'];
  return Object.fromEntries(names.map((Name, level) => [String(level), { Name, Count: counts[level] ?? 0 }]));
}

/** Download status (command 745). */
export function aDownloadStatus(overrides: Partial<DownloadStatus> = {}): DownloadStatus {
  return { StorageUsed: 42, Status: -2, ...overrides };
}

/** `{"Success":true}`: the player carried the command out. */
export const accepted = (): CommandResult => ({ Success: true, Error: undefined });

/** `{"Success":false,"Error":reason}`: the player refused the command (player-protocol.md, ext). */
export const refused = (reason: string): CommandResult => ({ Success: false, Error: reason });
