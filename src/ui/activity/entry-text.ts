import type { IntlShape } from 'react-intl';
import type { ActivityEntry, ActivityKind } from '../../lib/activity-log/entries';
import type { AppText } from '../../lib/i18n/msg';
import { activityTexts as texts } from './texts';

/** The text of each kind of entry. */
const WHAT: Record<ActivityKind, AppText> = {
  volume: texts.volume,
  energy: texts.energy,
  play: texts.play,
  pause: texts.pause,
  next: texts.next,
  previous: texts.previous,
  playlist: texts.playlist,
  message: texts.message,
  timetable: texts.timetable,
  rating: texts.rating,
  queue: texts.queue,
  settings: texts.settings,
  track: texts.track,
  offline: texts.offline,
  back: texts.back,
  'not-answering': texts.notAnswering,
  playing: texts.playing,
  paused: texts.paused,
  attention: texts.attention,
  'attention-over': texts.attentionOver,
  'downloads-complete': texts.downloads,
};

const WHO = { 'another-device': 'device', 'another-user': 'user', seen: 'seen' } as const;

/**
 * What `entry` says, in the user's language: "Volume set to 33 (was 40) on another device"; with `now`
 * (ms since the epoch) followed by how long ago ("· 2 min. ago"); with `withZone` led by the zone's name.
 */
export function entryText(intl: IntlShape, entry: ActivityEntry, now?: number, withZone = false): string {
  const what = intl.formatMessage(WHAT[entry.kind], { to: entry.to ?? '', from: entry.from ?? 'none' });
  let line = intl.formatMessage(texts.line, { what, who: WHO[entry.actor] });
  if (now !== undefined) line = intl.formatMessage(texts.ago, { line, ago: agoText(intl, now - entry.at) });
  return withZone && entry.zone ? intl.formatMessage(texts.zoneLine, { zone: entry.zone, line }) : line;
}

/** "now", "2 min. ago", "3 hr. ago", "2 days ago" for `ms` past. */
export function agoText(intl: IntlShape, ms: number): string {
  const minutes = Math.round(Math.max(0, ms) / 60_000);
  if (minutes < 60) return intl.formatRelativeTime(-minutes, 'minute', { numeric: 'auto', style: 'short' });
  const hours = Math.round(minutes / 60);
  if (hours < 48) return intl.formatRelativeTime(-hours, 'hour', { numeric: 'auto', style: 'short' });
  return intl.formatRelativeTime(-Math.round(hours / 24), 'day', { numeric: 'auto', style: 'short' });
}
