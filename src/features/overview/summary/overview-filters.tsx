import { memo, useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { STATE_FILTERS, type OverviewLayout, type StateFilter } from '../sites/overview-view';
import { SITE_ORDERS, type SiteOrder } from '../sites/site-order';
import { Toolbar } from '../overview-screen.styles';
import { Filters } from './filters.styles';
import { overviewTexts as texts } from '../texts';
import { summaryTexts } from './texts';

/** The words of each state filter. */
const FILTER_TEXTS: Record<StateFilter, typeof summaryTexts.showAll> = {
  all: summaryTexts.showAll,
  attention: summaryTexts.attention,
  playing: texts.playing,
  paused: texts.paused,
  offline: texts.offline,
  'not-answering': texts.notAnswering,
  failed: summaryTexts.filterFailed,
  skipped: summaryTexts.filterSkipped,
};

/** What {@link OverviewFilters} shows and the handlers it calls. */
export interface OverviewFiltersProps {
  query: string;
  filter: StateFilter;
  onQuery(query: string): void;
  onFilter(filter: StateFilter): void;
}

/**
 * The overview's search and state filter, side by side (on a phone too: the row stays in view while the
 * list scrolls, so it is kept to one row of two fields).
 */
export const OverviewFilters = memo(function OverviewFilters({
  query,
  filter,
  onQuery,
  onFilter,
}: OverviewFiltersProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const ids = { search: useId(), show: useId() };
  return (
    <Filters>
      <Field data-field="search">
        <label htmlFor={ids.search}>{t(summaryTexts.searchShort)}</label>
        <input
          id={ids.search}
          type="search"
          value={query}
          placeholder={t(summaryTexts.search)}
          onChange={(e) => onQuery(e.target.value)}
          data-testid="overview-search"
        />
      </Field>
      <Field data-field="show">
        <label htmlFor={ids.show}>{t(summaryTexts.show)}</label>
        <select
          id={ids.show}
          value={filter}
          onChange={(e) => onFilter(e.target.value as StateFilter)}
          data-testid="overview-state-filter"
        >
          {STATE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(FILTER_TEXTS[value])}
            </option>
          ))}
        </select>
      </Field>
    </Filters>
  );
});

/** What {@link SiteTools} shows and the handlers it calls. */
export interface SiteToolsProps {
  layout: OverviewLayout;
  /** True when every site shown is hidden. */
  allCollapsed: boolean;
  /** The order of the sites. */
  order: SiteOrder;
  onOrder(order: SiteOrder): void;
  /** Scrolls the list to the heading of `site`. */
  onJump(site: string): void;
  /** Hides (`true`) or shows every site's zones. */
  onCollapseAll(collapsed: boolean): void;
}

/** The words of each order of the sites. */
const ORDER_TEXTS: Record<SiteOrder, typeof summaryTexts.showAll> = {
  trouble: summaryTexts.orderTrouble,
  name: summaryTexts.orderName,
};

/**
 * The site index (a list of the sites shown that jumps to the chosen one), the sites' order (those that
 * need attention first, or by name), and a button that hides or shows every site's zones.
 */
export const SiteTools = memo(function SiteTools({
  layout,
  allCollapsed,
  order,
  onOrder,
  onJump,
  onCollapseAll,
}: SiteToolsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const jumpId = useId();
  const orderId = useId();
  return (
    <Toolbar>
      <Field style={{ flex: '1 1 8rem' }}>
        <label htmlFor={jumpId}>{t(summaryTexts.jumpToSite)}</label>
        <select
          id={jumpId}
          value=""
          onChange={(e) => e.target.value && onJump(e.target.value.slice(1))}
          data-testid="overview-jump"
        >
          <option value="">{t(summaryTexts.jumpChoose)}</option>
          {layout.sites.map(({ site, groups }) => (
            // Prefixed: a site without a name ('') is a choice too, apart from "choose".
            <option key={site} value={`=${site}`}>
              {`${site || t(texts.noSite)} (${groups.length})`}
            </option>
          ))}
        </select>
      </Field>
      <Field style={{ flex: '1 1 8rem' }}>
        <label htmlFor={orderId}>{t(summaryTexts.order)}</label>
        <select
          id={orderId}
          value={order}
          onChange={(e) => onOrder(e.target.value as SiteOrder)}
          data-testid="overview-order"
        >
          {SITE_ORDERS.map((value) => (
            <option key={value} value={value}>
              {t(ORDER_TEXTS[value])}
            </option>
          ))}
        </select>
      </Field>
      <Button
        type="button"
        $variant="secondary"
        onClick={() => onCollapseAll(!allCollapsed)}
        data-testid="overview-collapse-all"
      >
        {t(allCollapsed ? summaryTexts.expandAll : summaryTexts.collapseAll)}
      </Button>
    </Toolbar>
  );
});
