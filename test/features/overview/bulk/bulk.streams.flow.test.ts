import { marbles } from 'rxjs-marbles/jest';
import { distinctUntilChanged, map, type SchedulerLike } from 'rxjs';
import * as v from 'valibot';
import { COMMAND_TIMEOUT_MS } from '../../../../src/config/timing';
import { BULK_STAGED_ABOVE, BULK_WAVE_SIZE } from '../../../../src/features/overview/bulk/bulk-run';
import type { BulkState } from '../../../../src/features/overview/bulk/bulk-state';
import { createBulkFlow } from '../../../../src/features/overview/bulk/bulk.streams';
import { createOverviewControls } from '../../../../src/features/overview/fleet/overview.streams';
import { PlayerStatus } from '../../../../src/lib/player/replies';
import { fakeFleet, status, type FleetAnswer } from '../../../support/overview-fakes';

type Answer = 'ok' | 'refuse' | 'silent';

/**
 * Zone `g-<n>` answers its k-th command (0-based) as `plan[n][k]` says (the last entry from then on):
 * 'ok' or 'refuse' after 100 ms, 'silent' never.
 */
function answering(plan: readonly (readonly Answer[])[]): FleetAnswer {
  const asked = new Map<string, number>();
  return (group) => {
    const n = Number(group.slice(2));
    const k = asked.get(group) ?? 0;
    asked.set(group, k + 1);
    const answers = plan[n] ?? ['ok'];
    const answer = answers[Math.min(k, answers.length - 1)];
    if (answer === 'silent') return undefined;
    return {
      after: 100,
      response: answer === 'refuse' ? { Success: false, Error: 'Locked' } : { Success: true },
    };
  };
}

/** Zone `g-<n>`'s status: it plays at n percent (none for the groups in `noVolume`). */
const volumeStatus =
  (noVolume: readonly string[] = []) =>
  (group: string) =>
    v.parse(PlayerStatus, status(noVolume.includes(group) ? {} : { Volume: Number(group.slice(2)) }));

function flowOver(plan: readonly (readonly Answer[])[], scheduler: SchedulerLike, statusOf = volumeStatus()) {
  const fleet = fakeFleet([], answering(plan), scheduler);
  const controls = createOverviewControls(fleet.deps);
  const flow = createBulkFlow({
    has: () => true,
    control: (group) => controls.control(group, 1),
    status: statusOf,
    connected$: fleet.deps.hub.state$.pipe(map((state) => state.kind === 'connected')),
    scheduler,
  });
  const zones = plan.map((_, n) => `g-${n}`);
  return { fleet, flow, zones };
}

/** The state as one line: asking, or the run's stage, retries, wave and each zone's result kind. */
const line = (state: BulkState) =>
  state.asking
    ? `asking ${state.asking.zones.length}`
    : state.run
      ? `${state.run.stage} r${state.run.retries} w${state.run.wave} ${[...state.run.results.values()].map((r) => r.kind).join(',')}`
      : 'none';

