import {
  catchError,
  defer,
  filter,
  ignoreElements,
  map,
  merge,
  of,
  startWith,
  switchMap,
  take,
  tap,
  type Observable,
} from 'rxjs';
import { HubAckError, HubClosedError } from '../../../lib/hub/errors';
import { PlayerCommand } from '../../../lib/player/commands';
import { CommandRejectedError, CommandTimeoutError } from '../../../lib/player/errors';
import { ChannelSettings, CommandResult, type PlayerStatus } from '../../../lib/player/replies';
import { bulkCommand, type BulkAction } from './bulk-action';
import type { ZoneResult } from './bulk-run';
import type { OverviewControl } from '../fleet/zones';

/** A zone a bulk action goes to: its control and its latest status, if any (the rights are read from it). */
export interface BulkTarget {
  readonly control: OverviewControl;
  readonly status: PlayerStatus | undefined;
}

/** "Not sent: no connection": the player is not to blame. */
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
 * `connected$` (whether the device is online and the hub connected; it must replay its current value)
 * says there is no connection at the zone's turn, nothing is sent and the result is `not-sent`
 * (`disconnected`); so is it when the connection is lost before the player answers.
 */
export function zoneCommand$(
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
