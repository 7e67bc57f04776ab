/**
 * Every duration the product uses, in milliseconds unless the name says otherwise. Each doc comment
 * starts with where the rule comes from (a spec section, docs/hub-protocol.md, docs/architecture.md or a
 * README design note), then a colon and the rule, then one `@test` line per test file that pins it.
 * `test/config/timing.test.ts` checks every value against its source and that each listed test
 * exists; `npm run timing:doc` writes the table in `docs/timing.md` from this file (a test fails when
 * that file is out of date).
 *
 * Deadlines decide, ticks display (docs/architecture.md §3): an outcome in time is computed from
 * `scheduler.now()` against a deadline; a `*_TICK_MS` only says how often a display refreshes.
 */

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
 * README "What loads when": code the first paint does not need is fetched when the browser is idle, or at the latest after this.
 * @test test/lib/deferred/deferred-module.test.ts
 */
export const IDLE_CALLBACK_TIMEOUT_MS = 2_000;

/**
 * Spec §4 Real-time connection states, §9; hub-protocol.md §6: recovery is attempted until this has passed since the link was lost.
 * @test test/lib/hub/recovery.test.ts
 * @test test/lib/hub/recovery.deadline.test.ts
 * @test test/lib/hub/timing.test.ts
 */
export const HUB_RECOVERY_WINDOW_MS = 30_000;
/**
 * Spec §4 Real-time connection states, §9; hub-protocol.md §6: a failed recovery attempt is followed by the next after this.
 * @test test/lib/hub/recovery.test.ts
 * @test test/lib/hub/timing.test.ts
 */
export const HUB_RECOVERY_INTERVAL_MS = 1_000;
/**
 * Spec §9 Reconnect; hub-protocol.md §7, §9: unlimited reconnect attempts, this far apart (fixed mode, so the 30 s maximum never binds).
 * @test test/lib/hub/connections.reconnect.test.ts
 * @test test/lib/hub/timing.test.ts
 */
export const HUB_RECONNECT_DELAY_MS = 1_000;
/**
 * Spec §9 Message retry; hub-protocol.md §9: a failed send is retried this many times (a count).
 * @test test/lib/hub/requests.test.ts
 * @test test/lib/hub/timing.test.ts
 */
export const HUB_MESSAGE_RETRIES = 3;
/**
 * Spec §9 Message retry; hub-protocol.md §9: retries of a failed send are this far apart (fixed mode).
 * @test test/lib/hub/requests.test.ts
 * @test test/lib/hub/timing.test.ts
 */
export const HUB_MESSAGE_RETRY_DELAY_MS = 1_000;
/**
 * Spec §9; hub-protocol.md §5: sequenceAck at most once per this while new messages arrive.
 * @test test/lib/hub/sequence-ack.test.ts
 * @test test/lib/hub/timing.test.ts
 */
export const HUB_SEQUENCE_ACK_INTERVAL_MS = 1_000;
/**
 * Spec §9; hub-protocol.md §5: sequenceAck at once when a sequenceId jumps by more than this (a count).
 * @test test/lib/hub/sequence-ack.test.ts
 * @test test/lib/hub/sequence.test.ts
 * @test test/lib/hub/timing.test.ts
 */
export const HUB_SEQUENCE_ACK_JUMP = 300;
/**
 * hub-protocol.md §5: sequenceAck at once when this many new messages arrived since the last one (a
 * count), well below the service's limit of unacknowledged messages, past which it closes the connection
 * for good: the periodic ack alone lets a fleet's replies and pushes, or a page too busy to run its ack
 * timer, reach that limit.
 * @test test/lib/hub/sequence.test.ts
 * @test test/lib/hub/timing.test.ts
 */
export const HUB_SEQUENCE_ACK_BACKLOG = 300;
/**
 * Spec §9 Keepalive; hub-protocol.md §10: a ping this often while connected.
 * @test test/lib/hub/keep-alive.test.ts
 * @test test/lib/hub/timing.test.ts
 */
export const HUB_PING_INTERVAL_MS = 20_000;
/**
 * hub-protocol.md §10: a link silent this long is closed by the client and recovered.
 * @test test/lib/hub/keep-alive.test.ts
 * @test test/lib/hub/timing.test.ts
 */
export const HUB_SILENCE_TIMEOUT_MS = 120_000;
/**
 * docs/architecture.md §3.4: the shared connection outlives its last subscriber by this grace (StrictMode remounts).
 * @test test/lib/hub/connections.test.ts
 * @test test/lib/hub/timing.test.ts
 */
export const HUB_REFCOUNT_GRACE_MS = 1_000;
/**
 * docs/architecture.md §3.4: the zone control of the selection outlives its last subscriber by this grace (StrictMode remounts).
 * @test test/lib/zone/zone.streams.selection.test.ts
 */
export const ZONE_CONTROL_GRACE_MS = 1_000;

/**
 * README "Honest about the connection": when the hub has not been Connected for more than this, the
 * player screens show the reconnecting banner and mark the now-playing data as possibly stale.
 * @test test/features/player/zone/connection.streams.test.ts
 * @test test/features/overview/sites/overview-view.test.ts
 */
export const CONNECTION_STALE_MS = 2_000;
/**
 * README "Honest about the connection": when the tab returns to the foreground or the browser comes
 * back online, status is requested at once; a reply that has not arrived within this marks the
 * now-playing data as possibly stale until one does.
 * @test test/features/player/zone/connection.streams.wake.test.ts
 */
