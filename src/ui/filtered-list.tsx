import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field, Grid } from './controls';
import { Paginator } from './paginator';
import { usePagedList } from '../hooks/use-paged-list';

/** Cards of a list screen: wider columns than the default grid, items stretched to equal height. */
const CardGrid = styled(Grid)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  li > * {
    height: 100%;
  }
`;

/** Props of {@link FilteredList}. */
export interface FilteredListProps<T> {
  readonly items: readonly T[];
  /** Fields the filter matches (spec §5: trimmed, case-insensitive substring). Keep it stable (module scope). */
  fields(item: T): readonly (string | null | undefined)[];
  /** The filter and the paginator show from this many items (spec §9: 9 for playlists, tracks, messages). */
  readonly threshold: number;
  readonly filterLabel: string;
  /** Shown when nothing matches. */
  readonly emptyText: string;
  keyOf(item: T): string | number;
  renderItem(item: T): ReactNode;
  /** Test id of the list. */
  readonly testId?: string;
}

/**
 * A card list with the filter and paginator of spec §2/§5/§9: the search field and paginator appear from
 * `threshold` items; filtering resets to the first page; a data refresh keeps the page; the page size
 * follows the window (9 above 1200 px, else 10) until the user picks one.
 */
export function FilteredList<T>(props: FilteredListProps<T>) {
  const list = usePagedList(props.items, props.fields);
  const id = useId();
  const many = props.items.length >= props.threshold;
  return (
    <>
      {many && (
        <Field>
          <label htmlFor={id}>{props.filterLabel}</label>
          <input id={id} type="search" value={list.query} onChange={(e) => list.setQuery(e.target.value)} />
        </Field>
      )}
      {list.total === 0 && <p data-testid="empty-text">{props.emptyText}</p>}
      <CardGrid data-testid={props.testId}>
        {list.page.map((item) => (
          <li key={props.keyOf(item)} data-key={props.keyOf(item)}>
            {props.renderItem(item)}
          </li>
        ))}
      </CardGrid>
      {many && <Paginator {...list} onPage={list.setPageIndex} onPageSize={list.setPageSize} />}
    </>
  );
}
