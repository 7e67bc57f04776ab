import { filter, fromEvent } from 'rxjs';
import { Workbox } from 'workbox-window';
import { APP_UPDATE_CHECK_MS } from '../config/timing';
import type { WorkerEvents } from '../lib/app-update/app-update';
import { registerWorker, releaseChecks$, type UpdateWorker } from '../lib/app-update/registration';
import { POLICY, scriptUrlPolicy } from '../lib/trusted-types';

declare const __webpack_public_path__: string;

/**
 * The worker's script address as the page's Trusted Types policy `POLICY.worker` makes it: only `sw.js`
 * beside the bundle (`__webpack_public_path__`), on the page's own origin.
 */
const workerScript = scriptUrlPolicy(
  POLICY.worker,
  (url) =>
    url.origin === location.origin &&
    url.href === new URL('sw.js', new URL(__webpack_public_path__, location.href)).href,
);

/**
 * Registers the standalone page's service worker at `url` (docs/architecture.md §11) through workbox-window's
 * `Workbox`, in the chunk that brings workbox-window (./service-worker.ts loads it), telling `events`; while
 * the page stays open it looks for a new release every `APP_UPDATE_CHECK_MS` and whenever the page becomes
 * visible ({@link releaseChecks$}). Throws a TypeError for any other script than the bundle's `sw.js`.
 */
export function registerWorkbox(
  url: string,
  events: WorkerEvents,
  logger: Pick<Console, 'warn'>,
): Promise<UpdateWorker> {
  return registerWorker(
    new Workbox(workerScript(url)),
    events,
    releaseChecks$(
      fromEvent(document, 'visibilitychange').pipe(filter(() => document.visibilityState === 'visible')),
      APP_UPDATE_CHECK_MS,
    ),
    logger,
  );
}
