import * as v from 'valibot';
import { skipReason, type BulkAction } from '../../../../src/features/overview/bulk/bulk-action';
import {
  BULK_HALT_SHARE,
  BULK_STAGED_ABOVE,
  BULK_WAVE_SIZE,
  filteredResults,
  haltedFigures,
  summarise,
  wavesOf,
  type ZoneResult,
} from '../../../../src/features/overview/bulk/bulk-run';
import {
  NO_BULK,
  reduceBulk,
  type BulkEvent,
  type BulkState,
} from '../../../../src/features/overview/bulk/bulk-state';
import { medianOf } from '../../../../src/features/overview/bulk/panel.streams';
import { PlayerStatus } from '../../../../src/lib/player/replies';
import { status } from '../../../support/overview-fakes';

const at = (fields: Record<string, unknown>) => v.parse(PlayerStatus, status(fields));
const groups = (count: number) => Array.from({ length: count }, (_, i) => `g-${i}`);
const run = (...events: BulkEvent[]): BulkState => events.reduce(reduceBulk, NO_BULK);
const zones = (count: number) => groups(count).map((group) => ({ group, status: at({}) }));
const zone = (fields: Record<string, unknown>) => ({ group: 'g-0', status: at(fields) });
const results = (from: number, count: number, result: ZoneResult): BulkEvent[] =>
  groups(from + count)
    .slice(from)
    .map((group) => ({ t: 'result', group, result }));

/** A run of BULK_WAVE_SIZE + 11 zones halted after its first wave: `failed` of it as `result`. */
function halted(failed: number, result: ZoneResult) {
  const plan = { action: { kind: 'pause' } as const, zones: zones(BULK_WAVE_SIZE + 11) };
  return run(
    { t: 'ask', plan },
    { t: 'confirm' },
    ...results(0, failed, result),
    ...results(failed, BULK_WAVE_SIZE - failed, { kind: 'done' }),
  );
}

