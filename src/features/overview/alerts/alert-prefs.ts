import { ALERT_DELAY_LONG_MS, ALERT_DELAY_MEDIUM_MS, ALERT_DELAY_SHORT_MS } from '../../../config/timing';
import type { KeyValueStore, LocalKey } from '../../../lib/storage/web-storage';

/** The delays a user can choose: a zone is alerted when it has needed attention this long (ms). */
export const ALERT_DELAYS: readonly number[] = [
  ALERT_DELAY_SHORT_MS,
  ALERT_DELAY_MEDIUM_MS,
  ALERT_DELAY_LONG_MS,
];

/** A user's choice of alerts (docs/design.md "Activity log"). */
export interface AlertPrefs {
  /** True once the user has turned alerts on (and the browser allowed notifications then). */
  readonly on: boolean;
  /** One of {@link ALERT_DELAYS}. */
  readonly delayMs: number;
  /** Alerts are muted until then (ms since the epoch); 0 when not muted. */
  readonly mutedUntil: number;
}

/** Off, as every user starts: the middle delay, not muted. */
export const ALERTS_OFF: AlertPrefs = { on: false, delayMs: ALERT_DELAY_MEDIUM_MS, mutedUntil: 0 };

/** The stored choices, by user id. */
type Stored = Record<string, unknown>;

const storedOf = (store: KeyValueStore<LocalKey>): Stored => {
  const value = store.get('alerts');
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Stored) : {};
};

/**
 * The alerts `userId` chose in this browser (local key `alerts`), {@link ALERTS_OFF} when none; a stored
 * value of the wrong shape is reported through `warn` and read as {@link ALERTS_OFF}.
 */
export function readAlertPrefs(
  store: KeyValueStore<LocalKey>,
  userId: string,
  warn: (problem: string, value: unknown) => void,
): AlertPrefs {
  const value = storedOf(store)[userId];
  if (value === undefined) return ALERTS_OFF;
  const prefs = value as Partial<AlertPrefs>;
  if (
    typeof prefs.on !== 'boolean' ||
    typeof prefs.mutedUntil !== 'number' ||
    !ALERT_DELAYS.includes(prefs.delayMs as number)
  ) {
    warn('alerts: the stored choice is not one the app wrote; alerts are off', value);
    return ALERTS_OFF;
  }
  return { on: prefs.on, delayMs: prefs.delayMs as number, mutedUntil: prefs.mutedUntil };
}

/** Keeps `prefs` as `userId`'s choice in this browser, beside the other users' (kept across sign-outs). */
export function writeAlertPrefs(store: KeyValueStore<LocalKey>, userId: string, prefs: AlertPrefs): void {
  store.set('alerts', { ...storedOf(store), [userId]: prefs });
}
