import {
  groupsBySite,
  siteRows,
  sitesOf,
  SITE_GROUPS_MIN_PLAYERS,
} from '../../../../src/features/selector/players/sites';
import { aPlayer, licenceKey } from '../../../support/builders';

const at = (n: number, site: string, online = true) =>
  aPlayer(n, { PropertyName: site, ConnectivityStatus: online ? 'Online' : 'Offline' });

describe('the player list’s sites (docs/design.md "Deliberate differences from the original product")', () => {
  it('groups from SITE_GROUPS_MIN_PLAYERS players on', () => {
    expect(groupsBySite(SITE_GROUPS_MIN_PLAYERS - 1)).toBe(false);
    expect(groupsBySite(SITE_GROUPS_MIN_PLAYERS)).toBe(true);
  });

  it('sorts the sites by name with numbers in order, keeps the players’ order and tallies the offline ones', () => {
    const sites = sitesOf(
      [at(1, 'Branch 10'), at(2, 'Branch 2', false), at(3, 'branch 2'), at(4, 'Branch 10')],
      'en',
    );
    expect(sites.map((s) => s.name)).toEqual(['Branch 2', 'branch 2', 'Branch 10']);
    expect(sites.map((s) => s.players.map((p) => p.LicenceKey))).toEqual([
      [licenceKey(2)],
      [licenceKey(3)],
      [licenceKey(1), licenceKey(4)],
    ]);
    expect(sites.map((s) => s.offline)).toEqual([1, 0, 0]);
  });

  it('lays an open site’s players in rows of the layout’s columns, a closed site as its header alone', () => {
    const [a, b] = sitesOf([at(1, 'A'), at(2, 'A'), at(3, 'A'), at(4, 'A'), at(5, 'B')]);
    const rows = siteRows([a!, b!], (site) => site.name === 'A', 2);
    expect(rows.map((r) => (r.kind === 'site' ? `${r.site.name}:${r.open}` : r.players.length))).toEqual([
      'A:true',
      2,
      2,
      'B:false',
    ]);
    expect(siteRows([a!], () => true, 0).filter((r) => r.kind === 'cards')).toHaveLength(4);
  });

  it('never ends a site with a card alone on its row: the last row takes it (the grid lays it out as a page’s end)', () => {
    const site = (count: number) => sitesOf(Array.from({ length: count }, (_, i) => at(i + 1, 'A')))[0]!;
    const sizes = (count: number, columns: number) =>
      siteRows([site(count)], () => true, columns).flatMap((r) =>
        r.kind === 'cards' ? [r.players.length] : [],
      );
    expect(sizes(10, 3)).toEqual([3, 3, 4]);
    expect(sizes(5, 2)).toEqual([2, 3]);
    expect(sizes(9, 3)).toEqual([3, 3, 3]);
    expect(sizes(1, 3)).toEqual([1]);
    expect(sizes(3, 1)).toEqual([1, 1, 1]);
  });
});
