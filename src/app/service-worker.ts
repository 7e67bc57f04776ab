import { filter, fromEvent } from 'rxjs';
import { APP_UPDATE_CHECK_MS } from '../config/timing';
import { createAppUpdate, releaseChecks$, type AppUpdate } from '../lib/app-update/app-update';

/**
 * The standalone page's {@link AppUpdate} for its service worker at `url` (docs/architecture.md §11): one
 * {@link createAppUpdate} whose worker, workbox-window's `Workbox` (./service-worker-update.ts), comes in a
 * chunk of its own when the app starts it, after the first screen, apart from the deferred REST and hub
 * clients. While the page stays open it looks for a new release ({@link releaseChecks$}).
 */
export function serviceWorkerUpdate(url: string, logger: Pick<Console, 'warn'>): AppUpdate {
  return createAppUpdate({
    worker: () =>
      import(/* webpackChunkName: "app-update" */ './service-worker-update').then(({ workbox }) =>
        workbox(url),
      ),
    reloadPage: () => location.reload(),
    logger,
    checks$: releaseChecks$(
      fromEvent(document, 'visibilitychange').pipe(filter(() => document.visibilityState === 'visible')),
      APP_UPDATE_CHECK_MS,
    ),
  });
}
