import { marbles } from 'rxjs-marbles/jest';
import { ACTIVITY_LOG_AGO_TICK_MS } from '../../../src/config/timing';
import { agoNow$ } from '../../../src/lib/activity-log/ago.streams';

describe('agoNow$', () => {
  it(
    'gives the time at once, then every ACTIVITY_LOG_AGO_TICK_MS',
    marbles((m) => {
      const tick = ACTIVITY_LOG_AGO_TICK_MS;
      m.expect(agoNow$(m.scheduler), `^ ${2 * tick + 1}ms !`).toBeObservable(
        `a ${tick - 1}ms b ${tick - 1}ms c`,
        { a: 0, b: tick, c: 2 * tick },
      );
    }),
  );
});
