import { marbles } from 'rxjs-marbles/jest';
import { firstWithin } from '../../../src/lib/rx/deadline';
import { lateScheduler, runLateBy } from '../../support/late-scheduler';

class Expired extends Error {
  override readonly name = 'Expired';
}

// prettier-ignore
describe('firstWithin', () => {
  it('errors when nothing arrived within the time', marbles((m) => {
    m.expect(m.cold('-').pipe(firstWithin(100, m.scheduler, () => new Expired()))).toBeObservable('100ms #', undefined, new Expired());
  }));

  it('lets a first value in time through, and every later one', marbles((m) => {
    m.expect(m.cold('50ms a 199ms b|').pipe(firstWithin(100, m.scheduler, () => new Expired()))).toBeObservable('50ms a 199ms b|');
  }));

  it('a first value after the deadline is expired even when the timer has not run yet', marbles((m) => {
    const late = lateScheduler(m.scheduler, runLateBy(1000));
    m.expect(m.cold('150ms a').pipe(firstWithin(100, late, () => new Expired()))).toBeObservable('150ms #', undefined, new Expired());
  }));

  it('so is a first error after the deadline', marbles((m) => {
    const late = lateScheduler(m.scheduler, runLateBy(1000));
    m.expect(m.cold('150ms #').pipe(firstWithin(100, late, () => new Expired()))).toBeObservable('150ms #', undefined, new Expired());
  }));
});
