import { asyncScheduler, interval, merge, type Observable, type SchedulerLike } from 'rxjs';
import type { RegisteredWorker, WorkerEvents } from './app-update';

/**
 * What the app uses of workbox-window's `Workbox` (the page's side of the service worker,
 * docs/architecture.md §11), so tests can pass a fake through the same door.
 */
export interface UpdateWorker extends RegisteredWorker {
  /** `waiting`: a new release is installed and waits; `controlling`: the registered worker now controls this page. */
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  /** Registers the worker; rejects when the browser refuses it. */
  register(): Promise<unknown>;
  /** Asks the browser to look for a new release of the worker now; rejects when it cannot (offline). */
  update(): Promise<unknown>;
}

/**
 * Registers `worker` for ./app-update.ts `createAppUpdate` (in the chunk that brings workbox-window, with
 * it): `events` hears its `waiting` and `controlling` from before the registration on, and once it is
 * registered each value of `checks$` (the page's: {@link releaseChecks$}) asks the browser to look for a
 * new release, so the Reload toast appears without a navigation; a failed look is logged. Resolves to
 * `worker` once registered; rejects as `worker.register()` does.
 */
export function registerWorker(
  worker: UpdateWorker,
  events: WorkerEvents,
  checks$: Observable<unknown>,
  logger: Pick<Console, 'warn'>,
): Promise<UpdateWorker> {
  worker.addEventListener('waiting', () => events.waiting());
  worker.addEventListener('controlling', () => events.controlling());
  return worker.register().then(() => {
    // Lives as long as the page: the worker and its registration do too.
    // eslint-disable-next-line rxjs-x/no-ignored-subscription
    checks$.subscribe(() =>
      worker.update().catch((error: unknown) => logger.warn('Player Remote: no update check', error)),
    );
    return worker;
  });
}

/**
 * The moments a long-open app looks for a new release (docs/architecture.md §11): every
 * `APP_UPDATE_CHECK_MS`, and whenever the page becomes visible again (`visible$`), so a remote left open
 * on a shop's tablet hears of a release within that time, and a phone as soon as it is looked at.
 */
export function releaseChecks$(
  visible$: Observable<unknown>,
  checkMs: number,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<unknown> {
  return merge(interval(checkMs, scheduler), visible$);
}
