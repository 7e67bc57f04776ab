/**
 * @jest-environment jsdom
 */
import { firstValueFrom, queueScheduler, take, toArray } from 'rxjs';
import {
  barClearances$,
  createOverviewScreen,
  OVERVIEW_SCREEN_START,
  reduceOverviewScreen,
  type OverviewScreenAction,
} from '../../../src/features/overview/overview-screen.streams';

const fold = (...actions: OverviewScreenAction[]) =>
  actions.reduce(reduceOverviewScreen, OVERVIEW_SCREEN_START);

describe('the overview screen\'s state (docs/design.md "Every zone at a glance")', () => {
  it('brings the list’s start up after a filter always, after a search only when above, and forgets it once there', () => {
    expect(fold({ t: 'filter', filter: 'attention' })).toMatchObject({
      filter: 'attention',
      toStart: 'always',
    });
    expect(fold({ t: 'query', query: 'roast' })).toMatchObject({ query: 'roast', toStart: 'when-above' });
    const settled = fold({ t: 'filter', filter: 'paused' }, { t: 'scrolled' });
    expect(settled.toStart).toBeUndefined();
    expect(reduceOverviewScreen(settled, { t: 'scrolled' })).toBe(settled);
  });

  it('shows hidden or failed zones by clearing the search', () => {
    expect(fold({ t: 'query', query: 'x' }, { t: 'show', filter: 'failed' })).toMatchObject({
      query: '',
      filter: 'failed',
      toStart: 'always',
    });
  });

  it('folds and unfolds sites one by one and all at once; the same fold twice changes nothing', () => {
    const one = fold({ t: 'collapse', site: 'A', hide: true });
    expect([...one.collapsed]).toEqual(['A']);
    expect(reduceOverviewScreen(one, { t: 'collapse', site: 'A', hide: true })).toBe(one);
    expect([...fold({ t: 'collapse-all', sites: ['A', 'B'], hide: true }).collapsed]).toEqual(['A', 'B']);
    expect(
      fold({ t: 'collapse', site: 'A', hide: true }, { t: 'collapse-all', sites: [], hide: false }).collapsed
        .size,
    ).toBe(0);
  });

  it('keeps the order, the map mode, the open site and the reloads chosen', () => {
    expect(
      fold(
        { t: 'order', order: 'name' },
        { t: 'map-mode', mode: 'zones' },
        { t: 'open-site', site: 'B' },
        { t: 'reload' },
        { t: 'reload' },
      ),
    ).toMatchObject({ order: 'name', mapMode: 'zones', openSite: 'B', reload: 2 });
  });

  it('replays its state to each subscriber and says which zones are on screen', async () => {
    const screen = createOverviewScreen({ win: window });
    const states = firstValueFrom(screen.state$.pipe(take(2), toArray()));
    screen.dispatch({ t: 'filter', filter: 'offline' });
    expect((await states).map((s) => s.filter)).toEqual(['all', 'offline']);
    expect((await firstValueFrom(screen.state$)).filter).toBe('offline');
    screen.onVisible(['g-1']);
    expect(await firstValueFrom(screen.visible$)).toEqual(['g-1']);
  });

  it('scrolls what takes the focus outside the action bar up from under it, by as much as lies under it', () => {
    const bar = document.createElement('section');
    const under = document.createElement('button');
    const above = document.createElement('button');
    const inside = document.createElement('button');
    bar.append(inside);
    document.body.append(bar, under, above);
    const box = (top: number, bottom: number) => () => ({ top, bottom }) as DOMRect;
    bar.getBoundingClientRect = box(700, 800);
    under.getBoundingClientRect = box(680, 724.5);
    above.getBoundingClientRect = box(600, 640);
    inside.getBoundingClientRect = box(720, 760);
    const scrolls: number[] = [];
    const subscription = barClearances$(document, () => bar, queueScheduler).subscribe((by) =>
      scrolls.push(by),
    );
    under.focus();
    above.focus();
    inside.focus();
    subscription.unsubscribe();
    expect(scrolls).toEqual([25]);
  });
});
