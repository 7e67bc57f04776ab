import { marbles } from 'rxjs-marbles/jest';
import { asyncScheduler, distinctUntilChanged, filter, map } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import {
  COMMAND_TIMEOUT_MS,
  OVERVIEW_REQUESTS_IN_FLIGHT,
  OVERVIEW_STATE_GAP_MS,
} from '../../../../src/config/timing';
import { groupOf } from '../../../../src/features/overview/fleet/zones';
import { fakeFleet, fleetStates$, player, status, type FleetAnswer } from '../../../support/overview-fakes';
import type { FleetState } from '../../../../src/features/overview/fleet/fleet-state';

/** Every zone answers its status (and its player its health, 745) after `after` ms. */
const answering =
  (after: number, silent: readonly string[] = []): FleetAnswer =>
  (group, command) =>
    silent.some((key) => group.startsWith(key))
      ? undefined
      : command === 745
        ? { after, response: { StorageUsed: 40, Status: -2 } }
        : { after, response: status({ Name: `zone ${group}` }) };

/** The status requests (command 0) among `sent`. */
const statusRequests = <T extends { command: number }>(sent: readonly T[]) =>
  sent.filter((s) => s.command === 0);

/** `zone`'s state kind in each loaded overview state ('' before it is listed). */
const kindOf = (group: string) => (state: FleetState) =>
  state.kind === 'loaded' ? (state.zones.find((z) => z.group === group)?.state.kind ?? '') : '';

