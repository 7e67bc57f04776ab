import { createLastKnownStore, LAST_KNOWN_ZONES } from '../../../src/lib/storage/last-known-status';
import { storageKey } from '../../../src/lib/storage/web-storage';
import { memoryStores } from '../../support/memory-storage';

/** A parse that takes any object with a `title` string and rejects the rest. */
const titled = (value: unknown): { title: string } | null =>
  typeof value === 'object' && value !== null && typeof (value as { title?: unknown }).title === 'string'
    ? (value as { title: string })
    : null;

function setup() {
  const s = memoryStores();
  const reports: { problem: string; value: unknown }[] = [];
  const store = createLastKnownStore(
    s.local,
    s.tab,
    (problem, value) => void reports.push({ problem, value }),
  );
  return { ...s, store, reports };
}

describe('the zones’ last known statuses (docs/design.md "What loads when")', () => {
  it('gives back what was stored for a zone group, in the tab store and the local store', () => {
    const { store, tab, local, reports } = setup();
    store.remember('p-1', { title: 'One' });
    expect(store.recall('p-1', titled)).toEqual({ title: 'One' });
    expect(tab.get('lastStatus')).toEqual([{ group: 'p-1', status: { title: 'One' } }]);
    expect(local.get('lastStatus')).toEqual([{ group: 'p-1', status: { title: 'One' } }]);
    expect(reports).toEqual([]);
  });

  it('never gives one zone’s status for another zone or another player', () => {
    const { store } = setup();
    store.remember('playera-mac-1', { title: 'One' });
    expect(store.recall('playera-mac-2', titled)).toBeNull();
    expect(store.recall('playerb-mac-1', titled)).toBeNull();
  });

  it('keeps each zone’s latest, the most recent zone first, and at most LAST_KNOWN_ZONES zones', () => {
    const { store, tab } = setup();
    for (let zone = 1; zone <= LAST_KNOWN_ZONES + 1; zone++)
      store.remember(`p-${zone}`, { title: `${zone}` });
    store.remember('p-3', { title: 'three again' });
    const groups = (tab.get('lastStatus') as { group: string }[]).map((e) => e.group);
    expect(groups).toHaveLength(LAST_KNOWN_ZONES);
    expect(groups[0]).toBe('p-3');
    expect(groups).not.toContain('p-1'); // the oldest went
    expect(store.recall('p-3', titled)).toEqual({ title: 'three again' });
  });

  it('prefers the tab’s own status; a new tab (nothing of its own) takes the browser’s', () => {
    const { store, tab, local } = setup();
    local.set('lastStatus', [{ group: 'p-1', status: { title: 'other tab' } }]);
    expect(store.recall('p-1', titled)).toEqual({ title: 'other tab' });
    tab.set('lastStatus', [{ group: 'p-1', status: { title: 'this tab' } }]);
    expect(store.recall('p-1', titled)).toEqual({ title: 'this tab' });
  });

  it('reports and ignores a malformed list, an entry without a group and a status the parse rejects', () => {
    const { store, tabArea, local, reports } = setup();
    tabArea.setItem(storageKey('lastStatus'), '{not json');
    expect(store.recall('p-1', titled)).toBeNull();
    expect(reports.map((r) => r.value)).toEqual(['{not json']);

    tabArea.removeItem(storageKey('lastStatus'));
    local.set('lastStatus', [{ status: { title: 'no group' } }, 7, { group: 'p-1', status: { title: 42 } }]);
    expect(store.recall('p-1', titled)).toBeNull();
    expect(reports.slice(1).map((r) => r.value)).toEqual([
      { status: { title: 'no group' } },
      7,
      { title: 42 },
    ]);
  });

  it('falls back to the browser’s status when the tab’s own is malformed', () => {
    const { store, tab, local, reports } = setup();
    tab.set('lastStatus', [{ group: 'p-1', status: 'garbage' }]);
    local.set('lastStatus', [{ group: 'p-1', status: { title: 'fine' } }]);
    expect(store.recall('p-1', titled)).toEqual({ title: 'fine' });
    expect(reports).toHaveLength(1);
  });

  it('replaces a malformed list when it remembers', () => {
    const { store, tab, tabArea } = setup();
    tabArea.setItem(storageKey('lastStatus'), '"not a list"');
    store.remember('p-1', { title: 'One' });
    expect(tab.get('lastStatus')).toEqual([{ group: 'p-1', status: { title: 'One' } }]);
  });
});
