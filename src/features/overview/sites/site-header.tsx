import { memo, useMemo } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import { useIntl, type IntlShape } from 'react-intl';
import { Icon } from '../../../ui/icon';
import {
  iconChevronRight,
  iconError,
  iconPauseFilled,
  iconPlayArrowFilled,
  iconSchedule,
  iconWarning,
  iconWifiOff,
} from '../../../ui/icons/paths';
import type { StatusTone } from '../../../ui/status-dot';
import { Checkbox } from '../../../ui/checkbox';
import type { Tallies } from '../fleet/attention';
import type { SiteLayout } from './overview-view';
import type { FleetZones } from '../fleet/fleet.streams';
import { Collapse, SiteHeading, SiteRow, Tally } from './site-header.styles';
import { overviewTexts as texts } from '../texts';
import { siteTexts } from './texts';
import { WORST_LOOK, worstOf } from './worst';

/** What {@link SiteHeader} shows and the handlers it calls. */
export interface SiteHeaderProps {
  layout: SiteLayout;
  store: FleetZones;
  /** True when the site's zones are hidden. */
  collapsed: boolean;
  /** True when every selectable zone of the site is selected. */
  allChosen: boolean;
  onToggle(groups: readonly string[], on: boolean): void;
  onCollapse(site: string, collapsed: boolean): void;
}

/** The parts of a site's tally line, each with the tone and icon of its tally pill. */
const PARTS: readonly {
  readonly count: keyof Tallies;
  readonly tone: StatusTone;
  readonly icon: string;
  readonly text: typeof siteTexts.tallyPlaying;
}[] = [
  { count: 'attention', tone: 'danger', icon: iconWarning, text: siteTexts.tallyAttention },
  { count: 'offline', tone: 'danger', icon: iconWifiOff, text: siteTexts.tallyOffline },
  { count: 'notAnswering', tone: 'danger', icon: iconError, text: siteTexts.tallyNotAnswering },
  { count: 'paused', tone: 'warning', icon: iconPauseFilled, text: siteTexts.tallyPaused },
  { count: 'playing', tone: 'success', icon: iconPlayArrowFilled, text: siteTexts.tallyPlaying },
  { count: 'asking', tone: 'muted', icon: iconSchedule, text: siteTexts.tallyAsking },
];

/** A site's tally line as text: "2 need attention · 1 offline · 12 playing" (only the counts that are not 0). */
export function tallyText(intl: IntlShape, tallies: Tallies): string {
  return PARTS.filter((part) => tallies[part.count] > 0)
    .map((part) => intl.formatMessage(part.text, { count: tallies[part.count] }))
    .join(' · ');
}

/**
 * One site's heading in the overview's list: its selection box, its name, a button that shows or hides
 * its zones (`aria-expanded`), and its tally line, which follows its zones' statuses (read from the
 * store, so a status push renders the tally of its own site, not the list).
 */
export const SiteHeader = memo(function SiteHeader({
  layout,
  store,
  collapsed,
  allChosen,
  onToggle,
  onCollapse,
}: SiteHeaderProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { site, selectable } = layout;
  const siteName = site || t(texts.noSite);
  const tally$ = useMemo(() => store.tally$(layout.groups), [store, layout.groups]);
  const tallies = useObservableEagerState(tally$);
  const worst = worstOf(tallies);
  return (
    <SiteRow
      data-testid="overview-site"
      data-site={site}
      data-collapsed={collapsed}
      data-worst={worst}
      data-tone={WORST_LOOK[worst].tone}
    >
      <SiteHeading tabIndex={-1} data-testid="overview-site-heading" data-site={site}>
        <Checkbox
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
        <span>{t(siteTexts.siteZones, { count: layout.groups.length })}</span>
        {PARTS.filter((part) => tallies[part.count] > 0).map((part) => (
          <span key={part.count} data-tone={part.tone} data-count={part.count}>
            <Icon path={part.icon} size={14} />
            {t(part.text, { count: tallies[part.count] })}
          </span>
        ))}
      </Tally>
    </SiteRow>
  );
});
