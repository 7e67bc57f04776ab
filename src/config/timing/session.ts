/** The sign-in and idle logout, and the input the idle detector watches. (Every duration of the product: ./index.ts.) */

/**
 * Spec §4 Login, §9: lifetime of the access-validated cookie, in days.
 * @test test/lib/session/access-cookie.test.ts
 */
export const ACCESS_COOKIE_DAYS = 30;
/**
 * Spec §4 Idle, §9: inactivity before the idle warning.
 * @test test/features/account/idle/idle.streams.test.ts
 * @test test/features/account/idle/idle.streams.deadlines.test.ts
 */
export const IDLE_TIMEOUT_MS = 300_000;
/**
 * Spec §4 Idle, §9: from the idle warning to the player selector.
 * @test test/features/account/idle/idle.streams.test.ts
 * @test test/features/account/idle/idle.streams.deadlines.test.ts
 */
export const IDLE_REDIRECT_MS = 1_500;
/**
 * Spec §4 Idle, §9: the countdown on the player selector; signed out when it has run out.
 * @test test/features/account/idle/idle.streams.test.ts
 * @test test/features/account/idle/idle.streams.deadlines.test.ts
 */
export const IDLE_COUNTDOWN_MS = 150_000;
/**
 * Spec §4 Idle: how often the shown countdown refreshes (whole seconds); the sign-out is decided by its deadline.
 * @test test/features/account/idle/idle.streams.deadlines.test.ts
 */
export const IDLE_COUNTDOWN_TICK_MS = 1_000;
/**
 * Spec §4 Idle: DOM activity is sampled at most once per this; restarting the idle wait more often changes nothing.
 * @test test/features/account/idle/idle.streams.activity.test.ts
 */
export const ACTIVITY_THROTTLE_MS = 1_000;
/**
 * Spec §9 page sizes: the window width that picks them is read once resizing has paused for this long.
 * @test test/hooks/use-window-width.test.ts
 */
export const RESIZE_DEBOUNCE_MS = 100;
/**
 * docs/design.md "What loads when": code the first paint does not need is fetched when the browser is idle, or at the latest after this.
 * @test test/lib/deferred/deferred-module.test.ts
 */
export const IDLE_CALLBACK_TIMEOUT_MS = 2_000;
/**
 * docs/architecture.md §5: after a failed request for the hub's access URL (the network is
 * down, the service busy), the next one waits this long, doubled after each further failure up to
 * SIGN_IN_RETRY_MAX_MS, less up to half of it at random (jitter, so many tabs do not ask together).
 * @test test/lib/session/hub-access.streams.test.ts
 */
export const SIGN_IN_RETRY_BASE_MS = 5_000;
/**
 * docs/architecture.md §5: the longest wait before asking for the hub's access URL again
 * after failures (before jitter), so a tab asks a few times a minute at most.
 * @test test/lib/session/hub-access.streams.test.ts
 */
export const SIGN_IN_RETRY_MAX_MS = 60_000;
