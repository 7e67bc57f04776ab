import { filter, map, share, type Observable } from 'rxjs';
import type { HubClient } from '../hub/types';
import { isJsonObject } from '../json/json-object';
import { fromPlayer, readPlayerReply, type PlayerReply } from './envelope';
import { PlayerReplyError } from './errors';

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
