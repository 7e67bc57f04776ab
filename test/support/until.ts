/**
 * The tests' one way to wait for a state they cannot be told about directly: look again and again until
 * it is there. The wait ends as soon as the state holds, so it is no fixed sleep; the timeout is a hang
 * guard measured on the monotonic clock (`performance.now()`), never a speed check, and its message
 * names what was awaited and the last value read.
 */
import { setTimeout as pause } from 'node:timers/promises';

/** How long {@link until} waits at most by default, in ms: a hang guard, generous for a busy machine. */
export const UNTIL_TIMEOUT_MS = 10_000;
/** How long {@link until} pauses between two looks by default, in ms. */
export const UNTIL_INTERVAL_MS = 20;

/** How {@link until} waits: its bound and pace, and what it waits for (for the error's message). */
export interface UntilOptions {
  /** The longest wait, in ms (default {@link UNTIL_TIMEOUT_MS}). */
  readonly timeoutMs?: number;
  /** The pause between two looks, in ms (default {@link UNTIL_INTERVAL_MS}). */
  readonly intervalMs?: number;
  /** What is awaited, in words, for the error raised on timeout. */
  readonly what?: string;
}

/** The longest wait in ms, or the full options. */
export type UntilBound = number | UntilOptions;

/**
 * Resolves once `condition()` holds (a sync or async check); rejects with `what` after the timeout.
 * @throws Error `timed out after … ms waiting for …` when the condition still fails at the timeout.
 */
export function until(condition: () => boolean | Promise<boolean>, bound?: UntilBound): Promise<void>;
/**
 * Reads `read()` until `accept` holds for the value read, and returns that value; rejects with the last
 * value read (as JSON) after the timeout.
 */
export function until<T>(
  read: () => T | Promise<T>,
  accept: (value: T) => boolean,
  bound?: UntilBound,
): Promise<T>;
export async function until<T>(
  read: () => T | Promise<T>,
  acceptOrBound?: ((value: T) => boolean) | UntilBound,
  bound?: UntilBound,
): Promise<T | void> {
  const accept = typeof acceptOrBound === 'function' ? acceptOrBound : (value: T) => value === true;
  const given = typeof acceptOrBound === 'function' ? bound : acceptOrBound;
  const options: UntilOptions = typeof given === 'number' ? { timeoutMs: given } : (given ?? {});
  const timeoutMs = options.timeoutMs ?? UNTIL_TIMEOUT_MS;
  const deadline = performance.now() + timeoutMs;
  let value = await read();
  while (!accept(value)) {
    if (performance.now() > deadline)
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${options.what ?? 'the condition'}; last value: ${JSON.stringify(value)}`,
      );
    await pause(options.intervalMs ?? UNTIL_INTERVAL_MS);
    value = await read();
  }
  return typeof acceptOrBound === 'function' ? value : undefined;
}
