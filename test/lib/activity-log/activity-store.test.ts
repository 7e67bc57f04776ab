/**
 * @jest-environment node
 */
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { ACTIVITY_LOG_MAX_AGE_MS } from '../../../src/config/timing';
import {
  accountKey,
  ACTIVITY_DB_PREFIX,
  ACTIVITY_LOG_MAX_ENTRIES,
  deleteActivityStore,
  openActivityStore,
} from '../../../src/lib/activity-log/activity-store';
import type { ActivityEntry } from '../../../src/lib/activity-log/entries';

const entry = (at: number, group = 'g-1'): ActivityEntry => ({
  at,
  group,
  kind: 'volume',
  actor: 'another-device',
  from: '40',
  to: '33',
  zone: 'Counter',
  site: 'High Street',
  player: 'Shop',
});
const NOW = Date.UTC(2026, 11, 7, 12);
let n = 0;
const freshKey = () => `user-${++n}`;

describe('the activity log in IndexedDB (docs/design.md "Activity log")', () => {
  it('keeps entries, periods and marks, and gives entries back from a time on, oldest first', async () => {
    const store = await openActivityStore(freshKey());
    await store.write({
      entries: [entry(NOW - 10), entry(NOW - 20)],
      periods: [{ start: NOW - 100, end: NOW }],
      marks: [{ group: 'g-1', mode: 'paused', attention: false, at: NOW }],
    });
    expect((await store.entries(NOW - 15)).map((e) => e.at)).toEqual([NOW - 10]);
    expect((await store.entries()).map((e) => e.at)).toEqual([NOW - 20, NOW - 10]);
    expect(await store.periods()).toEqual([{ start: NOW - 100, end: NOW }]);
    expect((await store.marks()).get('g-1')?.mode).toBe('paused');
    store.close();
  });

  it('deletes what is older than ACTIVITY_LOG_MAX_AGE_MS, then the oldest past the count bound', async () => {
    const store = await openActivityStore(freshKey());
    const old = NOW - ACTIVITY_LOG_MAX_AGE_MS - 1;
    await store.write({
      entries: [entry(old), entry(NOW - 3), entry(NOW - 2), entry(NOW - 1)],
      periods: [
        { start: old - 10, end: old },
        { start: NOW - 5, end: NOW },
      ],
      marks: [],
    });
    await store.prune(NOW, 2);
    expect((await store.entries()).map((e) => e.at)).toEqual([NOW - 2, NOW - 1]);
    expect(await store.periods()).toEqual([{ start: NOW - 5, end: NOW }]);
    store.close();
  });

  it('keeps the marks a batch per write, each zone on its latest, and folds the batches into one when pruned', async () => {
    const key = freshKey();
    const store = await openActivityStore(key);
    const mark = (group: string, mode: 'playing' | 'paused', at: number) => ({
      group,
      mode,
      attention: false,
      at,
    });
    const marks = Array.from({ length: 500 }, (_, i) => mark(`g-${i}`, 'playing', NOW));
    await store.write({ entries: [], periods: [], marks });
    await store.write({ entries: [], periods: [], marks: [mark('g-7', 'paused', NOW + 1)] });
    await store.write({ entries: [], periods: [], marks: [] });
    const records = async () => {
      const db = await openDB(ACTIVITY_DB_PREFIX + key);
      const count = await db.count('markBatches');
      db.close();
      return count;
    };
    expect(await records()).toBe(2); // a record per write with marks, not one per zone
    const latest = await store.marks();
    expect(latest.size).toBe(500);
    expect(latest.get('g-7')).toEqual(mark('g-7', 'paused', NOW + 1));
    await store.prune(NOW);
    expect(await records()).toBe(1);
    expect(await store.marks()).toEqual(latest);
    store.close();
  });

  it('moves the marks of a version 1 database (a record per zone) into its first batch', async () => {
    const key = freshKey();
    const v1 = await openDB(ACTIVITY_DB_PREFIX + key, 1, {
      upgrade(db) {
        db.createObjectStore('entries', { keyPath: 'id', autoIncrement: true }).createIndex('at', 'at');
        db.createObjectStore('periods', { keyPath: 'start' });
        db.createObjectStore('marks', { keyPath: 'group' });
      },
    });
    await v1.put('marks', { group: 'g-1', mode: 'paused', attention: true, at: NOW });
    await v1.add('entries', entry(NOW - 1));
    v1.close();
    const store = await openActivityStore(key);
    expect([...(await store.marks())]).toEqual([
      ['g-1', { group: 'g-1', mode: 'paused', attention: true, at: NOW }],
    ]);
    expect((await store.entries()).map((e) => e.at)).toEqual([NOW - 1]);
    await store.write({
      entries: [],
      periods: [],
      marks: [{ group: 'g-2', mode: 'playing', attention: false, at: NOW }],
    });
    expect([...(await store.marks()).keys()]).toEqual(['g-1', 'g-2']);
    store.close();
  });

  it('bounds the log to 50,000 entries by default', () => expect(ACTIVITY_LOG_MAX_ENTRIES).toBe(50_000));

  it('keeps each account apart, an impersonation apart from the support user, and forgets an account deleted', async () => {
    const own = accountKey('support-1');
    const actingFor = accountKey('support-1', 'Shop@Example.com');
    expect(actingFor).not.toBe(own);
    const mine = await openActivityStore(own);
    await mine.write({ entries: [entry(NOW)], periods: [], marks: [] });
    const theirs = await openActivityStore(actingFor);
    expect(await theirs.entries()).toEqual([]);
    theirs.close();
    mine.close();
    await deleteActivityStore(own);
    const again = await openActivityStore(own);
    expect(await again.entries()).toEqual([]);
    again.close();
  });
});
