import { marbles } from 'rxjs-marbles/jest';
import { SLIDER_SETTLE_MS } from '../../src/config/timing';
import { rangeCommits$, type RangeIntent } from '../../src/ui/range-field.streams';

/** Intents by marble letter: keys move to 1, 2, 3; a pointer releases at 9; b blurs. */
const intents: Record<string, RangeIntent> = {
  a: { kind: 'key', value: 1 },
  c: { kind: 'key', value: 2 },
  d: { kind: 'key', value: 3 },
  r: { kind: 'release', value: 9 },
  b: { kind: 'blur' },
};
const values = { x: 1, y: 2, z: 3, n: 9 };

describe('rangeCommits$ (a slider commits once its value settles)', () => {
  it('is SLIDER_SETTLE_MS long', () => expect(SLIDER_SETTLE_MS).toBe(600));

  it(
    'commits a run of key presses once, with the last value, SLIDER_SETTLE_MS after the last press',
    marbles((m) => {
      // prettier-ignore
      const source   = m.hot('a 100ms c 100ms d', intents);
      // prettier-ignore
      const expected =       '- 100ms - 100ms - 599ms z';
      m.expect(rangeCommits$(source, m.scheduler)).toBeObservable(expected, values);
    }),
  );

  it(
    'commits a pointer release at once, and a release replaces a key move still settling',
    marbles((m) => {
      // prettier-ignore
      const source   = m.hot('r 100ms a 100ms r', intents);
      // prettier-ignore
      const expected =       'n 100ms - 100ms n';
      m.expect(rangeCommits$(source, m.scheduler)).toBeObservable(expected, values);
    }),
  );

  it(
    'commits a key move still settling at once on blur, and never commits it twice',
    marbles((m) => {
      // prettier-ignore
      const source   = m.hot('a 100ms b 1000ms b', intents);
      // prettier-ignore
      const expected =       '- 100ms x';
      m.expect(rangeCommits$(source, m.scheduler)).toBeObservable(expected, values);
    }),
  );

  it(
    'does not commit again on blur a key move that already settled',
    marbles((m) => {
      // prettier-ignore
      const source   = m.hot('a 1000ms b', intents);
      // prettier-ignore
      const expected =       '- 599ms x';
      m.expect(rangeCommits$(source, m.scheduler)).toBeObservable(expected, values);
    }),
  );
});
