import { createFirstScreen } from '../../../src/lib/deferred/first-screen';

/** One app's first-screen hand-over: stages only move forward, replayed to late subscribers. */
describe('createFirstScreen', () => {
  it('moves from loading to committed to painted, once each', () => {
    const firstScreen = createFirstScreen();
    const stages: string[] = [];
    firstScreen.stage$.subscribe((s) => stages.push(s));
    firstScreen.committed();
    firstScreen.committed();
    firstScreen.painted();
    firstScreen.committed();
    expect(stages).toEqual(['loading', 'committed', 'painted']);
    const late: string[] = [];
    firstScreen.painted$.subscribe(() => late.push('painted'));
    expect(late).toEqual(['painted']);
  });

  it('tells a late subscriber the stage it is at, and painted$ emits once painted', () => {
    const firstScreen = createFirstScreen();
    let painted = 0;
    firstScreen.painted$.subscribe(() => (painted += 1));
    firstScreen.committed();
    const late: string[] = [];
    firstScreen.stage$.subscribe((s) => late.push(s));
    expect(late).toEqual(['committed']);
    expect(painted).toBe(0);
    firstScreen.painted();
    expect(painted).toBe(1);
  });

  it('keeps two apps apart', () => {
    const one = createFirstScreen();
    const other = createFirstScreen();
    const stages: string[] = [];
    other.stage$.subscribe((s) => stages.push(s));
    one.painted();
    expect(stages).toEqual(['loading']);
  });
});
