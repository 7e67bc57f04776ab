import {
  EMPTY,
  concatMap,
  debounceTime,
  defer,
  exhaustMap,
  ignoreElements,
  merge,
  switchMap,
  tap,
  timer,
  withLatestFrom,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { SKIP_DEBOUNCE_MS, STATUS_AFTER_PLAY_PAUSE_MS } from '../../config/timing';
import { PlayerCommand } from '../player/commands';
import { CommandResult, type PlayerStatus } from '../player/replies';
import type { LegacyKeys } from '../storage/legacy-keys';
import type { BusyTracker } from './zone-busy.streams';
import { commandKey, type ZoneCommands, type ZoneEvent } from './zone-commands.streams';
import { remotePauseAllowed } from '../player/zone-rules';

/** A skip the user asked for. */
export type SkipCode = typeof PlayerCommand.Next | typeof PlayerCommand.Previous;

/** What the transport pipelines use. */
export interface TransportDeps {
  readonly commands: Pick<ZoneCommands, 'attempt' | 'requestStatus'>;
  readonly busy: BusyTracker;
  readonly legacy: Pick<LegacyKeys, 'playing'>;
  readonly report: (event: ZoneEvent) => void;
  readonly scheduler: SchedulerLike;
}

/**
 * Play/pause (spec §4 Play state, §9): each intent sends pause when the zone plays, play otherwise, and
 * stores `nowPlaying`; refused locally (a `not-allowed` event) when RemotePauseAllowed is false; a press
 * while the command is in flight is ignored; status is requested STATUS_AFTER_PLAY_PAUSE_MS after the
 * player accepted. Emits nothing.
 */
export function playPause$(
  intent$: Observable<void>,
  status$: Observable<PlayerStatus>,
  deps: TransportDeps,
): Observable<never> {
  return intent$.pipe(
    withLatestFrom(status$),
    // exhaustMap: a second press while the play/pause command is in flight is ignored.
    exhaustMap(([, status]) => {
      const playing = status.PlayState === 1;
      if (!remotePauseAllowed(status)) {
        deps.report({
          kind: 'not-allowed',
          textId: playing ? 'player.RemotePauseNotAllowedMessage' : 'player.RemotePlayNotAllowMessage',
        });
        return EMPTY;
      }
      deps.legacy.playing(!playing);
      return deps.commands.attempt(playing ? PlayerCommand.Pause : PlayerCommand.Play, {
        schema: CommandResult,
      });
    }),
    // switchMap: each accepted play/pause (re)starts the wait for its status request.
    switchMap(() =>
      timer(STATUS_AFTER_PLAY_PAUSE_MS, deps.scheduler).pipe(switchMap(deps.commands.requestStatus)),
    ),
  );
}

/**
 * Next/previous (spec §9): intents are debounced SKIP_DEBOUNCE_MS and only the settled one is sent;
 * every settled skip is sent, in order. A skip is busy from the first intent: the one waiting in the
 * debounce is reported to the busy tracker until its command starts (and is busy itself). Emits nothing.
 */
export function skips$(intent$: Observable<SkipCode>, deps: TransportDeps): Observable<never> {
  return intent$.pipe(
    tap((code) => deps.busy.waiting(commandKey(code))),
    debounceTime(SKIP_DEBOUNCE_MS, deps.scheduler),
    // concatMap: every settled skip is sent, in order.
    concatMap((code) =>
      merge(
        deps.commands.attempt(code, { schema: CommandResult }),
        // after the command's own busy count started: the intent lets go without a gap
        defer(() => (deps.busy.settled(commandKey(code)), EMPTY)),
      ),
    ),
    ignoreElements(),
  );
}
