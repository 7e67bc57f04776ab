import { forwardRef, memo } from 'react';
import { useIntl } from 'react-intl';
import { ConnectionBanner } from '../../../ui/connection-banner';
import type { StateFilter } from '../sites/overview-view';
import { Marker } from '../overview-screen.styles';
import { overviewTexts as texts } from '../texts';
import { OverviewFilters } from './overview-filters';
import { StickyFilters } from './filters.styles';

/** What {@link FilterBar} shows and the handlers it calls. */
export interface FilterBarProps {
  query: string;
  filter: StateFilter;
  onQuery(query: string): void;
  onFilter(filter: StateFilter): void;
  /** Where it sticks: the header's height (CSS px). */
  top: number;
  /** The connection's banner: shown while `linkLost`, saying `banner`. */
  linkLost: boolean;
  banner: string;
  /** How many zones the filters show, of how many. */
  shown: number;
  total: number;
  /** The statuses may be out of date (the link was lost). */
  stale: boolean;
  /** The zones are shown as last known (this device offline). */
  lastKnown: boolean;
}

/**
 * What stays in view under the header while the list scrolls (docs/design.md "Every zone at a glance"): the
 * connection's banner, the search and state filter, and their count with the statuses' trust ("may be
 * out of date", "last known"). The ref is its box, which the screen measures.
 */
export const FilterBar = memo(
  forwardRef<HTMLDivElement, FilterBarProps>(function FilterBar(props, ref) {
    const t = useIntl().formatMessage;
    return (
      <StickyFilters ref={ref} style={{ top: props.top }} data-testid="overview-sticky">
        <ConnectionBanner show={props.linkLost} message={props.banner} />
        <OverviewFilters
          query={props.query}
          filter={props.filter}
          onQuery={props.onQuery}
          onFilter={props.onFilter}
        />
        <p data-testid="overview-count" role="status" data-shown={props.shown} data-total={props.total}>
          {t(texts.count, { shown: props.shown, total: props.total })}
          {props.stale && !props.lastKnown && (
            <>
              {' · '}
              <Marker data-testid="overview-stale">{t(texts.stale)}</Marker>
            </>
          )}
          {props.lastKnown && (
            <>
              {' · '}
              <Marker data-testid="overview-last-known">{t(texts.lastKnown)}</Marker>
            </>
          )}
        </p>
      </StickyFilters>
    );
  }),
);
