import { marbles } from 'rxjs-marbles/jest';
import { elapsed$, type PlaybackSnapshot } from '../../../../src/features/player/streams/elapsed.streams';

const snap = (
  playState: number,
  positionSeconds: number,
  fileName = 'a.mp3',
  durationSeconds = 5,
): PlaybackSnapshot => ({
  playState,
  fileName,
  positionSeconds,
  durationSeconds,
});
const at = (elapsedSeconds: number, durationSeconds = 5) => ({ elapsedSeconds, durationSeconds });

// prettier-ignore
describe('elapsed$ (spec §4 Play state)', () => {
  it('ticks once a second while playing', marbles((m) => {
    const source   = m.hot('a', { a: snap(1, 0) });
    const expected =       'a 999ms b 999ms c';
    m.expect(elapsed$(source, m.scheduler)).toBeObservable(expected + ' 999ms d 999ms e 999ms f', {
      a: at(0), b: at(1), c: at(2), d: at(3), e: at(4), f: at(5),
    });
  }));

  it('never passes the duration', marbles((m) => {
    const source   = m.hot('a', { a: snap(1, 3) });
    const expected =       'a 999ms b 999ms c';
    m.expect(elapsed$(source, m.scheduler)).toBeObservable(expected, { a: at(3), b: at(4), c: at(5) });
  }));

  it('stops on pause and holds the position', marbles((m) => {
    const source   = m.hot('a 1500ms p', { a: snap(1, 0), p: snap(2, 1) });
    const expected =       'a 999ms b 500ms p';
    m.expect(elapsed$(source, m.scheduler)).toBeObservable(expected, { a: at(0), b: at(1), p: at(1) });
  }));

  it('resets from PositionInSeconds on a new track', marbles((m) => {
    const source   = m.hot('a 2499ms n', { a: snap(1, 0, 'a.mp3', 100), n: snap(1, 7, 'b.mp3', 100) });
    const sub      =       '^ 4000ms !';
    const expected =       'a 999ms b 999ms c 499ms n 999ms o';
    m.expect(elapsed$(source, m.scheduler), sub).toBeObservable(expected, {
      a: at(0, 100), b: at(1, 100), c: at(2, 100), n: at(7, 100), o: at(8, 100),
    });
  }));

  it('does not restart the tick phase for an identical status push', marbles((m) => {
    const source   = m.hot('a 500ms a', { a: snap(1, 0, 'a.mp3', 100) });
    const sub      =       '^ 2500ms !';
    const expected =       'a 999ms b 999ms c';
    m.expect(elapsed$(source, m.scheduler), sub).toBeObservable(expected, { a: at(0, 100), b: at(1, 100), c: at(2, 100) });
  }));
});
