import {
  defer,
  filter,
  ignoreElements,
  map,
  merge,
  take,
  type Observable,
  type SchedulerLike,
  asyncScheduler,
} from 'rxjs';
import * as v from 'valibot';
import { COMMAND_TIMEOUT_MS } from '../../config/timing';
import type { HubClient } from '../hub/types';
import { buildRequest, type PlayerCommandCode } from './commands';
import { CommandRejectedError, CommandTimeoutError } from './errors';
import { CommandResult } from './replies';
import { firstWithin } from '../rx/deadline';
import type { PlayerReply } from './envelope';

/** What a command needs: the hub, the stream of valid replies, the zone and the clock. */
export interface CommandDeps {
  readonly hub: Pick<HubClient, 'sendToGroup'>;
  /** Valid player replies of every joined group (malformed ones already reported and dropped). */
  readonly replies$: Observable<PlayerReply>;
  /** Zone group, e.g. `<54-char player key>-2`. */
  readonly group: string;
  /** Stored zone number (spec §3 ChannelIndex, default 1). */
  readonly zoneIndex: number;
  readonly scheduler?: SchedulerLike;
}

/** Options of one command: arguments, payload, and the schema its reply must match. */
export interface CommandOptions<S extends v.GenericSchema> {
  readonly args?: readonly (string | number | boolean)[];
  readonly payload?: string;
  /** Schema of the parsed Response; a reply that does not match is not "valid" and is ignored. */
  readonly schema: S;
  /**
   * Publish the request fire-and-forget (no ackId, no ack; see `HubClient.sendToGroup`), for a query whose
   * reply is its acknowledgement and whose caller asks again after a reconnection (the overview's requests):
   * a request lost with its socket ends in `CommandTimeoutError` (default false: acked, written again on a
   * new socket until acknowledged).
   */
  readonly fireAndForget?: boolean;
}

/**
 * Sends one player command and waits for its reply (docs/architecture.md §3.5, spec §4 "Command timeout").
 * Cold: subscribing listens for replies first, then publishes the request to the zone group
 * (`noEcho`). Emits the parsed Response of the first valid reply to `command` and completes.
 * Errors: `CommandTimeoutError` when no valid reply has arrived COMMAND_TIMEOUT_MS after subscribing,
 * decided by that deadline (a reply that comes after it, before a late timer fired, is a timeout too);
 * `CommandRejectedError` when the player answers `{"Success":false}`; the hub's
 * `HubAckError`/`HubClosedError` when the send fails.
 */
export function sendCommand<S extends v.GenericSchema>(
  deps: CommandDeps,
  command: PlayerCommandCode,
  options: CommandOptions<S>,
): Observable<v.InferOutput<S>> {
  const scheduler = deps.scheduler ?? asyncScheduler;
  return defer(() => {
    const reply$ = deps.replies$.pipe(
      filter((reply) => reply.group === deps.group && reply.command === command),
      map((reply) => {
        const refused = v.safeParse(CommandResult, reply.response);
        if (refused.success && !refused.output.Success) {
          throw new CommandRejectedError(command, refused.output.Error ?? 'unknown reason');
        }
        const parsed = v.safeParse(options.schema, reply.response);
        return parsed.success ? { valid: true as const, value: parsed.output } : { valid: false as const };
      }),
      filter((result): result is { valid: true; value: v.InferOutput<S> } => result.valid),
      map((result) => result.value),
      take(1),
    );
    const request = buildRequest(command, options.args, deps.zoneIndex, options.payload);
    const send$ = deps.hub
      .sendToGroup(
        deps.group,
        request,
        options.fireAndForget ? { noEcho: true, fireAndForget: true } : { noEcho: true },
      )
      .pipe(ignoreElements());
    return merge(reply$, send$).pipe(
      take(1),
      firstWithin(
        COMMAND_TIMEOUT_MS,
        scheduler,
        () => new CommandTimeoutError(command, deps.group, COMMAND_TIMEOUT_MS),
      ),
    );
  });
}
