/**
 * What the page and its service worker (./service-worker.ts) agree on (docs/architecture.md §11): the
 * message that lets a waiting release take over, and the names of the worker's runtime caches.
 */

/** The message a page posts to a waiting worker once the user has chosen Reload (workbox-window's `messageSkipWaiting`). */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/** The runtime caches of the worker (the precache is Workbox's own). */
export const WORKER_CACHES = {
  /** The guide PDFs, cached on first use. */
  guides: 'player-remote-guides',
  /** Covers, for offline use only (the network answers first). */
  artwork: 'player-remote-artwork',
} as const;
