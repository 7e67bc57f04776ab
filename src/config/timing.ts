/**
 * Every duration the product uses, in milliseconds unless the name says otherwise.
 * Each constant names the spec section it comes from; each has a marble test.
 */

/** §4 Command timeout, §9: a command without a valid reply fails after 10 s. */
export const COMMAND_TIMEOUT_MS = 10_000;
/** §9: next/previous intents are debounced by 150 ms before they become commands. */
export const SKIP_DEBOUNCE_MS = 150;
/** §4 Play state, §9: the elapsed timer ticks once a second. */
export const ELAPSED_TICK_MS = 1_000;
/** §7, §9: status is requested 1.5 s after joining a zone group. */
export const STATUS_AFTER_JOIN_MS = 1_500;
/** §7, §9: status is requested again 250 ms after play or pause. */
export const STATUS_AFTER_PLAY_PAUSE_MS = 250;
/** §4 Favourite/Disable toggle, §9: playlist reload and status 500 ms after a rating. */
export const RATING_RELOAD_MS = 500;
/** §4 Zone selection, §9: the new zone group is joined 1 s after the old one is left. */
export const ZONE_SWITCH_DELAY_MS = 1_000;
/** §4 Loading, §9: the settings skeleton shows for 1.5 s after joining. */
export const SETTINGS_SKELETON_MS = 1_500;
/** §2 Selector header, §9: logo and player-list skeletons show for 1.5 s. */
export const SKELETON_MS = 1_500;
/** §8: every notification shows for 3.5 s. */
export const TOAST_MS = 3_500;
/** §4 Idle, §9: inactivity before the idle warning. */
export const IDLE_TIMEOUT_MS = 300_000;
/** §4 Idle, §9: from the idle warning to the player selector. */
export const IDLE_REDIRECT_MS = 1_500;
/** §4 Idle, §9: countdown on the player selector before logout. */
export const IDLE_COUNTDOWN_MS = 150_000;

/** §4 Real-time connection states, §9: recovery is attempted for up to 30 s. */
export const HUB_RECOVERY_WINDOW_MS = 30_000;
/** §4, §9: recovery attempts are 1 s apart. */
export const HUB_RECOVERY_INTERVAL_MS = 1_000;
/** §9 Reconnect: unlimited attempts, 1 s apart (fixed), never more than 30 s. */
export const HUB_RECONNECT_DELAY_MS = 1_000;
/** §9 Reconnect: the upper bound of the reconnect delay. */
export const HUB_RECONNECT_MAX_DELAY_MS = 30_000;
/** §9 Message retry: 3 retries. */
export const HUB_MESSAGE_RETRIES = 3;
/** §9 Message retry: 1 s apart (fixed). */
export const HUB_MESSAGE_RETRY_DELAY_MS = 1_000;
/** §9: sequenceAck at most once a second while new messages arrive. */
export const HUB_SEQUENCE_ACK_INTERVAL_MS = 1_000;
/** §9: sequenceAck at once when a sequenceId jumps by more than this. */
export const HUB_SEQUENCE_ACK_JUMP = 300;
/** §9 Keepalive: a ping every 20 s while connected. */
export const HUB_PING_INTERVAL_MS = 20_000;
/** hub-protocol.md §10: a link silent this long is closed by the client and recovered. */
export const HUB_SILENCE_TIMEOUT_MS = 120_000;
/** ARCHITECTURE §3.4: the shared connection outlives its last subscriber by this grace (StrictMode remounts). */
export const HUB_REFCOUNT_GRACE_MS = 1_000;

/**
 * Issue 7 "Connection honesty": when the hub has not been Connected for more than this, the player
 * screens show the reconnecting banner and mark the now-playing data as possibly stale.
 */
export const CONNECTION_STALE_MS = 2_000;
/**
 * Issue 7 "Connection honesty": when the tab returns to the foreground or the browser comes back
 * online, status is requested at once; a reply that has not arrived within this marks the now-playing
 * data as possibly stale until one does (the link is checked and status refreshed within 1 s).
 */
export const WAKE_CHECK_MS = 1_000;

/**
 * Route loading: a route whose code is still loading after this shows a visible placeholder; a faster
 * load shows nothing, so quick navigations do not flash.
 */
export const ROUTE_LOADING_DELAY_MS = 300;
