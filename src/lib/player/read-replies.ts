import { filter, map, share, type Observable, type SchedulerLike } from 'rxjs';
import * as v from 'valibot';
import type { HubClient } from '../hub/types';
import { isJsonObject } from '../json/json-object';
import { PlayerCommand } from './commands';
import { fromPlayer, readPlayerReply, type PlayerReply } from './envelope';
import { PlayerReplyError } from './errors';
import { ChannelSettings, DownloadStatus, PlayerStatus } from './replies';

/**
 * Player replies read off the hub's group messages; malformed replies are logged and ignored (spec
 * §8). Only messages a player sent count (`fromPlayer`, docs/hub-protocol.md §15): a reply or status
 * from anyone else in the group, such as another sign-in of the account, is logged and ignored. One
 * subscription to the hub is shared by every subscriber.
 */
export function playerReplies$(
  hub: Pick<HubClient, 'groupMessages$'>,
  logger: Pick<Console, 'warn'>,
): Observable<PlayerReply> {
  return hub.groupMessages$.pipe(
    filter((message) => {
      const reply = fromPlayer(message);
      if (!reply && isJsonObject(message.data) && 'Command' in message.data)
        logger.warn(`Reply in ${message.group} not from a player (${String(message.fromUserId)}): ignored`);
      return reply;
    }),
    map(readPlayerReply),
    filter((reply): reply is PlayerReply => {
      if (reply instanceof PlayerReplyError) logger.warn(reply.message);
      return reply !== null && !(reply instanceof PlayerReplyError);
    }),
    share(),
  );
}

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
