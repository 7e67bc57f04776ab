import { marbles } from 'rxjs-marbles/jest';
import { EMPTY } from 'rxjs';
import { loadable$ } from '../../../../src/features/player/zone/load.streams';

// prettier-ignore
describe('loadable$ (spec §4 Loading)', () => {
  it('loads, then reloads on demand without going back to loading', marbles((m) => {
    const reload = m.hot('---r');
    const request = () => m.cold('-v|', { v: 1 });
    m.expect(loadable$(request, reload)).toBeObservable('la--a', { l: { kind: 'loading' }, a: { kind: 'loaded', value: 1 } });
  }));

  it('stays loading when the request fails without a value', marbles((m) => {
    m.expect(loadable$(() => EMPTY)).toBeObservable('(l|)', { l: { kind: 'loading' } });
  }));
});
