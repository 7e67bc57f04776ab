import { bySiteName } from '../../../lib/player/site-names';
import { talliesOf } from '../fleet/attention';
import type { OverviewZone } from '../fleet/zones';
import type { OverviewLayout, SiteLayout } from './overview-view';
import { worstOf, worstRank } from './worst';

/**
 * How the overview orders its sites (docs/design.md "Every zone at a glance"): `trouble`, the sites that need
 * attention first (by their worst zone in the {@link worstOf} precedence, then by how many of their
 * zones need attention, then by name), or `name`, by name alone: the sites' one order ({@link bySiteName}).
 */
export type SiteOrder = 'trouble' | 'name';

/** The orders in the order the screen offers them. */
export const SITE_ORDERS: readonly SiteOrder[] = ['trouble', 'name'];

const byName = (compare: (a: string, b: string) => number) => (a: SiteLayout, b: SiteLayout) =>
  compare(a.site, b.site);

/**
 * `layout` with its sites in `order` (the same layout when nothing moves); `zoneOf` gives a group's zone
 * as it is now (a group it does not know counts as nothing). `locale` names the language the names
 * are compared in. A pass over the shown zones: the screen sorts again when the layout or the order
 * changes, not for every status, so the sites stay where they are while the manager reads them.
 */
export function sortSites(
  layout: OverviewLayout,
  order: SiteOrder,
  zoneOf: (group: string) => OverviewZone | undefined,
  locale: string,
): OverviewLayout {
  const names = byName(bySiteName(locale));
  let compare = names;
  if (order === 'trouble') {
    const keys = new Map(
      layout.sites.map((site) => {
        const tallies = talliesOf(
          site.groups.map(zoneOf).filter((zone): zone is OverviewZone => zone !== undefined),
        );
        return [site, { rank: worstRank(worstOf(tallies)), attention: tallies.attention }] as const;
      }),
    );
    compare = (a, b) => {
      const ka = keys.get(a) as { rank: number; attention: number };
      const kb = keys.get(b) as { rank: number; attention: number };
      return ka.rank - kb.rank || kb.attention - ka.attention || names(a, b);
    };
  }
  const sites = [...layout.sites].sort(compare);
  return sites.every((site, i) => site === layout.sites[i]) ? layout : { ...layout, sites };
}
