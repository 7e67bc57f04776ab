import { Workbox } from 'workbox-window';
import { filter, fromEvent } from 'rxjs';
import { APP_UPDATE_CHECK_MS } from '../config/timing';
import { createAppUpdate, releaseChecks$, type AppUpdate } from '../lib/app-update/app-update';

/**
 * The registration of the standalone page's service worker at `url` (docs/architecture.md §11), in the
 * chunk that also brings workbox-window: {@link createAppUpdate} over a `Workbox`, which calls `onWaiting`
 * too when a release waits, and which looks for a new release while the page stays open ({@link releaseChecks$}).
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
    checks$: releaseChecks$(
      fromEvent(document, 'visibilitychange').pipe(filter(() => document.visibilityState === 'visible')),
      APP_UPDATE_CHECK_MS,
    ),
  });
}
