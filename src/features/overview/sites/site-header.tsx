import { memo, useMemo } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import type { IntlShape } from 'react-intl';
import { Icon } from '../../../ui/icon';
import { iconChevronRight } from '../../../ui/icons/paths';
import type { Tallies } from '../fleet/attention';
import type { SiteLayout } from './overview-view';
import type { FleetZones } from '../fleet/fleet.streams';
import { Collapse, SiteHeading, SiteRow, Tally } from '../overview-screen.styles';
import { overviewTexts as texts } from '../texts';
import { siteTexts } from './texts';

/** What {@link SiteHeader} shows and the handlers it calls. */
export interface SiteHeaderProps {
  layout: SiteLayout;
  store: FleetZones;
  intl: IntlShape;
  /** True when the site's zones are hidden. */
  collapsed: boolean;
  /** True when every selectable zone of the site is selected. */
  allChosen: boolean;
  onToggle(groups: readonly string[], on: boolean): void;
  onCollapse(site: string, collapsed: boolean): void;
}

/** A site's tally line: "12 playing · 1 offline · 2 need attention" (only the counts that are not 0). */
export function tallyText(intl: IntlShape, tallies: Tallies): string {
  const t = intl.formatMessage;
  const parts = [
    tallies.playing && t(siteTexts.tallyPlaying, { count: tallies.playing }),
    tallies.paused && t(siteTexts.tallyPaused, { count: tallies.paused }),
    tallies.offline && t(siteTexts.tallyOffline, { count: tallies.offline }),
    tallies.notAnswering && t(siteTexts.tallyNotAnswering, { count: tallies.notAnswering }),
    tallies.asking && t(siteTexts.tallyAsking, { count: tallies.asking }),
    tallies.attention && t(siteTexts.tallyAttention, { count: tallies.attention }),
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * One site's heading in the overview's list: its selection box, its name, a button that shows or hides
 * its zones (`aria-expanded`), and its tally line, which follows its zones' statuses (read from the
 * store, so a status push renders the tally of its own site, not the list).
 */
export const SiteHeader = memo(function SiteHeader({
  layout,
  store,
  intl,
  collapsed,
  allChosen,
  onToggle,
  onCollapse,
}: SiteHeaderProps) {
  const t = intl.formatMessage;
  const { site, selectable } = layout;
  const siteName = site || t(texts.noSite);
  const tally$ = useMemo(() => store.tally$(layout.groups), [store, layout.groups]);
  const tallies = useObservableEagerState(tally$);
  return (
    <SiteRow data-testid="overview-site" data-site={site} data-collapsed={collapsed}>
      <SiteHeading>
        <input
          type="checkbox"
          checked={allChosen}
          disabled={selectable.length === 0}
          onChange={(e) => onToggle(selectable, e.target.checked)}
          aria-label={t(siteTexts.selectSite, { site: siteName })}
          data-testid="overview-select-site"
        />
        <Collapse
          type="button"
          aria-expanded={!collapsed}
          onClick={() => onCollapse(site, !collapsed)}
          data-testid="overview-collapse-site"
        >
          <Icon path={iconChevronRight} size={20} />
          <span>{siteName}</span>
        </Collapse>
      </SiteHeading>
      <Tally data-testid="overview-site-tally" data-attention={tallies.attention}>
        {t(siteTexts.siteZones, { count: layout.groups.length })}
        {' · '}
        {tallyText(intl, tallies)}
      </Tally>
    </SiteRow>
  );
});
