import { PlayerCommand } from '../player/commands';

/**
 * The activity log (docs/design.md "Activity log"): what changed at a zone while this browser was watching, and
 * who changed it. Framework-free; the streams that record it are in recorder.streams.ts, its storage in
 * activity-store.ts.
 */

/** A change another sign-in asked of a zone (a lower-case `command` echoed by its group, player-protocol.md §3). */
export type CommandKind =
  | 'volume'
  | 'energy'
  | 'play'
  | 'pause'
  | 'next'
  | 'previous'
  | 'playlist'
  | 'message'
  | 'timetable'
  | 'rating'
  | 'queue'
  | 'settings'
  | 'track';

/**
 * A change of a zone's state as this browser saw it: its player went offline, it came back, it stopped
 * answering, it was seen playing or paused, it started or stopped needing attention, its downloads completed.
 */
export type StateKind =
  | 'offline'
  | 'back'
  | 'not-answering'
  | 'playing'
  | 'paused'
  | 'attention'
  | 'attention-over'
  | 'downloads-complete';

/** Every kind of entry: a command's, then a state change's. */
export type ActivityKind = CommandKind | StateKind;

/** The kinds in the order the activity list's filter offers them. */
export const ACTIVITY_KINDS: readonly ActivityKind[] = [
  'volume',
  'energy',
  'play',
  'pause',
  'next',
  'previous',
  'playlist',
  'message',
  'timetable',
  'rating',
  'queue',
  'settings',
  'track',
  'offline',
  'back',
  'not-answering',
  'playing',
  'paused',
  'attention',
  'attention-over',
  'downloads-complete',
];

/**
 * Who made a change: `another-device` (another sign-in of the same account: its hub messages carry the
 * account's user id), `another-user` (a sender of another user id, such as support acting for the
 * account where the service names support's own id), or `seen` (a state change this browser saw; no one
 * is named). This browser's own commands are never recorded: they are sent with `noEcho`.
 */
export type Actor = 'another-device' | 'another-user' | 'seen';

/** A zone's state as the timeline draws it. */
export type ZoneMode = 'playing' | 'paused' | 'offline' | 'not-answering';

/** One entry of the activity log. */
export interface ActivityEntry {
  /** When it was recorded (ms since the epoch, scheduler time). */
  readonly at: number;
  /** The zone's hub group (`<player key>-<zone number>`). */
  readonly group: string;
  readonly kind: ActivityKind;
  readonly actor: Actor;
  /** The value before the change, as text (a volume, a playlist, a {@link ZoneMode}), where known. */
  readonly from?: string;
  /** The value after it, as text (a volume, a playlist, an advert's file name, a {@link ZoneMode}). */
  readonly to?: string;
  /** The zone's name, site and player name as known when it was recorded ('' when not known). */
  readonly zone: string;
  readonly site: string;
  readonly player: string;
  /** True for a state change first seen on opening the overview: it happened while no one watched. */
  readonly missed?: boolean;
}

/** What the log knows of a zone's place: its name, its site and its player's name. */
export interface ZoneNames {
  readonly zone: string;
  readonly site: string;
  readonly player: string;
}

/** No names known. */
export const NO_NAMES: ZoneNames = { zone: '', site: '', player: '' };

/** The command kinds by number; the numbers absent (status, lists, settings reads) only read. */
const COMMAND_KINDS: ReadonlyMap<number, CommandKind> = new Map<number, CommandKind>([
  [PlayerCommand.Volume, 'volume'],
  [PlayerCommand.SetEnergy, 'energy'],
  [PlayerCommand.Play, 'play'],
  [PlayerCommand.Pause, 'pause'],
  [PlayerCommand.Next, 'next'],
  [PlayerCommand.Previous, 'previous'],
  [PlayerCommand.LoadPlaylist, 'playlist'],
  [PlayerCommand.PlayPlaylist, 'playlist'],
  [PlayerCommand.PlayAdvertByName, 'message'],
  [PlayerCommand.ResumeTimetable, 'timetable'],
  [PlayerCommand.Rating, 'rating'],
  [PlayerCommand.QueueByFileName, 'queue'],
  [PlayerCommand.SaveChannelSettings, 'settings'],
  [PlayerCommand.PlayByIndex, 'track'],
]);

/** The {@link CommandKind} of a command number, or `undefined` for a command that changes nothing. */
export const commandKindOf = (command: number): CommandKind | undefined => COMMAND_KINDS.get(command);

/** True for the kinds of entries a command makes (as opposed to a state change seen). */
export const isCommandKind = (kind: ActivityKind): kind is CommandKind =>
  [...COMMAND_KINDS.values()].includes(kind as CommandKind);
