import { msg } from '../../../lib/i18n/msg';

/** Texts of the zone list (spec §2 Channels). */
export const zoneListTexts = {
  title: msg({ id: 'channels.Title', defaultMessage: 'Zones of {name}' }),
  count: msg({ id: 'channels.Count', defaultMessage: '{count, plural, one {# zone} other {# zones}}' }),
  filter: msg({ id: 'channels.Filter', defaultMessage: 'Search zones' }),
  empty: msg({ id: 'channels.NoChannels', defaultMessage: 'No zones found.' }),
  volumeAllowed: msg({ id: 'channels.VolumeAllowed', defaultMessage: 'Remote volume allowed' }),
  volumeNotAllowed: msg({ id: 'channels.VolumeNotAllowed', defaultMessage: 'Remote volume not allowed' }),
  loading: msg({ id: 'channels.Loading', defaultMessage: 'Loading zones…' }),
  zone: msg({ id: 'channels.Zone', defaultMessage: 'Zone {number}' }),
};
