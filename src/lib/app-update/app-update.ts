import {
  asyncScheduler,
  BehaviorSubject,
  distinctUntilChanged,
  EMPTY,
  interval,
  merge,
  type Observable,
  type SchedulerLike,
} from 'rxjs';

/**
 * What the app uses of workbox-window's `Workbox` (the page's side of the service worker,
 * docs/architecture.md §11), so tests can pass a fake through the same door.
 */
export interface UpdateWorker {
  /** `waiting`: a new release is installed and waits; `controlling`: the registered worker now controls this page. */
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  /** Registers the worker; rejects when the browser refuses it. */
  register(): Promise<unknown>;
  /** Asks the waiting worker to take over. */
  messageSkipWaiting(): void;
  /** Asks the browser to look for a new release of the worker now; rejects when it cannot (offline). */
  update(): Promise<unknown>;
}

/**
 * The installed app's updates (docs/architecture.md §11): registers the standalone page's service
 * worker, says when a new release waits, and lets it take over only on the user's consent.
 */
export interface AppUpdate {
  /** Whether a new release is installed and waits for the user's consent (the current value replayed). */
  readonly waiting$: Observable<boolean>;
  /** Registers the service worker; once (later calls do nothing). */
  start(): void;
  /**
   * The user's consent (the update toast's Reload): the waiting release takes over, then this tab
   * reloads into it. Other tabs are never reloaded. Does nothing while no release waits.
   */
  reload(): void;
}

/** Dependencies of {@link createAppUpdate}. */
export interface AppUpdateDeps {
  /** Loads workbox-window and makes the worker for the page's `sw.js` (undefined: the browser has no service workers). */
  readonly worker: () => Promise<UpdateWorker | undefined>;
  /** Reloads the page (`location.reload`). */
  readonly reloadPage: () => void;
  readonly logger: Pick<Console, 'warn'>;
  /**
   * When to look for a new release while the app stays open, once the worker is registered (each value:
   * one look); none by default. The page's is {@link releaseChecks$} (the Reload toast then appears without
   * a navigation).
   */
  readonly checks$?: Observable<unknown>;
}

/** Creates the app's {@link AppUpdate}. A failed registration is logged; the app works on without a worker. */
export function createAppUpdate(deps: AppUpdateDeps): AppUpdate {
  const waiting = new BehaviorSubject(false);
  let worker: UpdateWorker | undefined;
  let started = false;
  let consented = false;
  return {
    waiting$: waiting.pipe(distinctUntilChanged()),
    start() {
      if (started) return;
      started = true;
      deps
        .worker()
        .then((loaded) => {
          if (!loaded) return;
          worker = loaded;
          loaded.addEventListener('waiting', () => waiting.next(true));
          loaded.addEventListener('controlling', () => {
            // Only the tab whose user chose Reload; the others keep what they show.
            if (consented) deps.reloadPage();
          });
          return loaded.register().then(() => {
            // Lives as long as the page: the worker and its registration do too.
            // eslint-disable-next-line rxjs-x/no-ignored-subscription
            (deps.checks$ ?? EMPTY).subscribe(() =>
              loaded
                .update()
                .catch((error: unknown) => deps.logger.warn('Player Remote: no update check', error)),
            );
          });
        })
        .catch((error: unknown) => deps.logger.warn('Player Remote: no service worker', error));
    },
    reload() {
      if (!worker || !waiting.value) return;
      consented = true;
      worker.messageSkipWaiting();
    },
  };
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
