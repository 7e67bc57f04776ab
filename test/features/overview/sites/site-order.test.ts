import type { OverviewZone } from '../../../../src/features/overview/fleet/zones';
import type { OverviewLayout } from '../../../../src/features/overview/sites/overview-view';
import { sortSites } from '../../../../src/features/overview/sites/site-order';

/** A zone of `group` in `state` ('playing', 'paused', 'offline', 'not-answering', 'storage': playing, storage full). */
function zone(group: string, state: string): OverviewZone {
  const live = (PlayState: number) => ({
    kind: 'live' as const,
    receivedAt: 0,
    status: { PlayState } as never,
  });
  return {
    group,
    site: '',
    zoneIndex: 1,
    zoneName: group,
    player: { PlayerName: group } as never,
    state:
      state === 'offline'
        ? { kind: 'offline' }
        : state === 'not-answering'
          ? { kind: 'not-answering' }
          : live(state === 'paused' ? 2 : 1),
    ...(state === 'storage' && { health: { StorageUsed: 99, Status: -2 } as never }),
  } as OverviewZone;
}

const zones = new Map(
  [
    zone('a1', 'playing'),
    zone('b1', 'paused'),
    zone('c1', 'storage'),
    zone('c2', 'storage'),
    zone('d1', 'offline'),
    zone('e1', 'not-answering'),
    zone('f1', 'storage'),
  ].map((z) => [z.group, z]),
);
const site = (name: string, ...groups: string[]) => ({ site: name, groups, selectable: groups });
const layout: OverviewLayout = {
  total: 7,
  shown: 7,
  sites: [
    site('Alpha', 'a1'),
    site('', 'b1'),
    site('Beta', 'b1'),
    site('Charlie', 'c1', 'c2'),
    site('Delta', 'd1'),
    site('Echo', 'e1'),
    site('Foxtrot', 'f1'),
  ],
};

describe('the order of the overview’s sites (docs/design.md "Every zone at a glance")', () => {
  it('puts the sites in trouble first: offline, not answering, attention (most first), paused, playing', () => {
    const sorted = sortSites(layout, 'trouble', (g) => zones.get(g), 'en');
    expect(sorted.sites.map((s) => s.site)).toEqual([
      'Delta',
      'Echo',
      'Charlie',
      'Foxtrot',
      'Beta',
      '',
      'Alpha',
    ]);
  });

  it('orders by name, numbers as numbers, the site without a name last', () => {
    const numbered: OverviewLayout = {
      ...layout,
      sites: [site('Branch 10', 'a1'), site('', 'a1'), site('Branch 2', 'a1'), site('apple', 'a1')],
    };
    expect(sortSites(numbered, 'name', (g) => zones.get(g), 'en').sites.map((s) => s.site)).toEqual([
      'apple',
      'Branch 2',
      'Branch 10',
      '',
    ]);
  });

  it('gives back the same layout when no site moves', () => {
    const sorted = sortSites(layout, 'trouble', (g) => zones.get(g), 'en');
    expect(sortSites(sorted, 'trouble', (g) => zones.get(g), 'en')).toBe(sorted);
  });
});
