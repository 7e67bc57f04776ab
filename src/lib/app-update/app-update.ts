import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';

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

/** What the app hears of its service worker (workbox-window's events of the same names). */
export interface WorkerEvents {
  /** A new release is installed and waits. */
  waiting(): void;
  /** The registered worker now controls this page. */
  controlling(): void;
}

/** The registered worker, as {@link AppUpdate.reload} needs it. */
export interface RegisteredWorker {
  /** Asks the waiting worker to take over. */
  messageSkipWaiting(): void;
}

/** Dependencies of {@link createAppUpdate}. */
export interface AppUpdateDeps {
  /**
   * Loads the page's side of the service worker (workbox-window, in a chunk of its own) and registers it,
   * telling `events` from then on (./registration.ts `registerWorker`). Resolves to the registered worker,
   * undefined when the browser has no service workers; rejects when the browser refuses the registration.
   */
  readonly register: (events: WorkerEvents) => Promise<RegisteredWorker | undefined>;
  /** Reloads the page (`location.reload`). */
  readonly reloadPage: () => void;
  readonly logger: Pick<Console, 'warn'>;
}

/**
 * Creates the app's {@link AppUpdate}, the one object that keeps the update's state for the page's
 * worker. A failed registration is logged; the app works on without a worker.
 */
export function createAppUpdate(deps: AppUpdateDeps): AppUpdate {
  const waiting = new BehaviorSubject(false);
  let registered: Promise<RegisteredWorker | undefined> | undefined;
  let consented = false;
  return {
    waiting$: waiting.pipe(distinctUntilChanged()),
    start() {
      if (registered) return;
      registered = deps.register({
        waiting: () => waiting.next(true),
        controlling: () => {
          // Only the tab whose user chose Reload; the others keep what they show.
          if (consented) deps.reloadPage();
        },
      });
      registered.catch((error: unknown) => deps.logger.warn('Player Remote: no service worker', error));
    },
    reload() {
      if (!registered || !waiting.value) return;
      consented = true;
      void registered.then((worker) => worker?.messageSkipWaiting());
    },
  };
}
