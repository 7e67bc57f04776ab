import { marbles } from 'rxjs-marbles/jest';
import { elapsed$, type PlaybackSnapshot } from '../../../../src/features/player/now-playing/elapsed.streams';
import { lateScheduler, runLateBy, wakeEvery } from '../../../support/late-scheduler';

const snap = (
  playState: number,
  positionSeconds: number,
  fileName = 'a.mp3',
  durationSeconds = 5,
  at = 0,
): PlaybackSnapshot => ({
  playState,
  fileName,
  positionSeconds,
  durationSeconds,
  at,
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
    const source   = m.hot('a 1500ms p', { a: snap(1, 0), p: snap(2, 1, 'a.mp3', 5, 1500) });
    const expected =       'a 999ms b 500ms p';
    m.expect(elapsed$(source, m.scheduler)).toBeObservable(expected, { a: at(0), b: at(1), p: at(1) });
  }));

  it('resets from PositionInSeconds on a new track', marbles((m) => {
    const source   = m.hot('a 2499ms n', { a: snap(1, 0, 'a.mp3', 100), n: snap(1, 7, 'b.mp3', 100, 2500) });
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

// prettier-ignore
describe('elapsed$ decided by the clock, not by counted ticks (docs/architecture.md §3 "Deadlines decide, ticks display")', () => {
  it('a background tab woken once a minute shows the true position at each wake', marbles((m) => {
    const late = lateScheduler(m.scheduler, wakeEvery(60_000));
    const source = m.hot('a', { a: snap(1, 10, 'a.mp3', 300) });
    m.expect(elapsed$(source, late), '^ 200s !').toBeObservable('a 59999ms b 59999ms c 59999ms d', {
      a: at(10, 300), b: at(70, 300), c: at(130, 300), d: at(190, 300),
    });
  }));

  it('ticks that run late show the time when they run, and the next tick is back on the second', marbles((m) => {
    const late = lateScheduler(m.scheduler, runLateBy(600));
    const source = m.hot('a', { a: snap(1, 0, 'a.mp3', 100) });
    // due at 1000, 2000, 3000; each runs 600 ms late and reads the clock then
    m.expect(elapsed$(source, late), '^ 3700ms !').toBeObservable('a 1599ms b 999ms c 999ms d', {
      a: at(0, 100), b: at(1, 100), c: at(2, 100), d: at(3, 100),
    });
  }));

  it('a status that arrived earlier is aged: a screen opened 7.5 s later starts at 52 s, and ticks on the track\'s seconds', marbles((m) => {
    const source = m.hot('7500ms a', { a: snap(1, 45, 'a.mp3', 200, 0) });
    m.expect(elapsed$(source, m.scheduler), '^ 9s !').toBeObservable('7500ms a 499ms b 999ms c', {
      a: at(52, 200), b: at(53, 200), c: at(54, 200),
    });
  }));

  it('a playing track already past its end shows the duration', marbles((m) => {
    const source = m.hot('60s a', { a: snap(1, 195, 'a.mp3', 200, 0) });
    m.expect(elapsed$(source, m.scheduler)).toBeObservable('60s a', { a: at(200, 200) });
  }));

  it('a repeated status on the same timeline (whole seconds reported later) keeps the tick phase', marbles((m) => {
    const source = m.hot('a 1900ms b', { a: snap(1, 0, 'a.mp3', 100, 0), b: snap(1, 1, 'a.mp3', 100, 1900) });
    m.expect(elapsed$(source, m.scheduler), '^ 3500ms !').toBeObservable('a 999ms b 999ms c 999ms d', {
      a: at(0, 100), b: at(1, 100), c: at(2, 100), d: at(3, 100),
    });
  }));
});
