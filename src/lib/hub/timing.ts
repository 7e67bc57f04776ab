import {
  HUB_MESSAGE_RETRIES,
  HUB_MESSAGE_RETRY_DELAY_MS,
  HUB_PING_INTERVAL_MS,
  HUB_RECONNECT_DELAY_MS,
  HUB_RECOVERY_INTERVAL_MS,
  HUB_RECOVERY_WINDOW_MS,
  HUB_REFCOUNT_GRACE_MS,
  HUB_SEQUENCE_ACK_BACKLOG,
  HUB_SEQUENCE_ACK_INTERVAL_MS,
  HUB_SEQUENCE_ACK_JUMP,
  HUB_SILENCE_TIMEOUT_MS,
} from '../../config/timing';

/**
 * The hub client's timing, as options with documented defaults (like the Azure client's
 * `messageRetryOptions`, `reconnectRetryOptions`, `keepAliveIntervalInMs`, `keepAliveTimeoutInMs`).
 * Every default is a constant of `src/config/timing/`; a missing, negative or non-finite value
 * gets its default.
 */
export interface HubTimingOptions {
  /** Recovery is attempted until this has passed since the link was lost (hub-protocol.md §6). Default `HUB_RECOVERY_WINDOW_MS`. */
  readonly recoveryWindowInMs?: number;
  /** A failed recovery attempt is followed by the next after this (§6). Default `HUB_RECOVERY_INTERVAL_MS`. */
  readonly recoveryIntervalInMs?: number;
  /** A failed new connection is tried again after this, without limit (§7, fixed mode). Default `HUB_RECONNECT_DELAY_MS`. */
  readonly reconnectDelayInMs?: number;
  /** A send answered with an error ack is retried this many times (§9 message retry). Default `HUB_MESSAGE_RETRIES`. */
  readonly messageRetries?: number;
  /** Those retries are this far apart (fixed mode). Default `HUB_MESSAGE_RETRY_DELAY_MS`. */
  readonly messageRetryDelayInMs?: number;
  /** sequenceAck at most once per this while new messages arrive (§5 (a)). Default `HUB_SEQUENCE_ACK_INTERVAL_MS`. */
  readonly sequenceAckIntervalInMs?: number;
  /** sequenceAck at once when a sequenceId jumps by more than this (§5 (b)). Default `HUB_SEQUENCE_ACK_JUMP`. */
  readonly sequenceAckJump?: number;
  /** sequenceAck at once when this many new messages arrived since the last one (§5, the service's limit). Default `HUB_SEQUENCE_ACK_BACKLOG`. */
  readonly sequenceAckBacklog?: number;
  /** A ping this often while connected (§10); 0 sends none. Default `HUB_PING_INTERVAL_MS`. */
  readonly keepAliveIntervalInMs?: number;
  /** A link silent this long is closed and recovered (§10); 0 never closes it. Default `HUB_SILENCE_TIMEOUT_MS`. */
  readonly keepAliveTimeoutInMs?: number;
  /** The connection outlives its last subscriber by this (docs/architecture.md §3.4). Default `HUB_REFCOUNT_GRACE_MS`. */
  readonly refCountGraceInMs?: number;
}

/** {@link HubTimingOptions} with every value resolved. */
export type HubTiming = Required<HubTimingOptions>;

/** The defaults of {@link HubTimingOptions}. */
export const DEFAULT_HUB_TIMING: HubTiming = {
  recoveryWindowInMs: HUB_RECOVERY_WINDOW_MS,
  recoveryIntervalInMs: HUB_RECOVERY_INTERVAL_MS,
  reconnectDelayInMs: HUB_RECONNECT_DELAY_MS,
  messageRetries: HUB_MESSAGE_RETRIES,
  messageRetryDelayInMs: HUB_MESSAGE_RETRY_DELAY_MS,
  sequenceAckIntervalInMs: HUB_SEQUENCE_ACK_INTERVAL_MS,
  sequenceAckJump: HUB_SEQUENCE_ACK_JUMP,
  sequenceAckBacklog: HUB_SEQUENCE_ACK_BACKLOG,
  keepAliveIntervalInMs: HUB_PING_INTERVAL_MS,
  keepAliveTimeoutInMs: HUB_SILENCE_TIMEOUT_MS,
  refCountGraceInMs: HUB_REFCOUNT_GRACE_MS,
};

/** Resolves `options` against {@link DEFAULT_HUB_TIMING}. */
export function resolveHubTiming(options: HubTimingOptions = {}): HubTiming {
  const resolved = { ...DEFAULT_HUB_TIMING };
  for (const key of Object.keys(DEFAULT_HUB_TIMING) as (keyof HubTiming)[]) {
    const value = options[key];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) resolved[key] = value;
  }
  return resolved;
}
