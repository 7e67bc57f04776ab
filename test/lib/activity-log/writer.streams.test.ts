import { marbles } from 'rxjs-marbles/jest';
import { Subject, VirtualTimeScheduler } from 'rxjs';
import { ACTIVITY_LOG_PERIOD_TICK_MS, ACTIVITY_LOG_WRITE_MS } from '../../../src/config/timing';
import type { ActivityEntry } from '../../../src/lib/activity-log/entries';
import {
  batchedWrites$,
  mergeWrites,
  NO_WRITE,
  watchedPeriod$,
  type LogWrite,
} from '../../../src/lib/activity-log/writer.streams';

const entry = (at: number): ActivityEntry => ({
  at,
  group: 'g-1',
  kind: 'play',
  actor: 'another-device',
  zone: '',
  site: '',
  player: '',
});
const writeOf = (at: number): LogWrite => ({ ...NO_WRITE, entries: [entry(at)] });

// prettier-ignore
describe('batchedWrites$: the log is written in batches, off the hot path (docs/design.md "Activity log")', () => {
  it('writes in one call what arrives within a window of ACTIVITY_LOG_WRITE_MS, at the window\'s end', marbles((m) => {
    const writes$ = m.hot<LogWrite>(`a 99ms b 99ms c ${ACTIVITY_LOG_WRITE_MS}ms d`, {
      a: writeOf(1),
      b: writeOf(2),
      c: writeOf(3),
      d: writeOf(4),
    });
    const written: { at: number; entries: number[] }[] = [];
    const write = (batch: LogWrite) => {
      written.push({ at: m.scheduler.now(), entries: batch.entries.map((e) => e.at) });
      return Promise.resolve();
    };
    m.expect(batchedWrites$(writes$, write, () => undefined, m.scheduler)).toBeObservable('');
    m.flush();
    expect(written).toEqual([
      { at: ACTIVITY_LOG_WRITE_MS, entries: [1, 2, 3] },
      // d came within the window after the first write: written at its end
      { at: 2 * ACTIVITY_LOG_WRITE_MS, entries: [4] },
    ]);
  }));

  it('reports a failed write and goes on with the next batch', async () => {
    const scheduler = new VirtualTimeScheduler();
    const writes$ = new Subject<LogWrite>();
    const reported: unknown[] = [];
    let calls = 0;
    const write = () => (calls++ === 0 ? Promise.reject(new Error('quota')) : Promise.resolve());
    const running = batchedWrites$(writes$, write, (e) => reported.push(e), scheduler).subscribe();
    writes$.next(writeOf(1));
    scheduler.flush();
    await new Promise((resolve) => setImmediate(resolve));
    writes$.next(writeOf(2));
    scheduler.flush();
    await new Promise((resolve) => setImmediate(resolve));
    running.unsubscribe();
    expect(calls).toBe(2);
    expect(reported).toEqual([new Error('quota')]);
  });
});

describe('mergeWrites', () => {
  it('keeps every entry, the last period of a start and the last mark of a group', () => {
    const merged = mergeWrites([
      {
        entries: [entry(1)],
        periods: [{ start: 0, end: 5 }],
        marks: [{ group: 'g', mode: 'playing', attention: false, at: 1 }],
      },
      {
        entries: [entry(2)],
        periods: [{ start: 0, end: 9 }],
        marks: [{ group: 'g', mode: 'paused', attention: false, at: 2 }],
      },
    ]);
    expect(merged.entries.map((e) => e.at)).toEqual([1, 2]);
    expect(merged.periods).toEqual([{ start: 0, end: 9 }]);
    expect(merged.marks.map((mark) => mark.mode)).toEqual(['paused']);
  });
});

// prettier-ignore
describe('watchedPeriod$', () => {
  it('says the period watched at once, then its end every ACTIVITY_LOG_PERIOD_TICK_MS', marbles((m) => {
    const tick = ACTIVITY_LOG_PERIOD_TICK_MS;
    m.expect(watchedPeriod$(m.scheduler), `^ ${2 * tick + 1}ms !`).toBeObservable(`a ${tick - 1}ms b ${tick - 1}ms c`, {
      a: { start: 0, end: 0 },
      b: { start: 0, end: tick },
      c: { start: 0, end: 2 * tick },
    });
  }));
});
