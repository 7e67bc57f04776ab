import { setTimeout as pause } from 'node:timers/promises';

/** How often {@link until} looks again, in ms. */
const POLL_MS = 10;

/**
 * Resolves once `condition()` holds, looking every 10 ms; rejects after `timeoutMs` (measured on the
 * monotonic clock). For states a test cannot be told about directly; the wait ends as soon as the
 * state is there, so it is no fixed sleep.
 */
export async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await pause(POLL_MS);
  }
}
