import * as v from 'valibot';
import {
  BULK_STAGED_ABOVE,
  BULK_WAVE_SIZE,
  medianOf,
  NO_BULK,
  reduceBulk,
  skipReason,
  wavesOf,
  type BulkEvent,
  type BulkState,
} from '../../../../src/features/overview/bulk/bulk-run';
import { PlayerStatus } from '../../../../src/lib/player/replies';
import { status } from '../../../support/overview-fakes';

const at = (fields: Record<string, unknown>) => v.parse(PlayerStatus, status(fields));
const groups = (count: number) => Array.from({ length: count }, (_, i) => `g-${i}`);
const run = (...events: BulkEvent[]): BulkState => events.reduce(reduceBulk, NO_BULK);
const zones = (count: number) => groups(count).map((group) => ({ group, status: at({}) }));

describe('the bulk reducer (README "Every zone at a glance")', () => {
  it('skips by the rights', () => {
    expect(skipReason({ kind: 'pause' }, at({ RemotePauseAllowed: false }))).toBe('pause-not-allowed');
    expect(skipReason({ kind: 'volume', percent: 3 }, at({ RemoteVolumeAllowed: false }))).toBe(
      'volume-not-allowed',
    );
    expect(skipReason({ kind: 'volume-step', step: 10 }, at({ RemoteVolumeAllowed: false }))).toBe(
      'volume-not-allowed',
    );
    // A step's level is asked when its wave goes out, not decided here.
    expect(skipReason({ kind: 'volume-step', step: 10 }, at({}))).toBeUndefined();
    expect(skipReason({ kind: 'volume-step', step: 10 }, undefined)).toBeUndefined();
    expect(skipReason({ kind: 'pause' }, undefined)).toBeUndefined();
  });

  it('starts a volume from the median of the known volumes', () => {
    expect(medianOf([80, 20, 30])).toBe(30);
    expect(medianOf([25, 40])).toBe(33);
    expect(medianOf([])).toBeUndefined();
  });

  it('stages only above BULK_STAGED_ABOVE, in waves of BULK_WAVE_SIZE', () => {
    expect(wavesOf(groups(BULK_STAGED_ABOVE))).toHaveLength(1);
    const waves = wavesOf(groups(BULK_STAGED_ABOVE + 1));
    expect(waves[0]).toHaveLength(BULK_WAVE_SIZE);
    expect(waves.flat()).toEqual(groups(BULK_STAGED_ABOVE + 1));
    expect(wavesOf([])).toEqual([]);
  });

  it('asks nothing new while a run is sending, and clears only a finished run', () => {
    const plan = { action: { kind: 'pause' } as const, zones: zones(2) };
    const running = run({ t: 'ask', plan }, { t: 'confirm' });
    expect(running.run?.stage).toBe('running');
    expect(reduceBulk(running, { t: 'ask', plan })).toBe(running);
    expect(reduceBulk(running, { t: 'clear' })).toBe(running);
    const finished = run(
      { t: 'ask', plan },
      { t: 'confirm' },
      { t: 'result', group: 'g-0', result: { kind: 'done' } },
      { t: 'result', group: 'g-1', result: { kind: 'done' } },
    );
    expect(finished.run?.stage).toBe('finished');
    expect(reduceBulk(finished, { t: 'retry', status: () => undefined })).toBe(finished); // nothing failed
    expect(reduceBulk(finished, { t: 'clear' }).run).toBeNull();
  });

  it('finishes at once when every zone is skipped, and cancel drops the plan', () => {
    const plan = {
      action: { kind: 'pause' } as const,
      zones: [{ group: 'g-0', status: at({ RemotePauseAllowed: false }) }],
    };
    expect(run({ t: 'ask', plan }, { t: 'confirm' }).run?.stage).toBe('finished');
    expect(run({ t: 'ask', plan }, { t: 'cancel' })).toEqual(NO_BULK);
  });

  it('goes on to the next wave by itself when a wave failed no more than BULK_HALT_SHARE', () => {
    const plan = { action: { kind: 'pause' } as const, zones: zones(BULK_STAGED_ABOVE + 1) };
    const results: BulkEvent[] = groups(BULK_WAVE_SIZE).map((group, i) => ({
      t: 'result',
      group,
      result: i < BULK_WAVE_SIZE / 5 ? { kind: 'not-answering' } : { kind: 'done' },
    }));
    const state = run({ t: 'ask', plan }, { t: 'confirm' }, ...results);
    expect([state.run?.stage, state.run?.wave]).toEqual(['running', 1]);
  });
});
