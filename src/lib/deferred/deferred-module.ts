import { defer, from, switchMap, type Observable } from 'rxjs';
import { IDLE_CALLBACK_TIMEOUT_MS } from '../../config/timing';

/**
 * A module fetched once, on first use or on `warm()` (docs/design.md "What loads when": what the first
 * paint does not need loads after it). `get()` resolves the module; a failed fetch is forgotten, so
 * the next use tries again.
 */
export interface DeferredModule<T> {
  /** The module; rejects with the loader's error (a webpack `ChunkLoadError` when offline). */
  get(): Promise<T>;
  /** Cold: on subscribe, waits for the module and follows `use(module)`; errors with the loader's error. */
  use$<R>(use: (module: T) => Observable<R>): Observable<R>;
  /** Starts the fetch now (idle time after the first paint) without waiting for it; a failure is left to the next use. */
  warm(): void;
}

/** Wraps `load` (usually `() => import('./module')`) as a {@link DeferredModule}. */
export function deferredModule<T>(load: () => Promise<T>): DeferredModule<T> {
  let loading: Promise<T> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    get,
    use$: (use) => defer(() => from(get())).pipe(switchMap(use)),
    warm: () => void get().catch(() => undefined),
  };
}

/**
 * Runs `task` when the browser is next idle (`requestIdleCallback`, at most `timeoutMs` later, by
 * default IDLE_CALLBACK_TIMEOUT_MS), or on the next macrotask where there is no idle callback
 * (Safari). Returns a function that cancels the task if it has not run yet (an unmounted app leaves
 * no callback behind); usable as a React effect's cleanup.
 */
export function whenIdle(task: () => void, timeoutMs = IDLE_CALLBACK_TIMEOUT_MS): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => globalThis.cancelIdleCallback?.(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}

/**
 * Resolves with `value` in a task of its own, after the current task and its microtasks (a
 * `MessageChannel` message: no timer clamping). Between two pieces of work that would otherwise run as
 * one long task (a chunk's evaluation and starting what it brings), the browser gets to handle input
 * and draw a frame: on a slow phone, two shorter tasks block it for less (docs/design.md "What loads when").
 */
export function nextTask<T>(value: T): Promise<T> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve(value);
    };
    channel.port2.postMessage(null);
  });
}
