import { createAppUpdate, type AppUpdate } from '../lib/app-update/app-update';

/**
 * The standalone page's {@link AppUpdate} for its service worker at `url` (docs/architecture.md §11):
 * workbox-window comes in a chunk of its own when the app registers the worker, after the first screen,
 * apart from the deferred REST and hub clients.
 */
export function serviceWorkerUpdate(url: string, logger: Pick<Console, 'warn'>): AppUpdate {
  return createAppUpdate({
    worker: () =>
      import(/* webpackChunkName: "app-update" */ 'workbox-window').then(({ Workbox }) => new Workbox(url)),
    reloadPage: () => location.reload(),
    logger,
  });
}
