import {
  asyncScheduler,
  catchError,
  defer,
  distinctUntilChanged,
  filter,
  ignoreElements,
  map,
  merge,
  of,
  scan,
  share,
  startWith,
  subscribeOn,
  switchMap,
  take,
  tap,
  toArray,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { OVERVIEW_REQUESTS_IN_FLIGHT } from '../../../config/timing';
import { HubAckError, HubClosedError } from '../../../lib/hub/errors';
import { PlayerCommand, type PlayerCommandCode } from '../../../lib/player/commands';
import { CommandRejectedError, CommandTimeoutError } from '../../../lib/player/errors';
import { VOLUME_MAX, VOLUME_MIN } from '../../../lib/player/levels';
import { ChannelSettings, CommandResult, type PlayerStatus } from '../../../lib/player/replies';
import { createIntent } from '../../../lib/rx/intent';
import {
  medianOf,
  NO_BULK,
  reduceBulk,
  RETRIED_RESULTS,
  sendingWave,
  skipReason,
  summarise,
  type BulkAction,
  type BulkEvent,
  type BulkPlan,
  type BulkState,
  type BulkSummary,
  type ZoneResult,
} from './bulk-run';
import { paced } from '../fleet/overview.streams';
import { type OverviewControl } from '../fleet/zones';

export type { BulkAction, BulkSummary, SkipReason, ZoneResult } from './bulk-run';
export { skipReason, summarise } from './bulk-run';
export { commonChoices$, type CommonChoice, type CommonChoices } from './choices.streams';

/** A zone a bulk action goes to: its control and its latest status, if any (the rights are read from it). */
export interface BulkTarget {
  readonly control: OverviewControl;
  readonly status: PlayerStatus | undefined;
}

/** A bulk action's progress: every zone's result by group (in the targets' order) and the summary. */
export interface BulkProgress {
  readonly results: ReadonlyMap<string, ZoneResult>;
  readonly summary: BulkSummary;
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
  }
}

const NOT_SENT: ZoneResult = { kind: 'not-sent', reason: 'disconnected' };

/**
 * The result a command's failure means: refused by the player, not answering (its deadline passed on a
 * link that stayed up), not sent (the hub refused or closed the send, or the link was lost while the
 * reply was awaited: the player is not blamed for the connection), or failed.
 */
function failure(error: unknown, linkLost: boolean): ZoneResult {
  if (error instanceof CommandRejectedError) return { kind: 'refused', reason: error.reason };
  if (error instanceof HubAckError || error instanceof HubClosedError) return NOT_SENT;
  if (error instanceof CommandTimeoutError) return linkLost ? NOT_SENT : { kind: 'not-answering' };
  return { kind: 'failed' };
}

/**
 * The zone's volume in percent: the Volume its status reports (an extension some players send), else
 * its zone settings' Volume (command 802, as the player screens ask it); undefined when neither says.
 * Errors as the command does.
 */
export function zoneLevel$(target: BulkTarget): Observable<number | undefined> {
  const reported = target.status?.Volume;
  if (typeof reported === 'number') return of(reported);
  return target.control
    .command(PlayerCommand.LoadChannelSettings, { schema: ChannelSettings })
    .pipe(map((settings) => (typeof settings.Volume === 'number' ? settings.Volume : undefined)));
}

/** The command of `action` for `target`: a volume step first reads the zone's level ({@link zoneLevel$}). */
function commandOf$(target: BulkTarget, action: BulkAction): Observable<ZoneResult> {
  const group = target.control.group;
  const send = (level?: number) => {
    const { code, args } = bulkCommand(action, group, level);
    // A volume the player took is the zone's volume from now on: the result says which.
    const set = code === PlayerCommand.Volume ? args[0] : undefined;
    return target.control
      .command(code, { args, schema: CommandResult })
      .pipe(
        map((): ZoneResult => (typeof set === 'number' ? { kind: 'done', volume: set } : { kind: 'done' })),
      );
  };
  if (action.kind !== 'volume-step') return send();
  return zoneLevel$(target).pipe(
    // switchMap: one level, one command.
    switchMap((level) =>
      level === undefined ? of<ZoneResult>({ kind: 'skipped', reason: 'volume-unknown' }) : send(level),
    ),
  );
}

