/** Reading command arguments (a list of strings, player-protocol.md "App → player"). */
import { CommandError } from './errors';

/** Argument `i` as a non-empty string. */
export function textArg(args: readonly string[], i: number, name: string): string {
  const value = args[i];
  if (typeof value !== 'string' || value === '') throw new CommandError(`Missing argument: ${name}`);
  return value;
}

/** Argument `i` as an integer in [min, max]. */
export function intArg(args: readonly string[], i: number, name: string, min: number, max: number): number {
  const text = textArg(args, i, name).trim();
  const value = Number(text);
  if (text === '' || !Number.isInteger(value) || value < min || value > max) {
    throw new CommandError(`${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

/** Argument `i` as a boolean written "true" or "false" (any case). */
export function boolArg(args: readonly string[], i: number, name: string): boolean {
  const text = textArg(args, i, name).trim().toLowerCase();
  if (text === 'true') return true;
  if (text === 'false') return false;
  throw new CommandError(`${name} must be "true" or "false"`);
}
