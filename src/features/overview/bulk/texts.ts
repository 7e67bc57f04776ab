import { msg } from '../../../lib/i18n/msg';

/**
 * Texts of the overview's bulk actions, their confirmation and their results, and of the overview's
 * header menu and skip links (README "Every zone at a glance"). The menu reuses the player screens'
 * ids, so it reads the same in every language.
 */
export const bulkTexts = {
  resultNotSent: msg({
    id: 'overview.ResultNotSent',
    defaultMessage: 'Not sent: no connection to the service',
  }),
  resultStopped: msg({ id: 'overview.ResultStopped', defaultMessage: 'Not sent: the run was stopped' }),
  skippedVolumeUnknown: msg({
    id: 'overview.SkippedVolumeUnknown',
    defaultMessage: 'Skipped: its volume is not known',
  }),
  volumeStep: msg({
    id: 'overview.VolumeStep',
    defaultMessage: '{step, select, up {Volume up} other {Volume down}} by {amount}%',
  }),
  setVolumeTo: msg({ id: 'overview.SetVolumeTo', defaultMessage: 'Set the volume to {percent}%' }),
  notShown: msg({
    id: 'overview.NotShown',
    defaultMessage: '{count, plural, one {# not shown by the filter} other {# not shown by the filter}}',
  }),
  showHidden: msg({ id: 'overview.ShowHidden', defaultMessage: 'Show them' }),
  more: msg({ id: 'overview.More', defaultMessage: 'More' }),
  volumeOpen: msg({ id: 'overview.VolumeOpen', defaultMessage: 'Volume' }),
  volumeLoading: msg({
    id: 'overview.VolumeLoading',
    defaultMessage: 'Asking the selected zones for their volume',
  }),
  volumeLevel: msg({ id: 'overview.VolumeLevel', defaultMessage: 'Set every zone to' }),
  volumeInvalid: msg({
    id: 'overview.VolumeInvalid',
    defaultMessage: 'Enter a whole number from {min} to {max}.',
  }),
  volumeDown: msg({ id: 'overview.VolumeDown', defaultMessage: '−{step}' }),
  volumeUp: msg({ id: 'overview.VolumeUp', defaultMessage: '+{step}' }),
  volumeDownLabel: msg({
    id: 'overview.VolumeDownLabel',
    defaultMessage: 'Lower each zone by {step} from its own volume',
  }),
  volumeUpLabel: msg({
    id: 'overview.VolumeUpLabel',
    defaultMessage: 'Raise each zone by {step} from its own volume',
  }),
  choose: msg({ id: 'overview.Choose', defaultMessage: 'Choose…' }),
  filterFailed: msg({ id: 'overview.FilterFailed', defaultMessage: 'Failed in the last action' }),
  filterSkipped: msg({ id: 'overview.FilterSkipped', defaultMessage: 'Skipped in the last action' }),
  showFailed: msg({ id: 'overview.ShowFailed', defaultMessage: 'Show the failed ones' }),
  summaryRetried: msg({
    id: 'overview.SummaryRetried',
    defaultMessage: '{done} of {total} done after {retries, plural, one {# retry} other {# retries}}',
  }),
  summaryNotSent: msg({ id: 'overview.SummaryNotSent', defaultMessage: '{count} not sent' }),
  wave: msg({ id: 'overview.Wave', defaultMessage: 'wave {wave} of {waves}' }),
  halted: msg({
    id: 'overview.Halted',
    defaultMessage:
      'Stopped after wave {wave} of {waves}: {failed} of its {size} zones failed. Send to the other {rest} zones?',
  }),
  goOn: msg({ id: 'overview.GoOn', defaultMessage: 'Go on' }),
  stop: msg({ id: 'overview.Stop', defaultMessage: 'Stop here' }),
  offline: msg({
    id: 'overview.ActionsOffline',
    defaultMessage: 'The actions wait for the connection to the players to come back.',
  }),
  confirmSite: msg({
    id: 'overview.ConfirmSite',
    defaultMessage: '{site}: {count, plural, one {# zone} other {# zones}}',
  }),
  confirmMoreSites: msg({
    id: 'overview.ConfirmMoreSites',
    defaultMessage: 'and {count, plural, one {# more site} other {# more sites}}',
  }),
  confirmHidden: msg({
    id: 'overview.ConfirmHidden',
    defaultMessage:
      '{count, plural, one {# of them is not shown by the filter.} other {# of them are not shown by the filter.}}',
  }),
  confirmSkippedReason: msg({
    id: 'overview.ConfirmSkippedReason',
    defaultMessage:
      '{count, plural, one {# will be skipped} other {# will be skipped}}: {reason, select, pause {remote play and pause is not allowed} volume {remote volume is not allowed} other {the volume is not known}}',
  }),
  confirmNoneSkipped: msg({ id: 'overview.ConfirmNoneSkipped', defaultMessage: 'No zone will be skipped.' }),
  confirmStaged: msg({
    id: 'overview.ConfirmStaged',
    defaultMessage:
      'It goes out in waves of {size} zones and stops by itself to ask you if more than {share, number, percent} of a wave fail.',
  }),
  sendCount: msg({
    id: 'overview.SendCount',
    defaultMessage: '{action}: {count, plural, one {send to # zone} other {send to # zones}}',
  }),
  skipToActions: msg({ id: 'overview.SkipToActions', defaultMessage: 'Skip to the actions' }),
  skipToSites: msg({ id: 'overview.SkipToSites', defaultMessage: 'Skip to the zones' }),
  reconnecting: msg({
    id: 'connection.Reconnecting',
    defaultMessage: 'The connection to the players was lost. Reconnecting…',
  }),
  menu: msg({ id: 'menu.Open', defaultMessage: 'Menu' }),
  menuHome: msg({ id: 'menu.Home', defaultMessage: 'Home' }),
  menuHelp: msg({ id: 'menu.Help', defaultMessage: 'Help' }),
  logout: msg({ id: 'common.Logout', defaultMessage: 'Log out' }),
};
