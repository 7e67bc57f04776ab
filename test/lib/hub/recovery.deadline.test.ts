import { marbles } from 'rxjs-marbles/jest';
import { distinctUntilChanged } from 'rxjs';
import { establish, KINDS, repeat, setupHub } from '../../support/hub-harness';

// prettier-ignore
describe('the recovery window is a deadline (hub-protocol.md §6; docs/architecture.md §3 "Deadlines decide")', () => {
  it(
    'when an attempt is refused late in the window, the wait before the next one does not outlast it: a new connection at 31 s',
    marbles((m) => {
      // every recovery socket is refused 400 ms after it is created: attempts at 1000 + k × 1400 ms
      const h = setupHub(m, { onCreate: (s) => s.isRecovery && m.scheduler.schedule(() => s.refuse(), 400) });
      establish(h, 10, 0);
      h.at(1000, () => h.sock(0).closeFromServer(1006, 'network'));
      h.at(31_500, () => h.client.stop());
      // the last attempt starts at 30 400 and is refused at 30 800; the window closes at 31 000
      m.expect(h.created$).toBeObservable('n 999ms r' + repeat(' 1399ms r', 21) + ' 599ms n');
      m.expect(h.kinds$.pipe(distinctUntilChanged())).toBeObservable('c 9ms n 989ms r 29999ms (dc) 496ms s', KINDS);
    }),
  );
});
