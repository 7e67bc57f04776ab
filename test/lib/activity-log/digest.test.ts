import { digestOf } from '../../../src/lib/activity-log/digest';
import type { ActivityEntry } from '../../../src/lib/activity-log/entries';

const entry = (at: number, extra: Partial<ActivityEntry> = {}): ActivityEntry => ({
  at,
  group: 'g-1',
  kind: 'paused',
  actor: 'seen',
  zone: 'Terrace',
  site: '',
  player: '',
  ...extra,
});

describe('digestOf: "since you last looked" (docs/design.md "Activity log")', () => {
  it('holds what the first sight found changed and what was recorded while the overview was closed', () => {
    const periods = [{ start: 0, end: 100 }];
    const digest = digestOf(
      [
        entry(50), // seen while watching: not news
        entry(150, { kind: 'volume', actor: 'another-device' }), // told on a zone's screen meanwhile
        entry(200, { missed: true }), // first sight at this opening
        entry(210), // live, after the opening
      ],
      periods,
      200,
    );
    expect(digest.since).toBe(100);
    expect(digest.entries.map((e) => e.at)).toEqual([150, 200]);
  });

  it('is empty on a first visit', () => {
    expect(digestOf([entry(200, { missed: true })], [{ start: 200, end: 300 }], 200)).toEqual({
      since: undefined,
      entries: [],
    });
  });
});
