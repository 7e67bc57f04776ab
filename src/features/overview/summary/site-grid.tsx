import { memo, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useObservableEagerState } from 'observable-hooks';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { iconCloudOff } from '../../../ui/icons/paths';
import type { OverviewZone } from '../fleet/zones';
import type { FleetZones } from '../fleet/fleet.streams';
import type { SiteLayout } from '../sites/overview-view';
import { tallyText } from '../sites/site-header';
import { stateWord, zoneLabel } from '../sites/zone-card';
import { WORST_LOOK, worstOf } from '../sites/worst';
import { useLastKnown } from '../sites/last-known';
import { siteTexts } from '../sites/texts';
import { overviewTexts as texts } from '../texts';
import { summaryTexts } from './texts';

/** A site cell's side (CSS px) while every site fits in two rows of them: a finger's target. */
export const SITE_CELL_LARGE_PX = 44;
/** A site cell's side (CSS px) for more sites: the least target size (WCAG 2.2 "Target Size (Minimum)"). */
export const SITE_CELL_SMALL_PX = 24;
/** The rows of small site cells: more sites scroll sideways, so the grid stays a strip on the first screen. */
export const SITE_GRID_ROWS = 3;
/** The gap between site cells (CSS px). */
const CELL_GAP_PX = 2;

/**
 * How many site cells a strip `width` CSS px wide shows before it is scrolled sideways (the first
 * columns' SITE_GRID_ROWS cells each, and a column more), for cells of `side` CSS px.
 */
export function siteCellsInView(width: number, side: number): number {
  return (Math.ceil(width / (side + CELL_GAP_PX)) + 1) * SITE_GRID_ROWS;
}

/**
 * The first `inView` of `count` cells at once, and all of them after a task of their own: a chain's
 * hundreds of site cells (each with its tallies) are not laid out in the overview's first commit,
 * which on a slow phone would be one long task, and what is out of view comes just after.
 */
function useCellsShown(count: number, inView: number): number {
  const [all, setAll] = useState(count <= inView);
  useEffect(() => {
    if (all) return;
    const timer = setTimeout(() => setAll(true), 0);
    return () => clearTimeout(timer);
  }, [all]);
  return all ? count : Math.min(count, inView);
}

/** A site's look while the zones are shown as last known: not known. */
const UNKNOWN_LOOK = { tone: 'muted', icon: iconCloudOff } as const;

/** The side of a site cell (CSS px) for `sites` sites in `width` CSS px. */
export function siteCellSide(sites: number, width: number): number {
  const perRow = Math.floor((width + CELL_GAP_PX) / (SITE_CELL_LARGE_PX + CELL_GAP_PX));
  return sites <= 2 * perRow ? SITE_CELL_LARGE_PX : SITE_CELL_SMALL_PX;
}

/** What {@link SiteCell} shows and the handler it calls. */
interface SiteCellProps {
  site: SiteLayout;
  store: FleetZones;
  open: boolean;
  dimmed: boolean;
  onOpen(site: string | undefined): void;
}

/** One site's cell: the colour and icon of its worst zone; its name and tallies are its accessible name. */
const SiteCell = memo(function SiteCell({ site, store, open, dimmed, onOpen }: SiteCellProps) {
  const intl = useIntl();
  const tally$ = useMemo(() => store.tally$(site.groups), [store, site.groups]);
  const tallies = useObservableEagerState(tally$);
  // Shown as last known, the states are not known: no site is told by its zones being "offline".
  const lastKnown = useLastKnown();
  const worst = lastKnown ? 'unknown' : worstOf(tallies);
  const look = lastKnown ? UNKNOWN_LOOK : WORST_LOOK[worstOf(tallies)];
  const name = site.site || intl.formatMessage(texts.noSite);
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-label={intl.formatMessage(summaryTexts.siteCell, {
        site: name,
        tallies: lastKnown ? intl.formatMessage(siteTexts.unknown) : tallyText(intl, tallies),
      })}
      title={name}
      data-testid="overview-site-cell"
      data-site={site.site}
      data-worst={worst}
      data-tone={look.tone}
      data-dimmed={dimmed}
      onClick={() => onOpen(open ? undefined : site.site)}
    >
      {look.icon && <Icon path={look.icon} size={16} />}
    </button>
  );
});

/** One zone's cell in an opened site: its state's colour and icon; a tap shows the zone. */
const ZoneCell = memo(function ZoneCell({
  group,
  store,
  onSelect,
}: {
  group: string;
  store: FleetZones;
  onSelect(zone: OverviewZone): void;
}) {
  const intl = useIntl();
  const zone = useObservableEagerState(useMemo(() => store.zone$(group), [store, group]));
  const word = stateWord(zone, useLastKnown());
  return (
    <button
      type="button"
      aria-label={intl.formatMessage(summaryTexts.zoneCell, {
        zone: zoneLabel(intl, zone),
        player: zone.player.PlayerName,
        state: intl.formatMessage(word.text),
      })}
      data-testid="overview-site-zone-cell"
      data-group={group}
      data-tone={word.tone}
      onClick={() => onSelect(zone)}
    >
      <Icon path={word.icon} size={16} />
    </button>
  );
});

