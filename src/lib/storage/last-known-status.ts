import type { KeyValueStore, LocalKey, TabKey } from './web-storage';

/**
 * How many zones a store keeps a last known status for, the most recent first; the oldest is dropped
 * when another zone is remembered (a count).
 */
export const LAST_KNOWN_ZONES = 8;

/** One zone's last known status as stored: the zone group it belongs to and the status, unparsed. */
interface StoredEntry {
  readonly group: string;
  readonly status: unknown;
}

/**
 * The zones' last known statuses (docs/design.md "What loads when"): what the player screen shows at once, marked
 * as last known, while the hub has not yet brought the zone's live status. Kept per zone group (the player
 * key and the zone number), so a zone never shows another's; in the tab store (`lastStatus`) and, for a new
 * tab, in the local store (`lastStatus`), LAST_KNOWN_ZONES zones in each. Values are not parsed here: the
 * caller's `parse` decides what a status is.
 */
export interface LastKnownStore {
  /**
   * The status last stored for `group`, as `parse` reads it: the tab's own first, else the browser's (a new
   * tab); null when neither has one. A stored value that is not a list of entries, an entry without a group,
   * or a status `parse` rejects (returns null) is reported and ignored.
   */
  recall<T>(group: string, parse: (value: unknown) => T | null): T | null;
  /** Stores `status` (JSON-serialisable) as the last known status of `group`, in both stores. */
  remember(group: string, status: unknown): void;
}

/** Tells about a stored value that was ignored: what was wrong, and the value. */
export type ReportMalformed = (problem: string, value: unknown) => void;

/** The last known statuses over the browser-wide store and the tab's store. */
export function createLastKnownStore(
  local: KeyValueStore<LocalKey>,
  tab: KeyValueStore<TabKey>,
  report: ReportMalformed,
): LastKnownStore {
  const stores = [tab, local] as readonly KeyValueStore<'lastStatus'>[];
  return {
    recall(group, parse) {
      for (const store of stores) {
        const entry = entriesOf(store, report).find((e) => e.group === group);
        if (!entry) continue;
        const status = parse(entry.status);
        if (status !== null) return status;
        report(`The last known status of zone ${group} is malformed; it is ignored.`, entry.status);
      }
      return null;
    },
    remember(group, status) {
      for (const store of stores) {
        const others = entriesOf(store).filter((e) => e.group !== group);
        const entries: StoredEntry[] = [{ group, status }, ...others].slice(0, LAST_KNOWN_ZONES);
        store.set('lastStatus', entries);
      }
    },
  };
}

/** The well-formed entries of `store`'s list; a malformed list or entry is reported (when asked) and left out. */
function entriesOf(store: KeyValueStore<'lastStatus'>, report?: ReportMalformed): StoredEntry[] {
  const value = store.get('lastStatus');
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    report?.('The stored last known statuses are not a list; they are ignored.', value);
    return [];
  }
  return value.filter((entry: unknown): entry is StoredEntry => {
    const ok =
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { group?: unknown }).group === 'string' &&
      'status' in entry;
    if (!ok) report?.('A stored last known status names no zone; it is ignored.', entry);
    return ok;
  });
}
