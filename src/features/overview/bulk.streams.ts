import { catchError, defer, map, of, scan, startWith, toArray, type Observable } from 'rxjs';
import * as v from 'valibot';
import { OVERVIEW_REQUESTS_IN_FLIGHT } from '../../config/timing';
import { PlayerCommand, type PlayerCommandCode } from '../../lib/player/commands';
import { CommandRejectedError, CommandTimeoutError } from '../../lib/player/errors';
import { Advert, CommandResult, Playlist, type PlayerStatus } from '../../lib/player/replies';
import { paced, type OverviewControl } from './overview.streams';

/** One action for many zones (spec §4 Play state, §2 Settings, Playlists), a union on `kind`. */
export type BulkAction =
  | { readonly kind: 'pause' }
  | { readonly kind: 'play' }
  /** `percent`: the volume to set, in percent (command 107, as the settings screen sends it). */
  | { readonly kind: 'volume'; readonly percent: number }
  | { readonly kind: 'resume-timetable' }
  /** Plays the advert with this FileName now (command 754, as the adverts screen sends it); `title` is what the user chose. */
  | { readonly kind: 'advert'; readonly fileName: string; readonly title: string }
  /**
   * Plays or loads the playlist called `name` (spec §4 Playing a playlist: type 5 → 727, otherwise 726),
   * `types` giving its PlaylistTypeId on each zone, by group.
   */
  | { readonly kind: 'playlist'; readonly name: string; readonly types: ReadonlyMap<string, number> };

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

/** The command and arguments of `action` for the zone of `group`. */
export function bulkCommand(
  action: BulkAction,
  group: string,
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
    case 'resume-timetable':
      return { code: PlayerCommand.ResumeTimetable, args: [] };
    case 'advert':
      return { code: PlayerCommand.PlayAdvertByName, args: [action.fileName] };
    case 'playlist':
      return {
        code: action.types.get(group) === 5 ? PlayerCommand.PlayPlaylist : PlayerCommand.LoadPlaylist,
        args: [action.name],
      };
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
  const initial = new Map<string, ZoneResult>();
  for (const target of targets) {
    const reason = skipReason(action, target.status);
    initial.set(target.control.group, reason ? { kind: 'skipped', reason } : { kind: 'waiting' });
  }
  const sends = targets
    .filter((target) => initial.get(target.control.group)?.kind === 'waiting')
    .map((target) => {
      const group = target.control.group;
      const { code, args } = bulkCommand(action, group);
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

/** One choice offered for many zones: an advert (by FileName) or a playlist (by name), with what the user reads. */
export interface CommonChoice {
  /** The advert's FileName or the playlist's name: what the command sends. */
  readonly key: string;
  /** The advert's title or the playlist's name. */
  readonly label: string;
}

/** The adverts or playlists every zone of a selection has, or still loading. */
export type CommonChoices =
  | { readonly kind: 'loading' }
  | {
      readonly kind: 'loaded';
      /** The choices common to every zone that sent its list, in the first zone's order. */
      readonly choices: readonly CommonChoice[];
      /** The zones that did not send their list (not answering, refused): the choices may not suit them. */
      readonly unlisted: readonly string[];
      /** Each playlist's PlaylistTypeId by zone group (empty for adverts). */
      readonly types: ReadonlyMap<string, ReadonlyMap<string, number>>;
    };

const Adverts = v.array(Advert);
const Playlists = v.array(Playlist);

/** One zone's list, or null when it did not come. */
type ZoneList = {
  readonly group: string;
  readonly items: readonly (CommonChoice & { type?: number })[];
} | null;

/**
 * The adverts (command 711) or playlists (command 801) common to every target (README "Every zone at a
 * glance"): each zone is asked once, OVERVIEW_REQUESTS_IN_FLIGHT at a time, each with its
 * COMMAND_TIMEOUT_MS deadline; a zone that does not send its list is `unlisted` and left out of the
 * intersection. Emits `loading`, then `loaded` once every zone answered or failed. Never errors.
 */
export function commonChoices$(
  targets: readonly Pick<BulkTarget, 'control'>[],
  kind: 'advert' | 'playlist',
): Observable<CommonChoices> {
  const lists = targets.map((target) =>
    defer(() =>
      (kind === 'advert'
        ? target.control
            .command(PlayerCommand.DistinctAdverts, { schema: Adverts })
            .pipe(map((adverts) => adverts.map((a) => ({ key: a.FileName, label: a.Title || a.FileName }))))
        : target.control.command(PlayerCommand.AllPlaylists, { schema: Playlists }).pipe(
            map((playlists) =>
              playlists.map((p) => ({
                key: p.PlaylistName,
                label: p.PlaylistName,
                type: p.PlaylistTypeId,
              })),
            ),
          )
      ).pipe(
        map((items): ZoneList => ({ group: target.control.group, items })),
        catchError(() => of<ZoneList>(null)),
        map((list) => [target.control.group, list] as const),
      ),
    ),
  );
  return paced(lists, OVERVIEW_REQUESTS_IN_FLIGHT).pipe(
    toArray(),
    map((answers): CommonChoices => {
      const listed = answers.flatMap(([, list]) => (list ? [list] : []));
      const unlisted = answers.filter(([, list]) => !list).map(([group]) => group);
      const [first, ...rest] = listed;
      const choices = (first?.items ?? []).filter((item) =>
        rest.every((list) => list.items.some((other) => other.key === item.key)),
      );
      const types = new Map(
        listed.map((list) => [
          list.group,
          new Map(
            list.items.flatMap((item) => (item.type === undefined ? [] : [[item.key, item.type] as const])),
          ),
        ]),
      );
      return {
        kind: 'loaded',
        choices: choices.map(({ key, label }) => ({ key, label })),
        unlisted,
        types,
      };
    }),
    startWith<CommonChoices>({ kind: 'loading' }),
  );
}
