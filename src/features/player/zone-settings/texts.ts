import { msg } from '../../../lib/i18n/msg';

/** Settings screen (spec §2 Settings, §4 Change energy, §8). */
export const settingsTexts = {
  heading: msg({ id: 'settings.Heading', defaultMessage: 'Settings of {zone}' }),
  loading: msg({ id: 'settings.Loading', defaultMessage: 'Loading the settings…' }),
  volume: msg({ id: 'settings.Volume', defaultMessage: 'Volume' }),
  volumeValue: msg({ id: 'settings.VolumeValue', defaultMessage: '{value} percent' }),
  /** `volume` is a fraction of 1 (the percent over 100), shown as the slider shows it (e.g. "76%", "76 %"). */
  volumeSet: msg({
    id: 'settings.VolumeSuccessMessage',
    defaultMessage: 'Volume set to {volume, number, percent}.',
  }),
  volumeHelp: msg({
    id: 'settings.VolumeHelp',
    defaultMessage: 'Moving the slider changes the zone’s volume straight away.',
  }),
  save: msg({ id: 'settings.SaveDefault', defaultMessage: 'Keep as the zone’s volume' }),
  saved: msg({ id: 'settings.SuccessMessage', defaultMessage: 'The settings have been saved.' }),
  noPermission: msg({
    id: 'settings.VolumePermissions',
    defaultMessage:
      'Remote volume control is not allowed for this zone. Ask your account manager to change its permissions.',
  }),
  energy: msg({ id: 'settings.Energy', defaultMessage: 'Energy' }),
  energyHelp: msg({ id: 'settings.EnergyHelp', defaultMessage: 'Chooses how lively the music is.' }),
  level: msg({
    id: 'settings.EnergyLevel',
    defaultMessage:
      '{level, select, 0 {Slow tempo} 1 {Low tempo} 2 {Mid tempo} 3 {Up tempo} other {High tempo}}',
  }),
  levelShort: msg({
    id: 'settings.EnergyLevelShort',
    defaultMessage: '{level, select, 0 {Slow} 1 {Low} 2 {Mid} 3 {Up} other {High}}',
  }),
  levelTracks: msg({
    id: 'settings.EnergyTracks',
    defaultMessage: '{count, plural, =0 {no tracks} one {# track} other {# tracks}}',
  }),
  invalid: msg({
    id: 'settings.EnergySliderInvalid',
    defaultMessage: 'There are no tracks at that energy level.',
  }),
  cancelled: msg({
    id: 'settings.EnergySliderCancelled',
    defaultMessage: 'The energy level was not changed.',
  }),
  energySet: msg({
    id: 'settings.EnergySliderSuccess',
    defaultMessage:
      'Energy set to {level, select, 0 {slow tempo} 1 {low tempo} 2 {mid tempo} 3 {up tempo} other {high tempo}}.',
  }),
  confirmTitle: msg({
    id: 'settings.ConfirmationModalTitle',
    defaultMessage: 'Only a few tracks at this level',
  }),
  confirmBody: msg({
    id: 'settings.ConfirmationModalBody',
    defaultMessage:
      'This energy level has {count, plural, one {# track} other {# tracks}}, so they will repeat often. Change it anyway?',
  }),
  confirmCancel: msg({ id: 'settings.ConfirmationModalCancel', defaultMessage: 'Cancel' }),
  confirmOk: msg({ id: 'settings.ConfirmationModalConfirm', defaultMessage: 'Change energy' }),
};

/** Status screen (spec §2 Status, §4 Download status labels). */
export const statusTexts = {
  heading: msg({ id: 'status.Heading', defaultMessage: 'Status of {name}' }),
  player: msg({ id: 'status.PlayerStatus', defaultMessage: 'Player status' }),
  online: msg({ id: 'status.Online', defaultMessage: 'Online' }),
  connecting: msg({ id: 'status.Connecting', defaultMessage: 'Connecting…' }),
  storage: msg({ id: 'status.StorageUsed', defaultMessage: 'Storage used' }),
  storageValue: msg({ id: 'status.StorageValue', defaultMessage: '{value} %' }),
  /** Advice under the storage meter in its warning class. */
  storageFilling: msg({
    id: 'status.StorageFillingAdvice',
    defaultMessage: 'Storage is filling up. Nothing to do yet; keep an eye on it.',
  }),
  /** Advice under the storage meter in its danger class: what happens and what to do. */
  storageFull: msg({
    id: 'status.StorageFullAdvice',
    defaultMessage:
      'Storage is almost full: new music and messages may not download. Contact your music provider to free space on the player.',
  }),
  download: msg({ id: 'status.DownloadStatus', defaultMessage: 'Downloads' }),
  refresh: msg({ id: 'status.Refresh', defaultMessage: 'Refresh' }),
  complete: msg({ id: 'status.Complete', defaultMessage: 'Complete' }),
  paused: msg({ id: 'status.Paused', defaultMessage: 'Paused' }),
  waiting: msg({ id: 'status.Waiting', defaultMessage: 'Waiting' }),
  downloading: msg({ id: 'status.Downloading', defaultMessage: 'Downloading' }),
  unknown: msg({ id: 'status.UnknownStatus', defaultMessage: 'Unknown Status' }),
};
