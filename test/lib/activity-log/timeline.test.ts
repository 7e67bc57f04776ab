import type { ActivityEntry } from '../../../src/lib/activity-log/entries';
import { DAY_MS, timelineOf } from '../../../src/lib/activity-log/timeline';

const NOW = Date.UTC(2026, 11, 7, 12);
const H = 60 * 60 * 1000;
const change = (at: number, to: string, group = 'g-1'): ActivityEntry => ({
  at,
  group,
  kind: to === 'offline' ? 'offline' : 'paused',
  actor: 'seen',
  to,
  zone: '',
  site: '',
  player: '',
});

describe('timelineOf: a zone\'s day as this browser saw it (docs/design.md "Activity log")', () => {
  it('draws the time the app was closed as unknown, never as the mode before it', () => {
    const bands = timelineOf(
      'g-1',
      [change(NOW - 10 * H, 'playing'), change(NOW - 2 * H, 'paused')],
      [
        { start: NOW - 10 * H, end: NOW - 8 * H },
        { start: NOW - 3 * H, end: NOW },
      ],
      NOW,
    );
    expect(bands).toEqual([
      { start: NOW - DAY_MS, end: NOW - 10 * H, mode: 'unknown' },
      { start: NOW - 10 * H, end: NOW - 8 * H, mode: 'playing' },
      { start: NOW - 8 * H, end: NOW - 3 * H, mode: 'unknown' },
      { start: NOW - 3 * H, end: NOW - 2 * H, mode: 'playing' },
      { start: NOW - 2 * H, end: NOW, mode: 'paused' },
    ]);
  });

  it("reads only its own zone's state changes, and nothing before it was first seen", () => {
    const bands = timelineOf(
      'g-2',
      [change(NOW - 5 * H, 'offline')],
      [{ start: NOW - 6 * H, end: NOW }],
      NOW,
    );
    expect(bands.map((b) => b.mode)).toEqual(['unknown']);
  });

  it("takes the zone's mark as the mode it has had since it was first seen", () => {
    const mark = { group: 'g-1', mode: 'playing' as const, attention: false, at: NOW - 6 * H };
    const bands = timelineOf('g-1', [], [{ start: NOW - 6 * H, end: NOW }], NOW, mark);
    expect(bands).toEqual([
      { start: NOW - DAY_MS, end: NOW - 6 * H, mode: 'unknown' },
      { start: NOW - 6 * H, end: NOW, mode: 'playing' },
    ]);
  });

  it("keeps the zone's mode over an earlier visit when its mark moved since with its attention", () => {
    // First seen playing in the first visit; seen needing attention in the second: the mark moved then.
    const mark = {
      group: 'g-1',
      mode: 'playing' as const,
      attention: true,
      at: NOW - 1 * H,
      first: NOW - 6 * H,
    };
    const periods = [
      { start: NOW - 6 * H, end: NOW - 5 * H },
      { start: NOW - 1 * H, end: NOW },
    ];
    expect(timelineOf('g-1', [], periods, NOW, mark).map((b) => b.mode)).toEqual([
      'unknown',
      'playing',
      'unknown',
      'playing',
    ]);
  });

  it('draws an earlier visit in the mode a change seen later was from', () => {
    const mark = {
      group: 'g-1',
      mode: 'paused' as const,
      attention: false,
      at: NOW - 1 * H,
      first: NOW - 6 * H,
    };
    const missed: ActivityEntry = { ...change(NOW - 1 * H, 'paused'), from: 'playing', missed: true };
    const periods = [
      { start: NOW - 6 * H, end: NOW - 5 * H },
      { start: NOW - 1 * H, end: NOW },
    ];
    expect(timelineOf('g-1', [missed], periods, NOW, mark)).toEqual([
      { start: NOW - DAY_MS, end: NOW - 6 * H, mode: 'unknown' },
      { start: NOW - 6 * H, end: NOW - 5 * H, mode: 'playing' },
      { start: NOW - 5 * H, end: NOW - 1 * H, mode: 'unknown' },
      { start: NOW - 1 * H, end: NOW, mode: 'paused' },
    ]);
  });
});
