import { filter, ignoreElements, map, shareReplay, tap, type Observable, type SchedulerLike } from 'rxjs';
import * as v from 'valibot';
import { PlayerCommand } from '../../../lib/player/commands';
import type { PlayerReply } from '../../../lib/player/envelope';
import { PlayerStatus } from '../../../lib/player/replies';
import type { SelectionService } from '../../../lib/selection/selection';
import type { KeyValueStore, LocalKey } from '../../../lib/storage/web-storage';

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
  readonly local: KeyValueStore<LocalKey>;
  readonly selection: Pick<SelectionService, 'nameZone'>;
}

/**
 * Keeps what other screens read from each status (spec §4 Play state): `nowPlaying`, the zone's name (the
 * selection) and `playlistName`. Emits nothing.
 */
export function rememberStatus$(status$: Observable<PlayerStatus>, memory: StatusMemory): Observable<never> {
  return status$.pipe(
    tap((status) => {
      memory.local.set('nowPlaying', status.PlayState === 1);
      memory.selection.nameZone(status.Name);
      memory.local.set('playlistName', status.Playlist);
    }),
    ignoreElements(),
  );
}
