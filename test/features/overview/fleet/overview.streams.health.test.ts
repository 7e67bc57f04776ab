import { marbles } from 'rxjs-marbles/jest';
import { BehaviorSubject, distinctUntilChanged, filter, map, Subject } from 'rxjs';
import { OVERVIEW_MEMORY_SAVE_MS, OVERVIEW_REQUESTS_IN_FLIGHT } from '../../../../src/config/timing';
import { pageHidden$ } from '../../../../src/features/overview/fleet/overview.streams';
import { groupOf } from '../../../../src/features/overview/fleet/zones';
import { createZoneMemory } from '../../../../src/lib/storage/zone-memory';
import { fakeFleet, fleetStates$, player, status, type FleetAnswer } from '../../../support/overview-fakes';
import type { FleetState } from '../../../../src/features/overview/fleet/fleet-state';
import { memoryStores } from '../../../support/memory-storage';

/** Statuses, volumes (802: 35) and health (745, as `health` says for the group) after 100 ms. */
const answering =
  (
    health: (group: string) => { StorageUsed: number; Status: number } = () => ({
      StorageUsed: 40,
      Status: -2,
    }),
  ): FleetAnswer =>
  (group, command) =>
    command === 745
      ? { after: 100, response: health(group) }
      : command === 802
        ? { after: 100, response: { Volume: 35 } }
        : { after: 100, response: status({ Name: `zone ${group}` }) };

/** The zone of `group` in a loaded state. */
const zoneIn = (group: string) => (state: FleetState) =>
  state.kind === 'loaded' ? state.zones.find((z) => z.group === group) : undefined;

