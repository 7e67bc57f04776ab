import { msg } from '../../lib/i18n/msg';

/** Texts of the player selector and the zone list (spec §2 Player selector, Channels). */
export const selectorMessages = {
  title: msg({ id: 'player-selector.Title', defaultMessage: 'Your players' }),
  count: msg({ id: 'player-selector.Count', defaultMessage: '{count, plural, one {# player} other {# players}}' }),
  filter: msg({ id: 'player-selector.Filter', defaultMessage: 'Search players' }),
  noResults: msg({ id: 'player-selector.NoResults', defaultMessage: 'No players found in your search query, please try again.' }),
  online: msg({ id: 'player-selector.Online', defaultMessage: 'Online' }),
  offline: msg({ id: 'player-selector.Offline', defaultMessage: 'Offline' }),
  offlineTooltip: msg({ id: 'player-selector.OfflineTooltip', defaultMessage: 'This player is offline' }),
  openPlayer: msg({ id: 'player-selector.OpenPlayer', defaultMessage: 'Open {name}' }),
  empty: msg({ id: 'player-selector.Empty', defaultMessage: 'There are no players linked to your account yet.' }),
  contactUs: msg({ id: 'player-selector.ContactUs', defaultMessage: 'Contact us' }),
  error: msg({ id: 'player-selector.ErrorMessage', defaultMessage: 'Your players could not be loaded. Please try again.' }),
  retry: msg({ id: 'player-selector.Retry', defaultMessage: 'Try again' }),
};

export const channelMessages = {
  title: msg({ id: 'channels.Title', defaultMessage: 'Zones of {name}' }),
  count: msg({ id: 'channels.Count', defaultMessage: '{count, plural, one {# zone} other {# zones}}' }),
  filter: msg({ id: 'channels.Filter', defaultMessage: 'Search zones' }),
  empty: msg({ id: 'channels.NoChannels', defaultMessage: 'No zones found.' }),
  controls: msg({ id: 'channels.Controls', defaultMessage: 'Controls' }),
  volumeAllowed: msg({ id: 'channels.VolumeAllowed', defaultMessage: 'Remote volume allowed' }),
  volumeNotAllowed: msg({ id: 'channels.VolumeNotAllowed', defaultMessage: 'Remote volume not allowed' }),
  loading: msg({ id: 'channels.Loading', defaultMessage: 'Loading zones…' }),
  zone: msg({ id: 'channels.Zone', defaultMessage: 'Zone {number}' }),
};
