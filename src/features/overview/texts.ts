import { msg } from '../../lib/i18n/msg';

/**
 * Texts of the overview's screen and what its rooms share: the title, loading and failure, the count
 * line, the skip links, the header menu and the zones' states (docs/design.md "Every zone at a glance"). The menu
 * reuses the player screens' ids, so it reads the same in every language.
 */
export const overviewTexts = {
  title: msg({ id: 'overview.Title', defaultMessage: 'All zones' }),
  back: msg({ id: 'overview.Back', defaultMessage: 'Players' }),
  loading: msg({ id: 'overview.Loading', defaultMessage: 'Loading the zones' }),
  failed: msg({
    id: 'overview.Failed',
    defaultMessage: 'The players could not be loaded. Check the connection, then try again.',
  }),
  retryLoad: msg({ id: 'overview.RetryLoad', defaultMessage: 'Try again' }),
  count: msg({
    id: 'overview.Count',
    defaultMessage: '{shown, plural, one {# zone} other {# zones}} of {total}',
  }),
  noResults: msg({ id: 'overview.NoResults', defaultMessage: 'No zone matches the search.' }),
  noSite: msg({ id: 'overview.NoSite', defaultMessage: 'No site' }),
  playing: msg({ id: 'overview.Playing', defaultMessage: 'Playing' }),
  paused: msg({ id: 'overview.Paused', defaultMessage: 'Paused' }),
  offline: msg({ id: 'overview.Offline', defaultMessage: 'Offline' }),
  notAnswering: msg({ id: 'overview.NotAnswering', defaultMessage: 'Not answering' }),
  stale: msg({ id: 'overview.Stale', defaultMessage: 'May be out of date' }),
  lastKnown: msg({
    id: 'overview.LastKnown',
    defaultMessage: 'Offline: the zones as last known, may be out of date',
  }),
  unnamedZone: msg({ id: 'overview.UnnamedZone', defaultMessage: 'Zone {number}' }),
  skipToActions: msg({ id: 'overview.SkipToActions', defaultMessage: 'Skip to the actions' }),
  skipToSites: msg({ id: 'overview.SkipToSites', defaultMessage: 'Skip to the zones' }),
  reconnecting: msg({
    id: 'connection.Reconnecting',
    defaultMessage: 'The connection to the players was lost. Reconnecting…',
  }),
  deviceOffline: msg({
    id: 'overview.DeviceOffline',
    defaultMessage: 'This device is offline: nothing can be sent, and the zones are shown as last known.',
  }),
  menu: msg({ id: 'menu.Open', defaultMessage: 'Menu' }),
  menuHome: msg({ id: 'menu.Home', defaultMessage: 'Home' }),
  menuHelp: msg({ id: 'menu.Help', defaultMessage: 'Help' }),
  logout: msg({ id: 'common.Logout', defaultMessage: 'Log out' }),
} as const;
