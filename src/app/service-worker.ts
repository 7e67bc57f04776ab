import { createAppUpdate, type AppUpdate } from '../lib/app-update/app-update';

/**
 * The standalone page's {@link AppUpdate} for its service worker at `url` (docs/architecture.md §11): the
 * one {@link createAppUpdate} of the page; the registration (./service-worker-update.ts, workbox-window)
 * comes in a chunk of its own when the app starts it, after the first screen, apart from the deferred REST
 * and hub clients.
 */
export function serviceWorkerUpdate(url: string, logger: Pick<Console, 'warn'>): AppUpdate {
  return createAppUpdate({
    register: (events) =>
      import(/* webpackChunkName: "app-update" */ './service-worker-update').then(({ registerWorkbox }) =>
        registerWorkbox(url, events, logger),
      ),
    reloadPage: () => location.reload(),
    logger,
  });
}
