import {
  useCallback,
  useLayoutEffect,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type Key,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  defaultRangeExtractor,
  measureElement,
  useWindowVirtualizer,
  type Range,
  type VirtualItem,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { theme } from './theme';

/**
 * One row of a grouped list, as its list sees it: a group's header row (a site's heading), or one row of
 * the group's items. The rows of every group make one flat array, each header before its items' rows.
 */
export interface GroupedRow {
  /** What the row is: a header row is "site", any other value is a row of items ("cards", "zones"). */
  readonly kind: string;
}

/** The kind of a header row (a site's heading): the rows of items have any other kind. */
export const HEADER_ROW = 'site';

/** How a grouped list lays out its rows ({@link useGroupedList}). */
export interface GroupedListOptions<R extends GroupedRow> {
  /** The flat array of rows: each group's header row, then its items' rows. */
  readonly rows: readonly R[];
  /** The height of the row at `index` in px until it is measured (its height, if never measured). */
  estimateSize(index: number): number;
  /** A key for the row at `index` that stays the row's while rows come and go around it. */
  getItemKey(index: number): Key;
  /** Rows laid out beyond each edge of the view. */
  readonly overscan: number;
  /** What a scroll to a row keeps clear at the view's top (px): the sticky bars above the list. */
  readonly scrollPadding?: number;
  /**
   * Where the header of the group at the view's top stays while its rows scroll under it (px from the
   * view's top: the sticky bars' height); none stays when left out.
   */
  readonly stickyTop?: number;
  /** True when every row is measured as laid out (rows whose height follows their content). */
  readonly measured?: boolean;
  /** How long after the last scroll event the list counts as no longer scrolling (ms). */
  readonly isScrollingResetDelay?: number;
}

/**
 * Where the element of `ref` starts in the page (CSS px from the document's top), for the virtual list's
 * scroll margin: read once it is laid out, then whenever its parent or the document's body changes size
 * (what is above it grew or shrank, or wrapped by the window's width), after the browser's own layout.
 * Not read on every render: a scroll frame renders the list, and reading a position after its rows
 * changed would force a layout in that frame's task. Without ResizeObserver, read on mount only.
 */
export function useListTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = element.getBoundingClientRect().top + (globalThis.scrollY ?? 0);
      setTop((current) => (Math.abs(next - current) >= 1 ? next : current));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    if (element.parentElement) observer.observe(element.parentElement);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}

/**
 * The index of the header row of the group at `index`: the last header row at or before it (-1 when no
 * header comes before it).
 */
export function headerIndexOf(rows: readonly GroupedRow[], index: number): number {
  for (let at = Math.min(index, rows.length - 1); at >= 0; at--) if (rows[at]?.kind === HEADER_ROW) return at;
  return -1;
}

/**
 * The rows a grouped list lays out for `range` (the virtualiser's visible rows and overscan): those of
 * the range and, first, the header of the group at the view's top, which stays in view stuck at the top
 * (TanStack Virtual's sticky-rows pattern). `sticky` false: the range alone.
 */
export function groupedRange(rows: readonly GroupedRow[], range: Range, sticky: boolean): number[] {
  const indexes = defaultRangeExtractor(range);
  const header = sticky ? headerIndexOf(rows, range.startIndex) : -1;
  return header < 0 || indexes.includes(header) ? indexes : [header, ...indexes];
}

/**
 * A grouped list over the window's scroll (TanStack Virtual's window virtualiser), which lays out only
 * the rows near the view whatever the number of groups and items. Its element goes to `listRef`; the
 * virtualiser lets the list scroll to a row and tells which rows are laid out ({@link GroupedList}
 * renders them).
 */
