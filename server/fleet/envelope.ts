/**
 * The envelopes on the wire (player-protocol.md "App → player" and "Player → app"): parsing
 * requests and building replies whose `Response` is a JSON string.
 */

/** A request from the app: `{id, command, arguments, payload, ChannelIndex, response}`. */
export interface PlayerRequest {
  id: number;
  command: number;
  arguments: string[];
  payload: string;
  ChannelIndex: number;
  response: string;
}

/** A reply or push from the player. `Response` is the JSON text of the reply body. */
export interface PlayerReply {
  Command: number;
  Response: string;
}

/** Builds the reply envelope for `command` with `body` serialised as a JSON string. */
export function reply(command: number, body: unknown): PlayerReply {
  return { Command: command, Response: JSON.stringify(body) };
}

/** `{"Success":true}` */
export const OK = { Success: true } as const;

/** `{"Success":false,"Error":reason}` (ext). */
export function failure(reason: string): { Success: false; Error: string } {
  return { Success: false, Error: reason };
}

function asObject(data: unknown): Record<string, unknown> | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * Reads a group message as a request, or returns null when it is not one: replies (with
 * `Command`), other JSON, text that is not JSON, or a `command` that is not a whole number.
 * `arguments` may be a list (items become strings) or a single string (one argument).
 */
export function parseRequest(data: unknown): PlayerRequest | null {
  const obj = asObject(data);
  if (!obj || !('command' in obj)) return null;
  const command =
    typeof obj.command === 'string' && obj.command.trim() !== '' ? Number(obj.command) : obj.command;
  if (typeof command !== 'number' || !Number.isInteger(command)) return null;
  const rawArgs = obj.arguments;
  const args = Array.isArray(rawArgs)
    ? rawArgs.map((a) => (typeof a === 'string' ? a : JSON.stringify(a)))
    : typeof rawArgs === 'string' && rawArgs !== ''
      ? [rawArgs]
      : [];
  const payload =
    typeof obj.payload === 'string'
      ? obj.payload
      : obj.payload === undefined || obj.payload === null
        ? ''
        : JSON.stringify(obj.payload);
  return {
    id: typeof obj.id === 'number' ? obj.id : 0,
    command,
    arguments: args,
    payload,
    ChannelIndex: typeof obj.ChannelIndex === 'number' ? obj.ChannelIndex : 1,
    response: typeof obj.response === 'string' ? obj.response : '',
  };
}