/**
 * One zone's command of a bulk action, cold: `sending` at once, then its result (never errors). When
 * `connected$` (whether the hub is connected; it must replay its current value) says the hub is not
 * connected at the zone's turn, nothing is sent and the result is `not-sent`.
 */
function zoneCommand$(
  target: BulkTarget,
  action: BulkAction,
  connected$: Observable<boolean>,
): Observable<readonly [string, ZoneResult]> {
  const group = target.control.group;
  return connected$.pipe(
    take(1),
    // switchMap: one answer of the link decides, once.
    switchMap((up) => {
      if (!up) return of<ZoneResult>(NOT_SENT);
      return defer(() => {
        let lost = false;
        const watch$ = connected$.pipe(
          filter((connected) => !connected),
          tap(() => (lost = true)),
          ignoreElements(),
        );
        const sent$ = commandOf$(target, action).pipe(
          catchError((error: unknown) => of(failure(error, lost))),
        );
        return merge(sent$, watch$).pipe(take(1), startWith<ZoneResult>({ kind: 'sending' }));
      });
    }),
    map((result) => [group, result] as const),
  );
}

/**
 * Sends `action` to every target (README "Every zone at a glance"): targets whose status forbids it are
 * skipped before anything is sent; the others get the command once each, at most
 * OVERVIEW_REQUESTS_IN_FLIGHT at a time, each with its own COMMAND_TIMEOUT_MS deadline (a silent zone is
 * marked `not-answering` and never holds up the others beyond its slot; see {@link zoneCommand$} for
 * `not-sent`). Emits the progress at once and after every change; completes when every zone has its
 * result. Never errors.
 */
export function bulk$(
  targets: readonly BulkTarget[],
  action: BulkAction,
  connected$: Observable<boolean> = of(true),
): Observable<BulkProgress> {
  const initial = new Map<string, ZoneResult>();
  for (const target of targets) {
    const reason = skipReason(action, target.status);
    initial.set(target.control.group, reason ? { kind: 'skipped', reason } : { kind: 'waiting' });
  }
  const sends = targets
    .filter((target) => initial.get(target.control.group)?.kind === 'waiting')
    .map((target) => zoneCommand$(target, action, connected$));
  return paced(sends, OVERVIEW_REQUESTS_IN_FLIGHT).pipe(
    scan(
      (results, [group, result]) => new Map(results).set(group, result),
      initial as ReadonlyMap<string, ZoneResult>,
    ),
    startWith(initial as ReadonlyMap<string, ZoneResult>),
    map((results): BulkProgress => ({ results, summary: summarise(results) })),
  );
}

/** The targets whose result is worth a retry (refused, not answering, not sent, failed). */
export function failedTargets(targets: readonly BulkTarget[], progress: BulkProgress): BulkTarget[] {
  return targets.filter((target) =>
    RETRIED_RESULTS.has(progress.results.get(target.control.group)?.kind ?? 'done'),
  );
}

/** What the bulk flow needs: each zone's control and latest status, the link, and a scheduler. */
export interface BulkFlowDeps {
  /** The control of the zone of `group` (the overview's registry). */
  control(group: string): OverviewControl;
  /** The latest status of the zone of `group`, read when its wave goes out and on Retry. */
  status(group: string): PlayerStatus | undefined;
  /** Whether the hub is connected; replays its current value on subscribe. */
  readonly connected$: Observable<boolean>;
  /** Where the flow starts (the tab's last run, see {@link restoredState}); default: nothing asked or run. */
  readonly initial?: BulkState;
  readonly scheduler?: SchedulerLike;
}

