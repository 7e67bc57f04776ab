import { marbles } from 'rxjs-marbles/jest';
import type { Observable } from 'rxjs';
import { SKELETON_MS } from '../../../../src/config/timing';
import {
  logoReady$,
  players$,
  playerFilterThreshold,
} from '../../../../src/features/selector/players/players.streams';
import { ApiError, NetworkError } from '../../../../src/lib/api/errors';
import { createLastKnownPlayers } from '../../../../src/lib/storage/last-known-players';
import { fakeApi } from '../../../support/fake-api';
import { memoryStores } from '../../../support/memory-storage';

const player = {
  PlayerName: 'Lobby',
  PropertyName: 'Hotel',
  ConnectivityStatus: 'Online',
  LicenceKey: 'K',
  MacAddress: 'M',
  NoOfChannels: 1,
};
const api = (list$: Observable<unknown>) => fakeApi(() => list$);

// prettier-ignore
describe('player selector streams (spec §2 Player selector, §9)', () => {
  it('shows the skeleton for 1.5 s even when the list is there at once', marbles((m) => {
    expect(SKELETON_MS).toBe(1_500);
    const list = m.cold('-(a|)', { a: [player] });
    m.expect(players$(api(list), m.scheduler)).toBeObservable('l 1499ms (p|)', { l: { kind: 'loading' }, p: { kind: 'loaded', players: [player] } });
  }));

  it('keeps the skeleton until a slow list arrives', marbles((m) => {
    const list = m.cold('3s (a|)', { a: [] });
    m.expect(players$(api(list), m.scheduler)).toBeObservable('l 2999ms (p|)', { l: { kind: 'loading' }, p: { kind: 'loaded', players: [] } });
  }));

  it('a failed load becomes `failed` after the skeleton, never an error', marbles((m) => {
    const error = new ApiError(500, 'api/Player/list');
    const list = m.cold('-#', undefined, error);
    m.expect(players$(api(list), m.scheduler)).toBeObservable('l 1499ms (f|)', { l: { kind: 'loading' }, f: { kind: 'failed', error } });
  }));

  it('offline (docs/architecture.md §11): a failed load shows the list as it last loaded, and loads again once online', marbles((m) => {
    const lastKnown = createLastKnownPlayers(memoryStores().local);
    lastKnown.remember([player]);
    const error = new NetworkError('api/Player/list');
    const fresh = { ...player, PlayerName: 'Lobby (renamed)' };
    let calls = 0;
    const answers = fakeApi(() => (calls++ === 0 ? m.cold('-#', undefined, error) : m.cold('-(a|)', { a: [fresh] })));
    const online$ = m.hot('2s o', { o: 'online' });
    m.expect(players$(answers, m.scheduler, { lastKnown, online$ })).toBeObservable('r k 1999ms (p|)', {
      r: { kind: 'refreshing', players: [player] },
      k: { kind: 'last-known', players: [player], error },
      p: { kind: 'loaded', players: [fresh] },
    });
    m.flush();
    expect(lastKnown.recall()).toEqual([fresh]); // each loaded list is remembered
  }));

  it('offline without a remembered list: `failed`, then loaded once online', marbles((m) => {
    const lastKnown = createLastKnownPlayers(memoryStores().local);
    const error = new NetworkError('api/Player/list');
    let calls = 0;
    const answers = fakeApi(() => (calls++ === 0 ? m.cold('-#', undefined, error) : m.cold('-(a|)', { a: [player] })));
    const online$ = m.hot('2s o', { o: 'online' });
    m.expect(players$(answers, m.scheduler, { lastKnown, online$ })).toBeObservable('l 1499ms f 500ms (p|)', {
      l: { kind: 'loading' },
      f: { kind: 'failed', error },
      p: { kind: 'loaded', players: [player] },
    });
  }));

  it('an ended sign-in replaces the remembered list by the failure at once, and never loads again by itself', marbles((m) => {
    const lastKnown = createLastKnownPlayers(memoryStores().local);
    lastKnown.remember([player]);
    const error = new ApiError(401, 'api/Player/list');
    const online$ = m.hot('2s o', { o: 'online' });
    m.expect(players$(api(m.cold('-#', undefined, error)), m.scheduler, { lastKnown, online$ })).toBeObservable('r (f|)', {
      r: { kind: 'refreshing', players: [player] },
      f: { kind: 'failed', error },
    });
  }));

  it('a reload (Try again, impersonation) shows the skeleton, not the remembered list', marbles((m) => {
    const lastKnown = createLastKnownPlayers(memoryStores().local);
    lastKnown.remember([player]);
    m.expect(players$(api(m.cold('-(a|)', { a: [] })), m.scheduler, { lastKnown, online$: m.hot('') }, false)).toBeObservable('l 1499ms (p|)', {
      l: { kind: 'loading' },
      p: { kind: 'loaded', players: [] },
    });
  }));

  it('a repeat visit (docs/architecture.md §11) starts on the remembered list, without a skeleton, and shows the fresh list as soon as it is in', marbles((m) => {
    const lastKnown = createLastKnownPlayers(memoryStores().local);
    lastKnown.remember([player]);
    const fresh = { ...player, ConnectivityStatus: 'Offline' };
    m.expect(players$(api(m.cold('300ms (a|)', { a: [fresh] })), m.scheduler, { lastKnown, online$: m.hot('') })).toBeObservable('r 299ms (p|)', {
      r: { kind: 'refreshing', players: [player] },
      p: { kind: 'loaded', players: [fresh] },
    });
  }));

  it('the header logo replaces its skeleton after 1500 ms', marbles((m) => {
    m.expect(logoReady$(m.scheduler)).toBeObservable('f 1499ms (t|)', { f: false, t: true });
  }));

  it.each([
    [9, 800, false], [10, 800, true], [10, 1200, true], [10, 1201, false], [11, 1201, true],
  ])('filter with %i players at %i px → %s', (count, width, shown) =>
    expect(count >= playerFilterThreshold(width)).toBe(shown));
});
