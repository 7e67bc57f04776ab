import { filter, ignoreElements, map, shareReplay, tap, type Observable, type SchedulerLike } from 'rxjs';
import * as v from 'valibot';
import { PlayerCommand } from '../player/commands';
import type { PlayerReply } from '../player/envelope';
import { PlayerStatus } from '../player/replies';
import type { SelectionService } from '../selection/selection';
import type { LegacyKeys } from '../storage/legacy-keys';

/** A status and the scheduler time (ms) at which it arrived. */
export interface TimedStatus {
  readonly status: PlayerStatus;
  readonly receivedAt: number;
}

/**
 * The valid statuses of `group` (pushed by the player or requested), each with the scheduler time it
 * arrived; replays the latest to late subscribers.
 */
export function timedStatus$(
  replies$: Observable<PlayerReply>,
  group: string,
  scheduler: SchedulerLike,
): Observable<TimedStatus> {
  return replies$.pipe(
    filter((reply) => reply.group === group && reply.command === PlayerCommand.Status),
    map((reply) => v.safeParse(PlayerStatus, reply.response)),
    filter((parsed) => parsed.success),
    map((parsed): TimedStatus => ({ status: parsed.output, receivedAt: scheduler.now() })),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
}

/** What remembering a status writes to. */
export interface StatusMemory {
  readonly legacy: Pick<LegacyKeys, 'playing' | 'playlist'>;
  readonly selection: Pick<SelectionService, 'nameZone'>;
}

/**
 * Keeps what other screens read from each status (spec §4 Play state): `nowPlaying`, the zone's name (the
 * selection) and `playlistName`. Emits nothing.
 */
export function rememberStatus$(status$: Observable<PlayerStatus>, memory: StatusMemory): Observable<never> {
  return status$.pipe(
    tap((status) => {
      memory.legacy.playing(status.PlayState === 1);
      memory.selection.nameZone(status.Name);
      memory.legacy.playlist(status.Playlist);
    }),
    ignoreElements(),
  );
}