export function useGroupedList<R extends GroupedRow, E extends HTMLElement = HTMLDivElement>(
  listRef: RefObject<E>,
  options: GroupedListOptions<R>,
): Virtualizer<Window, Element> {
  const {
    rows,
    estimateSize,
    getItemKey,
    overscan,
    scrollPadding = 0,
    stickyTop,
    measured = false,
  } = options;
  const margin = useListTop(listRef);
  const sticky = stickyTop !== undefined;
  const rangeExtractor = useCallback((range: Range) => groupedRange(rows, range, sticky), [rows, sticky]);
  return useWindowVirtualizer({
    count: rows.length,
    estimateSize,
    getItemKey,
    overscan,
    scrollMargin: margin,
    scrollPaddingStart: scrollPadding,
    rangeExtractor,
    isScrollingResetDelay: options.isScrollingResetDelay,
    // Rows of a fixed height keep their estimate; a measured row with no layout box (no layout engine,
    // or not laid out yet) keeps it too.
    measureElement: (element, entry, instance) =>
      (measured && measureElement(element, entry, instance)) ||
      estimateSize(instance.indexFromElement(element)),
  });
}

/** What {@link GroupedList} renders, besides the attributes of its element. */
export interface GroupedListProps<R extends GroupedRow> extends HTMLAttributes<HTMLDivElement> {
  readonly rows: readonly R[];
  readonly virtualizer: Virtualizer<Window, Element>;
  readonly listRef: RefObject<HTMLDivElement>;
  /** As in {@link GroupedListOptions}: the header of the group at the view's top stays here (px). */
  readonly stickyTop?: number;
  /** True when the rows are measured as laid out (their height is their content's). */
  readonly measured?: boolean;
  /** The content of a row. */
  renderRow(row: R, item: VirtualItem): ReactNode;
}

/**
 * The element of a grouped list and its rows laid out (`useGroupedList`), each placed at its offset in
 * the list (`data-row` is its kind, `data-index` its index). Rows of a fixed height are as tall as their
 * estimate; measured rows are as tall as their content. The header of the group at the view's top (with
 * `stickyTop`) is placed by `position: sticky` instead, so it stays at the view's top while its group's
 * rows scroll under it (on the page's background, so they do not show through), until the next group's
 * header pushes it up (`data-sticky` on either).
 */
export function GroupedList<R extends GroupedRow>({
  rows,
  virtualizer,
  listRef,
  stickyTop,
  measured = false,
  renderRow,
  style,
  ...attributes
}: GroupedListProps<R>) {
  const items = virtualizer.getVirtualItems();
  const margin = virtualizer.options.scrollMargin;
  // The view's top in the list's own px (negative while the list starts below it), and the line under
  // the sticky bars where a group's header stays.
  const line = (virtualizer.scrollOffset ?? 0) - margin + (stickyTop ?? 0);
  const top = items.find((item) => item.end - margin > line);
  const stuck = stickyTop === undefined || !top ? -1 : headerIndexOf(rows, top.index);
  // The next group's header pushes the stuck one up as it comes to the line, so the two never overlap:
  // the lowest the stuck header's top may be (list px).
  const stuckItem = items.find((item) => item.index === stuck);
  const next = items.find((item) => item.index > stuck && rows[item.index]?.kind === HEADER_ROW);
  const pushedTo = stuckItem && next ? next.start - margin - stuckItem.size : Infinity;
  return (
    <div
      ref={listRef}
      {...attributes}
      style={{ position: 'relative', height: virtualizer.getTotalSize(), ...style }}
    >
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        // The header of the group at the view's top, once its own place has scrolled above the line.
        const sticks = item.index === stuck && item.start - margin < line;
        const at = sticks ? Math.min(line, pushedTo) : item.start - margin;
        // A stuck header is opaque, on the page's background: the rows scrolling under it do not show through.
        const cover: CSSProperties = sticks ? { zIndex: 1, backgroundColor: theme.color.bg } : {};
        const place: CSSProperties =
          sticks && at === line
            ? { position: 'sticky', top: stickyTop, ...cover }
            : { position: 'absolute', top: 0, ...cover, transform: `translateY(${at}px)` };
        return (
          <div
            key={item.key}
            data-row={row.kind}
            data-index={item.index}
            data-sticky={sticks || undefined}
            ref={measured ? virtualizer.measureElement : undefined}
            style={{ left: 0, width: '100%', height: measured ? undefined : item.size, ...place }}
          >
            {renderRow(row, item)}
          </div>
        );
      })}
    </div>
  );
}
