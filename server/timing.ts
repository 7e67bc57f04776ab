/**
 * Every duration the local service keeps, in milliseconds unless the name says otherwise (`_SECONDS`,
 * `_MINUTES`). Each doc comment starts with where the rule comes from (hub-protocol.md, spec §,
 * Azure Web PubSub, the official client or server/README.md), then a colon and the rule.
 * `test/server/timing.test.ts` pins every value and checks that no duration is written inline
 * anywhere else in `server/`.
 */

/** The SI second: the unit every conversion between seconds and ms goes through (`* SECOND_MS`). */
export const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const MINUTE_SECONDS = 60;
const DAY_SECONDS = 24 * 60 * MINUTE_SECONDS;

// The hub (hub/server.ts).

/**
 * hub-protocol.md §6, "What a local server must do": a dropped connection stays recoverable (groups,
 * unacked messages) this long before the hub forgets it; at least the client's recovery window.
 */
export const HUB_CONNECTION_GRACE_MS = MINUTE_MS;
/**
 * server/README.md "Hub behaviour worth knowing": the hub pings every socket at this interval; a
 * socket that missed the previous pong is terminated, so half-open sockets do not hold connections.
 */
export const HUB_HEARTBEAT_MS = 30 * SECOND_MS;
/**
 * server/README.md "The local service": on shutdown the hub waits this long for clients to answer its
 * goodbye (close 1001) before it terminates the sockets that are left.
 */
export const HUB_CLOSE_WAIT_MS = 500;

/**
 * hub-protocol.md §15: a socket that stopped reading is closed with 1008 and terminated this long
 * after, since a reader that does not read never answers the close.
 */
export const HUB_STALLED_CLOSE_WAIT_MS = SECOND_MS;

// Tokens.

/**
 * Azure Web PubSub (`getClientAccessToken`'s default): lifetime of the hub token in the app's
 * `HubUrl`; the hub checks it when a connection opens, never afterwards.
 */
export const HUB_TOKEN_TTL_MINUTES = 60;
/**
 * server/README.md "The local service": lifetime of the simulated players' hub tokens, a day, so a
 * long load test's reconnections never need a fresh token in the middle.
 */
export const FLEET_HUB_TOKEN_TTL_MINUTES = 24 * 60;
/** Spec §8, server/README.md "API decisions": lifetime of an API access token (expiry → 401 → refresh). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * MINUTE_SECONDS;
/** server/README.md "API decisions": lifetime of a refresh token (single use, rotated on every refresh). */
export const REFRESH_TOKEN_TTL_MS = 30 * DAY_MS;
/** server/README.md "API decisions": the window of the per-sign-in limit on token refreshes. */
export const REFRESH_WINDOW_MS = MINUTE_MS;
/** Spec §4 Login, server/README.md "API decisions": lifetime of the access-validated cookie. */
export const ACCESS_VALIDATED_TTL_SECONDS = 30 * DAY_SECONDS;
/** Spec §4 Login: a mailed access code is accepted this long after it was sent. */
export const ACCESS_CODE_TTL_MS = 10 * MINUTE_MS;
/** Spec §5 password reset: a mailed reset code is accepted this long after it was sent. */
export const RESET_CODE_TTL_MS = HOUR_MS;

// Throttles.

/** server/README.md "API decisions": the wait after the first failed sign-in of a key, doubled per further failure. */
export const SIGN_IN_THROTTLE_BASE_MS = 250;
/** server/README.md "API decisions": the longest wait between failed sign-ins of a key. */
export const SIGN_IN_THROTTLE_MAX_MS = 4 * SECOND_MS;
/** server/README.md "API decisions": a key without a failed sign-in for this long is forgotten. */
export const SIGN_IN_THROTTLE_WINDOW_MS = 15 * MINUTE_MS;
/**
 * server/README.md "API decisions": an account's budget of wrong passwords from all addresses forgets one
 * failure per this much time (a leaky bucket).
 */
export const ACCOUNT_FAILURE_DECAY_MS = 3 * MINUTE_MS;
/** server/README.md "API decisions": unknown hash-login secrets from all addresses: one forgotten per this much time. */
export const HASH_FAILURE_DECAY_MS = 6 * SECOND_MS;
/** server/README.md "Limits": hostile frames of one hub connection log at most one summary line per this much time. */
export const HUB_HOSTILE_LOG_INTERVAL_MS = MINUTE_MS;
/** server/README.md "API decisions": the window of the per-address limit on `password/forgot` requests. */
export const FORGOT_WINDOW_MS = MINUTE_MS;
/** server/README.md "API decisions": the window of the per-account limit on reset mails. */
export const RESET_MAIL_WINDOW_MS = 15 * MINUTE_MS;
/** server/README.md "API decisions": the window of the per-account limit on access-code mails ("Send a new code"). */
export const ACCESS_CODE_MAIL_WINDOW_MS = 15 * MINUTE_MS;

// HTTP.

/** server/README.md "Limits against hostile clients": request headers (hub upgrades included) must arrive within this. */
export const HEADERS_TIMEOUT_MS = 10 * SECOND_MS;
/** server/README.md "Limits against hostile clients": a whole request must arrive within this. */
export const REQUEST_TIMEOUT_MS = 30 * SECOND_MS;
/** Node's `http` server (`connectionsCheckingInterval`): the longest period of its check for late headers and requests. */
export const CONNECTIONS_CHECK_MS = SECOND_MS;
/** server/README.md "API decisions": how long a browser may cache a CORS preflight answer, seconds. */
export const CORS_PREFLIGHT_MAX_AGE_SECONDS = 10 * MINUTE_SECONDS;
/** server/README.md "API decisions": how long a generated still (artwork) may be cached, seconds. */
export const STILL_MAX_AGE_SECONDS = DAY_SECONDS;
/** HTTP caching (`immutable`): how long content-hashed bundle files may be cached, a year in seconds. */
export const IMMUTABLE_MAX_AGE_SECONDS = 365 * DAY_SECONDS;

// The simulated fleet (fleet/).

/**
 * player-protocol.md "What the simulated players must do": a zone starts part-way into its track,
 * at a position spread over this many seconds (from the player's seed), so the demo's zones do not
 * change tracks in step.
 */
export const FLEET_START_POSITION_SPREAD_SECONDS = 90;

/** player-protocol.md "What the simulated players must do": the period at which players advance playback and push changes. */
export const FLEET_TICK_MS = SECOND_MS;
/** player-protocol.md "What the simulated players must do": the wait before a player retries a failed first connection. */
export const FLEET_RETRY_MS = 2 * SECOND_MS;
/**
 * hub-protocol.md §10: the players' keep-alive ping period, shorter than the official client's
 * default because its keep-alive loop sleeps a whole period after stop(), holding the process open.
 */
export const FLEET_KEEP_ALIVE_INTERVAL_MS = 5 * SECOND_MS;
/** hub-protocol.md §10: the silence after which a player drops its socket and recovers. */
export const FLEET_KEEP_ALIVE_TIMEOUT_MS = 20 * SECOND_MS;
/** server/README.md "The local service": on stop, a player waits this long for its sends to be acked. */
export const FLEET_STOP_SENDS_WAIT_MS = SECOND_MS;
/** server/README.md "The local service": on stop, a player waits this long for the close handshake. */
export const FLEET_STOP_CLOSE_WAIT_MS = 2 * SECOND_MS;
/** server/README.md "The fleet as its own process": how often `npm run fleet` prints its figures. */
export const FLEET_REPORT_MS = 10 * SECOND_MS;
