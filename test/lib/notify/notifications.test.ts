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

  it('shows the same toast once however often it is asked for, for 3.5 s after the last time', marbles((m) => {
    const notifier = createNotifier(m.scheduler);
    m.scheduler.schedule(() => notifier.notify('error', text('a')), 100);
    m.scheduler.schedule(() => notifier.notify('info', text('b')), 200);
    m.scheduler.schedule(() => notifier.notify('error', text('a')), 1100);
    m.scheduler.schedule(() => notifier.notify('error', text('a'), { n: 2 }), 1200);
    const ids$ = notifier.visible$.pipe(
      map((list) => list.map((n) => n.message.id + (n.values?.['n'] ?? '')).join(' ')),
    );
    m.expect(ids$, '^ 6s !').toBeObservable('e 99ms a 99ms b 899ms c 99ms d 2499ms f 899ms g 99ms e', {
      e: '', a: 'a', b: 'a b', c: 'b a', d: 'b a a2', f: 'a a2', g: 'a2',
    });
  }));

  it('shows a toast asked for before anyone looked to whoever looks later, for the rest of its 3.5 s', marbles((m) => {
    const notifier = createNotifier(m.scheduler);
    m.scheduler.schedule(() => notifier.notify('success', text('a')), 100);
    const ids$ = notifier.visible$.pipe(map((list) => list.map((n) => n.message.id).join('')));
    m.expect(ids$, '1s ^ 6s !').toBeObservable('1s a 2599ms e', { e: '', a: 'a' });
  }));

  it('stops the expiry of the toasts on screen when stopped', marbles((m) => {
    const notifier = createNotifier(m.scheduler);
    m.scheduler.schedule(() => notifier.notify('info', text('a')), 100);
    m.scheduler.schedule(() => notifier.stop(), 200);
    const ids$ = notifier.visible$.pipe(map((list) => list.map((n) => n.message.id).join('')));
    m.expect(ids$, '^ 6s !').toBeObservable('e 99ms a', { e: '', a: 'a' });
  }));
});
