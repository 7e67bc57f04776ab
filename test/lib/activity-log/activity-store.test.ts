/**
 * @jest-environment node
 */
import 'fake-indexeddb/auto';
import { ACTIVITY_LOG_MAX_AGE_MS } from '../../../src/config/timing';
import {
  accountKey,
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
