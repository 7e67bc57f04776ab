import type { WatchedPeriod } from './activity-store';
import type { ActivityEntry, ZoneMode } from './entries';
import type { ZoneMark } from './recorder.streams';

/** A day's span (ms): the timeline's window. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** A band of a zone's timeline: its mode from `start` to `end` (ms since the epoch), or `unknown` when no one watched. */
export interface Band {
  readonly start: number;
  readonly end: number;
  readonly mode: ZoneMode | 'unknown';
}

const MODES: readonly string[] = ['playing', 'paused', 'offline', 'not-answering'];

/**
 * The zone's mode from when this browser first saw it (`mark.first`), as a change: what `firstChange` (its
 * first mode change kept) was from, or the mark's mode when nothing changed it; none without a mark or
 * when the first sight is not before the first change. Not the mark's `at`: that moves with every change
 * of the zone, its attention's and downloads' too.
 */
function firstSight(mark: ZoneMark | undefined, firstChange: ActivityEntry | undefined) {
  if (!mark) return [];
  const at = mark.first ?? mark.at;
  const to = firstChange ? firstChange.from : mark.mode;
  if (to === undefined || !MODES.includes(to) || (firstChange && firstChange.at < at)) return [];
  return [{ at, to }];
}

/**
 * The timeline of the zone of `group` over `[now - DAY_MS, now]` as this browser saw it (README "Activity
 * log"): inside a watched period, the mode the zone was last seen to change to (`to` of its state entries),
 * and before the first of them the mode it had since this browser first saw it (`mark.first`: the first
 * entry's `from`, or the `mark`'s mode when none changed it); unknown before that. Outside every period,
 * unknown — never the last mode carried across a closed period. Bands are in time order, touching, and a
 * mode's neighbours are merged.
 */
export function timelineOf(
  group: string,
  entries: readonly ActivityEntry[],
  periods: readonly WatchedPeriod[],
  now: number,
  mark?: ZoneMark,
): Band[] {
  const from = now - DAY_MS;
  const modeChanges = entries
    .filter((e) => e.group === group && e.actor === 'seen' && e.to !== undefined && MODES.includes(e.to))
    .sort((a, b) => a.at - b.at);
  const changes: readonly { readonly at: number; readonly to?: string }[] = [
    ...firstSight(mark, modeChanges[0]),
    ...modeChanges,
  ];
  const watched = periods
    .map((p) => ({ start: Math.max(p.start, from), end: Math.min(p.end, now) }))
    .filter((p) => p.end > p.start)
    .sort((a, b) => a.start - b.start);
  const bands: Band[] = [];
  const push = (band: Band) => {
    if (band.end <= band.start) return;
    const last = bands[bands.length - 1];
    if (last && last.mode === band.mode && last.end >= band.start)
      bands[bands.length - 1] = { ...last, end: band.end };
    else bands.push(band);
  };
  const modeAt = (time: number): ZoneMode | 'unknown' => {
    let mode: ZoneMode | 'unknown' = 'unknown';
    for (const change of changes) {
      if (change.at > time) break;
      mode = change.to as ZoneMode;
    }
    return mode;
  };
  let cursor = from;
  for (const period of watched) {
    const start = Math.max(period.start, cursor);
    if (period.end <= start) continue;
    push({ start: cursor, end: start, mode: 'unknown' });
    let at = start;
    for (const change of changes.filter((c) => c.at > start && c.at < period.end)) {
      push({ start: at, end: change.at, mode: modeAt(at) });
      at = change.at;
    }
    push({ start: at, end: period.end, mode: modeAt(at) });
    cursor = period.end;
  }
  push({ start: cursor, end: now, mode: 'unknown' });
  return bands;
}
