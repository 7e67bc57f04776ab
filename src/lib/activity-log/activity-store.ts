import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { ACTIVITY_LOG_MAX_AGE_MS } from '../../config/timing';
import type { ActivityEntry } from './entries';
import type { ZoneMark } from './recorder.streams';

export { accountKey } from './account-key';

/**
 * At most this many entries are kept per account (the oldest go first); with ACTIVITY_LOG_MAX_AGE_MS
 * it bounds what the log costs the browser (docs/design.md "Activity log").
 */
export const ACTIVITY_LOG_MAX_ENTRIES = 50_000;

/** The prefix of each account's database name; the rest is the account's key ({@link accountKey}). */
export const ACTIVITY_DB_PREFIX = 'player-remote-activity:';

/** A span of time the overview watched the fleet (ms since the epoch): outside of them, nothing is known. */
export interface WatchedPeriod {
  readonly start: number;
  readonly end: number;
}

/** An entry as stored: with the key the database gave it. */
export type StoredEntry = ActivityEntry & { readonly id?: number };

interface ActivitySchema extends DBSchema {
  entries: { key: number; value: StoredEntry; indexes: { at: number } };
  periods: { key: number; value: WatchedPeriod };
  marks: { key: string; value: ZoneMark };
}

/**
 * One account's activity log in the browser's IndexedDB (through `idb`), a database per account key so
 * nothing is shared between accounts, nor between a support user and the account they act for.
 * Every method's promise rejects when the database fails (the caller reports it and goes on).
 */
export interface ActivityStore {
  /** Adds entries, puts periods (by start) and marks (by group), all in one transaction. */
  write(batch: {
    readonly entries: readonly ActivityEntry[];
    readonly periods: readonly WatchedPeriod[];
    readonly marks: readonly ZoneMark[];
  }): Promise<void>;
  /** The entries recorded at or after `since` (ms since the epoch), oldest first. */
  entries(since?: number): Promise<StoredEntry[]>;
  /** Every watched period, oldest first. */
  periods(): Promise<WatchedPeriod[]>;
  /** The last mark of each zone. */
  marks(): Promise<Map<string, ZoneMark>>;
  /** Deletes what is older than ACTIVITY_LOG_MAX_AGE_MS before `now`, then the oldest entries past ACTIVITY_LOG_MAX_ENTRIES. */
  prune(now: number, maxEntries?: number): Promise<void>;
  close(): void;
}

/** Opens (creating it when new) the log of `key` in the browser's `indexedDB`. */
export async function openActivityStore(key: string): Promise<ActivityStore> {
  const db: IDBPDatabase<ActivitySchema> = await openDB<ActivitySchema>(ACTIVITY_DB_PREFIX + key, 1, {
    upgrade(upgrading) {
      upgrading.createObjectStore('entries', { keyPath: 'id', autoIncrement: true }).createIndex('at', 'at');
      upgrading.createObjectStore('periods', { keyPath: 'start' });
      upgrading.createObjectStore('marks', { keyPath: 'group' });
    },
  });
  return {
    async write({ entries, periods, marks }) {
      const tx = db.transaction(['entries', 'periods', 'marks'], 'readwrite');
      const writes: Promise<unknown>[] = [
        ...entries.map((entry) => tx.objectStore('entries').add(entry as StoredEntry)),
        ...periods.map((period) => tx.objectStore('periods').put(period)),
        ...marks.map((mark) => tx.objectStore('marks').put(mark)),
      ];
      await Promise.all([...writes, tx.done]);
    },
    entries: (since = 0) => db.getAllFromIndex('entries', 'at', IDBKeyRange.lowerBound(since)),
    periods: () => db.getAll('periods'),
    async marks() {
      const all = await db.getAll('marks');
      return new Map(all.map((mark) => [mark.group, mark]));
    },
    async prune(now, maxEntries = ACTIVITY_LOG_MAX_ENTRIES) {
      const cutoff = now - ACTIVITY_LOG_MAX_AGE_MS;
      const tx = db.transaction(['entries', 'periods'], 'readwrite');
      const entries = tx.objectStore('entries');
      let old = await entries.index('at').openCursor(IDBKeyRange.upperBound(cutoff, true));
      while (old) {
        await old.delete();
        old = await old.continue();
      }
      let extra = (await entries.count()) - maxEntries;
      let oldest = extra > 0 ? await entries.openCursor() : null;
      while (oldest && extra > 0) {
        await oldest.delete();
        extra -= 1;
        oldest = await oldest.continue();
      }
      const periods = tx.objectStore('periods');
      let gone = await periods.openCursor();
      while (gone && gone.value.end < cutoff) {
        await gone.delete();
        gone = await gone.continue();
      }
      await tx.done;
    },
    close: () => db.close(),
  };
}

/** Deletes the log of `key` (an account signed out). Resolves when it is gone. */
export function deleteActivityStore(key: string): Promise<void> {
  return deleteDB(ACTIVITY_DB_PREFIX + key);
}
