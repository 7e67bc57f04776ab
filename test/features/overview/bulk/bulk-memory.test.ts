import { restoredState, storedRun } from '../../../../src/features/overview/bulk/bulk-memory';
import type { BulkRun } from '../../../../src/features/overview/bulk/bulk-run';
import { NO_BULK } from '../../../../src/features/overview/bulk/bulk-state';

const finished: BulkRun = {
  action: { kind: 'playlist', name: 'Rock', types: new Map([['g-0', 5]]) },
  groups: ['g-0', 'g-1'],
  results: new Map([
    ['g-0', { kind: 'done' }],
    ['g-1', { kind: 'skipped', reason: 'volume-unknown' }],
  ]),
  waves: [['g-0']],
  wave: 0,
  retries: 2,
  stage: 'finished',
};

describe('the bulk run as the tab keeps it (docs/design.md "Every zone at a glance")', () => {
  it('comes back as it was kept, through JSON', () => {
    const restored = restoredState(JSON.parse(JSON.stringify(storedRun(finished))));
    expect(restored).toEqual({ ...NO_BULK, run: finished });
  });

  it('keeps an energy run and a halted run’s held zones', () => {
    const energy: BulkRun = {
      ...finished,
      action: { kind: 'energy', level: 3, tracks: new Map([['g-0', 12]]), unsupported: ['g-1'] },
      results: new Map([
        ['g-0', { kind: 'not-sent', reason: 'disconnected' }],
        ['g-1', { kind: 'waiting', held: true }],
      ]),
      stage: 'halted',
    };
    expect(restoredState(JSON.parse(JSON.stringify(storedRun(energy))))).toEqual({ ...NO_BULK, run: energy });
  });

  it('ends a run that was sending when the page went away: nothing is sent again without Retry', () => {
    const sending: BulkRun = {
      ...finished,
      action: { kind: 'pause' },
      results: new Map([
        ['g-0', { kind: 'sending' }],
        ['g-1', { kind: 'waiting' }],
      ]),
      stage: 'running',
    };
    const restored = restoredState(JSON.parse(JSON.stringify(storedRun(sending))));
    expect(restored.run?.stage).toBe('finished');
    expect([...(restored.run?.results.values() ?? [])]).toEqual([
      { kind: 'not-sent', reason: 'stopped' },
      { kind: 'not-sent', reason: 'stopped' },
    ]);
  });

  it('reads nothing, or anything unreadable, as no run', () => {
    expect(restoredState(undefined).run).toBeNull();
    expect(restoredState({ ...(storedRun(finished) as object), stage: 'lost' }).run).toBeNull();
    expect(storedRun(null)).toBeUndefined();
  });
});
