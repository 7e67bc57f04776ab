import {
  asyncScheduler,
  distinctUntilChanged,
  EMPTY,
  ignoreElements,
  map,
  merge,
  ReplaySubject,
  share,
  shareReplay,
  switchMap,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { STATUS_AFTER_JOIN_MS, ZONE_CONTROL_GRACE_MS } from '../../config/timing';
import type { HubClient } from '../hub/types';
import { PlayerCommand } from '../player/commands';
import type { PlayerReply } from '../player/envelope';
import type { PlayerStatus } from '../player/replies';
import { createIntent } from '../rx/intent';
import type { Selection, SelectionService } from '../selection/selection';
import type { LastKnownStore } from '../storage/last-known-status';
import type { LegacyKeys } from '../storage/legacy-keys';
import { recallLastKnown, rememberLastKnown$ } from './last-known.streams';
import { ratings$, type RatingIntent } from './rating.streams';
import { createBusyTracker } from './zone-busy.streams';
import { zoneCommands, type ZoneCommands, type ZoneEvent } from './zone-commands.streams';
import {
  frameScheduler,
  latestPerFrame,
  rememberStatus$,
  timedStatus$,
  type TimedStatus,
} from './zone-status.streams';
import { playPause$, skips$, type SkipCode } from './zone-transport.streams';

export { commandKey, toZoneEvent, type ZoneEvent } from './zone-commands.streams';
export type { TimedStatus } from './zone-status.streams';

/** What a zone control needs. */
export interface ZoneDeps {
  readonly hub: Pick<HubClient, 'joinGroup' | 'sendToGroup'>;
  readonly replies$: Observable<PlayerReply>;
  /** The original product's keys the zone keeps up to date (`nowPlaying`, `playlistName`). */
  readonly legacy: Pick<LegacyKeys, 'playing' | 'playlist'>;
  /** Told the zone's name from each status (the header names the zone before its first status, too). */
  readonly selection: Pick<SelectionService, 'nameZone'>;
  readonly group: string;
  readonly zoneIndex: number;
  readonly scheduler?: SchedulerLike;
  /** Where the zone's last known status is kept and read (docs/design.md "What loads when"); none: not kept. */
  readonly lastKnown?: LastKnownStore;
  /** The screen's frames, which `status$` and `timedStatus$` are paced by (default: see {@link frameScheduler}). */
  readonly frames?: SchedulerLike;
}

/**
 * One zone under remote control: its status, the user's intents, and the commands they become. `command`
 * sends once the group is joined (errors are the caller's); `attempt` turns a failure into a ZoneEvent on
 * `run$` (see {@link ZoneCommands}).
 */
export interface ZoneControl extends Pick<ZoneCommands, 'join$' | 'command' | 'attempt'> {
  /** The zone's hub group (spec §4 Zone selection): one control per group. */
  readonly group: string;
  /**
   * The zone's latest status (pushed by the player or requested), at most one per frame (latest wins, so a
   * burst of pushes costs the screen one React commit); replayed to late subscribers at once.
   */
  readonly status$: Observable<PlayerStatus>;
  /** The same, with when it arrived (scheduler time, ms), so a late subscriber can age the position. */
  readonly timedStatus$: Observable<TimedStatus>;
  /**
   * The zone's last known status, read from storage now (docs/design.md "What loads when"): what the screens may
   * show, marked as such, until `status$` brings the live one; null when none is stored (or it is
   * malformed: reported and ignored). Never another zone's. Commands never act on it.
   */
  recallLastKnown(): PlayerStatus | null;
  /** Keep subscribed while the zone is on screen: joins the group, requests status, runs intents, emits events. */
  readonly run$: Observable<ZoneEvent>;
  /** Asks the player for its status now (command 0); the reply arrives on status$. */
  requestStatus(): void;
  /** Emits a rating RATING_RELOAD_MS after the player accepted it (spec §4): reload what shows it. */
  readonly rated$: Observable<RatingIntent>;
  togglePlay(): void;
  next(): void;
  previous(): void;
  /** Toggles favourite or disabled on a track (command 723); the status is requested once `rated$` emits. */
  rate(intent: RatingIntent): void;
  /**
   * True while a command under one of `keys` (`commandKey`) waits for the player's reply, from the
   * user's intent on (next/previous: through the SKIP_DEBOUNCE_MS debounce too); replays the current value.
   */
  busy$(keys: readonly string[]): Observable<boolean>;
}

/**
 * Creates the control of one zone (spec §4 Play state, §7 status timing, §9) from small pieces: intents
 * as (stream, emitter) pairs, busy tracking as a scan over command lifecycles (zone-busy), the status
 * (zone-status), commands held until the group is joined (zone-commands) and the transport pipelines
 * (zone-transport). Status is requested STATUS_AFTER_JOIN_MS after joining.
 */
export function createZoneControl(deps: ZoneDeps): ZoneControl {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const [events$, report] = createIntent<ZoneEvent>();
  const [playIntent$, togglePlay] = createIntent<void>();
  const [skipIntent$, skip] = createIntent<SkipCode>();
  const [statusIntent$, requestStatus] = createIntent<void>();
  const [rateIntent$, rate] = createIntent<RatingIntent>();

  const busy = createBusyTracker();
  const commands = zoneCommands({ ...deps, scheduler }, busy, report);
  // Commands follow every status as it arrives; what is shown and remembered, once per frame.
  const arrived$ = timedStatus$(deps.replies$, deps.group, scheduler);
  const latest$ = arrived$.pipe(map((timed) => timed.status));
  const timed$ = arrived$.pipe(
    latestPerFrame(frameScheduler(deps.scheduler, deps.frames)),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  const status$ = timed$.pipe(map((timed) => timed.status));
  const transport = { commands, busy, legacy: deps.legacy, report, scheduler };
  // One rating pipeline for run$ and every reader of rated$.
  const rated$ = ratings$(rateIntent$, commands.attempt, scheduler).pipe(share());

  const work$ = merge(
    busy.state$,
    rememberStatus$(status$, deps),
    deps.lastKnown ? rememberLastKnown$(status$, deps.lastKnown, deps.group) : EMPTY,
    // switchMap: one status request per join.
    commands.joined$.pipe(
      switchMap(() => timer(STATUS_AFTER_JOIN_MS, scheduler).pipe(switchMap(commands.requestStatus))),
    ),
    playPause$(playIntent$, latest$, transport),
    skips$(skipIntent$, transport),
    // switchMap: a newer status request supersedes one still waiting for its reply.
    statusIntent$.pipe(switchMap(commands.requestStatus)),
    // switchMap: only the latest status matters after a burst of ratings.
    rated$.pipe(switchMap(commands.requestStatus)),
  );

  return {
    group: deps.group,
    status$,
    timedStatus$: timed$,
    recallLastKnown: () => (deps.lastKnown ? recallLastKnown(deps.lastKnown, deps.group) : null),
    run$: merge(events$, work$.pipe(ignoreElements())),
    join$: commands.join$,
    command: commands.command,
    attempt: commands.attempt,
    requestStatus: () => requestStatus(),
    rated$,
    togglePlay: () => togglePlay(),
    next: () => skip(PlayerCommand.Next),
    previous: () => skip(PlayerCommand.Previous),
    rate,
    busy$: busy.busy$,
  };
}

/** What {@link zoneControl$} needs: a zone's dependencies, and the selection that names the zone. */
export interface ZoneControlSource extends Omit<ZoneDeps, 'group' | 'zoneIndex' | 'selection'> {
  readonly selection: Pick<SelectionService, 'selection$' | 'nameZone'>;
}

/**
 * The zone control of the tab's selection (spec §4 Zone selection): a new control for each zone group
 * the selection names (another player or zone starts with nothing of the previous one), null while
 * nothing is selected; replayed to every subscriber. The control outlives its last subscriber by
 * ZONE_CONTROL_GRACE_MS, so a component's eager first read and React's StrictMode remount keep one control.
 */
export function zoneControl$(source: ZoneControlSource): Observable<ZoneControl | null> {
  const scheduler = source.scheduler ?? asyncScheduler;
  return source.selection.selection$.pipe(
    map((selected: Selection | null) => selected?.zone ?? null),
    distinctUntilChanged((a, b) => a?.group === b?.group),
    map((zone) => (zone ? createZoneControl({ ...source, group: zone.group, zoneIndex: zone.index }) : null)),
    share({
      connector: () => new ReplaySubject<ZoneControl | null>(1),
      resetOnRefCountZero: () => timer(ZONE_CONTROL_GRACE_MS, scheduler),
    }),
  );
}
