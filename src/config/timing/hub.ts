/** The hub connection and the zones' link to it. (Every duration of the product: ./index.ts.) */

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
 * docs/design.md "Honest about the connection": when the hub has not been Connected for more than this, the
 * player screens show the reconnecting banner and mark the now-playing data as possibly stale.
 * @test test/features/player/zone/connection.streams.test.ts
 * @test test/features/overview/sites/overview-view.test.ts
 */
export const CONNECTION_STALE_MS = 2_000;
/**
 * docs/design.md "Honest about the connection": when the tab returns to the foreground or the browser comes
 * back online, status is requested at once; a reply that has not arrived within this marks the
 * now-playing data as possibly stale until one does.
 * @test test/features/player/zone/connection.streams.wake.test.ts
 */
export const WAKE_CHECK_MS = 1_000;
