import { marbles } from 'rxjs-marbles/jest';
import { switchMap } from 'rxjs';
import { alignedTicks, atTime, countdown } from '../../../src/lib/rx/clock';
import { lateScheduler, runLateBy } from '../../support/late-scheduler';

// prettier-ignore
describe('alignedTicks', () => {
  it('emits now at once, then on the grid of origin + k × period', marbles((m) => {
    m.expect(alignedTicks(250, 1000, m.scheduler), '^ 2500ms !').toBeObservable('a 249ms b 999ms c 999ms d', {
      a: 0, b: 250, c: 1250, d: 2250,
    });
  }));

  it('a late tick carries the time it ran, and the next one is back on the grid', marbles((m) => {
    const late = lateScheduler(m.scheduler, (due) => (due === 1000 ? 1700 : due));
    m.expect(alignedTicks(0, 1000, late), '^ 3500ms !').toBeObservable('a 1699ms b 299ms c 999ms d', {
      a: 0, b: 1700, c: 2000, d: 3000,
    });
  }));
});

// prettier-ignore
describe('countdown', () => {
  it('emits the time left at once and at each whole tick left, ending with 0 at the deadline', marbles((m) => {
    m.expect(countdown(2500, 1000, m.scheduler)).toBeObservable('a 499ms b 999ms c 999ms (d|)', {
      a: 2500, b: 2000, c: 1000, d: 0,
    });
  }));

  it('a late tick that runs past the deadline ends it at once', marbles((m) => {
    m.expect(countdown(2500, 1000, lateScheduler(m.scheduler, runLateBy(5000)))).toBeObservable('a 5499ms (d|)', {
      a: 2500, d: 0,
    });
  }));
});

// prettier-ignore
describe('atTime', () => {
  it('emits at the deadline', marbles((m) => {
    m.expect(atTime(300, m.scheduler)).toBeObservable('300ms (a|)', { a: 300 });
  }));

  it('emits synchronously when the deadline has passed (a 0 ms timer could run late too)', marbles((m) => {
    const late = lateScheduler(m.scheduler, runLateBy(60_000));
    m.expect(m.cold('100ms (x|)').pipe(switchMap(() => atTime(50, late)))).toBeObservable('100ms (a|)', { a: 100 });
  }));
});
