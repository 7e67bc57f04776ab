import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Field } from './field';
import { Grid } from './grid';
import { EmptyState } from './empty-state';
import { iconSearchOff } from './icons/paths';
import { Paginator } from './paginator';
import { usePagedList } from '../hooks/use-paged-list';

/** Props of {@link FilteredList}. */
export interface FilteredListProps<T> {
  readonly items: readonly T[];
  /** Fields the filter matches (spec §5: trimmed, case-insensitive substring). Keep it stable (module scope). */
  fields(item: T): readonly (string | null | undefined)[];
  /** The filter and the paginator show from this many items (spec §9: 9 for playlists, tracks, adverts). */
  readonly threshold: number;
  readonly filterLabel: string;
  /** Shown when nothing matches. */
  readonly emptyText: string;
  keyOf(item: T): string | number;
  renderItem(item: T): ReactNode;
  /** Test id of the list. */
  readonly testId?: string;
  /** Shown above the filter, given how many items the filter lets through (a count line). */
  summary?(shown: number): ReactNode;
  /** Key of the item to show first: the list opens on its page (the playing track). */
  readonly focusKey?: string | number;
}

/**
 * A card list with the filter and paginator of spec §2/§5/§9: the search field and paginator appear from
 * `threshold` items; filtering resets to the first page; a data refresh keeps the page; the page size
 * follows the window (9 above 1200 px, else 10) until the user picks one. With `focusKey` it opens once
 * on that item's page and scrolls it into view. No match shows the empty text alone, without paging.
 */
export function FilteredList<T>(props: FilteredListProps<T>) {
  const list = usePagedList(props.items, props.fields);
  const id = useId();
  const many = props.items.length >= props.threshold;
  const { keyOf, focusKey } = props;
  // Opening on the focused item's page happens once, the first time the item is in the list.
  const [opened, setOpened] = useState(false);
  const scrolled = useRef(false);
  if (!opened && focusKey !== undefined && list.query === '') {
    const index = props.items.findIndex((item) => keyOf(item) === focusKey);
    if (index >= 0) {
      setOpened(true);
      list.setPageIndex(Math.floor(index / list.pageSize));
    }
  }
  const intoView = useCallback((element: HTMLLIElement | null) => {
    if (!element || scrolled.current) return;
    scrolled.current = true;
    element.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <>
      {props.summary?.(list.total)}
      {many && (
        <Field>
          <label htmlFor={id}>{props.filterLabel}</label>
          <input id={id} type="search" value={list.query} onChange={(e) => list.setQuery(e.target.value)} />
        </Field>
      )}
      {list.total === 0 ? (
        <EmptyState icon={iconSearchOff} role="status" testId="empty-text">
          {props.emptyText}
        </EmptyState>
      ) : (
        <Grid data-testid={props.testId}>
          {list.page.map((item) => (
            <li
              key={keyOf(item)}
              data-key={keyOf(item)}
              ref={opened && keyOf(item) === focusKey ? intoView : undefined}
            >
              {props.renderItem(item)}
            </li>
          ))}
        </Grid>
      )}
      {many && <Paginator {...list} onPage={list.setPageIndex} onPageSize={list.setPageSize} />}
    </>
  );
}
