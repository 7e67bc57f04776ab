import {
  groupsBySite,
  siteRows,
  sitesOf,
  SITE_GROUPS_MIN_PLAYERS,
} from '../../../src/features/selector/sites';
import { aPlayer, licenceKey } from '../../support/builders';

const at = (n: number, site: string, online = true) =>
  aPlayer(n, { PropertyName: site, ConnectivityStatus: online ? 'Online' : 'Offline' });

describe('the player list’s sites (README "Deliberate differences from the original product")', () => {
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
    const [a, b] = sitesOf([at(1, 'A'), at(2, 'A'), at(3, 'A'), at(4, 'B')]);
    const rows = siteRows([a!, b!], (site) => site.name === 'A', 2);
    expect(rows.map((r) => (r.kind === 'site' ? `${r.site.name}:${r.open}` : r.players.length))).toEqual([
      'A:true',
      2,
      1,
      'B:false',
    ]);
    expect(siteRows([a!], () => true, 0).filter((r) => r.kind === 'cards')).toHaveLength(3);
  });
});
