import type { HubGroupMessage } from '../hub/types';
import { PlayerReplyError } from './errors';

/**
 * Prefix of the user id a player's hub token names, `player:<LicenceKey>` (player-protocol.md §1
 * "Who may answer"). An app sign-in's token names the account's UserId, so a second tab or a copied
 * HubUrl of the account can publish to the account's zone groups but never as a player.
 */
export const PLAYER_USER_PREFIX = 'player:';

/**
 * True when `message` was sent by a player: its `fromUserId`, which Web PubSub sets from the
 * sender's token (a client cannot choose it), starts with {@link PLAYER_USER_PREFIX}. Only such
 * messages are replies and statuses of a zone (docs/hub-protocol.md §15).
 */
export function fromPlayer(message: HubGroupMessage): boolean {
  return typeof message.fromUserId === 'string' && message.fromUserId.startsWith(PLAYER_USER_PREFIX);
}

/** A player's reply as read off the hub: the command it answers and its parsed `Response`. */
export interface PlayerReply {
  readonly group: string;
  readonly command: number;
  /** `Response` after JSON.parse. */
  readonly response: unknown;
}

/**
 * Reads a group message as a player reply `{ "Command": n, "Response": "<JSON string>" }`
 * (player-protocol.md "Player → app"). Returns `null` for messages that are not replies (another
 * client's request echoed by the group, with lower-case `command`), and a `PlayerReplyError` for a
 * reply that cannot be read.
 */
export function readPlayerReply(message: HubGroupMessage): PlayerReply | PlayerReplyError | null {
  const data = message.data;
  if (typeof data !== 'object' || data === null)
    return new PlayerReplyError(undefined, 'data is not an object');
  const record = data as Record<string, unknown>;
  if (!('Command' in record))
    return 'command' in record ? null : new PlayerReplyError(undefined, 'no Command');
  const command = record.Command;
  if (typeof command !== 'number' || !Number.isInteger(command))
    return new PlayerReplyError(undefined, 'Command is not a number');
  const raw = record.Response;
  if (typeof raw !== 'string') {
    // Some players send the object itself; accept it rather than lose the reply.
    if (typeof raw === 'object' && raw !== null) return { group: message.group, command, response: raw };
    return new PlayerReplyError(command, 'Response is not a JSON string');
  }
  try {
    return { group: message.group, command, response: JSON.parse(raw) as unknown };
  } catch {
    return new PlayerReplyError(command, 'Response is not valid JSON');
  }
}
