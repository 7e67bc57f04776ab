import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon } from './icon';
import { iconChevronLeft, iconChevronRight } from './icons/paths';
import { IconButton } from './button';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.muted};
  .group {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    white-space: nowrap;
  }
  /* The range's box is as wide as its widest text ("999–999 of 999"), so the controls never move as it changes. */
  .range {
    display: inline-grid;
    justify-items: start;
    font-variant-numeric: tabular-nums;
  }
  .range > * {
    grid-area: 1 / 1;
  }
  .range > [aria-hidden] {
    visibility: hidden;
  }
  select {
    min-height: 44px;
    border-radius: 6px;
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
`;

/** Props: the page state and the page-size options of the current layout (spec §9). */
export interface PaginatorProps {
  readonly pageIndex: number;
  readonly pageCount: number;
  readonly pageSize: number;
  readonly total: number;
  readonly options: readonly number[];
  onPage(index: number): void;
  onPageSize(size: number): void;
}

/**
 * Previous/next paging with a page-size select; the page index never goes below 0 (spec §5). It shows
 * only when paging can matter: with more items than the smallest page holds. An empty result or one
 * that fits a page at every size gets no paging controls.
 */
export function Paginator(props: PaginatorProps) {
  const intl = useIntl();
  if (props.total <= Math.min(props.pageSize, ...props.options)) return null;
  const first = props.total === 0 ? 0 : props.pageIndex * props.pageSize + 1;
  const last = Math.min(props.total, (props.pageIndex + 1) * props.pageSize);
  const range = (from: number, to: number, total: number) =>
    intl.formatMessage(
      { id: 'paginator.Range', defaultMessage: '{first}–{last} of {total}' },
      { first: from, last: to, total },
    );
  return (
    <Bar aria-label={intl.formatMessage({ id: 'paginator.Label', defaultMessage: 'Pages' })}>
      <label className="group">
        {intl.formatMessage({ id: 'paginator.ItemsPerPage', defaultMessage: 'Items per page' })}{' '}
        <select value={props.pageSize} onChange={(e) => props.onPageSize(Number(e.target.value))}>
          {[...new Set([...props.options, props.pageSize])].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <span className="group">
        <span className="range">
          <span aria-hidden="true">{range(props.total, props.total, props.total)}</span>
          <span aria-live="polite">{range(first, last, props.total)}</span>
        </span>
        <IconButton
          type="button"
          aria-label={intl.formatMessage({ id: 'paginator.Previous', defaultMessage: 'Previous page' })}
          disabled={props.pageIndex <= 0}
          onClick={() => props.onPage(Math.max(0, props.pageIndex - 1))}
        >
          <Icon path={iconChevronLeft} />
        </IconButton>
        <IconButton
          type="button"
          aria-label={intl.formatMessage({ id: 'paginator.Next', defaultMessage: 'Next page' })}
          disabled={props.pageIndex >= props.pageCount - 1}
          onClick={() => props.onPage(props.pageIndex + 1)}
        >
          <Icon path={iconChevronRight} />
        </IconButton>
      </span>
    </Bar>
  );
}