/** The bulk flow of the overview: its state, and the user's intents (docs/architecture.md §3.9). */
export interface BulkFlow {
  /** The state: the current value at once on subscribe (shared while subscribed), then each change. */
  readonly state$: Observable<BulkState>;
  /** Each zone's result as it arrives while `state$` runs, `[group, result]` (hot: nothing is replayed). */
  readonly results$: Observable<readonly [string, ZoneResult]>;
  /** Asks to confirm `plan`. */
  ask(plan: BulkPlan): void;
  cancel(): void;
  confirm(): void;
  /** Sends the next wave of a halted run. */
  goOn(): void;
  /** Ends a halted run; its unsent zones are `not-sent`. */
  stop(): void;
  /** Sends again to the finished run's failed zones, adding to its tally. */
  retry(): void;
  /** Forgets a finished run's results. */
  clear(): void;
}

/**
 * The bulk flow (README "Every zone at a glance"): the intents and each zone's result go through
 * {@link reduceBulk}; each time a run's wave starts (a confirm, a retry, the next wave, `go-on`) its
 * waiting zones get their commands, OVERVIEW_REQUESTS_IN_FLIGHT at a time, in a task of `scheduler`
 * of their own (so a result never arrives inside the state change that started the wave). A command
 * whose turn comes while `connected$` says the hub is not connected is `not-sent`, never
 * `not-answering`. Never errors.
 */
export function createBulkFlow(deps: BulkFlowDeps): BulkFlow {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const [intents$, emit] = createIntent<BulkEvent>();
  const [settled$, settle] = createIntent<readonly [string, ZoneResult]>();
  const state$ = defer(() => {
    const [results$, result] = createIntent<BulkEvent>();
    const states$ = merge(intents$, results$).pipe(
      scan(reduceBulk, deps.initial ?? NO_BULK),
      startWith(deps.initial ?? NO_BULK),
      share(),
    );
    const sending$ = states$.pipe(
      map((state) => {
        const run = state.run;
        const groups = sendingWave(run);
        return { key: run && groups.length ? `${run.retries}:${run.wave}` : '', groups, action: run?.action };
      }),
      distinctUntilChanged((a, b) => a.key === b.key),
      // switchMap: a wave ends when the next one starts (its results are all in by then) or the run stops.
      switchMap(({ groups, action, key }) => {
        if (!key || !action) return of();
        const sends = groups.map((group) =>
          defer(() =>
            zoneCommand$(
              { control: deps.control(group), status: deps.status(group) },
              action,
              deps.connected$,
            ),
          ),
        );
        return paced(sends, OVERVIEW_REQUESTS_IN_FLIGHT).pipe(subscribeOn(scheduler));
      }),
      tap(([group, outcome]) => {
        result({ t: 'result', group, result: outcome });
        settle([group, outcome]);
      }),
      ignoreElements(),
    );
    return merge(states$, sending$);
  }).pipe(share({ resetOnRefCountZero: true }));
  return {
    state$,
    results$: settled$,
    ask: (plan) => emit({ t: 'ask', plan }),
    cancel: () => emit({ t: 'cancel' }),
    confirm: () => emit({ t: 'confirm' }),
    goOn: () => emit({ t: 'go-on' }),
    stop: () => emit({ t: 'stop' }),
    retry: () => emit({ t: 'retry', status: deps.status }),
    clear: () => emit({ t: 'clear' }),
  };
}

/**
 * The median volume of `targets` (README "Every zone at a glance": where a volume level starts): each
 * zone's level ({@link zoneLevel$}; those whose status has none are asked, OVERVIEW_REQUESTS_IN_FLIGHT
 * at a time), a zone that does not say left out. Emits `loading`, then the median (undefined when no
 * level is known). Never errors.
 */
export function medianLevel$(targets: readonly BulkTarget[]): Observable<number | undefined | 'loading'> {
  const levels = targets.map((target) =>
    defer(() => zoneLevel$(target).pipe(catchError(() => of(undefined)))),
  );
  return paced(levels, OVERVIEW_REQUESTS_IN_FLIGHT).pipe(
    toArray(),
    map((found) => medianOf(found.filter((level): level is number => level !== undefined))),
    startWith<number | undefined | 'loading'>('loading'),
  );
}