// prettier-ignore
describe('overview$: the zones on screen first, then each player\'s health (745), docs/design.md "Every zone at a glance"', () => {
  it('asks the statuses of the zones on screen first, and follows a scroll for the zones still waiting', marbles((m) => {
    const players = Array.from({ length: 3 * OVERVIEW_REQUESTS_IN_FLIGHT }, (_, i) => player(`p${i}`, 'Site'));
    const fleet = fakeFleet(players, answering(), m.scheduler);
    const onScreen = (from: number) => players.slice(from, from + 4).map((p) => groupOf(p, 1));
    const visible$ = new BehaviorSubject<readonly string[]>(onScreen(80));
    m.scheduler.schedule(() => visible$.next(onScreen(60)), 50); // a scroll while the first requests wait
    m.expect(fleetStates$({ ...fleet.deps, visible$ }).pipe(filter(() => false)), '^ 2s !').toBeObservable('');
    m.flush();
    const statuses = fleet.sent.filter((s) => s.command === 0);
    expect(statuses.slice(0, 4).map((s) => s.group)).toEqual(onScreen(80));
    expect(statuses.slice(4, OVERVIEW_REQUESTS_IN_FLIGHT).map((s) => s.group)).toEqual(
      players.slice(0, OVERVIEW_REQUESTS_IN_FLIGHT - 4).map((p) => groupOf(p, 1)),
    );
    // The next requests, when the first replies free their slots, are those on screen after the scroll.
    const next = statuses.slice(OVERVIEW_REQUESTS_IN_FLIGHT, OVERVIEW_REQUESTS_IN_FLIGHT + 4);
    expect(next.map((s) => s.group)).toEqual(onScreen(60));
    expect(next.every((s) => s.at === 100)).toBe(true);
    expect(statuses).toHaveLength(players.length);
  }));

  it('asks each online player\'s health once every status request is done, as many at a time, and no offline player\'s', marbles((m) => {
    const online = Array.from({ length: 2 * OVERVIEW_REQUESTS_IN_FLIGHT }, (_, i) => player(`p${i}`, 'Site', { NoOfChannels: 2 }));
    const shut = player('shut', 'Site', { ConnectivityStatus: 'Offline' });
    const fleet = fakeFleet([...online, shut], answering(), m.scheduler);
    m.expect(fleetStates$(fleet.deps).pipe(filter(() => false)), '^ 2s !').toBeObservable('');
    m.flush();
    const statuses = fleet.sent.filter((s) => s.command === 0);
    const health = fleet.sent.filter((s) => s.command === 745);
    const lastStatusReply = Math.max(...statuses.map((s) => s.at)) + 100;
    expect(Math.min(...health.map((s) => s.at))).toBe(lastStatusReply);
    expect(health.filter((s) => s.at === lastStatusReply)).toHaveLength(OVERVIEW_REQUESTS_IN_FLIGHT);
    expect(health.map((s) => s.group)).toEqual(online.map((p) => groupOf(p, 1))); // one per player, on its first zone
  }));

  it('gives a player\'s health to each of its zones, and follows its pushes', marbles((m) => {
    const cafe = player('cafe', 'Site', { NoOfChannels: 2 });
    const fleet = fakeFleet([cafe], answering(() => ({ StorageUsed: 95, Status: 1 })), m.scheduler);
    m.scheduler.schedule(
      () => fleet.reply(groupOf(cafe, 2), 745, { StorageUsed: 96, Status: -2 }), // another client asked on zone 2
      1000,
    );
    const health$ = fleetStates$(fleet.deps).pipe(
      map((state) => [zoneIn(groupOf(cafe, 1))(state)?.health, zoneIn(groupOf(cafe, 2))(state)?.health]),
      map(([a, b]) => `${a?.StorageUsed ?? '-'}/${a?.Status ?? '-'} ${b?.StorageUsed ?? '-'}/${b?.Status ?? '-'}`),
      filter((text, i) => i === 0 || !text.startsWith('-')),
      distinctUntilChanged(),
    );
    m.expect(health$, '^ 2s !').toBeObservable('a 199ms b 799ms c', {
      a: '-/- -/-',
      b: '95/1 95/1',
      c: '96/-2 96/-2',
    });
  }));

  it('names and dates an offline player\'s zones as they were last heard, and remembers the statuses it gets', marbles((m) => {
    const stores = memoryStores();
    stores.local.set('zoneMemory', { 'key-shut-mac-1': ['Terrace', 1234] });
    const memory = createZoneMemory(stores.local);
    const bar = player('bar', 'North');
    const shut = player('shut', 'North', { ConnectivityStatus: 'Offline', NoOfChannels: 2 });
    const fleet = fakeFleet([bar, shut], answering(), m.scheduler);
    const states: FleetState[] = [];
    const sub = fleetStates$({ ...fleet.deps, memory }).subscribe((s) => states.push(s));
    m.scheduler.schedule(() => sub.unsubscribe(), OVERVIEW_MEMORY_SAVE_MS * 3);
    // Its name, when it was heard and its play state (playing).
    m.scheduler.schedule(
      () => expect(stores.local.get('zoneMemory')).toMatchObject({ [groupOf(bar, 1)]: [`zone ${groupOf(bar, 1)}`, 100, 1] }),
      100 + OVERVIEW_MEMORY_SAVE_MS + 1,
    );
    m.flush();
    const last = states[states.length - 1] as FleetState;
    expect(zoneIn(groupOf(shut, 1))(last)).toMatchObject({ zoneName: 'Terrace', state: { kind: 'offline', heardAt: 1234 } });
    expect(zoneIn(groupOf(shut, 2))(last)).toMatchObject({ zoneName: '', state: { kind: 'offline' } });
    expect(zoneIn(groupOf(shut, 2))(last)?.state).not.toHaveProperty('heardAt');
  }));

  it('stores the zone memory once the statuses have stopped for OVERVIEW_MEMORY_SAVE_MS, not while they arrive, and when the page is hidden', marbles((m) => {
    const stores = memoryStores();
    const memory = createZoneMemory(stores.local);
    const bar = player('bar', 'North');
    const fleet = fakeFleet([bar], answering(), m.scheduler);
    const group = groupOf(bar, 1);
    const hidden$ = new Subject<void>();
    // A status every second from 1 s to 20 s (the first answer came at 100 ms).
    for (let at = 1_000; at <= 20_000; at += 1_000)
      m.scheduler.schedule(() => fleet.reply(group, 0, status({ Name: `zone at ${at}` })), at);
    const checks: [number, unknown][] = [];
    for (const at of [OVERVIEW_MEMORY_SAVE_MS + 200, 12_000, 20_000 + OVERVIEW_MEMORY_SAVE_MS - 1, 20_000 + OVERVIEW_MEMORY_SAVE_MS + 1])
      m.scheduler.schedule(() => checks.push([at, stores.local.get('zoneMemory')]), at);
    m.scheduler.schedule(() => hidden$.next(), 11_500);
    const sub = fleetStates$({ ...fleet.deps, memory, hidden$ }).subscribe();
    m.scheduler.schedule(() => sub.unsubscribe(), 30_000);
    m.flush();
    expect(checks).toEqual([
      [OVERVIEW_MEMORY_SAVE_MS + 200, undefined], // statuses keep coming: nothing stored yet
      [12_000, { [group]: ['zone at 11000', 11_000, 1] }], // the page was hidden at 11.5 s: stored then
      [20_000 + OVERVIEW_MEMORY_SAVE_MS - 1, { [group]: ['zone at 11000', 11_000, 1] }], // not again while they come
      [20_000 + OVERVIEW_MEMORY_SAVE_MS + 1, { [group]: ['zone at 20000', 20_000, 1] }], // once they stopped
    ]);
  }));

  it('asks each online zone\'s volume (802) after the health requests, and shows it on the zone', marbles((m) => {
    const cafe = player('cafe', 'Site', { NoOfChannels: 2 });
    const fleet = fakeFleet([cafe], answering(), m.scheduler);
    const states: FleetState[] = [];
    m.scheduler.schedule(() => fleet.reply(groupOf(cafe, 2), 802, { Volume: 80 }), 1000); // set by another client
    fleetStates$(fleet.deps).subscribe((state) => states.push(state));
    const volumeOf = (group: string) => zoneIn(group)(states[states.length - 1] as FleetState)?.volume;
    m.scheduler.schedule(() => expect([volumeOf(groupOf(cafe, 1)), volumeOf(groupOf(cafe, 2))]).toEqual([35, 35]), 900);

    m.flush();
    const at = (command: number) => fleet.sent.filter((s) => s.command === command).map((s) => s.at);
    expect(at(802)).toEqual([200, 200]); // once the health reply came back (it was asked at 100)
    expect(Math.min(...at(802))).toBeGreaterThan(Math.max(...at(745)));
    const last = states[states.length - 1] as FleetState;
    expect(zoneIn(groupOf(cafe, 2))(last)?.volume).toBe(80);
  }));
});

describe('pageHidden$', () => {
  it('emits when the document turns hidden and when the page is being unloaded, not when it turns visible', () => {
    const doc = Object.assign(new EventTarget(), { hidden: false });
    const win = Object.assign(new EventTarget(), { document: doc }) as unknown as Window;
    const seen: string[] = [];
    const sub = pageHidden$(win).subscribe((event) => seen.push(event.type));
    doc.dispatchEvent(new Event('visibilitychange')); // visible
    doc.hidden = true;
    doc.dispatchEvent(new Event('visibilitychange'));
    win.dispatchEvent(new Event('pagehide'));
    sub.unsubscribe();
    expect(seen).toEqual(['visibilitychange', 'pagehide']);
  });
});
