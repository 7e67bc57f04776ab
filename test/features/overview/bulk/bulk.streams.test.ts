import { marbles } from 'rxjs-marbles/jest';
import { BehaviorSubject, combineLatest, map, type SchedulerLike } from 'rxjs';
import { COMMAND_TIMEOUT_MS } from '../../../../src/config/timing';
import { energyAction } from '../../../../src/features/overview/bulk/panel.streams';
import {
  BULK_STAGED_ABOVE,
  BULK_WAVE_SIZE,
  haltedFigures,
  summarise,
} from '../../../../src/features/overview/bulk/bulk-run';
import type { BulkState } from '../../../../src/features/overview/bulk/bulk-state';
import { commonChoices$ } from '../../../../src/features/overview/bulk/choices.streams';
import { createBulkFlow } from '../../../../src/features/overview/bulk/bulk.streams';
import { createOverviewControls } from '../../../../src/features/overview/fleet/overview.streams';
import { PlayerCommand } from '../../../../src/lib/player/commands';
import { MAX_UNACKED_MESSAGES } from '../../../../server/hub/hub-connection';
import { fakeFleet, type FleetAnswer } from '../../../support/overview-fakes';

/** Zone `g-<n>` answers every command after 100 ms with `responses[command]` (default: success), or never when `silent(n)`. */
const answering =
  (
    silent: (n: number) => boolean = () => false,
    responses: Record<number, (n: number) => unknown> = {},
  ): FleetAnswer =>
  (group, command) => {
    const n = Number(group.slice(2));
    if (silent(n)) return undefined;
    return { after: 100, response: responses[command]?.(n) ?? { Success: true } };
  };

/** A bulk flow over zones g-0 … g-<count-1> answering as `answer` says, the device online while `online` says. */
function flowOver(count: number, answer: FleetAnswer, scheduler: SchedulerLike) {
  const fleet = fakeFleet([], answer, scheduler);
  const controls = createOverviewControls(fleet.deps);
  const online = new BehaviorSubject(true);
  const hub$ = fleet.deps.hub.state$.pipe(map((state) => state.kind === 'connected'));
  const flow = createBulkFlow({
    has: (group) => Number(group.slice(2)) < count,
    control: (group) => controls.control(group, 1),
    status: () => undefined,
    connected$: combineLatest([hub$, online]).pipe(map(([hub, device]) => hub && device)),
    scheduler,
  });
  const groups = Array.from({ length: count }, (_, n) => `g-${n}`);
  let last: BulkState | undefined;
  scheduler.schedule(() => void flow.state$.subscribe((state) => (last = state)), 0);
  return { fleet, flow, groups, online, state: () => last };
}

