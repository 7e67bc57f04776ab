import { marbles } from 'rxjs-marbles/jest';
import { EMPTY, NEVER } from 'rxjs';
import {
  volumeControl$,
  type VolumeView,
} from '../../../../src/features/player/zone-settings/volume.streams';

const v = (shown: number, confirmed: number, dragging = false, busy = false): VolumeView => ({
  shown,
  confirmed,
  dragging,
  busy,
});

// prettier-ignore
describe('volume slider (docs/design.md "Honest about the connection": it settles on the confirmed value)', () => {
  it('follows the drag, ignores the player meanwhile, is busy until the reply and settles on the confirmed value', marbles((m) => {
    const sent: number[] = [];
    const view$ = volumeControl$({
      reported$: m.hot('a 199ms b', { a: 50, b: 40 }),
      drag$:     m.hot('100ms c', { c: 60 }),
      commit$:   m.hot('300ms d', { d: 60 }),
      send: (value) => {
        sent.push(value);
        return m.cold('200ms (k|)', { k: true });
      },
    }, 50);
    m.expect(view$).toBeObservable('a 99ms b 99ms c 99ms d 199ms e', {
      a: v(50, 50),
      b: v(60, 50, true),
      c: v(60, 40, true),      // the player's value does not pull the thumb back
      d: v(60, 40, false, true),
      e: v(60, 60),            // accepted: the confirmed value
    });
    m.flush();
    expect(sent).toEqual([60]);
  }));

  it('goes back to the confirmed value when the player refuses or the command fails', marbles((m) => {
    const view$ = volumeControl$({
      reported$: m.hot('a', { a: 30 }),
      drag$: NEVER,
      commit$: m.hot('100ms d', { d: 80 }),
      send: () => m.cold('300ms |'),
    }, 30);
    m.expect(view$).toBeObservable('a 99ms d 299ms e', { a: v(30, 30), d: v(80, 30, false, true), e: v(30, 30) });
  }));

  it('sends commits in order and stays busy until the last one is confirmed', marbles((m) => {
    const sent: string[] = [];
    const view$ = volumeControl$({
      reported$: EMPTY,
      drag$: NEVER,
      commit$: m.hot('100ms a 49ms b', { a: 20, b: 25 }),
      send: (value) => {
        sent.push(`${value}@${m.scheduler.now()}`);
        return m.cold('100ms (k|)', { k: true });
      },
    }, 10);
    m.expect(view$).toBeObservable('100ms a 49ms b 49ms c 99ms d', {
      a: v(20, 10, false, true),
      b: v(25, 10, false, true),
      c: v(25, 20, false, true),
      d: v(25, 25),
    });
    m.flush();
    expect(sent).toEqual(['20@100', '25@200']);
  }));

  it('shows a new value from the player when the user is not touching the slider', marbles((m) => {
    const view$ = volumeControl$({ reported$: m.hot('a 99ms b', { a: 10, b: 70 }), drag$: NEVER, commit$: NEVER, send: () => EMPTY }, 10);
    m.expect(view$).toBeObservable('a 99ms b', { a: v(10, 10), b: v(70, 70) });
  }));
});
