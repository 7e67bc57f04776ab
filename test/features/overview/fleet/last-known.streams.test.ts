import { marbles } from 'rxjs-marbles/jest';
import { of, Subject, throwError, type Observable } from 'rxjs';
import { groupOf, type OverviewDeps } from '../../../../src/features/overview/fleet/zones';
import { ApiError } from '../../../../src/lib/api/errors';
import type { PlayerListItem } from '../../../../src/lib/api/schemas';
import { createLastKnownPlayers } from '../../../../src/lib/storage/last-known-players';
import { createZoneMemory } from '../../../../src/lib/storage/zone-memory';
import { fakeFleet, fleetStates$, player, status, type FleetAnswer } from '../../../support/overview-fakes';
import type { FleetState } from '../../../../src/features/overview/fleet/fleet-state';
import { memoryStores } from '../../../support/memory-storage';

/** Every zone answers its status after 100 ms. */
const answering: FleetAnswer = (group, command) =>
  command === 0 ? { after: 100, response: status({ Name: `zone ${group}` }) } : undefined;

/** An API whose player list answers as `lists` say, one load after the other. */
const apiOf = (lists: (() => Observable<readonly PlayerListItem[]>)[]): OverviewDeps['api'] => {
  let load = 0;
  return {
    get$: (() => (lists[load++] ?? lists[lists.length - 1])!()) as unknown as OverviewDeps['api']['get$'],
  };
};

/** Each loaded state as `lastKnown`, then each zone's `group: kind`. */
const shown = (state: FleetState) =>
  state.kind === 'loaded'
    ? [
        state.lastKnown ? 'last known' : 'live list',
        ...state.zones.map((z) => `${z.zoneName}: ${z.state.kind}`),
      ].join(' | ')
    : state.kind;

const bar = player('bar', 'North');
const shut = player('shut', 'North', { ConnectivityStatus: 'Offline' });
const offlineError = () => throwError(() => new TypeError('Failed to fetch'));

// prettier-ignore
describe('orLastKnown: the overview$ opened without a network (docs/architecture.md §11)', () => {
  it('shows the last known zones, named and dated as last heard, then loads live when the browser is back online', marbles((m) => {
    const stores = memoryStores();
    const lastKnown = createLastKnownPlayers(stores.local);
    lastKnown.remember([bar, shut]);
    stores.local.set('zoneMemory', { [groupOf(bar, 1)]: ['Bar', 1234], [groupOf(shut, 1)]: ['Terrace', 567] });
    const online$ = new Subject<void>();
    const fleet = fakeFleet([bar, shut], answering, m.scheduler);
    const states: FleetState[] = [];
    fleetStates$({
      ...fleet.deps,
      api: apiOf([offlineError, () => of([bar, shut])]),
      memory: createZoneMemory(stores.local),
      offline: { lastKnown, online$ },
    }).subscribe((state) => states.push(state));
    m.scheduler.schedule(() => {
      expect(states.map(shown)).toEqual(['loading', 'last known | Bar: offline | Terrace: offline']);
      const last = states[states.length - 1] as Extract<FleetState, { kind: 'loaded' }>;
      expect(last.zones.map((z) => z.state)).toEqual([{ kind: 'offline', heardAt: 1234 }, { kind: 'offline', heardAt: 567 }]);
      expect(fleet.sent).toEqual([]); // nothing asked of the players while offline
      online$.next();
    }, 1000);
    m.flush();
    expect(shown(states[states.length - 1] as FleetState)).toBe(`live list | zone ${groupOf(bar, 1)}: live | Terrace: offline`);
  }));

  it('says the load failed when nothing was remembered, or when only signing in again helps', marbles((m) => {
    const stores = memoryStores();
    const lastKnown = createLastKnownPlayers(stores.local);
    const fleet = fakeFleet([bar], answering, m.scheduler);
    const run = (api: OverviewDeps['api']) => {
      const states: FleetState[] = [];
      fleetStates$({ ...fleet.deps, api, offline: { lastKnown, online$: of() } }).subscribe((s) => states.push(s));
      m.flush();
      return states.map(shown);
    };
    expect(run(apiOf([offlineError]))).toEqual(['loading', 'failed']);
    lastKnown.remember([bar]);
    expect(run(apiOf([() => throwError(() => new ApiError(401, 'api/Player/list'))]))).toEqual(['loading', 'failed']);
    expect(run(apiOf([offlineError]))).toEqual(['loading', 'last known | : offline']);
  }));

  it('remembers each player list it loads', marbles((m) => {
    const stores = memoryStores();
    const lastKnown = createLastKnownPlayers(stores.local);
    const fleet = fakeFleet([bar, shut], answering, m.scheduler);
    fleetStates$({ ...fleet.deps, offline: { lastKnown, online$: of() } }).subscribe().unsubscribe();
    expect(lastKnown.recall()).toEqual([bar, shut]);
  }));
});
