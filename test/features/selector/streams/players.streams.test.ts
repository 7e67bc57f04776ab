import { marbles } from 'rxjs-marbles/jest';
import type { Observable } from 'rxjs';
import { SKELETON_MS } from '../../../../src/config/timing';
import {
  isOnline,
  logoReady$,
  players$,
  playerFilterThreshold,
} from '../../../../src/features/selector/streams/players.streams';
import { ApiError } from '../../../../src/lib/api/errors';
import { fakeApi } from '../../../support/fake-api';

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

  it('the header logo replaces its skeleton after 1500 ms', marbles((m) => {
    m.expect(logoReady$(m.scheduler)).toBeObservable('f 1499ms (t|)', { f: false, t: true });
  }));

  it.each([
    [9, 800, false], [10, 800, true], [10, 1200, true], [10, 1201, false], [11, 1201, true],
  ])('filter with %i players at %i px → %s', (count, width, shown) =>
    expect(count >= playerFilterThreshold(width)).toBe(shown));

  it('only ConnectivityStatus "Online" is online', () => {
    expect(isOnline({ ConnectivityStatus: 'Online' })).toBe(true);
    expect(isOnline({ ConnectivityStatus: 'Offline' })).toBe(false);
    expect(isOnline({ ConnectivityStatus: '' })).toBe(false);
  });
});
