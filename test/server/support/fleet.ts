/** Shared setup for the fleet tests: well-known players and a zone in a known state. */
import { fleet, type FleetPlayer } from '../../../server/fleet/fixture';
import { initialDownload } from '../../../server/fleet/downloads';
import type { CommandContext } from '../../../server/fleet/commands';
import { createZoneState, type ZoneState } from '../../../server/fleet/zone-state';

/** A fixed start time: 2025-03-14 09:30 UTC. */
export const T0 = Date.UTC(2025, 2, 14, 9, 30, 0);

/** The fixture player with this property and name. */
export function player(property: string, name: string): FleetPlayer {
  const p = fleet.find((x) => x.PropertyName === property && x.PlayerName === name);
  if (!p) throw new Error(`no player ${property}/${name}`);
  return p;
}

/** Version 8, online, one zone, volume and pause allowed. */
export const counter = (): FleetPlayer => player('Copper Kettle Café', 'Counter');
/** Version 7, no remote volume. */
export const terrace = (): FleetPlayer => player('Copper Kettle Café', 'Terrace');
/** Four zones; zone 4 (Spa) refuses remote pause. */
export const lobby = (): FleetPlayer => player('Grand Riverside Hotel', 'Lobby');

/**
 * A zone of `p` playing "Valentine's Day" (9 tracks) from track 0, position 0, at T0, with no
 * favourites, disables or queue, and an advert due after every 3 tracks.
 */
export function knownZone(
  p: FleetPlayer = counter(),
  zone = 1,
  overrides: Partial<ZoneState> = {},
): ZoneState {
  const s = createZoneState(p, zone, T0);
  const pl = s.playlists.find((x) => x.PlaylistName === "Valentine's Day")!;
  return {
    ...s,
    playlistId: pl.PlaylistId,
    index: 0,
    current: { kind: 'track', fileName: pl.files[0]! },
    playState: 1,
    positionMs: 0,
    since: T0,
    queued: [],
    favourites: [],
    disables: [],
    sinceAdvert: 0,
    advertEvery: 3,
    advertCursor: 0,
    energy: 2,
    ...overrides,
  };
}

/** The files of the loaded playlist. */
export function files(s: ZoneState): readonly string[] {
  return s.playlists.find((x) => x.PlaylistId === s.playlistId)!.files;
}

/** A command context for `p` at T0. */
export function context(p: FleetPlayer = counter()): CommandContext {
  return { player: p, download: initialDownload(p, T0) };
}
