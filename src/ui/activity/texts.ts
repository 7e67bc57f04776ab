import { msg } from '../../lib/i18n/msg';

/**
 * Texts of the activity log wherever it shows (docs/design.md "Activity log"): an entry's line, who made it, the
 * honest "as seen by this browser since …" and a zone's day.
 */
export const activityTexts = {
  line: msg({
    id: 'activity.Line',
    defaultMessage:
      '{what}{who, select, device { on another device} user { by someone acting for the account} other {}}',
  }),
  ago: msg({ id: 'activity.Ago', defaultMessage: '{line} · {ago}' }),
  zoneLine: msg({ id: 'activity.ZoneLine', defaultMessage: '{zone}: {line}' }),
  volume: msg({
    id: 'activity.Volume',
    defaultMessage: 'Volume set to {to}{from, select, none {} other { (was {from})}}',
  }),
  energy: msg({
    id: 'activity.Energy',
    defaultMessage: 'Energy set to {to}{from, select, none {} other { (was {from})}}',
  }),
  play: msg({ id: 'activity.Play', defaultMessage: 'Played' }),
  pause: msg({ id: 'activity.Pause', defaultMessage: 'Paused' }),
  next: msg({ id: 'activity.Next', defaultMessage: 'Skipped to the next track' }),
  previous: msg({ id: 'activity.Previous', defaultMessage: 'Back to the previous track' }),
  playlist: msg({
    id: 'activity.PlaylistSet',
    defaultMessage: 'Playlist {to}{from, select, none {} other { (was {from})}}',
  }),
  message: msg({ id: 'activity.MessagePlayed', defaultMessage: 'Message {to} played' }),
  timetable: msg({ id: 'activity.Timetable', defaultMessage: 'Back to the timetable' }),
  rating: msg({ id: 'activity.Rating', defaultMessage: 'A track rated' }),
  queue: msg({ id: 'activity.Queue', defaultMessage: 'A track queued' }),
  settings: msg({ id: 'activity.Settings', defaultMessage: 'Zone settings changed' }),
  track: msg({ id: 'activity.Track', defaultMessage: 'Another track chosen' }),
  offline: msg({ id: 'activity.Offline', defaultMessage: 'Went offline' }),
  back: msg({ id: 'activity.Back', defaultMessage: 'Came back' }),
  notAnswering: msg({ id: 'activity.NotAnswering', defaultMessage: 'Stopped answering' }),
  playing: msg({ id: 'activity.Playing', defaultMessage: 'Started playing' }),
  paused: msg({ id: 'activity.Paused', defaultMessage: 'Paused' }),
  attention: msg({ id: 'activity.Attention', defaultMessage: 'Needs attention' }),
  attentionOver: msg({ id: 'activity.AttentionOver', defaultMessage: 'No longer needs attention' }),
  downloads: msg({ id: 'activity.Downloads', defaultMessage: 'Downloads complete' }),
  seenSince: msg({
    id: 'activity.SeenSince',
    defaultMessage: 'As seen by this browser since {when, date, medium}, {when, time, short}',
  }),
  seenNever: msg({ id: 'activity.SeenNever', defaultMessage: 'This browser has not recorded anything yet' }),
  dayTitle: msg({ id: 'activity.DayTitle', defaultMessage: 'The last 24 hours' }),
  modePlaying: msg({ id: 'activity.ModePlaying', defaultMessage: 'Playing' }),
  modePaused: msg({ id: 'activity.ModePaused', defaultMessage: 'Paused' }),
  modeOffline: msg({ id: 'activity.ModeOffline', defaultMessage: 'Offline' }),
  modeNotAnswering: msg({ id: 'activity.ModeNotAnswering', defaultMessage: 'Not answering' }),
  modeUnknown: msg({ id: 'activity.ModeUnknown', defaultMessage: 'Unknown: this browser was not watching' }),
  band: msg({
    id: 'activity.Band',
    defaultMessage: '{mode}: {start, time, short} to {end, time, short}',
  }),
};
