import { msg } from '../../../lib/i18n/msg';
import { sessionEndedTexts } from '../../../ui/session-ended';

/** Texts of the player selector (spec §2 Player selector). */
export const selectorTexts = {
  title: msg({ id: 'player-selector.Title', defaultMessage: 'Your players' }),
  count: msg({
    id: 'player-selector.Count',
    defaultMessage: '{count, plural, one {# player} other {# players}}',
  }),
  countFiltered: msg({
    id: 'player-selector.CountFiltered',
    defaultMessage: '{shown} of {count, plural, one {# player} other {# players}}',
  }),
  filter: msg({ id: 'player-selector.Filter', defaultMessage: 'Search players' }),
  noResults: msg({
    id: 'player-selector.NoResults',
    defaultMessage: 'No players found in your search query, please try again.',
  }),
  online: msg({ id: 'player-selector.Online', defaultMessage: 'Online' }),
  siteIndex: msg({ id: 'player-selector.SiteIndex', defaultMessage: 'Go to site' }),
  siteIndexChoose: msg({
    id: 'player-selector.SiteIndexChoose',
    defaultMessage: '{count, plural, one {# site} other {Choose one of # sites}}',
  }),
  siteOffline: msg({ id: 'player-selector.SiteOffline', defaultMessage: '{count} offline' }),
  overview: msg({ id: 'player-selector.Overview', defaultMessage: 'All zones' }),
  lastKnown: msg({
    id: 'player-selector.LastKnown',
    defaultMessage: 'No connection: your players as they last loaded. Reconnecting…',
  }),
  offline: msg({ id: 'player-selector.Offline', defaultMessage: 'Offline' }),
  offlineTooltip: msg({ id: 'player-selector.OfflineTooltip', defaultMessage: 'This player is offline' }),
  openPlayer: msg({ id: 'player-selector.OpenPlayer', defaultMessage: 'Open {name}' }),
  empty: msg({
    id: 'player-selector.Empty',
    defaultMessage: 'There are no players linked to your account yet.',
  }),
  contactUs: msg({ id: 'player-selector.ContactUs', defaultMessage: 'Contact us' }),
  retry: msg({ id: 'player-selector.Retry', defaultMessage: 'Try again' }),
  errorSession: sessionEndedTexts.message,
  errorNetwork: msg({
    id: 'player-selector.ErrorNetwork',
    defaultMessage: 'The service could not be reached. Check the connection, then try again.',
  }),
  errorService: msg({
    id: 'player-selector.ErrorService',
    defaultMessage: 'The service could not send your players (error {status}). Try again in a moment.',
  }),
  errorAnswer: msg({
    id: 'player-selector.ErrorAnswer',
    defaultMessage: 'The service sent an answer that could not be read. Try again in a moment.',
  }),
  signInAgain: sessionEndedTexts.signInAgain,
  loading: msg({ id: 'player-selector.Loading', defaultMessage: 'Loading your players…' }),
  logout: msg({ id: 'common.Logout', defaultMessage: 'Log out' }),
  logo: msg({ id: 'common.Logo', defaultMessage: 'Player Remote' }),
  logoLoading: msg({ id: 'common.LogoLoading', defaultMessage: 'Loading the logo…' }),
};
