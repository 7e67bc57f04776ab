import { memo } from 'react';
import type { IntlShape } from 'react-intl';
import type { ZoneResult } from '../bulk.streams';
import type { OverviewZone } from '../overview.streams';
import { sameSite, type SiteLayout, type Staleness, type ZoneStore } from '../overview-view';
import { overviewTexts as texts } from '../texts';
import { SiteHeading, ZoneList } from './overview-screen.styles';
import { ZoneCard } from './zone-card';

/** What {@link SiteSection} shows. */
export interface SiteSectionProps {
  layout: SiteLayout;
  store: ZoneStore;
  intl: IntlShape;
  stillsBase: string;
  staleness: Staleness;
  chosen: ReadonlySet<string>;
  results: ReadonlyMap<string, ZoneResult> | undefined;
  onToggle(groups: readonly string[], on: boolean): void;
  onCheck(group: string, on: boolean): void;
  onOpen(zone: OverviewZone): void;
}

/** The same props, the layouts compared by the zones they show (each layout is new when any site changed). */
function sameSection(a: SiteSectionProps, b: SiteSectionProps): boolean {
  const keys = Object.keys(a) as (keyof SiteSectionProps)[];
  return keys.every((key) => (key === 'layout' ? sameSite(a.layout, b.layout) : a[key] === b[key]));
}

/**
 * One site: its selection box and its zones' cards. Rendered again only when the zones it shows, the
 * selection, the results or the link's staleness changed; never for a status push, which renders the
 * zone's own card alone.
 */
export const SiteSection = memo(function SiteSection({
  layout,
  store,
  intl,
  stillsBase,
  staleness,
  chosen,
  results,
  onToggle,
  onCheck,
  onOpen,
}: SiteSectionProps) {
  const t = intl.formatMessage;
  const { site, selectable: groups } = layout;
  const all = groups.length > 0 && groups.every((g) => chosen.has(g));
  const siteName = site || t(texts.noSite);
  return (
    <section data-testid="overview-site" data-site={site}>
      <SiteHeading>
        <label>
          <input
            type="checkbox"
            checked={all}
            disabled={groups.length === 0}
            onChange={(e) => onToggle(groups, e.target.checked)}
            aria-label={t(texts.selectSite, { site: siteName })}
            data-testid="overview-select-site"
          />
          {siteName}
        </label>
      </SiteHeading>
      <ZoneList>
        {layout.groups.map((group) => (
          <ZoneCard
            key={group}
            zone$={store.zone$(group)}
            intl={intl}
            stillsBase={stillsBase}
            staleness={staleness}
            checked={chosen.has(group)}
            onCheck={onCheck}
            onOpen={onOpen}
            result={results?.get(group)}
          />
        ))}
      </ZoneList>
    </section>
  );
}, sameSection);
