import { memo, useId } from 'react';
import type { IntlShape } from 'react-intl';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { STATE_FILTERS, type OverviewLayout, type StateFilter } from '../sites/overview-view';
import { Filters, Toolbar } from '../overview-screen.styles';
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
  intl: IntlShape;
  query: string;
  filter: StateFilter;
  layout: OverviewLayout;
  /** True when every site shown is hidden. */
  allCollapsed: boolean;
  onQuery(query: string): void;
  onFilter(filter: StateFilter): void;
  /** Scrolls the list to the heading of `site`. */
  onJump(site: string): void;
  /** Hides (`true`) or shows every site's zones. */
  onCollapseAll(collapsed: boolean): void;
}

/**
 * The overview's search and state filter, the site index (a list of the sites shown that jumps to the
 * chosen one), and a button that hides or shows every site's zones.
 */
export const OverviewFilters = memo(function OverviewFilters({
  intl,
  query,
  filter,
  layout,
  allCollapsed,
  onQuery,
  onFilter,
  onJump,
  onCollapseAll,
}: OverviewFiltersProps) {
  const t = intl.formatMessage;
  const ids = { search: useId(), show: useId(), jump: useId() };
  return (
    <>
      <Filters>
        <Field>
          <label htmlFor={ids.search}>{t(summaryTexts.search)}</label>
          <input
            id={ids.search}
            type="search"
            value={query}
            onChange={(e) => onQuery(e.target.value)}
            data-testid="overview-search"
          />
        </Field>
        <Field>
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
      <Toolbar>
        <Field style={{ flex: '1 1 12rem' }}>
          <label htmlFor={ids.jump}>{t(summaryTexts.jumpToSite)}</label>
          <select
            id={ids.jump}
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
        <Button
          type="button"
          $variant="secondary"
          onClick={() => onCollapseAll(!allCollapsed)}
          data-testid="overview-collapse-all"
        >
          {t(allCollapsed ? summaryTexts.expandAll : summaryTexts.collapseAll)}
        </Button>
      </Toolbar>
    </>
  );
});
