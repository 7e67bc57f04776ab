import { Workbox } from 'workbox-window';
import type { UpdateWorker } from '../lib/app-update/app-update';
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
 * The standalone page's service worker at `url` (docs/architecture.md §11) as workbox-window's `Workbox`,
 * in the chunk that brings workbox-window (./service-worker.ts loads it). Throws a TypeError for any other
 * script than the bundle's `sw.js`.
 */
export function workbox(url: string): UpdateWorker {
  return new Workbox(workerScript(url));
}