// prettier-ignore
describe('createBulkFlow (confirm, run, results, retry; docs/design.md "Every zone at a glance")', () => {
  it('asks, runs on confirm, writes each result, and Retry adds to the same run', marbles((m) => {
    const { flow, zones, fleet } = flowOver([['ok'], ['refuse', 'ok'], ['silent', 'ok']], m.scheduler);
    m.scheduler.schedule(() => flow.ask({ kind: 'pause' }, zones), 1);
    m.scheduler.schedule(() => flow.confirm(), 2);
    m.scheduler.schedule(() => flow.retry(), 11_000);
    m.expect(flow.state$.pipe(map(line), distinctUntilChanged()), '^ 12s !').toBeObservable(
      `a b (cdef) 94ms (gh) ${COMMAND_TIMEOUT_MS - 104}ms i ${11_000 - COMMAND_TIMEOUT_MS - 3}ms (jkl) 95ms (mn)`,
      {
        a: 'none',
        b: 'asking 3',
        c: 'running r0 w0 waiting,waiting,waiting',
        d: 'running r0 w0 sending,waiting,waiting',
        e: 'running r0 w0 sending,sending,waiting',
        f: 'running r0 w0 sending,sending,sending',
        g: 'running r0 w0 done,sending,sending',
        h: 'running r0 w0 done,refused,sending',
        i: 'finished r0 w0 done,refused,not-answering',
        j: 'running r1 w0 done,waiting,waiting',
        k: 'running r1 w0 done,sending,waiting',
        l: 'running r1 w0 done,sending,sending',
        m: 'running r1 w0 done,done,sending',
        n: 'finished r1 w0 done,done,done',
      },
    );
    m.flush();
    // Retry sent again only to the two that failed; the tally stays the run's: 3 of 3 after 1 retry.
    expect(fleet.sent.map((s) => [s.at, s.group])).toEqual([
      [2, 'g-0'], [2, 'g-1'], [2, 'g-2'], [11_000, 'g-1'], [11_000, 'g-2'],
    ]);
  }));

  it('marks a command whose turn comes while the hub is not connected as not sent, and sends nothing', marbles((m) => {
    const { flow, zones, fleet } = flowOver([['ok'], ['ok']], m.scheduler);
    m.scheduler.schedule(() => fleet.link({ kind: 'recovering', connectionId: 'first', attempt: 1 }), 1);
    m.scheduler.schedule(() => flow.ask({ kind: 'pause' }, zones), 2);
    m.scheduler.schedule(() => flow.confirm(), 3);
    m.expect(flow.state$.pipe(map(line), distinctUntilChanged()), '^ 1s !').toBeObservable('a 1ms b (cde)', {
      a: 'none',
      b: 'asking 2',
      c: 'running r0 w0 waiting,waiting',
      d: 'running r0 w0 not-sent,waiting',
      e: 'finished r0 w0 not-sent,not-sent',
    });
    m.flush();
    expect(fleet.sent).toEqual([]);
  }));

  it('marks a command as not sent, not as not answering, when the link is lost while its reply is awaited', marbles((m) => {
    const { flow, zones, fleet } = flowOver([['silent']], m.scheduler);
    m.scheduler.schedule(() => flow.ask({ kind: 'pause' }, zones), 1);
    m.scheduler.schedule(() => flow.confirm(), 2);
    m.scheduler.schedule(() => fleet.link({ kind: 'recovering', connectionId: 'first', attempt: 1 }), 50);
    m.expect(flow.state$.pipe(map(line), distinctUntilChanged()), `^ ${COMMAND_TIMEOUT_MS + 10}ms !`).toBeObservable(
      `a b (cd) ${COMMAND_TIMEOUT_MS - 4}ms e`,
      {
        a: 'none',
        b: 'asking 1',
        c: 'running r0 w0 waiting',
        d: 'running r0 w0 sending',
        e: 'finished r0 w0 not-sent',
      },
    );
  }));

  it('stages a large run in waves, stops by itself after a wave failing beyond BULK_HALT_SHARE, and goes on or stops when asked', marbles((m) => {
    const count = BULK_STAGED_ABOVE + BULK_WAVE_SIZE + 1;
    // A quarter of the first wave is silent; the rest answers.
    const plan = Array.from({ length: count }, (_, n): Answer[] => [n < BULK_WAVE_SIZE / 4 ? 'silent' : 'ok']);
    const { flow, zones, fleet } = flowOver(plan, m.scheduler);
    const seen: string[] = [];
    m.scheduler.schedule(() => void flow.state$.pipe(map((s) => `${s.run?.stage ?? 'none'} w${s.run?.wave ?? ''} ${s.run?.waves.length ?? ''}`), distinctUntilChanged()).subscribe((s) => seen.push(`${m.scheduler.now()} ${s}`)), 0);
    m.scheduler.schedule(() => flow.ask({ kind: 'pause' }, zones), 1);
    m.scheduler.schedule(() => flow.confirm(), 1);
    m.scheduler.schedule(() => flow.goOn(), 20_000);
    m.flush();
    expect(seen).toEqual([
      '0 none w ',
      '1 running w0 3',
      `${1 + COMMAND_TIMEOUT_MS} halted w0 3`,
      '20000 running w1 3',
      // Every command of a wave goes out at once: one round of replies a wave.
      '20100 running w2 3',
      '20200 finished w2 3',
    ]);
    // Nothing went to the second wave before the user said to go on.
    expect(fleet.sent.filter((s) => s.at < 20_000)).toHaveLength(BULK_WAVE_SIZE);
    expect(fleet.sent).toHaveLength(count);
  }));

  it('stopping a halted run sends nothing more and marks its unsent zones as not sent (stopped)', marbles((m) => {
    const count = BULK_STAGED_ABOVE + 1;
    const plan = Array.from({ length: count }, (_, n): Answer[] => [n < BULK_WAVE_SIZE / 4 ? 'silent' : 'ok']);
    const { flow, zones, fleet } = flowOver(plan, m.scheduler);
    let last: BulkState | undefined;
    m.scheduler.schedule(() => void flow.state$.subscribe((s) => (last = s)), 0);
    m.scheduler.schedule(() => flow.ask({ kind: 'pause' }, zones), 1);
    m.scheduler.schedule(() => flow.confirm(), 1);
    m.scheduler.schedule(() => flow.stop(), 20_000);
    m.flush();
    expect(fleet.sent).toHaveLength(BULK_WAVE_SIZE);
    expect(last?.run?.stage).toBe('finished');
    expect(last?.run?.results.get(`g-${count - 1}`)).toEqual({ kind: 'not-sent', reason: 'stopped' });
  }));

  it('steps each zone from its own level within 0–100, asking the level of a zone whose status has none, and skipping it when it says none', marbles((m) => {
    const { flow, fleet } = flowOver([['ok'], ['ok'], ['ok']], m.scheduler, volumeStatus(['g-2']));
    let last: BulkState | undefined;
    m.scheduler.schedule(() => void flow.state$.subscribe((s) => (last = s)), 0);
    m.scheduler.schedule(() => flow.ask({ kind: 'volume-step', step: -10 }, ['g-0', 'g-1', 'g-2']), 1);
    m.scheduler.schedule(() => flow.confirm(), 1);
    m.flush();
    // The flow reads each zone's level when its wave goes out (here g-<n> plays at n percent).
    // A zone whose status has no volume is asked for its settings (802) first; it says none here.
    expect(fleet.sent.map((s) => [s.group, s.command, ...s.args])).toEqual([['g-0', 107, '0'], ['g-1', 107, '0'], ['g-2', 802]]);
    expect(last?.run?.results.get('g-2')).toEqual({ kind: 'skipped', reason: 'volume-unknown' });
  }));
});
