import { marbles } from 'rxjs-marbles/jest';
import { retryEvery } from '../../../src/lib/rx/retry-every';

// prettier-ignore
describe('retryEvery', () => {
  it('resubscribes after each error, the delay later, on the given scheduler', marbles((m) => {
    const source = m.cold('a 9ms #');
    m.expect(source.pipe(retryEvery(1000, m.scheduler)), '^ 2100ms !').toBeObservable('a 1009ms a 1009ms a');
    m.expect(source).toHaveSubscriptions(['^ 9ms !', '1010ms ^ 9ms !', '2020ms ^ 9ms !']);
  }));
});
