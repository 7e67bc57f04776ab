import { marbles } from 'rxjs-marbles/jest';
import { windowWidth$ } from '../../src/hooks/use-window-width';

/** A window stand-in: an event target whose width the test sets before each resize event. */
function fakeWindow(width: number) {
  const target = new EventTarget() as EventTarget & { innerWidth: number };
  target.innerWidth = width;
  return {
    win: target as unknown as Window,
    resizeTo: (w: number) => {
      target.innerWidth = w;
      target.dispatchEvent(new Event('resize'));
    },
  };
}

// prettier-ignore
describe('windowWidth$ (spec §9 page sizes)', () => {
  it('reads the width at subscription, not before', marbles((m) => {
    const { win, resizeTo } = fakeWindow(800);
    const width$ = windowWidth$(win, m.scheduler);
    resizeTo(1300); // before anyone subscribed
    m.expect(width$, '^ 1s !').toBeObservable('a', { a: 1300 });
  }));

  it('follows a resize once it has paused for 100 ms (the debounce runs on the given scheduler)', marbles((m) => {
    const { win, resizeTo } = fakeWindow(800);
    m.scheduler.schedule(() => resizeTo(1000), 10);
    m.scheduler.schedule(() => resizeTo(1250), 60);
    m.expect(windowWidth$(win, m.scheduler), '^ 1s !').toBeObservable('a 159ms b', { a: 800, b: 1250 });
  }));

  it('without a window assumes 1280 px', marbles((m) => {
    m.expect(windowWidth$(undefined, m.scheduler)).toBeObservable('(a|)', { a: 1280 });
  }));
});
