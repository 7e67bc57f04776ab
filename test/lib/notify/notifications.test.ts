import { marbles } from 'rxjs-marbles/jest';
import { map } from 'rxjs';
import { createNotifier } from '../../../src/lib/notify/notifications';

const text = (id: string) => ({ id });

// prettier-ignore
describe('notifier (spec §8, §9: every notification shows 3500 ms)', () => {
  it('removes each toast 3.5 s after it was shown, independently of the others', marbles((m) => {
    const notifier = createNotifier(m.scheduler);
    m.scheduler.schedule(() => notifier.notify('info', text('a')), 100);
    m.scheduler.schedule(() => notifier.notify('error', text('b')), 1100);
    const ids$ = notifier.visible$.pipe(map((list) => list.map((n) => n.message.id).join('')));
    m.expect(ids$, '^ 6s !').toBeObservable('e 99ms a 999ms b 2499ms c 999ms e', {
      e: '', a: 'a', b: 'ab', c: 'b',
    });
  }));
});
