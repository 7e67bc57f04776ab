import {
  NEVER,
  catchError,
  EMPTY,
  ignoreElements,
  map,
  shareReplay,
  switchMap,
  take,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import type * as v from 'valibot';
import type { HubClient } from '../hub/types';
import { PlayerCommand, type PlayerCommandCode } from '../player/commands';
import type { PlayerReply } from '../player/envelope';
import { CommandRejectedError, CommandTimeoutError } from '../player/errors';
import { PlayerStatus } from '../player/replies';
import { sendCommand, type CommandOptions } from '../player/send-command';
import type { BusyTracker } from './zone-busy.streams';

/** Something the screens must tell the user about (spec §8), a union on `kind`. */
export type ZoneEvent =
  | { readonly kind: 'timeout'; readonly command: number }
  | { readonly kind: 'refused'; readonly command: number; readonly reason: string }
  | {
      readonly kind: 'not-allowed';
      readonly textId: 'player.RemotePlayNotAllowMessage' | 'player.RemotePauseNotAllowedMessage';
    }
  | { readonly kind: 'failed'; readonly command: number; readonly error: unknown };

/**
 * The key under which a command is "busy" while it waits for the player's reply: its code, and its
 * arguments when it has any (so one playlist's play button is busy, not every one).
 */
export function commandKey(code: PlayerCommandCode, args?: readonly (string | number | boolean)[]): string {
  return args?.length ? `${code}:${args.join('\u001f')}` : String(code);
}

/** Maps a command failure to the event the screen shows (timeout → dialog, refusal → toast). */
export function toZoneEvent(command: number, error: unknown): ZoneEvent {
  if (error instanceof CommandTimeoutError) return { kind: 'timeout', command };
  if (error instanceof CommandRejectedError) return { kind: 'refused', command, reason: error.reason };
  return { kind: 'failed', command, error };
}

/** Where a zone's commands go. */
export interface ZoneTarget {
  readonly hub: Pick<HubClient, 'joinGroup' | 'sendToGroup'>;
  readonly replies$: Observable<PlayerReply>;
  readonly group: string;
  readonly zoneIndex: number;
  readonly scheduler: SchedulerLike;
}

/** A zone's transport: joining its group, and the commands that wait for it. */
export interface ZoneCommands {
  /**
   * Joins the zone group once (shared, replayed to later subscribers): emits once joined and completes;
   * errors with the join's error, and the next subscriber tries again. Commands wait for this same join.
   */
  readonly join$: Observable<void>;
  /** {@link join$}, with a failed join reported as a `failed` event (and nothing emitted). */
  readonly joined$: Observable<void>;
  /**
   * Sends a command once the group is joined, busy under its key until it ends; errors are the caller's,
   * a failed join's error included (the next command tries the join again).
   */
  command<S extends v.GenericSchema>(
    code: PlayerCommandCode,
    options: CommandOptions<S>,
  ): Observable<v.InferOutput<S>>;
  /** `command`, with a failure reported as a ZoneEvent (and nothing emitted). */
  attempt<S extends v.GenericSchema>(
    code: PlayerCommandCode,
    options: CommandOptions<S>,
  ): Observable<v.InferOutput<S>>;
  /** Asks the player for its status (command 0); the reply arrives on the status stream. Emits nothing. */
  requestStatus(): Observable<never>;
}

/** Creates the {@link ZoneCommands} of `target`, tracking busy commands in `busy` and reporting failures with `report`. */
export function zoneCommands(
  target: ZoneTarget,
  busy: BusyTracker,
  report: (event: ZoneEvent) => void,
): ZoneCommands {
  // One join shared by whoever waits for it; a failed one is tried again by the next to wait (shareReplay
  // starts over after an error).
  const join$ = target.hub.joinGroup(target.group).pipe(
    take(1),
    map((): void => undefined),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  const joined$ = join$.pipe(
    catchError((error: unknown) => {
      report({ kind: 'failed', command: PlayerCommand.Status, error });
      return NEVER;
    }),
  );
  const command: ZoneCommands['command'] = (code, options) =>
    busy.tracked(
      commandKey(code, options.args),
      // Commands wait until the zone group is joined: a reply published before the join would never arrive.
      // A join that fails fails the command with its error (never a command left waiting for good).
      join$.pipe(
        take(1),
        // switchMap: one command per (first) join signal.
        switchMap(() => sendCommand(target, code, options)),
      ),
    );
  const attempt: ZoneCommands['attempt'] = (code, options) =>
    command(code, options).pipe(
      catchError((error: unknown) => {
        report(toZoneEvent(code, error));
        return EMPTY;
      }),
    );
  return {
    join$,
    joined$,
    command,
    attempt,
    requestStatus: () => attempt(PlayerCommand.Status, { schema: PlayerStatus }).pipe(ignoreElements()),
  };
}
