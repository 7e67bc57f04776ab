/**
 * The service worker of the standalone page (docs/architecture.md §11), built with Workbox by
 * webpack.config.js (`InjectManifest`, which writes the precache list into `self.__WB_MANIFEST`) to
 * `sw.js` at the bundle's root. The page registers it once its first screen is interactive
 * (src/lib/app-update/app-update.ts); a host page that embeds the bundle never does.
 *
 * - Precached, per release: the content-hashed scripts, the compiled catalogues, icons, logos, the web
 *   app manifest and the page (the shell).
 * - Navigations: the precached shell at once, never the network, so the installed app opens on its last
 *   screen without waiting for a network, or without one. The shell is fresh for its release: the browser
 *   checks for a new worker on navigations, and a new release brings its own shell with its scripts (the
 *   update toast); what the screens show comes from `/api` and the hub, never from the worker's caches.
 * - The guide PDFs: cached on first use, refreshed in the background.
 * - Artwork: the network first; the last covers (at most `ARTWORK_ENTRIES`) only when there is none.
 * - `/api/*`, `/dev/*` and the hub's socket: never answered by the worker.
 * - A new release waits until the page asks it to take over (the user's Reload) or every tab is closed.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { SKIP_WAITING_MESSAGE, WORKER_CACHES } from './worker-contract';

/** What the worker uses of its global scope (the DOM typings the project compiles with lack it). */
interface WorkerScope {
  readonly __WB_MANIFEST: (string | PrecacheEntry)[];
  readonly registration: { readonly scope: string };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
}

const worker = self as unknown as WorkerScope;
/** The most covers kept for offline use (about 30 KB each). */
const ARTWORK_ENTRIES = 60;
/** The shell's precache address (webpack.config.js adds it to the manifest with the built page's revision). */
const SHELL = 'index.html';
/** Paths under the scope that are never pages of the app: the service's API and development routes, files. */
const NOT_PAGES = [/^\/api(\/|$)/, /^\/dev(\/|$)/, /^\/embed-example(\/|$)/, /\/[^/]+\.[a-z0-9]+$/i];

const scopePath = new URL(worker.registration.scope).pathname.replace(/\/+$/, '');
/** A request's path below the worker's scope (`/player` for `<scope>/player`); its whole path outside it. */
const appPath = (url: URL) =>
  url.pathname.startsWith(`${scopePath}/`) ? url.pathname.slice(scopePath.length) : url.pathname;

// Written as `self.__WB_MANIFEST`: the build looks for that expression to put the list in.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

worker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE) void worker.skipWaiting();
});

registerRoute(
  ({ request, url, sameOrigin }) =>
    request.mode === 'navigate' && sameOrigin && !NOT_PAGES.some((pattern) => pattern.test(appPath(url))),
  createHandlerBoundToURL(new URL(SHELL, worker.registration.scope).href),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/assets\/pdf\//.test(appPath(url)),
  new StaleWhileRevalidate({ cacheName: WORKER_CACHES.guides }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/stills\//.test(appPath(url)),
  new NetworkFirst({
    cacheName: WORKER_CACHES.artwork,
    plugins: [new ExpirationPlugin({ maxEntries: ARTWORK_ENTRIES, purgeOnQuotaError: true })],
  }),
);
