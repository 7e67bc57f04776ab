import { PlayerCommand, type PlayerCommandCode } from '../../../lib/player/commands';
import { VOLUME_MAX, VOLUME_MIN } from '../../../lib/player/levels';
import type { PlayerStatus } from '../../../lib/player/replies';
import {
  ENERGY_CONFIRM_BELOW,
  remotePauseAllowed,
  remoteVolumeAllowed,
} from '../../../lib/player/zone-rules';

/** One action for many zones (spec §4 Play state, §2 Settings, Playlists), a union on `kind`. */
export type BulkAction =
  | { readonly kind: 'pause' }
  | { readonly kind: 'play' }
  /** `percent`: the volume to set, in percent (command 107, as the settings screen sends it). */
  | { readonly kind: 'volume'; readonly percent: number }
  /**
   * Moves each zone's volume by `step` percent (negative lowers it) from that zone's own level, kept
   * within VOLUME_MIN–VOLUME_MAX (command 107 with the zone's new level).
   */
  | { readonly kind: 'volume-step'; readonly step: number }
  | { readonly kind: 'resume-timetable' }
  /** Plays the advert with this FileName now (command 754, as the adverts screen sends it); `title` is what the user chose. */
  | { readonly kind: 'advert'; readonly fileName: string; readonly title: string }
  /**
   * Plays or loads the playlist called `name` (spec §4 Playing a playlist: type 5 → 727, otherwise 726),
   * `types` giving its PlaylistTypeId on each zone, by group.
   */
  | { readonly kind: 'playlist'; readonly name: string; readonly types: ReadonlyMap<string, number> }
  /**
   * Sets the energy `level` (ENERGY_MIN–ENERGY_MAX, command 835, spec §4 Change energy). What each zone
   * said when asked: `tracks`, the count of tracks at `level` of each zone whose player's major version
   * is above 7, by group; `unsupported`, the zones of older players. A zone in neither did not say.
   */
  | {
      readonly kind: 'energy';
      readonly level: number;
      readonly tracks: ReadonlyMap<string, number>;
      readonly unsupported: readonly string[];
    };

/**
 * Why a zone is skipped before anything is sent: its status forbids pausing or the volume; its volume
 * is not known (a step has no level to start from); its player has no energy control (major version 7
 * or below), the energy level has no tracks on it, or it did not say either.
 */
export type SkipReason =
  | 'pause-not-allowed'
  | 'volume-not-allowed'
  | 'volume-unknown'
  | 'energy-not-supported'
  | 'energy-no-tracks'
  | 'energy-unknown';

/** One zone a plan goes to: its group and its latest status, if any (the rights and the volume are read from it). */
export interface PlannedZone {
  readonly group: string;
  readonly status: PlayerStatus | undefined;
}

/** What the user asked for, to be confirmed: the action and its zones, in the overview's order. */
export interface BulkPlan {
  readonly action: BulkAction;
  readonly zones: readonly PlannedZone[];
}

/** Why an energy level is not sent to the zone of `group` (spec §4 Change energy, §5), if it is not. */
function energySkip(action: Extract<BulkAction, { kind: 'energy' }>, group: string): SkipReason | undefined {
  if (action.unsupported.includes(group)) return 'energy-not-supported';
  const count = action.tracks.get(group);
  if (count === undefined) return 'energy-unknown';
  return count > 0 ? undefined : 'energy-no-tracks';
}

/**
 * Why `action` must not be sent to `zone` (spec §4 Play state, Change energy; §5; §6): play and pause
 * need `RemotePauseAllowed`, a volume needs `RemoteVolumeAllowed` (undefined when the status is not
 * known: the player decides, and refuses if it must); an energy level needs a player above version 7
 * with tracks at the level. Undefined when it may be sent. A volume step whose zone does not say its
 * volume is skipped (`volume-unknown`) once it was asked, not here.
 */
export function skipReason(action: BulkAction, zone: PlannedZone): SkipReason | undefined {
  if (action.kind === 'energy') return energySkip(action, zone.group);
  const status = zone.status;
  if (!status) return undefined;
  if ((action.kind === 'pause' || action.kind === 'play') && !remotePauseAllowed(status))
    return 'pause-not-allowed';
  if ((action.kind === 'volume' || action.kind === 'volume-step') && !remoteVolumeAllowed(status))
    return 'volume-not-allowed';
  return undefined;
}

/**
 * True when `action` is an energy level the zone of `group` has tracks at, but fewer than
 * ENERGY_CONFIRM_BELOW (spec §4 Change energy: confirmed before it is sent; the bulk confirmation says so).
 */
export function fewTracks(action: BulkAction, group: string): boolean {
  if (action.kind !== 'energy') return false;
  const count = action.tracks.get(group) ?? 0;
  return count > 0 && count < ENERGY_CONFIRM_BELOW;
}

/**
 * The command and arguments of `action` for the zone of `group`; a volume step starts from the zone's
 * `level` (percent), the result kept within VOLUME_MIN–VOLUME_MAX.
 */
export function bulkCommand(
  action: BulkAction,
  group: string,
  level?: number,
): {
  readonly code: PlayerCommandCode;
  readonly args: readonly (string | number)[];
} {
  switch (action.kind) {
    case 'pause':
      return { code: PlayerCommand.Pause, args: [] };
    case 'play':
      return { code: PlayerCommand.Play, args: [] };
    case 'volume':
      return { code: PlayerCommand.Volume, args: [action.percent] };
    case 'volume-step': {
      const next = Math.round((level ?? 0) + action.step);
      return { code: PlayerCommand.Volume, args: [Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, next))] };
    }
    case 'resume-timetable':
      return { code: PlayerCommand.ResumeTimetable, args: [] };
    case 'advert':
      return { code: PlayerCommand.PlayAdvertByName, args: [action.fileName] };
    case 'playlist':
      return {
        code: action.types.get(group) === 5 ? PlayerCommand.PlayPlaylist : PlayerCommand.LoadPlaylist,
        args: [action.name],
      };
    case 'energy':
      return { code: PlayerCommand.SetEnergy, args: [action.level] };
  }
}