describe('the bulk reducer (docs/design.md "Every zone at a glance")', () => {
  it('skips by the rights', () => {
    expect(skipReason({ kind: 'pause' }, zone({ RemotePauseAllowed: false }))).toBe('pause-not-allowed');
    expect(skipReason({ kind: 'volume', percent: 3 }, zone({ RemoteVolumeAllowed: false }))).toBe(
      'volume-not-allowed',
    );
    expect(skipReason({ kind: 'volume-step', step: 10 }, zone({ RemoteVolumeAllowed: false }))).toBe(
      'volume-not-allowed',
    );
    // A step's level is asked when its wave goes out, not decided here.
    expect(skipReason({ kind: 'volume-step', step: 10 }, zone({}))).toBeUndefined();
    expect(
      skipReason({ kind: 'volume-step', step: 10 }, { group: 'g-0', status: undefined }),
    ).toBeUndefined();
    expect(skipReason({ kind: 'pause' }, { group: 'g-0', status: undefined })).toBeUndefined();
  });

  it('skips an energy level where the player is version 7 or below, where the level has no tracks, and where the zone did not say', () => {
    const energy: BulkAction = {
      kind: 'energy',
      level: 2,
      tracks: new Map([
        ['g-0', 40],
        ['g-1', 0],
        ['g-3', 5],
      ]),
      unsupported: ['g-2'],
    };
    const reasons = groups(5).map((group) => skipReason(energy, { group, status: undefined }));
    expect(reasons).toEqual([
      undefined,
      'energy-no-tracks',
      'energy-not-supported',
      undefined,
      'energy-unknown',
    ]);
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
    const finished = reduceBulk(running, results(0, 2, { kind: 'done' })[0]!);
    const done = reduceBulk(finished, results(1, 1, { kind: 'done' })[0]!);
    expect(done.run?.stage).toBe('finished');
    expect(reduceBulk(done, { t: 'retry', zones: zones(2) })).toBe(done); // nothing failed
    expect(reduceBulk(done, { t: 'clear' }).run).toBeNull();
  });

  it('retries only the zones given that failed, under the statuses given', () => {
    const plan = { action: { kind: 'pause' } as const, zones: zones(3) };
    const finished = run(
      { t: 'ask', plan },
      { t: 'confirm' },
      ...results(0, 1, { kind: 'done' }),
      ...results(1, 2, { kind: 'not-answering' }),
    );
    const again = reduceBulk(finished, {
      t: 'retry',
      zones: [
        { group: 'g-0', status: at({}) },
        { group: 'g-1', status: at({ RemotePauseAllowed: false }) },
        { group: 'g-2', status: at({}) },
      ],
    });
    expect(again.run?.retries).toBe(1);
    expect([...(again.run?.results.values() ?? [])].map((r) => r.kind)).toEqual([
      'done',
      'skipped',
      'waiting',
    ]);
  });

  it('keeps the panel open while a plan is confirmed or cancelled, and closes it when a run starts', () => {
    const plan = { action: { kind: 'volume', percent: 30 } as const, zones: zones(2) };
    const open = run({ t: 'open', panel: 'volume', groups: ['g-0', 'g-1'] });
    expect(open.panel).toEqual({ kind: 'volume', groups: ['g-0', 'g-1'], median: 'loading' });
    const filled = reduceBulk(open, { t: 'panel', data: { kind: 'volume', median: 40 } });
    expect(filled.panel).toMatchObject({ kind: 'volume', median: 40 });
    // What another panel's zones said is not written into this one.
    expect(reduceBulk(filled, { t: 'panel', data: { kind: 'energy', energy: { kind: 'loading' } } })).toBe(
      filled,
    );
    const asked = reduceBulk(filled, { t: 'ask', plan });
    expect(reduceBulk(asked, { t: 'cancel' }).panel).toBe(filled.panel);
    const confirmed = reduceBulk(asked, { t: 'confirm' });
    expect([confirmed.panel, confirmed.asking, confirmed.confirmed]).toEqual([null, null, 1]);
  });

  it('finishes at once when every zone is skipped, and cancel drops the plan', () => {
    const plan = { action: { kind: 'pause' } as const, zones: [zone({ RemotePauseAllowed: false })] };
    expect(run({ t: 'ask', plan }, { t: 'confirm' }).run?.stage).toBe('finished');
    expect(run({ t: 'ask', plan }, { t: 'cancel' })).toEqual(NO_BULK);
  });

  it('goes on to the next wave by itself when a wave failed no more than BULK_HALT_SHARE', () => {
    const state = halted(BULK_WAVE_SIZE * BULK_HALT_SHARE, { kind: 'not-answering' });
    expect([state.run?.stage, state.run?.wave]).toEqual(['running', 1]);
  });

  it('holds the zones of a halted run as waiting for the user: neither in progress nor failed', () => {
    const state = halted(BULK_WAVE_SIZE / 2, { kind: 'not-answering' });
    expect(state.run?.stage).toBe('halted');
    const summary = summarise(state.run!.results);
    expect([summary.pending, summary.held, summary.notAnswering]).toEqual([0, 11, BULK_WAVE_SIZE / 2]);
    // The results filters see the failures alone.
    const failed = [...filteredResults(state.run)!.values()].filter((r) => r.kind !== 'done');
    expect(failed).toHaveLength(BULK_WAVE_SIZE / 2);
    expect(failed.every((r) => r.kind === 'not-answering')).toBe(true);
    // No new run starts over it.
    const plan = { action: { kind: 'play' } as const, zones: zones(1) };
    expect(reduceBulk(state, { t: 'ask', plan })).toBe(state);
  });

  it('says a halted wave was not sent for lack of a connection, and going on sends those again first', () => {
    const state = halted(BULK_WAVE_SIZE, { kind: 'not-sent', reason: 'disconnected' });
    expect(haltedFigures(state.run!)).toEqual({
      wave: 1,
      waves: 2,
      size: BULK_WAVE_SIZE,
      failed: 0,
      unsent: BULK_WAVE_SIZE,
      rest: 11,
    });
    const going = reduceBulk(state, { t: 'go-on' });
    expect([going.run?.stage, going.run?.wave, going.run?.waves.length]).toEqual(['running', 1, 3]);
    expect(going.run?.waves[1]).toEqual(groups(BULK_WAVE_SIZE));
    expect(summarise(going.run!.results)).toMatchObject({
      pending: BULK_WAVE_SIZE + 11,
      held: 0,
      noConnection: 0,
    });
  });

  it('stopping a halted run marks its held zones as not sent (stopped), counted apart from no connection', () => {
    const state = reduceBulk(halted(BULK_WAVE_SIZE, { kind: 'not-sent', reason: 'disconnected' }), {
      t: 'stop',
    });
    expect(state.run?.stage).toBe('finished');
    expect(summarise(state.run!.results)).toMatchObject({
      noConnection: BULK_WAVE_SIZE,
      stopped: 11,
      held: 0,
    });
  });
});
