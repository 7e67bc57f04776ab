import { msg } from '../../../lib/i18n/msg';

/**
 * Texts of the overview's bulk actions: the selection bar, the actions, their confirmation, a run's
 * waves and summary and each zone's result (docs/design.md "Every zone at a glance").
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
    defaultMessage:
      '{step, select, up {Volume up} other {Volume down}} by {amount, plural, one {# point} other {# points}}',
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
  showFailed: msg({ id: 'overview.ShowFailed', defaultMessage: 'Show the failed ones' }),
  summaryRetried: msg({
    id: 'overview.SummaryRetried',
    defaultMessage: '{done} of {total} done after {retries, plural, one {# retry} other {# retries}}',
  }),
  summaryNoConnection: msg({
    id: 'overview.SummaryNoConnection',
    defaultMessage: '{count} not sent: no connection',
  }),
  summaryStopped: msg({
    id: 'overview.SummaryStopped',
    defaultMessage: '{count} not sent: the run was stopped',
  }),
  summaryHeld: msg({ id: 'overview.SummaryHeld', defaultMessage: '{count} waiting for you' }),
  wave: msg({ id: 'overview.Wave', defaultMessage: 'wave {wave} of {waves}' }),
  haltedWave: msg({
    id: 'overview.HaltedWave',
    defaultMessage: 'Waiting for you after wave {wave} of {waves}.',
  }),
  haltedFailed: msg({
    id: 'overview.HaltedFailed',
    defaultMessage: '{failed} of its {size} zones failed.',
  }),
  haltedNoConnection: msg({
    id: 'overview.HaltedNoConnection',
    defaultMessage: '{count} of its {size} zones were not sent: no connection.',
  }),
  haltedRest: msg({ id: 'overview.HaltedRest', defaultMessage: 'Send to the other {rest} zones?' }),
  haltedResume: msg({
    id: 'overview.HaltedResume',
    defaultMessage:
      'Once the connection is back, send again to the {count} not sent, then to the other {rest} zones?',
  }),
  actionsHalted: msg({
    id: 'overview.ActionsHalted',
    defaultMessage: 'A run is waiting for you: go on with it or stop it before starting another.',
  }),
  resultHeld: msg({ id: 'overview.ResultHeld', defaultMessage: 'Waiting for you' }),
  skippedEnergyNotSupported: msg({
    id: 'overview.SkippedEnergyNotSupported',
    defaultMessage: 'Skipped: this player has no energy control',
  }),
  skippedEnergyNoTracks: msg({
    id: 'overview.SkippedEnergyNoTracks',
    defaultMessage: 'Skipped: no tracks at this energy level',
  }),
  skippedEnergyUnknown: msg({
    id: 'overview.SkippedEnergyUnknown',
    defaultMessage: 'Skipped: its energy levels are not known',
  }),
  reason: msg({
    id: 'overview.SkipReason',
    defaultMessage:
      '{reason, select, pause {remote play and pause is not allowed} volume {remote volume is not allowed} volumeUnknown {the volume is not known} energyVersion {the player has no energy control} energyTracks {no tracks at this level} other {the energy levels are not known}}',
  }),
  confirmSkipped: msg({
    id: 'overview.ConfirmSkipped',
    defaultMessage: '{count, plural, one {# will be skipped} other {# will be skipped}}: {reason}',
  }),
  confirmSiteSkipped: msg({
    id: 'overview.ConfirmSiteSkipped',
    defaultMessage: '{site}: {count, plural, one {# zone} other {# zones}}, {skipped} skipped ({reasons})',
  }),
  confirmFewTracks: msg({
    id: 'overview.ConfirmFewTracks',
    defaultMessage:
      '{count, plural, one {# zone has} other {# zones have}} fewer than {min} tracks at this level: the music may repeat.',
  }),
  confirmNothingToSend: msg({
    id: 'overview.ConfirmNothingToSend',
    defaultMessage: 'Nothing to send: every zone will be skipped.',
  }),
  energyOpen: msg({ id: 'overview.EnergyOpen', defaultMessage: 'Energy' }),
  energyLevel: msg({
    id: 'overview.EnergyLevelName',
    defaultMessage:
      '{level, select, 0 {Slow tempo} 1 {Low tempo} 2 {Mid tempo} 3 {Up tempo} other {High tempo}}',
  }),
  setEnergy: msg({ id: 'overview.SetEnergy', defaultMessage: 'Set energy' }),
  setEnergyTo: msg({ id: 'overview.SetEnergyTo', defaultMessage: 'Set the energy to {level}' }),
  energyLoading: msg({
    id: 'overview.EnergyLoading',
    defaultMessage: 'Asking the selected zones for their energy levels',
  }),
  energyField: msg({ id: 'overview.EnergyField', defaultMessage: 'Energy level' }),
  energyLevelZones: msg({
    id: 'overview.EnergyLevelZones',
    defaultMessage: '{level} ({count, plural, one {# zone can take it} other {# zones can take it}})',
  }),
  energyUnanswered: msg({
    id: 'overview.EnergyUnanswered',
    defaultMessage:
      '{count, plural, one {# zone did not say its energy levels.} other {# zones did not say their energy levels.}}',
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
  selectShown: msg({ id: 'overview.SelectShown', defaultMessage: 'Select all shown' }),
  selectNone: msg({ id: 'overview.SelectNone', defaultMessage: 'Select none' }),
  selected: msg({
    id: 'overview.Selected',
    defaultMessage: '{count, plural, =0 {No zone selected} one {# zone selected} other {# zones selected}}',
  }),
  actions: msg({ id: 'overview.Actions', defaultMessage: 'Actions on the selected zones' }),
  actionsHint: msg({
    id: 'overview.ActionsHint',
    defaultMessage:
      'Select zones to pause or play them all at once, set their volume or energy, or play a message or a playlist.',
  }),
  pause: msg({ id: 'overview.Pause', defaultMessage: 'Pause' }),
  play: msg({ id: 'overview.Play', defaultMessage: 'Play' }),
  setVolume: msg({ id: 'overview.SetVolume', defaultMessage: 'Set volume' }),
  resumeTimetable: msg({ id: 'overview.ResumeTimetable', defaultMessage: 'Resume timetable' }),
  playAdvert: msg({ id: 'overview.PlayAdvert', defaultMessage: 'Play a message' }),
  playPlaylist: msg({ id: 'overview.PlayPlaylist', defaultMessage: 'Play a playlist' }),
  advertField: msg({ id: 'overview.AdvertField', defaultMessage: 'Message' }),
  playlistField: msg({ id: 'overview.PlaylistField', defaultMessage: 'Playlist' }),
  loadingLists: msg({
    id: 'overview.LoadingLists',
    defaultMessage: 'Asking the selected zones for their lists',
  }),
  noCommon: msg({ id: 'overview.NoCommon', defaultMessage: 'None is on every selected zone.' }),
  unlisted: msg({
    id: 'overview.Unlisted',
    defaultMessage:
      '{count, plural, one {# zone did not send its list.} other {# zones did not send their lists.}}',
  }),
  playNow: msg({ id: 'overview.PlayNow', defaultMessage: 'Play now' }),
  confirmTitle: msg({
    id: 'overview.ConfirmTitle',
    defaultMessage: '{action}: {count, plural, one {# zone} other {# zones}}?',
  }),
  send: msg({ id: 'overview.Send', defaultMessage: 'Send' }),
  cancel: msg({ id: 'overview.Cancel', defaultMessage: 'Cancel' }),
  summaryDone: msg({ id: 'overview.SummaryDone', defaultMessage: '{done} of {total} done' }),
  summaryRefused: msg({ id: 'overview.SummaryRefused', defaultMessage: '{count} refused by the player' }),
  summaryNotAnswering: msg({ id: 'overview.SummaryNotAnswering', defaultMessage: '{count} not answering' }),
  summarySkipped: msg({ id: 'overview.SummarySkipped', defaultMessage: '{count} skipped' }),
  summaryFailed: msg({ id: 'overview.SummaryFailed', defaultMessage: '{count} could not be sent' }),
  summaryPending: msg({ id: 'overview.SummaryPending', defaultMessage: '{count} in progress' }),
  resultWaiting: msg({ id: 'overview.ResultWaiting', defaultMessage: 'Waiting' }),
  resultSending: msg({ id: 'overview.ResultSending', defaultMessage: 'Sending' }),
  resultDone: msg({ id: 'overview.ResultDone', defaultMessage: 'Done' }),
  resultRefused: msg({ id: 'overview.ResultRefused', defaultMessage: 'Refused by the player: {reason}' }),
  resultNotAnswering: msg({ id: 'overview.ResultNotAnswering', defaultMessage: 'Not answering' }),
  resultFailed: msg({ id: 'overview.ResultFailed', defaultMessage: 'Could not be sent' }),
  skippedPause: msg({
    id: 'overview.SkippedPause',
    defaultMessage: 'Skipped: this zone does not allow remote play and pause',
  }),
  skippedVolume: msg({
    id: 'overview.SkippedVolume',
    defaultMessage: 'Skipped: this zone does not allow remote volume',
  }),
  retryFailed: msg({ id: 'overview.RetryFailed', defaultMessage: 'Retry the failed ones' }),
  clearResults: msg({ id: 'overview.ClearResults', defaultMessage: 'Clear the results' }),
};
