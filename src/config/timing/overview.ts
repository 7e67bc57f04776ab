/** The overview, its activity log and its alerts. (Every duration of the product: ./index.ts.) */

/**
 * docs/design.md "Every zone at a glance": the overview keeps at most this many zone requests (zone list, status,
 * panel lookups) waiting for a reply at a time, so a large account never sends every request in one burst (a count);
 * the zone list asks its zones' now playing at the same pace.
 * @test test/features/overview/fleet/overview.streams.test.ts
 * @test test/features/selector/zones/zones.streams.test.ts
 * @test test/features/overview/bulk/bulk.streams.test.ts
 */
export const OVERVIEW_REQUESTS_IN_FLIGHT = 32;
/**
 * docs/design.md "Every zone at a glance": the estate's state (its tallies, map, sites and cards) moves at most once per
 * animation frame and at least this long after it last moved, so a loading estate's stream of statuses costs
 * a render this often rather than one in every frame (on a slow phone, each frame's render took the time the
 * statuses needed); a status after a quiet spell this long still shows in the next frame.
 * @test test/lib/zone/zone-status.streams.test.ts
 * @test test/features/overview/fleet/overview.streams.test.ts
 */
export const OVERVIEW_STATE_GAP_MS = 100;
/**
 * docs/design.md "Every zone at a glance": the overview stores the zones' last known names and when they were last
 * heard once no status has arrived for this long (and when the page is hidden and when it closes), so an
 * offline player's zones keep their names and their "last heard" on the next visit without a storage
 * write per status, nor one (a pass over the whole fleet's entries) while a large fleet's statuses load.
 * @test test/features/overview/fleet/overview.streams.health.test.ts
 */
export const OVERVIEW_MEMORY_SAVE_MS = 5_000;
/**
 * docs/design.md "Every zone at a glance": while the overview is scrolled, its position is stored in the tab at most
 * this often (and when the overview closes or the page is hidden), so opening a zone and Back, or a reload,
 * comes back there without a storage write in every frame of a scroll.
 * @test test/features/overview/overview-screen.scroll.test.tsx
 */
export const OVERVIEW_SCROLL_SAVE_MS = 250;
/**
 * docs/design.md "Every zone at a glance": the overview's list counts as scrolling until this long after its
 * last scroll event; meanwhile the rows it lays out anew show light cards (name and state), then they
 * become full cards again, a few a frame (FULL_CARDS_PER_FRAME), those in view first. Short enough that
 * a card read after a flick is the full one almost at once, long enough that the frames of one flick
 * count as one scroll.
 * @test test/features/overview/sites/zone-list.scrolling.test.tsx
 * @test test/features/overview/sites/full-rows.test.ts
 */
export const OVERVIEW_SCROLL_SETTLE_MS = 150;
/**
 * docs/design.md "Activity log": the same change to a zone by another sign-in (a volume
 * slider dragged, a playlist tried twice) is one activity entry when each command follows the one before
 * within this long; the entry is recorded this long after the last, with the value before the first and
 * the value after the last.
 * @test test/lib/activity-log/recorder.streams.test.ts
 */
export const ACTIVITY_LOG_BURST_MS = 2_000;
/**
 * docs/design.md "Activity log": recorded activity is written to the browser's database in
 * one transaction at most this often, never on the path of a status push.
 * @test test/lib/activity-log/writer.streams.test.ts
 */
export const ACTIVITY_LOG_WRITE_MS = 1_000;
/**
 * docs/design.md "Activity log": while the overview watches the fleet, the end of the period
 * it has watched is written this often (and when it closes), so time the app was closed (or crashed) is
 * drawn as unknown, off by at most this much.
 * @test test/lib/activity-log/writer.streams.test.ts
 */
export const ACTIVITY_LOG_PERIOD_TICK_MS = 30_000;
/**
 * docs/design.md "Activity log": recorded activity and watched periods older than this
 * (7 days) are deleted from the browser's database.
 * @test test/lib/activity-log/activity-store.test.ts
 */
export const ACTIVITY_LOG_MAX_AGE_MS = 604_800_000;
/**
 * docs/design.md "Activity log": how often the "· 2 min. ago" of the activity shown refreshes; what it says is
 * computed from the entry's time and `scheduler.now()`.
 * @test test/lib/activity-log/ago.streams.test.ts
 */
export const ACTIVITY_LOG_AGO_TICK_MS = 30_000;
/**
 * docs/design.md "Activity log": the shortest of the delays a user can choose for an alert: a zone that newly needs
 * attention and still does after the delay is alerted (opt-in notifications).
 * @test test/features/overview/alerts/alerts.streams.test.ts
 */
export const ALERT_DELAY_SHORT_MS = 600_000;
/**
 * docs/design.md "Activity log": the middle of the delays a user can choose for an alert, the one chosen at first.
 * @test test/features/overview/alerts/alerts.streams.test.ts
 */
export const ALERT_DELAY_MEDIUM_MS = 1_800_000;
/**
 * docs/design.md "Activity log": the longest of the delays a user can choose for an alert.
 * @test test/features/overview/alerts/alerts.streams.test.ts
 */
export const ALERT_DELAY_LONG_MS = 7_200_000;
/**
 * docs/design.md "Activity log": alerts of one site due within this long of the first are told in one notification.
 * @test test/features/overview/alerts/alerts.streams.test.ts
 */
export const ALERT_GATHER_MS = 5_000;
/**
 * docs/design.md "Activity log": the shorter mute of the alerts ("mute for 8 h").
 * @test test/features/overview/alerts/alerts.streams.test.ts
 */
export const ALERT_MUTE_SHORT_MS = 28_800_000;
/**
 * docs/design.md "Activity log": the longer mute of the alerts ("mute for 24 h").
 * @test test/features/overview/alerts/alerts.streams.test.ts
 */
export const ALERT_MUTE_LONG_MS = 86_400_000;
