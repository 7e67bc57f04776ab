import { filter, map, type Observable, type SchedulerLike } from 'rxjs';
import * as v from 'valibot';
import { PlayerCommand } from './commands';
import type { PlayerReply } from './envelope';
import { ChannelSettings, DownloadStatus, PlayerStatus } from './replies';

/**
 * What a zone's reply says of its state, a union on `t`: its status (command 0) with the scheduler time
 * (ms) it arrived, its player's health (745: storage used and download status) or its volume (its channel
 * settings, 802, percent).
 */
export type ZoneReply =
  | {
      readonly t: 'status';
      readonly group: string;
      readonly timed: { readonly status: PlayerStatus; readonly receivedAt: number };
    }
  | { readonly t: 'health'; readonly group: string; readonly health: DownloadStatus }
  | { readonly t: 'volume'; readonly group: string; readonly volume: number };

/**
 * The {@link ZoneReply} `reply` makes, parsed by its command's schema; undefined for another command or
 * a Response its schema refuses (the command's own requester reports those). `now` is the arrival time.
 */
export function readZoneReply(reply: PlayerReply, now: number): ZoneReply | undefined {
  switch (reply.command) {
    case PlayerCommand.Status: {
      const parsed = v.safeParse(PlayerStatus, reply.response);
      return parsed.success
        ? { t: 'status', group: reply.group, timed: { status: parsed.output, receivedAt: now } }
        : undefined;
    }
    case PlayerCommand.DownloadStatus: {
      const parsed = v.safeParse(DownloadStatus, reply.response);
      return parsed.success ? { t: 'health', group: reply.group, health: parsed.output } : undefined;
    }
    case PlayerCommand.LoadChannelSettings: {
      const parsed = v.safeParse(ChannelSettings, reply.response);
      return parsed.success && typeof parsed.output.Volume === 'number'
        ? { t: 'volume', group: reply.group, volume: parsed.output.Volume }
        : undefined;
    }
    default:
      return undefined;
  }
}

/** Each reply of `replies$` that says something of its zone's state ({@link readZoneReply}), read once, in order. */
export function zoneReplies$(
  replies$: Observable<PlayerReply>,
  scheduler: SchedulerLike,
): Observable<ZoneReply> {
  return replies$.pipe(
    map((reply) => readZoneReply(reply, scheduler.now())),
    filter((reply): reply is ZoneReply => reply !== undefined),
  );
}
