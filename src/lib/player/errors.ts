/** Errors of the player command layer (spec §4 "Command timeout", §8). Each has a fixed `name`. */

/** No valid reply arrived within `timeoutMs` (COMMAND_TIMEOUT_MS) for `command` on `group`. */
export class CommandTimeoutError extends Error {
  override readonly name = 'CommandTimeoutError';
  constructor(
    readonly command: number,
    readonly group: string,
    readonly timeoutMs: number,
  ) {
    super(`Command ${command} got no reply from ${group} within ${timeoutMs} ms`);
  }
}

/** The player replied `{"Success":false,"Error":reason}`: a valid reply, but the command was not carried out. */
export class CommandRejectedError extends Error {
  override readonly name = 'CommandRejectedError';
  constructor(
    readonly command: number,
    readonly reason: string,
  ) {
    super(`Command ${command} was refused by the player: ${reason}`);
  }
}

/** A reply from a player that could not be read (not JSON, wrong shape). Reported, then ignored. */
export class PlayerReplyError extends Error {
  override readonly name = 'PlayerReplyError';
  constructor(
    readonly command: number | undefined,
    readonly detail: string,
  ) {
    super(`Malformed reply${command === undefined ? '' : ` to command ${command}`}: ${detail}`);
  }
}