// prettier-ignore
describe('overview$ (every zone of the fleet, docs/design.md "Every zone at a glance")', () => {
  it('never has more than OVERVIEW_REQUESTS_IN_FLIGHT requests waiting for a reply', marbles((m) => {
    const players = Array.from({ length: 3 * OVERVIEW_REQUESTS_IN_FLIGHT }, (_, i) => player(`p${i}`, 'Site'));
    const fleet = fakeFleet(players, answering(100), m.scheduler);
    m.expect(fleetStates$(fleet.deps).pipe(filter(() => false)), '^ 2s !').toBeObservable('');
    m.flush();
    const waiting = (t: number) => fleet.sent.filter((s) => s.at <= t && t < s.at + 100).length;
    const times = [...new Set(fleet.sent.map((s) => s.at))];
    expect(Math.max(...times.map(waiting))).toBe(OVERVIEW_REQUESTS_IN_FLIGHT);
    expect(fleet.sent.filter((s) => s.at === 0)).toHaveLength(OVERVIEW_REQUESTS_IN_FLIGHT);
    // every zone: its status once, then its player's health and its volume, and nothing else (the status names the zone: no zone list, 741)
    expect(fleet.sent.every((s) => [0, 745, 802].includes(s.command))).toBe(true);
    expect(statusRequests(fleet.sent).map((s) => s.group).sort()).toEqual(players.map((p) => groupOf(p, 1)).sort());
  }));

  it('publishes its requests fire-and-forget: the reply is the acknowledgement (no ack frame per zone)', marbles((m) => {
    const players = [player('bar', 'North'), player('cafe', 'South', { NoOfChannels: 2 })];
    const fleet = fakeFleet(players, answering(100), m.scheduler);
    m.expect(fleetStates$(fleet.deps).pipe(filter(() => false)), '^ 2s !').toBeObservable('');
    m.flush();
    expect(new Set(fleet.sent.map((s) => s.command))).toEqual(new Set([0, 745, 802]));
    expect(fleet.sent.filter((s) => !s.fireAndForget)).toEqual([]);
  }));

  it('joins each zone group once, fire-and-forget, just before its status request, so a request waits for no ack', marbles((m) => {
    const players = Array.from({ length: 3 * OVERVIEW_REQUESTS_IN_FLIGHT }, (_, i) => player(`p${i}`, 'Site'));
    // An acked join would take 50 ms: one per zone ahead of its request would send the last requests at 350 ms.
    const fleet = fakeFleet(players, answering(100), m.scheduler, { joinAfter: 50 });
    m.scheduler.schedule(() => fleet.link({ kind: 'connected', connectionId: 'second' }), 1000);
    m.expect(fleetStates$(fleet.deps).pipe(filter(() => false)), '^ 2s !').toBeObservable('');
    m.flush();
    // each group once (not again on the reconnection's round, which the hub's rejoin covers), without an ack
    expect(fleet.joins.map((j) => j.group).sort()).toEqual(players.map((p) => groupOf(p, 1)).sort());
    expect(fleet.joins.filter((j) => !j.fireAndForget)).toEqual([]);
    const asked = statusRequests(fleet.sent).filter((s) => s.at < 1000);
    expect([...new Set(asked.map((s) => s.at))]).toEqual([0, 100, 200]);
    expect(asked.map((s) => [s.group, s.at])).toEqual(fleet.joins.map((j) => [j.group, j.at]));
  }));

  it('asks every online zone again when the hub is connected again (a recovery or a new connection), not before', marbles((m) => {
    const bar = player('bar', 'North');
    const cafe = player('cafe', 'South', { NoOfChannels: 2 });
    const shut = player('shut', 'South', { ConnectivityStatus: 'Offline' });
    const fleet = fakeFleet([bar, cafe, shut], answering(100), m.scheduler);
    m.scheduler.schedule(() => fleet.link({ kind: 'recovering', connectionId: 'first', attempt: 1 }), 1000);
    m.scheduler.schedule(() => fleet.link({ kind: 'connected', connectionId: 'second' }), 3000);
    m.expect(fleetStates$(fleet.deps).pipe(filter(() => false)), '^ 5s !').toBeObservable('');
    m.flush();
    const online = [groupOf(bar, 1), groupOf(cafe, 1), groupOf(cafe, 2)].sort();
    const askedAt = (t: number) => fleet.sent.filter((s) => s.at === t && s.command === 0).map((s) => s.group).sort();
    expect(askedAt(0)).toEqual(online);
    expect(askedAt(3000)).toEqual(online);
    expect(statusRequests(fleet.sent)).toHaveLength(2 * online.length);
  }));

  it('shows each zone loading, then live; offline players as offline; names from the status', marbles((m) => {
    const bar = player('bar', 'North');
    const shut = player('shut', 'South', { ConnectivityStatus: 'Offline', NoOfChannels: 2 });
    const fleet = fakeFleet([bar, shut], answering(100), m.scheduler);
    const states$ = fleetStates$(fleet.deps);
    m.expect(states$.pipe(map(kindOf(groupOf(bar, 1))), distinctUntilChanged()), '^ 1s !').toBeObservable(
      '(ab) 96ms c',
      { a: '', b: 'loading', c: 'live' },
    );
    m.expect(states$.pipe(map(kindOf(groupOf(shut, 2))), distinctUntilChanged()), '^ 1s !').toBeObservable(
      '(ab)',
      { a: '', b: 'offline' },
    );
    m.flush();
    expect(fleet.sent.some((s) => s.group.startsWith('key-shut'))).toBe(false);
  }));

  it('marks a silent zone not answering when its request passes COMMAND_TIMEOUT_MS, while the others are live', marbles((m) => {
    const bar = player('bar', 'North');
    const mute = player('mute', 'North', { NoOfChannels: 2 });
    const fleet = fakeFleet([bar, mute], answering(100, ['key-mute']), m.scheduler);
    const states$ = fleetStates$(fleet.deps);
    m.expect(states$.pipe(map(kindOf(groupOf(mute, 2))), distinctUntilChanged()), '^ 11s !').toBeObservable(
      `(ab) ${COMMAND_TIMEOUT_MS - 4}ms c`,
      { a: '', b: 'loading', c: 'not-answering' },
    );
    m.expect(states$.pipe(map(kindOf(groupOf(bar, 1))), distinctUntilChanged()), '^ 11s !').toBeObservable(
      '(ab) 96ms c',
      { a: '', b: 'loading', c: 'live' },
    );
  }));

  it('follows status pushes, and a status after "not answering" makes the zone live again', marbles((m) => {
    const mute = player('mute', 'North');
    const fleet = fakeFleet([mute], answering(100, ['key-mute']), m.scheduler);
    const group = groupOf(mute, 1);
    m.scheduler.schedule(() => fleet.push(group, status({ Name: 'Terrace', PlayState: 2 })), 12_000);
    const names$ = fleetStates$(fleet.deps).pipe(
      map((state) => (state.kind === 'loaded' ? state.zones[0] : undefined)),
      map((zone) => `${zone?.state.kind ?? ''}:${zone?.zoneName ?? ''}`),
      distinctUntilChanged(),
    );
    m.expect(names$, '^ 13s !').toBeObservable(`(ab) ${COMMAND_TIMEOUT_MS - 4}ms c 1999ms d`, {
      a: ':',
      b: 'loading:',
      c: 'not-answering:',
      d: 'live:Terrace',
    });
  }));

  it('leaves every group it joined when unsubscribed, except the tab selected zone', marbles((m) => {
    const bar = player('bar', 'North', { NoOfChannels: 2 });
    const fleet = fakeFleet([bar], () => ({ after: 10, response: status() }), m.scheduler);
    fleet.select(groupOf(bar, 2));
    m.expect(fleetStates$(fleet.deps).pipe(filter(() => false)), '^ 1s !').toBeObservable('');
    m.flush();
    expect(fleet.joined).toEqual([groupOf(bar, 1), groupOf(bar, 2)]);
    expect(fleet.left).toEqual([groupOf(bar, 1)]);
  }));

  it('a burst of status pushes to many zones within one frame costs one state, each zone on its latest push', () => {
    const frames = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    frames.run(({ animate }) => {
      animate(`5ms x ${'4ms x '.repeat(30)}`); // frames at 5, 10, 15…
      const players = Array.from({ length: 50 }, (_, i) => player(`p${i}`, 'Site'));
      const fleet = fakeFleet(players, () => undefined, asyncScheduler);
      const states: { at: number; state: FleetState }[] = [];
      const subscription = fleetStates$(fleet.deps).subscribe((state) => states.push({ at: frames.now(), state }));
      frames.schedule(() => {
        for (let round = 1; round <= 20; round++)
          for (const p of players) fleet.push(groupOf(p, 1), status({ Volume: round }));
      }, 1);
      frames.schedule(() => subscription.unsubscribe(), 2 * OVERVIEW_STATE_GAP_MS);
      frames.flush();
      const loaded = states.filter(({ state }) => state.kind === 'loaded');
      // the zones at once, then one state for the burst: at the first frame after OVERVIEW_STATE_GAP_MS
      expect(loaded.map(({ at }) => at)).toEqual([0, OVERVIEW_STATE_GAP_MS + 5]);
      const last = loaded[loaded.length - 1]?.state;
      const volumes = last?.kind === 'loaded' ? last.zones.map((z) => (z.state.kind === 'live' ? z.state.status.Volume : -1)) : [];
      expect(volumes).toEqual(players.map(() => 20));
    });
  });
});
