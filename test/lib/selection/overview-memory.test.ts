import { createOverviewMemory } from '../../../src/lib/selection/overview-memory';
import { createStore, type TabKey } from '../../../src/lib/storage/web-storage';
import { memoryStorage, memoryStore } from '../../support/memory-storage';

/** A browser with a signed-in user; `tab(area)` opens the overview's memory over a tab's storage area (a reload reuses it). */
function browser(userId = 'user-1') {
  const local = memoryStore();
  local.set('userId', userId);
  return {
    local,
    tab: (area = memoryStorage()) => ({
      area,
      memory: createOverviewMemory({ local, tabStore: createStore<TabKey>(area) }),
    }),
  };
}

describe('overview memory (docs/design.md "Every zone at a glance": the ticked zones, the last run, the scroll position)', () => {
  it('keeps the ticked zones, the run and the scroll position over a reload of the tab', () => {
    const { tab } = browser();
    const { area, memory } = tab();
    memory.tick(['a-1', 'b-1', 'c-1'], true);
    memory.tick(['b-1'], false);
    memory.keepScroll(812.4);
    memory.keepRun({ any: 'shape' });
    const reloaded = tab(area).memory;
    expect([...reloaded.ticked()]).toEqual(['a-1', 'c-1']);
    expect(reloaded.scroll()).toBe(812);
    expect(reloaded.run()).toEqual({ any: 'shape' });
  });

  it('is per tab: another tab starts with nothing ticked', () => {
    const { tab } = browser();
    tab().memory.tick(['a-1'], true);
    expect([...tab().memory.ticked()]).toEqual([]);
  });

  it('emits the ticked set at once and on each change', () => {
    const { memory } = browser().tab();
    const seen: string[][] = [];
    const subscription = memory.ticked$.subscribe((set) => seen.push([...set]));
    memory.tick(['a-1'], true);
    memory.untickAll();
    subscription.unsubscribe();
    expect(seen).toEqual([[], ['a-1'], []]);
  });

  it('belongs to its user: another user signing in on the tab starts with nothing ticked', () => {
    const { local, tab } = browser('user-1');
    const { area, memory } = tab();
    memory.tick(['a-1'], true);
    local.set('userId', 'user-2');
    expect([...memory.ticked()]).toEqual([]);
    expect([...tab(area).memory.ticked()]).toEqual([]);
  });

  it('reads a tampered or missing entry as nothing kept', () => {
    const { tab } = browser();
    const area = memoryStorage();
    createStore<TabKey>(area).set('overview', { owner: 'user-1', ticked: 'a-1', scroll: -4 });
    const { memory } = tab(area);
    expect([...memory.ticked()]).toEqual([]);
    expect(memory.scroll()).toBe(0);
    expect(memory.run()).toBeUndefined();
  });
});