export const WAKE_CHECK_MS = 1_000;
/**
 * README "Never a blank page": a route whose code is still loading after this shows a visible
 * placeholder; a faster load shows nothing, so quick navigations do not flash.
 * @test test/app/route-loading.test.tsx
 */
export const ROUTE_LOADING_DELAY_MS = 300;
/**
 * README "What loads when": a lazy chunk (a route's code, the sign-in requests, the REST and hub clients)
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
 * README "Every zone at a glance": the overview keeps at most this many zone requests (zone list, status,
 * panel lookups) waiting for a reply at a time, so a large account never sends every request in one burst (a count);
 * the zone list asks its zones' now playing at the same pace.
 * @test test/features/overview/fleet/overview.streams.test.ts
 * @test test/features/selector/zones/zones.streams.test.ts
 * @test test/features/overview/bulk/bulk.streams.test.ts
 */
export const OVERVIEW_REQUESTS_IN_FLIGHT = 32;
/**
 * README "Every zone at a glance": the overview stores the zones' last known names and when they were last
 * heard once no status has arrived for this long (and when the page is hidden and when it closes), so an
 * offline player's zones keep their names and their "last heard" on the next visit without a storage
 * write per status, nor one (a pass over the whole fleet's entries) while a large fleet's statuses load.
 * @test test/features/overview/fleet/overview.streams.health.test.ts
 */
export const OVERVIEW_MEMORY_SAVE_MS = 5_000;
/**
 * README "Every zone at a glance": while the overview is scrolled, its position is stored in the tab at most
 * this often (and when the overview closes or the page is hidden), so opening a zone and Back, or a reload,
 * comes back there without a storage write in every frame of a scroll.
 * @test test/features/overview/overview-screen.scroll.test.tsx
 */
export const OVERVIEW_SCROLL_SAVE_MS = 250;
/**
 * README "Every zone at a glance": the overview's list counts as scrolling until this long after its
 * last scroll event; meanwhile the rows it lays out anew show light cards (name and state), then they
 * become full cards again, a few a frame (FULL_CARDS_PER_FRAME), those in view first. Short enough that
 * a card read after a flick is the full one almost at once, long enough that the frames of one flick
 * count as one scroll.
 * @test test/features/overview/sites/zone-list.scrolling.test.tsx
 * @test test/features/overview/sites/full-rows.test.ts
 */
export const OVERVIEW_SCROLL_SETTLE_MS = 150;
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
/**
 * README "Activity log": the same change to a zone by another sign-in (a volume
 * slider dragged, a playlist tried twice) is one activity entry when each command follows the one before
 * within this long; the entry is recorded this long after the last, with the value before the first and
 * the value after the last.
 * @test test/lib/activity-log/recorder.streams.test.ts
 */
export const ACTIVITY_LOG_BURST_MS = 2_000;
/**
 * README "Activity log": recorded activity is written to the browser's database in
 * one transaction at most this often, never on the path of a status push.
 * @test test/lib/activity-log/writer.streams.test.ts
 */
export const ACTIVITY_LOG_WRITE_MS = 1_000;
/**
 * README "Activity log": while the overview watches the fleet, the end of the period
 * it has watched is written this often (and when it closes), so time the app was closed (or crashed) is
 * drawn as unknown, off by at most this much.
 * @test test/lib/activity-log/writer.streams.test.ts
 */
export const ACTIVITY_LOG_PERIOD_TICK_MS = 30_000;
/**
 * README "Activity log": recorded activity and watched periods older than this
 * (7 days) are deleted from the browser's database.
 * @test test/lib/activity-log/activity-store.test.ts
 */
export const ACTIVITY_LOG_MAX_AGE_MS = 604_800_000;
/**
 * README "Activity log": how often the "· 2 min. ago" of the activity shown refreshes; what it says is
 * computed from the entry's time and `scheduler.now()`.
 * @test test/lib/activity-log/ago.streams.test.ts
 */
export const ACTIVITY_LOG_AGO_TICK_MS = 30_000;
/**
 * docs/architecture.md §11: while the app stays open, it looks for a new release this often (and
 * whenever the page becomes visible again), so the Reload toast comes without a navigation.
 * @test test/lib/app-update/app-update.test.ts
 */
export const APP_UPDATE_CHECK_MS = 900_000;
/**
 * README "Activity log": the shortest of the delays a user can choose for an alert: a zone that newly needs
 * attention and still does after the delay is alerted (opt-in notifications).
 * @test test/features/overview/alerts/alerts.streams.test.ts
 */
export const ALERT_DELAY_SHORT_MS = 600_000;
/**
 * README "Activity log": the middle of the delays a user can choose for an alert, the one chosen at first.
 * @test test/features/overview/alerts/alerts.streams.test.ts
 */
export const ALERT_DELAY_MEDIUM_MS = 1_800_000;
/**
 * README "Activity log": the longest of the delays a user can choose for an alert.
 * @test test/features/overview/alerts/alerts.streams.test.ts
 */
export const ALERT_DELAY_LONG_MS = 7_200_000;
/**
 * README "Activity log": alerts of one site due within this long of the first are told in one notification.
 * @test test/features/overview/alerts/alerts.streams.test.ts
 */
export const ALERT_GATHER_MS = 5_000;
/**
 * README "Activity log": the shorter mute of the alerts ("mute for 8 h").
 * @test test/features/overview/alerts/alerts.streams.test.ts
 */
export const ALERT_MUTE_SHORT_MS = 28_800_000;
/**
 * README "Activity log": the longer mute of the alerts ("mute for 24 h").
 * @test test/features/overview/alerts/alerts.streams.test.ts
 */
export const ALERT_MUTE_LONG_MS = 86_400_000;
