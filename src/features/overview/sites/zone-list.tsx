import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  type CSSProperties,
  type Key,
} from 'react';
import type { ZoneResult } from '../bulk/bulk.streams';
import type { OverviewZone } from '../fleet/zones';
import type { OverviewLayout, SiteLayout, Staleness } from './overview-view';
import type { FleetZones } from '../fleet/fleet.streams';
import { OVERVIEW_SCROLL_SETTLE_MS } from '../../../config/timing';
import { GroupedList, useGroupedList } from '../../../ui/grouped-list';
import { CARD_HEIGHT_REM, ListBox, SITE_ROW_HEIGHT_REM } from '../overview-screen.styles';
import { useFullRows } from './full-rows';
import { LightCard } from './light-card';
import { SiteHeader } from './site-header';
import { ZoneCard } from './zone-card';

/** The narrowest a card may be (CSS px) before the list puts fewer cards in a row. */
export const CARD_MIN_WIDTH_PX = 340;
/** The gap between cards and between rows (CSS px): the theme's `space.sm`. */
const GAP_PX = 8;
/**
 * Rows laid out beyond each end of the view, so a short scroll (or the arrow keys from card to card)
 * finds the next cards there; few, as the scroll's end makes each of them a full card at once.
 */
const OVERSCAN_ROWS = 2;
/** The root font size assumed where none can be read (CSS px per rem). */
const DEFAULT_REM_PX = 16;

/** One row of the list: a site's heading, or up to `columns` of its zones' cards. */
export type ListRow =
  | { readonly kind: 'site'; readonly site: SiteLayout }
  | { readonly kind: 'zones'; readonly site: string; readonly groups: readonly string[] };

/** How many cards fit in a row of `width` CSS px (at least one). */
export function columnsFor(width: number): number {
  return Math.max(1, Math.floor((width + GAP_PX) / (CARD_MIN_WIDTH_PX + GAP_PX)));
}

/** The rows of `layout`: each site's heading, then (unless `collapsed` holds it) its cards, `columns` a row. */
export function rowsOf(layout: OverviewLayout, collapsed: ReadonlySet<string>, columns: number): ListRow[] {
  const rows: ListRow[] = [];
  for (const site of layout.sites) {
    rows.push({ kind: 'site', site });
    if (collapsed.has(site.site)) continue;
    for (let i = 0; i < site.groups.length; i += columns)
      rows.push({ kind: 'zones', site: site.site, groups: site.groups.slice(i, i + columns) });
  }
  return rows;
}

/**
 * The virtual list's size and key of each of `rows` (CSS px: `siteHeight` for a site's heading,
 * `cardsHeight` for a row of cards), the same functions for as long as the rows and heights are: the
 * virtual list measures every row again whenever its key function changes, which on every scroll frame
 * would cost a pass over the fleet's rows.
 */
export function useRowSizing(
  rows: readonly ListRow[],
  siteHeight: number,
  cardsHeight: number,
): { estimateSize(index: number): number; getItemKey(index: number): string } {
  const estimateSize = useCallback(
    (index: number) => (rows[index]?.kind === 'site' ? siteHeight : cardsHeight),
    [rows, siteHeight, cardsHeight],
  );
  const getItemKey = useCallback(
    (index: number) => {
      const row = rows[index];
      return row?.kind === 'site' ? `site:${row.site.site}` : `zones:${row?.groups[0] ?? index}`;
    },
    [rows],
  );
  return useMemo(() => ({ estimateSize, getItemKey }), [estimateSize, getItemKey]);
}

/**
 * The keys of the rows of cards among `items` (those laid out), in the order their cards should become
 * full after a scroll: the rows in the view (`offset` to `offset + height`, CSS px in the page, as the
 * items' `start` and `end`) first, then the others, nearest the view first.
 */
export function upgradeOrder(
  items: readonly { key: Key; index: number; start: number; end: number }[],
  rows: readonly ListRow[],
  offset: number,
  height: number,
): string[] {
  const distance = ({ start, end }: { start: number; end: number }) =>
    end <= offset ? offset - end : start >= offset + height ? start - (offset + height) : 0;
  return items
    .filter((item) => rows[item.index]?.kind === 'zones')
    .map((item) => ({ key: String(item.key), distance: distance(item) }))
    .sort((a, b) => a.distance - b.distance)
    .map((item) => item.key);
}

/** What the list lets its screen do: jump to a site's heading, or bring a zone's card into view. */
export interface ZoneListHandle {
  scrollToSite(site: string): void;
  /** Scrolls to the card of `group`; false when the list does not show it (filtered out or collapsed). */
  scrollToZone(group: string): boolean;
}

/** What {@link VirtualZoneList} shows and the handlers it calls. */
export interface VirtualZoneListProps {
  layout: OverviewLayout;
  store: FleetZones;
  stillsBase: string;
  staleness: Staleness;
  chosen: ReadonlySet<string>;
  results: ReadonlyMap<string, ZoneResult> | undefined;
  collapsed: ReadonlySet<string>;
  /** The width the list has (CSS px), which sets how many cards a row holds. */
  width: number;
  /** What a scroll to a site or a card keeps clear at the view's top (CSS px): the sticky header and filters. */
  scrollPadding?: number;
  onToggle(groups: readonly string[], on: boolean): void;
  onCheck(group: string, on: boolean): void;
  onOpen(zone: OverviewZone): void;
  onCollapse(site: string, collapsed: boolean): void;
  /** The groups of the cards laid out (on screen and just beyond), in order, each time they change. */
  onVisible(groups: readonly string[]): void;
}

