/** The player screens and their commands: timeouts, debounces, delays and skeletons. (Every duration of the product: ./index.ts.) */

/**
 * Spec §4 Command timeout, §9: a command without a valid reply by this deadline fails with a timeout.
 * @test test/lib/player/send-command.test.ts
 * @test test/lib/player/send-command.deadline.test.ts
 * @test test/features/player/area/player-area.test.tsx
 */
export const COMMAND_TIMEOUT_MS = 10_000;
/**
 * Spec §9: next/previous intents are debounced by this before they become commands.
 * @test test/lib/zone/zone.streams.test.ts
 * @test test/lib/zone/zone.streams.busy.test.ts
 */
export const SKIP_DEBOUNCE_MS = 150;
/**
 * Spec §4 Play state, §9: how often the shown elapsed time refreshes; the position is computed from when the status arrived.
 * @test test/features/player/now-playing/elapsed.streams.test.ts
 */
export const ELAPSED_TICK_MS = 1_000;
/**
 * Spec §9: status is requested this long after joining a zone group.
 * @test test/lib/zone/zone.streams.test.ts
 */
export const STATUS_AFTER_JOIN_MS = 1_500;
/**
 * Spec §9: status is requested again this long after play or pause.
 * @test test/lib/zone/zone.streams.test.ts
 */
export const STATUS_AFTER_PLAY_PAUSE_MS = 250;
/**
 * Spec §4 Favourite/Disable toggle, §9: the playlist is reloaded and status requested this long after a rating.
 * @test test/lib/zone/rating.streams.test.ts
 */
export const RATING_RELOAD_MS = 500;
/**
 * Spec §4 Zone selection, §9: the new zone group is set this long after the old one is left.
 * @test test/features/selector/zones/zones.streams.test.ts
 */
export const ZONE_SWITCH_DELAY_MS = 1_000;
/**
 * Spec §4 Loading, §9: the settings skeleton shows this long after joining.
 * @test test/features/player/zone-settings/settings.streams.test.ts
 */
export const SETTINGS_SKELETON_MS = 1_500;
/**
 * Spec §2 Selector header, §9: the logo and player-list skeletons show this long.
 * @test test/features/selector/players/players.streams.test.ts
 */
export const SKELETON_MS = 1_500;
/**
 * Spec §8, §9: every notification shows this long.
 * @test test/lib/notify/notifications.test.ts
 */
export const TOAST_MS = 3_500;
