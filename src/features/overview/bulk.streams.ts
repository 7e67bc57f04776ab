import { catchError, defer, map, of, scan, startWith, type Observable } from 'rxjs';
import { OVERVIEW_REQUESTS_IN_FLIGHT } from '../../config/timing';
import { PlayerCommand, type PlayerCommandCode } from '../../lib/player/commands';
import { CommandRejectedError, CommandTimeoutError } from '../../lib/player/errors';
import { CommandResult, type PlayerStatus } from '../../lib/player/replies';
import { paced, type OverviewControl } from './overview.streams';

/** One action for many zones (spec §4 Play state, §2 Settings, Playlists), a union on `kind`. */
export type BulkAction =
  | { readonly kind: 'pause' }
  | { readonly kind: 'play' }
  /** `percent`: the volume to set, in percent (command 107, as the settings screen sends it). */
  | { readonly kind: 'volume'; readonly percent: number }
  | { readonly kind: 'resume-timetable' };

/** Why a zone is skipped before anything is sent. */
export type SkipReason = 'pause-not-allowed' | 'volume-not-allowed';

/** One zone's result of a bulk action, a union on `kind`. */
export type ZoneResult =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'done' }
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'not-answering' }
  | { readonly kind: 'skipped'; readonly reason: SkipReason }
  | { readonly kind: 'failed' };

/** A zone a bulk action goes to: its control and its latest status, if any (the rights are read from it). */
export interface BulkTarget {
  readonly control: OverviewControl;
  readonly status: PlayerStatus | undefined;
}

/** How many zones ended each way, and how many are still in progress. */
export interface BulkSummary {
  readonly total: number;
  readonly done: number;
  readonly refused: number;
  readonly notAnswering: number;
  readonly skipped: number;
  readonly failed: number;
  /** Waiting their turn or sent and waiting for the player's reply. */
  readonly pending: number;
}

/** A bulk action's progress: every zone's result by group (in the targets' order) and the summary. */
export interface BulkProgress {
  readonly results: ReadonlyMap<string, ZoneResult>;
  readonly summary: BulkSummary;
}

/** The command and arguments of `action`. */
export function bulkCommand(action: BulkAction): {
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
    case 'resume-timetable':
      return { code: PlayerCommand.ResumeTimetable, args: [] };
  }
}

/**
 * Why `action` must not be sent to a zone with `status` (spec §4 Play state, §6): play and pause need
 * `RemotePauseAllowed`, volume needs `RemoteVolumeAllowed`. Undefined when it may be sent (also when the
 * status is not known: the player decides, and refuses if it must).
 */
export function skipReason(action: BulkAction, status: PlayerStatus | undefined): SkipReason | undefined {
  if (!status) return undefined;
  if ((action.kind === 'pause' || action.kind === 'play') && !status.RemotePauseAllowed)
    return 'pause-not-allowed';
  if (action.kind === 'volume' && !status.RemoteVolumeAllowed) return 'volume-not-allowed';
  return undefined;
}

/** Counts `results` (see {@link BulkSummary}). */
export function summarise(results: ReadonlyMap<string, ZoneResult>): BulkSummary {
  const count = (kind: ZoneResult['kind']) => [...results.values()].filter((r) => r.kind === kind).length;
  return {
    total: results.size,
    done: count('done'),
    refused: count('refused'),
    notAnswering: count('not-answering'),
    skipped: count('skipped'),
    failed: count('failed'),
    pending: count('waiting') + count('sending'),
  };
}

/** The result a command's failure means: refused by the player, not answering (its deadline passed) or failed. */
function failure(error: unknown): ZoneResult {
  if (error instanceof CommandRejectedError) return { kind: 'refused', reason: error.reason };
  if (error instanceof CommandTimeoutError) return { kind: 'not-answering' };
  return { kind: 'failed' };
}

/**
 * Sends `action` to every target (README "Every zone at a glance"): targets whose status forbids it are
 * skipped before anything is sent; the others get the command once each, at most
 * OVERVIEW_REQUESTS_IN_FLIGHT at a time, each with its own COMMAND_TIMEOUT_MS deadline (a silent zone is
 * marked `not-answering` and never holds up the others beyond its slot). Emits the progress at once and
 * after every change; completes when every zone has its result. Never errors.
 */
export function bulk$(targets: readonly BulkTarget[], action: BulkAction): Observable<BulkProgress> {
  const { code, args } = bulkCommand(action);
  const initial = new Map<string, ZoneResult>();
  for (const target of targets) {
    const reason = skipReason(action, target.status);
    initial.set(target.control.group, reason ? { kind: 'skipped', reason } : { kind: 'waiting' });
  }
  const sends = targets
    .filter((target) => initial.get(target.control.group)?.kind === 'waiting')
    .map((target) => {
      const group = target.control.group;
      return defer(() => {
        const sent$ = target.control.command(code, { args, schema: CommandResult }).pipe(
          map((): [string, ZoneResult] => [group, { kind: 'done' }]),
          catchError((error: unknown) => of<[string, ZoneResult]>([group, failure(error)])),
        );
        return sent$.pipe(startWith<[string, ZoneResult]>([group, { kind: 'sending' }]));
      });
    });
  return paced(sends, OVERVIEW_REQUESTS_IN_FLIGHT).pipe(
    scan(
      (results, [group, result]) => new Map(results).set(group, result),
      initial as ReadonlyMap<string, ZoneResult>,
    ),
    startWith(initial as ReadonlyMap<string, ZoneResult>),
    map((results): BulkProgress => ({ results, summary: summarise(results) })),
  );
}

/** The targets whose result is worth a retry: refused by the player, not answering, or failed to send. */
export function failedTargets(targets: readonly BulkTarget[], progress: BulkProgress): BulkTarget[] {
  return targets.filter((target) => {
    const kind = progress.results.get(target.control.group)?.kind;
    return kind === 'refused' || kind === 'not-answering' || kind === 'failed';
  });
}
