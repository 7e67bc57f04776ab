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
  /** Version 1's marks, a record per zone: moved to `markBatches` when the database moves to version 2. */
  marks: { key: string; value: ZoneMark };
  /**
   * The marks, a record per write (the marks it changed), oldest first: a zone's latest wins. A record per
   * write, not per zone: the browser answers each request in a task of its own, and a first visit of an
   * estate marks every zone, thousands of tasks on a busy page. Folded into one record at each open.
   */
  markBatches: { key: number; value: ZoneMark[] };
}

/** The database's version: 2 keeps the marks a record per write (`markBatches`). */
const ACTIVITY_DB_VERSION = 2;

/**
 * One account's activity log in the browser's IndexedDB (through `idb`), a database per account key so
 * nothing is shared between accounts, nor between a support user and the account they act for.
 * Every method's promise rejects when the database fails (the caller reports it and goes on).
 */
export interface ActivityStore {
  /** Adds entries, puts periods (by start) and adds the marks as one batch, all in one transaction. */
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
  /**
   * Deletes what is older than ACTIVITY_LOG_MAX_AGE_MS before `now`, then the oldest entries past
   * ACTIVITY_LOG_MAX_ENTRIES, and folds the mark batches into one (each zone's latest).
   */
  prune(now: number, maxEntries?: number): Promise<void>;
  close(): void;
}

/** Opens (creating it when new) the log of `key` in the browser's `indexedDB`. */
export async function openActivityStore(key: string): Promise<ActivityStore> {
  const db: IDBPDatabase<ActivitySchema> = await openDB<ActivitySchema>(
    ACTIVITY_DB_PREFIX + key,
    ACTIVITY_DB_VERSION,
    {
      upgrade(upgrading, oldVersion, _newVersion, transaction) {
        if (oldVersion < 1) {
          upgrading
            .createObjectStore('entries', { keyPath: 'id', autoIncrement: true })
            .createIndex('at', 'at');
          upgrading.createObjectStore('periods', { keyPath: 'start' });
        }
        upgrading.createObjectStore('markBatches', { autoIncrement: true });
        if (oldVersion !== 1) return;
        // Version 1's marks become the first batch; the open completes once this transaction has.
        void transaction
          .objectStore('marks')
          .getAll()
          .then((marks) => {
            if (marks.length) void transaction.objectStore('markBatches').add(marks);
            upgrading.deleteObjectStore('marks');
          });
      },
    },
  );
  return {
    async write({ entries, periods, marks }) {
      const tx = db.transaction(['entries', 'periods', 'markBatches'], 'readwrite');
      const writes: Promise<unknown>[] = [
        ...entries.map((entry) => tx.objectStore('entries').add(entry as StoredEntry)),
        ...periods.map((period) => tx.objectStore('periods').put(period)),
        ...(marks.length ? [tx.objectStore('markBatches').add([...marks])] : []),
      ];
      await Promise.all([...writes, tx.done]);
    },
    entries: (since = 0) => db.getAllFromIndex('entries', 'at', IDBKeyRange.lowerBound(since)),
    periods: () => db.getAll('periods'),
    marks: async () => latestMarks(await db.getAll('markBatches')),
    async prune(now, maxEntries = ACTIVITY_LOG_MAX_ENTRIES) {
      const cutoff = now - ACTIVITY_LOG_MAX_AGE_MS;
      const tx = db.transaction(['entries', 'periods', 'markBatches'], 'readwrite');
      const batches = tx.objectStore('markBatches');
      if ((await batches.count()) > 1) {
        const latest = latestMarks(await batches.getAll());
        await batches.clear();
        await batches.add([...latest.values()]);
      }
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

/** The latest mark of each zone in `batches` (oldest first). */
function latestMarks(batches: readonly (readonly ZoneMark[])[]): Map<string, ZoneMark> {
  const latest = new Map<string, ZoneMark>();
  for (const batch of batches) for (const mark of batch) latest.set(mark.group, mark);
  return latest;
}

/** Deletes the log of `key` (an account signed out). Resolves when it is gone. */
export function deleteActivityStore(key: string): Promise<void> {
  return deleteDB(ACTIVITY_DB_PREFIX + key);
}