/** Frames {@link focusHeading} waits at most for a site's heading to be laid out after a scroll. */
const FOCUS_FRAMES = 30;

/**
 * Moves the focus to the heading of `site` in `list` once the virtual list has laid it out (the frame
 * after a scroll to it), without scrolling again: the scroll already placed it below the sticky bars.
 */
function focusHeading(list: HTMLElement | null, site: string, frames = FOCUS_FRAMES): void {
  const heading = [
    ...(list?.querySelectorAll<HTMLElement>('[data-testid="overview-site-heading"]') ?? []),
  ].find((element) => element.dataset.site === site);
  if (heading) heading.focus({ preventScroll: true });
  else if (frames > 0) requestAnimationFrame(() => focusHeading(list, site, frames - 1));
}

/** The root font size (CSS px per rem). */
function remPx(): number {
  const size = parseFloat(globalThis.getComputedStyle?.(document.documentElement).fontSize ?? '');
  return Number.isFinite(size) && size > 0 ? size : DEFAULT_REM_PX;
}

/**
 * The overview's zones as a list that lays out only the rows near the view (README "Every zone at a
 * glance"), so its DOM stays bounded whatever the fleet: each site's heading (with its tally, a show/hide
 * button and its selection box), then its cards in rows. Every row has a fixed height (cards keep one
 * height), so nothing jumps as statuses arrive. The page scrolls (the window), not a box of its own.
 * While it scrolls, new rows show light cards ({@link useFullRows}); OVERVIEW_SCROLL_SETTLE_MS after the
 * last scroll event they become full again, a few cards a frame, those in view first
 * ({@link upgradeOrder}). `data-scrolling` is "true" from the scroll's first frame until every card
 * laid out is a full one again, then "false".
 */
export const VirtualZoneList = forwardRef<ZoneListHandle, VirtualZoneListProps>(function VirtualZoneList(
  {
    layout,
    store,
    stillsBase,
    staleness,
    chosen,
    results,
    collapsed,
    width,
    scrollPadding = 0,
    onToggle,
    onCheck,
    onOpen,
    onCollapse,
    onVisible,
  },
  ref,
) {
  const columns = columnsFor(width);
  const rows = useMemo(() => rowsOf(layout, collapsed, columns), [layout, collapsed, columns]);
  const listRef = useRef<HTMLDivElement>(null);
  const rem = useMemo(() => remPx(), []);
  const siteHeight = SITE_ROW_HEIGHT_REM * rem;
  const cardsHeight = CARD_HEIGHT_REM * rem + GAP_PX;
  const { estimateSize, getItemKey } = useRowSizing(rows, siteHeight, cardsHeight);
  const virtualizer = useGroupedList(listRef, {
    rows,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN_ROWS,
    scrollPadding,
    stickyTop: scrollPadding,
    isScrollingResetDelay: OVERVIEW_SCROLL_SETTLE_MS,
  });
  useImperativeHandle(
    ref,
    () => ({
      scrollToSite(site) {
        const index = rows.findIndex((row) => row.kind === 'site' && row.site.site === site);
        if (index < 0) return;
        virtualizer.scrollToIndex(index, { align: 'start' });
        focusHeading(listRef.current, site);
      },
      scrollToZone(group) {
        const index = rows.findIndex((row) => row.kind === 'zones' && row.groups.includes(group));
        if (index < 0) return false;
        virtualizer.scrollToIndex(index, { align: 'center' });
        return true;
      },
    }),
    [rows, virtualizer],
  );
  const items = virtualizer.getVirtualItems();
  const { full, settled } = useFullRows(
    upgradeOrder(items, rows, virtualizer.scrollOffset ?? 0, virtualizer.scrollRect?.height ?? 0),
    virtualizer.isScrolling,
    columns,
  );
  const visible = items.flatMap((item) => {
    const row = rows[item.index];
    return row?.kind === 'zones' ? row.groups : [];
  });
  const visibleKey = visible.join(' ');
  useEffect(() => onVisible(visibleKey ? visibleKey.split(' ') : []), [visibleKey, onVisible]);
  return (
    <ListBox
      as={GroupedList<ListRow>}
      rows={rows}
      virtualizer={virtualizer}
      listRef={listRef}
      stickyTop={scrollPadding}
      data-testid="overview-list"
      data-rows={rows.length}
      data-scrolling={!settled}
      style={{ '--columns': columns } as CSSProperties}
      renderRow={(row: ListRow, item: { key: Key }) =>
        row.kind === 'site' ? (
          <SiteHeader
            layout={row.site}
            store={store}
            collapsed={collapsed.has(row.site.site)}
            allChosen={row.site.selectable.length > 0 && row.site.selectable.every((g) => chosen.has(g))}
            onToggle={onToggle}
            onCollapse={onCollapse}
          />
        ) : (
          <ul data-site={row.site}>
            {row.groups.map((group) =>
              full.has(String(item.key)) ? (
                <ZoneCard
                  key={group}
                  zone$={store.zone$(group)}
                  stillsBase={stillsBase}
                  staleness={staleness}
                  checked={chosen.has(group)}
                  onCheck={onCheck}
                  onOpen={onOpen}
                  result={results?.get(group)}
                />
              ) : (
                <LightCard key={group} zone$={store.zone$(group)} checked={chosen.has(group)} />
              ),
            )}
          </ul>
        )
      }
    />
  );
});
