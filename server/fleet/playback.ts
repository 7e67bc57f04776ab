/**
 * Track order of a zone: what plays next, what came before, and time passing (track end →
 * next track, adverts interleaved, queued tracks first, disabled tracks skipped). Pure.
 */
import { adverts, advertByFile } from './catalogue';
import { trackByFile } from './library';
import {
  currentPlaylist,
  isDisabled,
  positionAt,
  settle,
  startItem,
  type PlayItem,
  type ZoneState,
} from './zone-state';
import { SECOND_MS } from '../timing';

/** Duration of an item in ms (0 if unknown). */
export function durationMs(item: PlayItem): number {
  const seconds =
    item.kind === 'advert'
      ? advertByFile(item.fileName)?.DurationInSeconds
      : trackByFile(item.fileName)?.DurationInSeconds;
  return (seconds ?? 0) * SECOND_MS;
}

/** The next enabled playlist index after (step 1) or before (step -1) `from`, wrapping; null if none. */
export function enabledIndex(s: ZoneState, from: number, step: 1 | -1): number | null {
  const files = currentPlaylist(s).files;
  for (let k = 1; k <= files.length; k++) {
    const i = (((from + step * k) % files.length) + files.length) % files.length;
    if (!isDisabled(s, files[i]!)) return i;
  }
  return null;
}

/** True when the current item is the playlist track at the cursor. */
function atCursor(s: ZoneState): boolean {
  return s.current.kind === 'track' && currentPlaylist(s).files[s.index] === s.current.fileName;
}

/** A planned move: the item and the playlist cursor it leaves behind. */
export interface Step {
  item: PlayItem;
  index: number;
  /** The queued entry it consumes, if any. */
  fromQueue: boolean;
}

/** What comes next: queued (enabled) tracks, then an advert when due (`auto` only), then the playlist. */
export function upcoming(s: ZoneState, auto: boolean): Step | null {
  const queued = s.queued.find((f) => !isDisabled(s, f));
  if (queued) return { item: { kind: 'track', fileName: queued }, index: s.index, fromQueue: true };
  if (auto && s.current.kind === 'track' && s.sinceAdvert + 1 >= s.advertEvery) {
    const ad = adverts[s.advertCursor % adverts.length]!;
    return { item: { kind: 'advert', fileName: ad.FileName }, index: s.index, fromQueue: false };
  }
  const i = enabledIndex(s, s.index, 1);
  if (i === null) return null;
  return { item: { kind: 'track', fileName: currentPlaylist(s).files[i]! }, index: i, fromQueue: false };
}

/** The playlist index "previous" goes to: the track before the cursor, or the cursor itself after an advert or queued track. */
export function previousIndex(s: ZoneState): number | null {
  if (!atCursor(s) && !isDisabled(s, currentPlaylist(s).files[s.index]!)) return s.index;
  return enabledIndex(s, s.index, -1);
}

/** Moves to `step` at `now` (keeping the play state), updating queue and advert counters. */
export function takeStep(s: ZoneState, step: Step, now: number): ZoneState {
  const finishedTrack = s.current.kind === 'track' ? 1 : 0;
  const isAdvert = step.item.kind === 'advert';
  const queued = (step.fromQueue ? dropFirst(s.queued, step.item.fileName) : s.queued).filter(
    (f) => !isDisabled(s, f),
  );
  return {
    ...startItem(s, step.item, now),
    index: step.index,
    queued,
    sinceAdvert: isAdvert ? 0 : s.sinceAdvert + finishedTrack,
    advertCursor: isAdvert ? (s.advertCursor + 1) % adverts.length : s.advertCursor,
  };
}

function dropFirst(list: readonly string[], file: string): string[] {
  const i = list.indexOf(file);
  return i < 0 ? [...list] : [...list.slice(0, i), ...list.slice(i + 1)];
}

/** Safety cap on items finished in one `advance` (a clock jump of days). */
const MAX_STEPS = 10_000;

/**
 * Brings the zone up to `now`: every item that has run out moves on to the next one, carrying
 * the left-over time. With nothing left to play the zone pauses at the start of its item.
 */
export function advance(s: ZoneState, now: number): ZoneState {
  let state = s;
  for (let n = 0; n < MAX_STEPS && state.playState === 1; n++) {
    const duration = durationMs(state.current);
    const position = positionAt(state, now);
    if (position < duration || duration <= 0) break;
    const endedAt = now - (position - duration);
    const step = upcoming(state, true);
    if (!step) return { ...settle(state, now), playState: 2, positionMs: 0 };
    state = takeStep(state, step, endedAt);
  }
  return state;
}
