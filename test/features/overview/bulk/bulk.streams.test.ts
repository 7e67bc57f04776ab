import { marbles } from 'rxjs-marbles/jest';
import { filter, map } from 'rxjs';
import { COMMAND_TIMEOUT_MS, OVERVIEW_REQUESTS_IN_FLIGHT } from '../../../../src/config/timing';
import {
  bulk$,
  commonChoices$,
  failedTargets,
  type BulkProgress,
  type BulkTarget,
} from '../../../../src/features/overview/bulk/bulk.streams';
import { createOverviewControls } from '../../../../src/features/overview/fleet/overview.streams';
import { PlayerStatus } from '../../../../src/lib/player/replies';
import * as v from 'valibot';
import { fakeFleet, status, type FleetAnswer } from '../../../support/overview-fakes';
import type { SchedulerLike } from 'rxjs';

/** Zone `g-<n>` answers as `answers[n]` says: 'ok' after 100 ms, 'refuse' after 100 ms, 'silent' never. */
const byZone =
  (answers: readonly ('ok' | 'refuse' | 'silent')[]): FleetAnswer =>
  (group) => {
    const answer = answers[Number(group.slice(2))];
    if (answer === 'silent') return undefined;
    return {
      after: 100,
      response: answer === 'refuse' ? { Success: false, Error: 'Locked' } : { Success: true },
    };
  };

function targets(
  answers: readonly ('ok' | 'refuse' | 'silent')[],
  scheduler: SchedulerLike,
  statuses: Record<number, Record<string, unknown>> = {},
) {
  const fleet = fakeFleet([], byZone(answers), scheduler);
  const controls = createOverviewControls(fleet.deps);
  const list: BulkTarget[] = answers.map((_, i) => ({
    control: controls.control(`g-${i}`, 1),
    status: v.parse(PlayerStatus, status(statuses[i] ?? {})),
  }));
  return { fleet, list };
}

/** The progress as one line: each zone's result kind, then the summary's counts. */
const line = (progress: BulkProgress) =>
  [...progress.results.values()].map((r) => r.kind).join(',') +
  ` | ${progress.summary.done}d ${progress.summary.refused}r ${progress.summary.notAnswering}n ${progress.summary.skipped}s ${progress.summary.pending}p`;

// prettier-ignore
describe('bulk$ (one action for many zones, README "Every zone at a glance")', () => {
  it('reports each zone as it answers, and marks a silent one at its own COMMAND_TIMEOUT_MS deadline', marbles((m) => {
    const { list } = targets(['ok', 'refuse', 'silent'], m.scheduler);
    m.expect(bulk$(list, { kind: 'pause' }).pipe(map(line)), '^ 11s !').toBeObservable(
      `(abcd) 94ms (ef) ${COMMAND_TIMEOUT_MS - 104}ms (g|)`,
      {
        a: 'waiting,waiting,waiting | 0d 0r 0n 0s 3p',
        b: 'sending,waiting,waiting | 0d 0r 0n 0s 3p',
        c: 'sending,sending,waiting | 0d 0r 0n 0s 3p',
        d: 'sending,sending,sending | 0d 0r 0n 0s 3p',
        e: 'done,sending,sending | 1d 0r 0n 0s 2p',
        f: 'done,refused,sending | 1d 1r 0n 0s 1p',
        g: 'done,refused,not-answering | 1d 1r 1n 0s 0p',
      },
    );
  }));

  it('skips zones whose status forbids the action before sending, with the reason', marbles((m) => {
    const { list, fleet } = targets(['ok', 'ok', 'ok'], m.scheduler, {
      1: { RemotePauseAllowed: false },
      2: { RemoteVolumeAllowed: false },
    });
    let last: BulkProgress | undefined;
    m.scheduler.schedule(() => void bulk$(list, { kind: 'pause' }).subscribe((p) => (last = p)), 0);
    m.scheduler.schedule(() => void bulk$(list, { kind: 'volume', percent: 40 }).subscribe((p) => (last = p)), 1000);
    m.flush();
    expect(fleet.sent.map((s) => [s.at, s.group, s.command, ...s.args])).toEqual([
      [0, 'g-0', 102],
      [0, 'g-2', 102],
      [1000, 'g-0', 107, '40'],
      [1000, 'g-1', 107, '40'],
    ]);
    expect(last?.results.get('g-2')).toEqual({ kind: 'skipped', reason: 'volume-not-allowed' });
    expect(last?.summary).toEqual({ total: 3, done: 2, refused: 0, notAnswering: 0, notSent: 0, skipped: 1, failed: 0, pending: 0 });
  }));

  it('paces the commands: OVERVIEW_REQUESTS_IN_FLIGHT at once, the next as soon as one is answered', marbles((m) => {
    const count = OVERVIEW_REQUESTS_IN_FLIGHT + 2;
    const { list, fleet } = targets(Array.from({ length: count }, () => 'ok' as const), m.scheduler);
    m.expect(bulk$(list, { kind: 'play' }).pipe(filter(() => false)), '^ 1s !').toBeObservable('200ms |');
    m.flush();
    expect(fleet.sent.filter((s) => s.at === 0)).toHaveLength(OVERVIEW_REQUESTS_IN_FLIGHT);
    expect(fleet.sent.filter((s) => s.at === 100)).toHaveLength(2);
    expect(new Set(fleet.sent.map((s) => s.group)).size).toBe(count); // once each
  }));

  it('retries only the failed ones', marbles((m) => {
    const { list, fleet } = targets(['ok', 'refuse', 'silent'], m.scheduler);
    let last: BulkProgress | undefined;
    m.scheduler.schedule(() => void bulk$(list, { kind: 'pause' }).subscribe((p) => (last = p)), 0);
    m.scheduler.schedule(() => void bulk$(failedTargets(list, last!), { kind: 'pause' }).subscribe(), 11_000);
    m.flush();
    expect(fleet.sent.filter((s) => s.at === 11_000).map((s) => s.group)).toEqual(['g-1', 'g-2']);
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

  it('plays a playlist with 727 where it is a library playlist (type 5) and loads it with 726 elsewhere; an advert with 754 by FileName', marbles((m) => {
    const { list, fleet } = targets(['ok', 'ok'], m.scheduler);
    const types = new Map([['g-0', 5], ['g-1', 1]]);
    m.scheduler.schedule(() => void bulk$(list, { kind: 'playlist', name: 'Rock, Pop', types }).subscribe(), 0);
    m.scheduler.schedule(() => void bulk$(list, { kind: 'advert', fileName: 'sale.mp3', title: 'Sale' }).subscribe(), 1000);
    m.flush();
    expect(fleet.sent.map((s) => [s.at, s.group, s.command, ...s.args])).toEqual([
      [0, 'g-0', 727, 'Rock, Pop'],
      [0, 'g-1', 726, 'Rock, Pop'],
      [1000, 'g-0', 754, 'sale.mp3'],
      [1000, 'g-1', 754, 'sale.mp3'],
    ]);
  }));
});
