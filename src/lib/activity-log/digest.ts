import type { ActivityEntry } from './entries';
import type { WatchedPeriod } from './activity-store';

/** "Since you last looked": when the overview last stopped watching, and what changed since. */
export interface Digest {
  /** The end of the last period watched before this opening (ms since the epoch); undefined on a first visit. */
  readonly since: number | undefined;
  /** Oldest first: the changes first seen at this opening (missed) and those recorded while the overview was closed. */
  readonly entries: readonly ActivityEntry[];
}

/**
 * The digest of an opening of the overview at `openedAt` (docs/design.md "Activity log"): against the last known
 * state (the zones' marks, whose differences the first sight records as `missed`) and the entries recorded
 * after the last watched period ended and before this opening (another sign-in's commands seen on a zone's
 * screen). Nothing on a first visit. `entries` may be in any order.
 */
export function digestOf(
  entries: readonly ActivityEntry[],
  periods: readonly WatchedPeriod[],
  openedAt: number,
): Digest {
  const before = periods.filter((period) => period.start < openedAt);
  if (before.length === 0) return { since: undefined, entries: [] };
  const since = Math.max(...before.map((period) => period.end));
  const changed = entries
    .filter((entry) => (entry.missed && entry.at >= openedAt) || (entry.at > since && entry.at < openedAt))
    .sort((a, b) => a.at - b.at);
  return { since, entries: changed };
}
