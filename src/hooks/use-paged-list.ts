import { useMemo, useState } from 'react';
import { filterItems } from '../lib/list/filter';
import { defaultPageSize, pageSizeOptions, paginate } from '../lib/list/paging';
import { useWindowWidth } from './use-window-width';

/**
 * Filter + paging state of a list screen (spec §5 Filters, Paginator; §9 page sizes). Changing the
 * query resets to the first page; the page size follows the layout until the user picks one.
 */
export function usePagedList<T>(
  items: readonly T[],
  fields: (item: T) => readonly (string | null | undefined)[],
) {
  const width = useWindowWidth();
  const [query, setQueryState] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [chosenSize, setChosenSize] = useState<number | undefined>(undefined);
  const options = pageSizeOptions(width);
  const filtered = useMemo(() => filterItems(items, query, fields), [items, query, fields]);
  const paged = paginate(filtered, pageIndex, chosenSize ?? defaultPageSize(width), options);
  return {
    ...paged,
    query,
    options,
    total: filtered.length,
    setQuery: (value: string) => {
      setQueryState(value);
      setPageIndex(0);
    },
    setPageIndex,
    setPageSize: (size: number) => {
      setChosenSize(size);
      setPageIndex(0);
    },
  };
}
