/** Loading, release updates and the controls shared by the screens. (Every duration of the product: ./index.ts.) */

/**
 * docs/design.md "Never a blank page": a route whose code is still loading after this shows a visible
 * placeholder; a faster load shows nothing, so quick navigations do not flash.
 * @test test/app/route-loading.test.tsx
 */
export const ROUTE_LOADING_DELAY_MS = 300;
/**
 * docs/design.md "What loads when": a lazy chunk (a route's code, the sign-in requests, the REST and hub clients)
 * not in by this deadline fails like a chunk that could not be fetched, so the step that needed it shows
 * why, with Retry, instead of waiting on a stalled request (webpack's `output.chunkLoadTimeout`).
 * @test test/e2e/app/login-chunks.test.ts
 */
export const CHUNK_LOAD_TIMEOUT_MS = 30_000;
/**
 * docs/architecture.md §3.5 (debounce on the user's intent): a slider (volume, energy) moved by keys (arrows,
 * Page Up/Down, Home/End) or its − and + buttons commits its value once nothing has moved it for this
 * long, or at once when it loses focus, so ten presses send one command; a pointer commits on release.
 * @test test/ui/range-field.streams.test.ts
 */
export const SLIDER_SETTLE_MS = 600;
/**
 * docs/architecture.md §11: while the app stays open, it looks for a new release this often (and
 * whenever the page becomes visible again), so the Reload toast comes without a navigation.
 * @test test/lib/app-update/app-update.test.ts
 */
export const APP_UPDATE_CHECK_MS = 900_000;
