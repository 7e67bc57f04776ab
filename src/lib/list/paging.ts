/** Paging rules of spec §5 and §9. */

/** Wide layouts (window wider than 1200 px) page by 9, others by 10. */
export const WIDE_LAYOUT_MIN_WIDTH = 1200;
/** Page-size options per layout. */
export const PAGE_SIZE_OPTIONS = { wide: [9, 18, 27], narrow: [10, 20, 30] } as const;
/** Page size when none is given and there are no options. */
export const DEFAULT_PAGE_SIZE = 50;

/** The page-size options for a window width in px. */
export function pageSizeOptions(width: number): readonly number[] {
  return width > WIDE_LAYOUT_MIN_WIDTH ? PAGE_SIZE_OPTIONS.wide : PAGE_SIZE_OPTIONS.narrow;
}

/** The default page size for a window width in px: 9 above 1200, else 10. */
export function defaultPageSize(width: number): number {
  return pageSizeOptions(width)[0] ?? DEFAULT_PAGE_SIZE;
}

/** One page of `items` and the corrected page index (never below 0, never past the last page). */
export function paginate<T>(
  items: readonly T[],
  pageIndex: number,
  pageSize: number | undefined,
  options: readonly number[] = [],
): {
  readonly page: readonly T[];
  readonly pageIndex: number;
  readonly pageCount: number;
  readonly pageSize: number;
} {
  const size = pageSize && pageSize > 0 ? pageSize : (options[0] ?? DEFAULT_PAGE_SIZE);
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const index = Math.min(Math.max(0, Math.floor(pageIndex) || 0), pageCount - 1);
  return {
    page: items.slice(index * size, index * size + size),
    pageIndex: index,
    pageCount,
    pageSize: size,
  };
}