// prettier-ignore
describe('the bulk flow’s waves and connection (docs/design.md "Every zone at a glance")', () => {
  it('keeps a wave, even at two requests a zone, far below the hub’s limit of unacknowledged messages', () => {
    expect(Math.max(BULK_STAGED_ABOVE, BULK_WAVE_SIZE) * 2).toBeLessThan(MAX_UNACKED_MESSAGES);
  });

  it('sends every command of a wave at once, so a silent wave halts after one COMMAND_TIMEOUT_MS, not several', marbles((m) => {
    const { flow, groups, fleet, state } = flowOver(BULK_STAGED_ABOVE + 10, answering(() => true), m.scheduler);
    const stages: string[] = [];
    m.scheduler.schedule(() => void flow.state$.subscribe((s) => stages.push(`${m.scheduler.now()} ${s.run?.stage ?? 'none'}`)), 0);
    m.scheduler.schedule(() => flow.ask({ kind: 'pause' }, groups), 1);
    m.scheduler.schedule(() => flow.confirm(), 2);
    m.flush();
    expect(fleet.sent.filter((s) => s.at === 2)).toHaveLength(BULK_WAVE_SIZE);
    expect(stages.at(-1)).toBe(`${2 + COMMAND_TIMEOUT_MS} halted`);
    // The halted run's other zones wait for the user: not in progress, not failed.
    expect(summarise(state()!.run!.results)).toMatchObject({ notAnswering: BULK_WAVE_SIZE, held: 10, pending: 0 });
  }));

  it('marks the commands whose turn comes while the device is offline as not sent: no connection, and sends them again when the user goes on', marbles((m) => {
    const { flow, groups, fleet, online, state } = flowOver(BULK_STAGED_ABOVE + 10, answering(), m.scheduler);
    m.scheduler.schedule(() => online.next(false), 1);
    m.scheduler.schedule(() => flow.ask({ kind: 'pause' }, groups), 2);
    m.scheduler.schedule(() => flow.confirm(), 3);
    m.scheduler.schedule(() => online.next(true), 1_000);
    m.scheduler.schedule(() => flow.goOn(), 2_000);
    m.flush();
    // Nothing went out while offline; going on sent the first wave again, then the rest.
    expect(fleet.sent.filter((s) => s.at < 2_000)).toEqual([]);
    expect(fleet.sent.filter((s) => s.at === 2_000)).toHaveLength(BULK_WAVE_SIZE);
    expect(fleet.sent).toHaveLength(BULK_STAGED_ABOVE + 10);
    expect(state()?.run?.stage).toBe('finished');
    expect(summarise(state()!.run!.results)).toMatchObject({ done: BULK_STAGED_ABOVE + 10, noConnection: 0, notAnswering: 0 });
  }));

  it('halts a wave the device went offline during as not sent: no connection, never not answering', marbles((m) => {
    const { flow, groups, online, state } = flowOver(BULK_STAGED_ABOVE + 10, answering(() => true), m.scheduler);
    m.scheduler.schedule(() => flow.ask({ kind: 'pause' }, groups), 1);
    m.scheduler.schedule(() => flow.confirm(), 2);
    m.scheduler.schedule(() => online.next(false), 50);
    m.flush();
    const run = state()!.run!;
    expect(run.stage).toBe('halted');
    expect(haltedFigures(run)).toMatchObject({ failed: 0, unsent: BULK_WAVE_SIZE, rest: 10 });
    expect(summarise(run.results)).toMatchObject({ noConnection: BULK_WAVE_SIZE, notAnswering: 0, failed: 0 });
  }));

  it('sets an energy level with 835 only where the player can take it', marbles((m) => {
    const { flow, fleet, state } = flowOver(3, answering(), m.scheduler);
    const zones = new Map([
      ['g-0', { kind: 'levels' as const, counts: [0, 5, 30, 30, 0] }],
      ['g-1', { kind: 'unsupported' as const }],
      ['g-2', { kind: 'levels' as const, counts: [0, 5, 0, 30, 0] }],
    ]);
    m.scheduler.schedule(() => flow.ask(energyAction(2, zones), ['g-0', 'g-1', 'g-2']), 1);
    m.scheduler.schedule(() => flow.confirm(), 2);
    m.flush();
    expect(fleet.sent.map((s) => [s.group, s.command, ...s.args])).toEqual([['g-0', PlayerCommand.SetEnergy, '2']]);
    expect([...state()!.run!.results.values()]).toEqual([
      { kind: 'done' },
      { kind: 'skipped', reason: 'energy-not-supported' },
      { kind: 'skipped', reason: 'energy-no-tracks' },
    ]);
  }));

  it('asks the energy panel’s zones their version (741) and, above 7, their energy map (834); a silent zone is left out', marbles((m) => {
    const energyMap = { '0': { Name: 'Slow', Count: 0 }, '2': { Name: 'Mid', Count: 12 } };
    const answer = answering((n) => n === 2, {
      [PlayerCommand.Channels]: (n) => ({ Version: n === 0 ? '8.1.0' : '7.4.2', LicenceKey: 'k', MacAddress: 'm', Zones: [] }),
      [PlayerCommand.GetEnergyMap]: () => energyMap,
    });
    const { flow, fleet, state } = flowOver(3, answer, m.scheduler);
    m.scheduler.schedule(() => flow.open('energy', ['g-0', 'g-1', 'g-2', 'g-9']), 1);
    m.flush();
    expect(fleet.sent.map((s) => [s.group, s.command])).toEqual([['g-0', 741], ['g-1', 741], ['g-2', 741], ['g-0', 834]]);
    const panel = state()?.panel;
    expect(panel?.kind === 'energy' && panel.energy).toEqual({
      kind: 'loaded',
      zones: new Map<string, unknown>([
        ['g-1', { kind: 'unsupported' }],
        ['g-0', { kind: 'levels', counts: [0, 0, 12, 0, 0] }],
      ]),
    });
    expect(panel?.groups).toEqual(['g-0', 'g-1', 'g-2']); // g-9 is not listed
  }));

  it('plays a playlist with 727 where it is a library playlist (type 5) and loads it with 726 elsewhere; an advert with 754 by FileName', marbles((m) => {
    const { flow, fleet, groups } = flowOver(2, answering(), m.scheduler);
    const types = new Map([['g-0', 5], ['g-1', 1]]);
    m.scheduler.schedule(() => flow.ask({ kind: 'playlist', name: 'Rock, Pop', types }, groups), 1);
    m.scheduler.schedule(() => flow.confirm(), 1);
    m.scheduler.schedule(() => flow.ask({ kind: 'advert', fileName: 'sale.mp3', title: 'Sale' }, groups), 1000);
    m.scheduler.schedule(() => flow.confirm(), 1000);
    m.flush();
    expect(fleet.sent.map((s) => [s.at, s.group, s.command, ...s.args])).toEqual([
      [1, 'g-0', 727, 'Rock, Pop'],
      [1, 'g-1', 726, 'Rock, Pop'],
      [1000, 'g-0', 754, 'sale.mp3'],
      [1000, 'g-1', 754, 'sale.mp3'],
    ]);
  }));

  it('offers the adverts every zone has (asked once each, paced), leaving out a zone that does not send its list', marbles((m) => {
    const adverts: Record<string, unknown> = {
      'g-0': [{ FileName: 'sale.mp3', Title: 'Sale' }, { FileName: 'close.mp3', Title: 'Closing' }],
      'g-1': [{ FileName: 'close.mp3', Title: 'Closing' }, { FileName: 'sale.mp3', Title: 'Sale' }, { FileName: 'x.mp3', Title: 'X' }],
    };
    const fleet = fakeFleet([], (group) => (adverts[group] ? { after: 100, response: adverts[group] } : undefined), m.scheduler);
    const controls = createOverviewControls(fleet.deps);
    const list = ['g-0', 'g-1', 'g-2'].map((group) => ({ control: controls.control(group, 1) }));
    m.expect(commonChoices$(list, 'advert').pipe(map((c) => (c.kind === 'loaded' ? { choices: c.choices, unlisted: c.unlisted } : c.kind))), '^ 11s !').toBeObservable(
      `a ${COMMAND_TIMEOUT_MS - 1}ms (b|)`,
      {
        a: 'loading',
        b: { choices: [{ key: 'sale.mp3', label: 'Sale' }, { key: 'close.mp3', label: 'Closing' }], unlisted: ['g-2'] },
      },
    );
    m.flush();
    expect(fleet.sent.map((s) => [s.group, s.command])).toEqual([['g-0', 711], ['g-1', 711], ['g-2', 711]]);
  }));
});
