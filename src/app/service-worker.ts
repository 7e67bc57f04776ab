import { BehaviorSubject, distinctUntilChanged } from 'rxjs';
import type { AppUpdate } from '../lib/app-update/app-update';

/**
 * The standalone page's {@link AppUpdate} for its service worker at `url` (docs/architecture.md §11): what
 * the entry carries is this stand-in; the registration (./service-worker-update.ts, workbox-window) comes in
 * a chunk of its own when the app starts it, after the first screen, apart from the deferred REST and hub clients.
 */
export function serviceWorkerUpdate(url: string, logger: Pick<Console, 'warn'>): AppUpdate {
  const waiting = new BehaviorSubject(false);
  let update: Promise<AppUpdate> | undefined;
  return {
    waiting$: waiting.pipe(distinctUntilChanged()),
    start() {
      update ??= import(/* webpackChunkName: "app-update" */ './service-worker-update').then(
        ({ workboxUpdate }) => {
          const loaded = workboxUpdate(url, logger, () => waiting.next(true));
          loaded.start();
          return loaded;
        },
      );
    },
    reload() {
      void update?.then((loaded) => loaded.reload());
    },
  };
}
