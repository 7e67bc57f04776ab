import type { ActivityStore, StoredEntry, WatchedPeriod } from '../../src/lib/activity-log/activity-store';
import type { ZoneMark } from '../../src/lib/activity-log/recorder.streams';

/** An activity store in memory, for component tests (jsdom has no IndexedDB); `prune` keeps everything. */
export function memoryActivityStore(): Promise<ActivityStore> {
  const entries: StoredEntry[] = [];
  const periods = new Map<number, WatchedPeriod>();
  const marks = new Map<string, ZoneMark>();
  return Promise.resolve({
    async write(batch) {
      entries.push(...batch.entries);
      batch.periods.forEach((period) => periods.set(period.start, period));
      batch.marks.forEach((mark) => marks.set(mark.group, mark));
    },
    entries: async (since = 0) => entries.filter((entry) => entry.at >= since),
    periods: async () => [...periods.values()],
    marks: async () => new Map(marks),
    prune: async () => undefined,
    close: () => undefined,
  });
}