/** What {@link SiteGrid} shows and the handlers it calls. */
export interface SiteGridProps {
  store: FleetZones;
  /** Every site of the fleet with all its zones, in the list's order. */
  sites: readonly SiteLayout[];
  /** The sites that have a zone shown under the filters; undefined when nothing is filtered. */
  shownSites: ReadonlySet<string> | undefined;
  /** The width it has (CSS px). */
  width: number;
  /** The site whose cells are open, if any. */
  open: string | undefined;
  onOpen(site: string | undefined): void;
  /** Shows the zone (scrolls the list to it, or opens it). */
  onSelect(zone: OverviewZone): void;
  /** Scrolls the list to the site's heading. */
  onJump(site: string): void;
}

/**
 * The status map folded to one cell per site (docs/design.md "Every zone at a glance"): each coloured, with its
 * icon, by the worst of its zones ({@link worstOf}: offline > not answering > needs attention > paused >
 * playing), in the list's order, so the sites in trouble come first. A few sites get a finger's cells;
 * many get SITE_GRID_ROWS rows of small ones that scroll sideways. A tap opens the site's own cells
 * (one per zone, a tap shows the zone) under the grid. Sites with no zone under the filters are dimmed.
 */
export const SiteGrid = memo(function SiteGrid({
  store,
  sites,
  shownSites,
  width,
  open,
  onOpen,
  onSelect,
  onJump,
}: SiteGridProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const side = siteCellSide(sites.length, width);
  // Small cells scroll sideways: those beyond the strip's width come in a task after the first commit.
  const shown = useCellsShown(
    sites.length,
    side === SITE_CELL_LARGE_PX ? sites.length : siteCellsInView(width, side),
  );
  const opened = open === undefined ? undefined : sites.find((site) => site.site === open);
  return (
    <Box data-testid="overview-site-grid" data-sites={sites.length} data-cell-side={side}>
      <Cells
        role="group"
        aria-label={t(summaryTexts.siteGrid)}
        style={{
          gridTemplateRows:
            side === SITE_CELL_LARGE_PX ? undefined : `repeat(${SITE_GRID_ROWS}, ${SITE_CELL_SMALL_PX}px)`,
          gridAutoFlow: side === SITE_CELL_LARGE_PX ? 'row' : 'column',
          gridAutoColumns: `${side}px`,
          gridTemplateColumns: side === SITE_CELL_LARGE_PX ? `repeat(auto-fill, ${side}px)` : undefined,
          gridAutoRows: `${side}px`,
        }}
      >
        {sites.slice(0, shown).map((site) => (
          <SiteCell
            key={site.site}
            site={site}
            store={store}
            open={site.site === open}
            dimmed={!!shownSites && !shownSites.has(site.site)}
            onOpen={onOpen}
          />
        ))}
      </Cells>
      {opened && (
        <Opened data-testid="overview-site-open" data-site={opened.site}>
          <strong>{opened.site || t(texts.noSite)}</strong>
          <Zones>
            {opened.groups.map((group) => (
              <ZoneCell key={group} group={group} store={store} onSelect={onSelect} />
            ))}
          </Zones>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => onJump(opened.site)}
            data-testid="overview-site-open-jump"
          >
            {t(summaryTexts.showSite)}
          </Button>
        </Opened>
      )}
    </Box>
  );
});

const toneRules = `
  &[data-tone='success'] { background: var(--c-success); }
  &[data-tone='warning'] { background: var(--c-warning); }
  &[data-tone='danger'] { background: var(--c-danger); }
  &[data-tone='muted'] { background: var(--c-border); color: var(--c-text); }
`;

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Cells = styled.div`
  display: grid;
  gap: ${CELL_GAP_PX}px;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  button {
    display: grid;
    place-items: center;
    width: 100%;
    height: 100%;
    padding: 0;
    border: none;
    border-radius: 3px;
    color: #fff;
    cursor: pointer;
    ${toneRules}
  }
  button[data-dimmed='true'] {
    opacity: 0.3;
  }
  button[aria-expanded='true'] {
    outline: 3px solid ${({ theme }) => theme.color.text};
    outline-offset: -3px;
  }
`;

const Opened = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: start;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

const Zones = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${CELL_GAP_PX}px;
  button {
    display: grid;
    place-items: center;
    width: ${SITE_CELL_LARGE_PX}px;
    height: ${SITE_CELL_LARGE_PX}px;
    padding: 0;
    border: none;
    border-radius: 3px;
    color: #fff;
    cursor: pointer;
    ${toneRules}
  }
`;
