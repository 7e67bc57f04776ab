import { marbles } from 'rxjs-marbles/jest';
import { map } from 'rxjs';
import { activity$ } from '../../../../src/features/account/idle/idle.streams';

// prettier-ignore
describe('activity$ (spec §4 Idle: mouse, click, key, scroll, touch)', () => {
  it('reports the first event at once and then at most one a second', marbles((m) => {
    const target = new EventTarget();
    const fire = (type: string, at: number) => m.scheduler.schedule(() => target.dispatchEvent(new Event(type)), at);
    fire('mousemove', 10);
    fire('keydown', 500);
    fire('wheel', 1009);
    fire('touchstart', 1011);
    fire('click', 2500);
    fire('scroll', 4000); // a scroll the app itself causes is not the user
    const types$ = activity$(target, m.scheduler).pipe(map((event) => event.type));
    m.expect(types$, '^ 5s !').toBeObservable('10ms a 1000ms b 1488ms c', { a: 'mousemove', b: 'touchstart', c: 'click' });
  }));
});
