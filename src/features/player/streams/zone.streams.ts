import {
  BehaviorSubject,
  EMPTY,
  ReplaySubject,
  Subject,
  asyncScheduler,
  catchError,
  concatMap,
  debounceTime,
  defer,
  distinctUntilChanged,
  exhaustMap,
  filter,
  finalize,
  ignoreElements,
  map,
  merge,
  shareReplay,
  switchMap,
  take,
  tap,
  timer,
  withLatestFrom,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import * as v from 'valibot';
import { SKIP_DEBOUNCE_MS, STATUS_AFTER_JOIN_MS, STATUS_AFTER_PLAY_PAUSE_MS } from '../../../config/timing';
import type { HubClient } from '../../../lib/hub/types';
import { PlayerCommand, type PlayerCommandCode } from '../../../lib/player/commands';
import type { PlayerReply } from '../../../lib/player/envelope';
import { CommandRejectedError, CommandTimeoutError } from '../../../lib/player/errors';
import { CommandResult, PlayerStatus } from '../../../lib/player/replies';
import { sendCommand, type CommandOptions } from '../../../lib/player/send-command';
import type { SelectionService } from '../../../lib/selection/selection';
import type { KeyValueStore, LocalKey } from '../../../lib/storage/web-storage';
import { ratings$, type RatingIntent } from './rating.streams';

/** Something the screens must tell the user about (spec §8), a union on `kind`. */
export type ZoneEvent =
  | { readonly kind: 'timeout'; readonly command: number }
  | { readonly kind: 'refused'; readonly command: number; readonly reason: string }
  | {
      readonly kind: 'not-allowed';
      readonly messageKey: 'player.RemotePlayNotAllowMessage' | 'player.RemotePauseNotAllowedMessage';
    }
  | { readonly kind: 'failed'; readonly command: number; readonly error: unknown };

/** A status and the scheduler time (ms) at which it arrived. */
export interface TimedStatus {
  readonly status: PlayerStatus;
  readonly receivedAt: number;
}

/**
 * The key under which a command is "busy" while it waits for the player's reply: its code, and its
 * arguments when it has any (so one playlist's play button is busy, not every one).
 */
export function commandKey(code: PlayerCommandCode, args?: readonly (string | number | boolean)[]): string {
  return args?.length ? `${code}:${args.join('\u001f')}` : String(code);
}

/** What a zone control needs. */
export interface ZoneDeps {
  readonly hub: Pick<HubClient, 'joinGroup' | 'sendToGroup'>;
  readonly replies$: Observable<PlayerReply>;
  readonly local: KeyValueStore<LocalKey>;
  /** Told the zone's name from each status (the header names the zone before its first status, too). */
  readonly selection: Pick<SelectionService, 'nameZone'>;
  readonly group: string;
  readonly channelIndex: number;
  readonly scheduler?: SchedulerLike;
}

/** One zone under remote control: its status, the user's intents, and the commands they become. */
export interface ZoneControl {
  /** The zone's latest status (pushed by the player or requested); replayed to late subscribers. */
  readonly status$: Observable<PlayerStatus>;
  /** The same, with when it arrived (scheduler time, ms), so a late subscriber can age the position. */
  readonly timedStatus$: Observable<TimedStatus>;
  /** Keep subscribed while the zone is on screen: joins the group, requests status, runs intents, emits events. */
  readonly run$: Observable<ZoneEvent>;
  /** Sends a command; errors are the caller's (use `attempt` to turn them into events). */
  command<S extends v.GenericSchema>(
    code: PlayerCommandCode,
    options: CommandOptions<S>,
  ): Observable<v.InferOutput<S>>;
  /** Runs a command whose failure becomes a ZoneEvent on run$; emits the reply on success. */
  attempt<S extends v.GenericSchema>(
    code: PlayerCommandCode,
    options: CommandOptions<S>,
  ): Observable<v.InferOutput<S>>;
  /** Asks the player for its status now (command 0); the reply arrives on status$. */
  requestStatus(): void;
  /** Emits a rating RATING_RELOAD_MS (500 ms) after the player accepted it (spec §4): reload what shows it. */
  readonly rated$: Observable<RatingIntent>;
  togglePlay(): void;
  next(): void;
  previous(): void;
  /** Toggles favourite or disabled on a track (command 723); the status is requested 500 ms later. */
  rate(intent: RatingIntent): void;
  /**
   * True while a command under one of `keys` ({@link commandKey}) waits for the player's reply, from the
   * user's intent on (next/previous: through the 150 ms debounce too); replays the current value.
   */
  busy$(keys: readonly string[]): Observable<boolean>;
}

/** Maps a command failure to the event the screen shows (timeout → dialog, refusal → toast). */
export function toZoneEvent(command: number, error: unknown): ZoneEvent {
  if (error instanceof CommandTimeoutError) return { kind: 'timeout', command };
  if (error instanceof CommandRejectedError) return { kind: 'refused', command, reason: error.reason };
  return { kind: 'failed', command, error };
}

/**
 * Creates the control of one zone (spec §4 Play state, §7 status timing, §9 debounce). Status is
 * requested STATUS_AFTER_JOIN_MS (1.5 s) after joining and STATUS_AFTER_PLAY_PAUSE_MS (250 ms) after
 * play or pause; next/previous intents are debounced SKIP_DEBOUNCE_MS (150 ms); play/pause is refused
 * locally when RemotePauseAllowed is false.
 */
export function createZoneControl(deps: ZoneDeps): ZoneControl {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const target = {
    hub: deps.hub,
    replies$: deps.replies$,
    group: deps.group,
    channelIndex: deps.channelIndex,
    scheduler,
  };
  const events = new Subject<ZoneEvent>();
  const playIntent = new Subject<void>();
  const skipIntent = new Subject<typeof PlayerCommand.Next | typeof PlayerCommand.Previous>();
  const statusIntent = new Subject<void>();
  const rateIntent = new Subject<RatingIntent>();
  const rated = new Subject<RatingIntent>();

  // Busy commands: how many intents or commands are waiting under each key.
  const pending = new BehaviorSubject<ReadonlyMap<string, number>>(new Map());
  const addBusy = (key: string, delta: number) => {
    const next = new Map(pending.value);
    const count = (next.get(key) ?? 0) + delta;
    if (count > 0) next.set(key, count);
    else next.delete(key);
    pending.next(next);
  };
  const tracked = <T>(key: string, source$: Observable<T>): Observable<T> =>
    defer(() => {
      addBusy(key, 1);
      return source$.pipe(finalize(() => addBusy(key, -1)));
    });

  // Commands wait until the zone group is joined: a reply published before the join would never arrive.
  const joined = new ReplaySubject<void>(1);
  const command: ZoneControl['command'] = (code, options) =>
    tracked(
      commandKey(code, options.args),
      joined.pipe(
        take(1),
        // switchMap: one command per (first) join signal.
        switchMap(() => sendCommand(target, code, options)),
      ),
    );
  const attempt: ZoneControl['attempt'] = (code, options) =>
    command(code, options).pipe(
      catchError((error: unknown) => {
        events.next(toZoneEvent(code, error));
        return EMPTY;
      }),
    );
  const requestStatus = () => attempt(PlayerCommand.Status, { schema: PlayerStatus }).pipe(ignoreElements());

  const timedStatus$ = deps.replies$.pipe(
    filter((reply) => reply.group === deps.group && reply.command === PlayerCommand.Status),
    map((reply) => v.safeParse(PlayerStatus, reply.response)),
    filter((parsed) => parsed.success),
    map((parsed): TimedStatus => ({ status: parsed.output, receivedAt: scheduler.now() })),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  const status$ = timedStatus$.pipe(map((timed) => timed.status));

  const remember$ = status$.pipe(
    tap((status) => {
      deps.local.set('nowPlaying', status.PlayState === 1);
      deps.selection.nameZone(status.Name);
      deps.local.set('playlistName', status.Playlist);
    }),
    ignoreElements(),
  );

  const join$ = deps.hub.joinGroup(deps.group).pipe(
    take(1),
    tap(() => joined.next()),
    // switchMap: one status request per join.
    switchMap(() => timer(STATUS_AFTER_JOIN_MS, scheduler).pipe(switchMap(requestStatus))),
    catchError((error: unknown) => {
      events.next({ kind: 'failed', command: PlayerCommand.Status, error });
      return EMPTY;
    }),
  );

  const playPause$ = playIntent.pipe(
    withLatestFrom(status$),
    // exhaustMap: a second press while the play/pause command is in flight is ignored.
    exhaustMap(([, status]) => {
      const playing = status.PlayState === 1;
      if (!status.RemotePauseAllowed) {
        events.next({
          kind: 'not-allowed',
          messageKey: playing ? 'player.RemotePauseNotAllowedMessage' : 'player.RemotePlayNotAllowMessage',
        });
        return EMPTY;
      }
      const code = playing ? PlayerCommand.Pause : PlayerCommand.Play;
      deps.local.set('nowPlaying', !playing);
      return attempt(code, { schema: CommandResult });
    }),
    // switchMap: each accepted play/pause (re)starts the 250 ms wait for its status request.
    switchMap(() => timer(STATUS_AFTER_PLAY_PAUSE_MS, scheduler).pipe(switchMap(requestStatus))),
  );

  // A skip is busy from the intent: the intent waiting in the debounce holds one count, which its command takes over.
  let waitingSkip: PlayerCommandCode | undefined;
  const skip$ = skipIntent.pipe(
    tap((code) => {
      if (waitingSkip === code) return;
      if (waitingSkip !== undefined) addBusy(commandKey(waitingSkip), -1);
      addBusy(commandKey(code), 1);
      waitingSkip = code;
    }),
    debounceTime(SKIP_DEBOUNCE_MS, scheduler),
    tap(() => (waitingSkip = undefined)),
    // concatMap: every settled skip is sent, in order.
    concatMap((code) =>
      attempt(code, { schema: CommandResult }).pipe(finalize(() => addBusy(commandKey(code), -1))),
    ),
    ignoreElements(),
  );

  // switchMap: a newer status request supersedes one still waiting for its reply.
  const statusRequests$ = statusIntent.pipe(switchMap(requestStatus));

  const rating$ = ratings$(rateIntent, attempt, scheduler).pipe(
    tap((intent) => rated.next(intent)),
    // switchMap: only the latest status matters after a burst of ratings.
    switchMap(requestStatus),
  );

  const run$ = merge(
    events,
    merge(join$, remember$, playPause$, skip$, statusRequests$, rating$).pipe(ignoreElements()),
  );

  return {
    status$,
    timedStatus$,
    run$,
    command,
    attempt,
    requestStatus: () => statusIntent.next(),
    rated$: rated.asObservable(),
    togglePlay: () => playIntent.next(),
    next: () => skipIntent.next(PlayerCommand.Next),
    previous: () => skipIntent.next(PlayerCommand.Previous),
    rate: (intent) => rateIntent.next(intent),
    busy$: (keys) =>
      pending.pipe(
        map((counts) => keys.some((key) => counts.has(key))),
        distinctUntilChanged(),
      ),
  };
}
