import { msg } from '../../../lib/i18n/msg';

/**
 * Texts of the overview's sites: a site's heading and tally line, a zone's card (its state, what plays,
 * its volume and energy, why it needs attention) and its selection box (docs/design.md "Every zone at a glance").
 */
export const siteTexts = {
  unknown: msg({
    id: 'overview.Unknown',
    defaultMessage: 'Last known: not known while this device is offline',
  }),
  lastKnownPlaying: msg({ id: 'overview.LastKnownPlaying', defaultMessage: 'Playing (last known)' }),
  lastKnownPaused: msg({ id: 'overview.LastKnownPaused', defaultMessage: 'Paused (last known)' }),
  stopped: msg({ id: 'overview.Stopped', defaultMessage: 'Stopped' }),
  asking: msg({ id: 'overview.Asking', defaultMessage: 'Asking the player' }),
  advert: msg({ id: 'overview.Advert', defaultMessage: 'Message: {title}' }),
  nothingPlaying: msg({ id: 'overview.NothingPlaying', defaultMessage: 'Nothing playing' }),
  playlist: msg({ id: 'overview.Playlist', defaultMessage: 'Playlist: {name}' }),
  percent: msg({ id: 'overview.Percent', defaultMessage: '{percent}%' }),
  volumeLabel: msg({ id: 'overview.VolumeLabel', defaultMessage: 'Volume' }),
  energyLabel: msg({ id: 'overview.EnergyLabel', defaultMessage: 'Energy' }),
  playlistLabel: msg({ id: 'overview.PlaylistLabel', defaultMessage: 'Playlist' }),
  advertLabel: msg({ id: 'overview.AdvertLabel', defaultMessage: 'Advert' }),
  neverHeard: msg({ id: 'overview.NeverHeard', defaultMessage: 'Never heard since this device signed in' }),
  energyWord: msg({
    id: 'overview.EnergyWord',
    defaultMessage: '{level, select, 0 {Slow} 1 {Low} 2 {Mid} 3 {Up} other {High}}',
  }),
  lastHeard: msg({
    id: 'overview.LastHeard',
    defaultMessage: 'Last heard {when, date, medium}, {when, time, short}',
  }),
  siteZones: msg({
    id: 'overview.SiteZones',
    defaultMessage: '{count, plural, one {# zone} other {# zones}}',
  }),
  tallyPlaying: msg({ id: 'overview.TallyPlaying', defaultMessage: '{count} playing' }),
  tallyPaused: msg({ id: 'overview.TallyPaused', defaultMessage: '{count} paused' }),
  tallyOffline: msg({ id: 'overview.TallyOffline', defaultMessage: '{count} offline' }),
  tallyNotAnswering: msg({ id: 'overview.TallyNotAnswering', defaultMessage: '{count} not answering' }),
  tallyAsking: msg({ id: 'overview.TallyAsking', defaultMessage: '{count} being asked' }),
  tallyAttention: msg({
    id: 'overview.TallyAttention',
    defaultMessage: '{count, plural, one {# needs attention} other {# need attention}}',
  }),
  reasonOffline: msg({ id: 'overview.ReasonOffline', defaultMessage: 'Player offline' }),
  reasonNotAnswering: msg({ id: 'overview.ReasonNotAnswering', defaultMessage: 'Zone not answering' }),
  reasonStorage: msg({ id: 'overview.ReasonStorage', defaultMessage: 'Storage nearly full' }),
  reasonDownloads: msg({ id: 'overview.ReasonDownloads', defaultMessage: 'Downloads not complete' }),
  selectZone: msg({ id: 'overview.SelectZone', defaultMessage: 'Select {zone} on {player}' }),
  selectSite: msg({ id: 'overview.SelectSite', defaultMessage: 'Select every zone of {site}' }),
  openZone: msg({ id: 'overview.OpenZone', defaultMessage: 'Open {zone} on {player}' }),
} as const;
