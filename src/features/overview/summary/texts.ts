import { msg } from '../../../lib/i18n/msg';

/**
 * Texts of the overview's summary: the tallies, the status map, the search and state filters, and
 * jumping to and folding the sites (docs/design.md "Every zone at a glance").
 */
export const summaryTexts = {
  search: msg({ id: 'overview.Search', defaultMessage: 'Search zones, players, sites and titles' }),
  searchShort: msg({ id: 'overview.SearchShort', defaultMessage: 'Search' }),
  show: msg({ id: 'overview.Show', defaultMessage: 'Show' }),
  showAll: msg({ id: 'overview.ShowAll', defaultMessage: 'All zones' }),
  attention: msg({ id: 'overview.Attention', defaultMessage: 'Needs attention' }),
  summary: msg({ id: 'overview.Summary', defaultMessage: 'The estate at a glance: show only' }),
  talliesUnknown: msg({
    id: 'overview.TalliesUnknown',
    defaultMessage:
      '{count, plural, one {# zone} other {# zones}} as last known: their states are not known while this device is offline',
  }),
  map: msg({ id: 'overview.Map', defaultMessage: 'Status map: one square per zone, by site' }),
  mapHelp: msg({
    id: 'overview.MapHelp',
    defaultMessage: 'Arrow keys move between zones, Enter shows the zone in the list.',
  }),
  mapCell: msg({ id: 'overview.MapCell', defaultMessage: '{zone} on {player} ({site}): {state}' }),
  siteGrid: msg({
    id: 'overview.SiteGrid',
    defaultMessage: 'Status map: one square per site, coloured by its worst zone',
  }),
  siteCell: msg({ id: 'overview.SiteCell', defaultMessage: '{site}: {tallies}' }),
  zoneCell: msg({ id: 'overview.ZoneCell', defaultMessage: '{zone} on {player}: {state}' }),
  showSite: msg({ id: 'overview.ShowSite', defaultMessage: 'Show the site in the list' }),
  mapBySite: msg({ id: 'overview.MapBySite', defaultMessage: 'Map by site' }),
  jumpToSite: msg({ id: 'overview.JumpToSite', defaultMessage: 'Go to site' }),
  jumpChoose: msg({ id: 'overview.JumpChoose', defaultMessage: 'Choose a site' }),
  order: msg({ id: 'overview.Order', defaultMessage: 'Sites' }),
  orderTrouble: msg({ id: 'overview.OrderTrouble', defaultMessage: 'Needs attention first' }),
  orderName: msg({ id: 'overview.OrderName', defaultMessage: 'By name' }),
  collapseAll: msg({ id: 'overview.CollapseAll', defaultMessage: 'Hide every site' }),
  expandAll: msg({ id: 'overview.ExpandAll', defaultMessage: 'Show every site' }),
  filterFailed: msg({ id: 'overview.FilterFailed', defaultMessage: 'Failed in the last action' }),
  filterSkipped: msg({ id: 'overview.FilterSkipped', defaultMessage: 'Skipped in the last action' }),
} as const;
