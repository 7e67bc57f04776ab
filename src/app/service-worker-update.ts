import { Workbox } from 'workbox-window';
import { createAppUpdate, type AppUpdate } from '../lib/app-update/app-update';

/**
 * The registration of the standalone page's service worker at `url` (docs/architecture.md §11), in the
 * chunk that also brings workbox-window: {@link createAppUpdate} over a `Workbox`, which calls `onWaiting`
 * too when a release waits.
 */
export function workboxUpdate(url: string, logger: Pick<Console, 'warn'>, onWaiting: () => void): AppUpdate {
  return createAppUpdate({
    worker: () => {
      const workbox = new Workbox(url);
      workbox.addEventListener('waiting', onWaiting);
      return Promise.resolve(workbox);
    },
    reloadPage: () => location.reload(),
    logger,
  });
}
