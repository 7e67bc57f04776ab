import {
  asyncScheduler,
  distinctUntilChanged,
  map,
  of,
  switchMap,
  takeWhile,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { ELAPSED_TICK_MS } from '../../../config/timing';
import type { PlayerStatus } from '../../../lib/player/replies';
import { alignedTicks } from '../../../lib/rx/clock';

/** Positions are in seconds, the clock in milliseconds. */
const MS_PER_SECOND = 1_000;

/** The part of a status the elapsed timer reads (spec §3 Player status), and when it held. */
export interface PlaybackSnapshot {
  /** 1 playing, 2 paused (spec §4 "Play state"). */
  readonly playState: number;
  /** Identifies the track; a new value is a new track. */
  readonly fileName: string;
  /** Position reported by the player, in seconds. */
  readonly positionSeconds: number;
  /** Track length, in seconds. */
  readonly durationSeconds: number;
  /** Scheduler time (ms) at which the player was at `positionSeconds`: when its status arrived. */
  readonly at: number;
}

/** Elapsed time of the current track, in whole seconds, with its duration. */
export interface Elapsed {
  readonly elapsedSeconds: number;
  readonly durationSeconds: number;
}

/** When a playing track was at 0:00 (scheduler ms). */
const originOf = (s: PlaybackSnapshot) => s.at - s.positionSeconds * MS_PER_SECOND;

/**
 * True when `b` tells nothing new about the running timer of `a`: the same track, state and duration
 * at the same position (paused), or playing on a timeline less than a second apart (players report
 * whole seconds, so a repeated status does not disturb the tick phase).
 */
const sameTimeline = (a: PlaybackSnapshot, b: PlaybackSnapshot) =>
  a.playState === b.playState &&
  a.fileName === b.fileName &&
  a.durationSeconds === b.durationSeconds &&
  (a.playState === 1
    ? Math.abs(originOf(a) - originOf(b)) < MS_PER_SECOND
    : a.positionSeconds === b.positionSeconds);

/**
 * The elapsed timer (spec §4 "Play state"). Deadlines decide, ticks display (docs/architecture.md §3): while
 * `playState` is 1 the elapsed time is the reported position plus the time since the snapshot
 * (`scheduler.now()`), never past the duration; a display tick every ELAPSED_TICK_MS refreshes it, so a
 * late tick shows the right time when it runs and the next one is back on the second. Any other state
 * holds the position. A newer snapshot replaces the timer (a new track therefore restarts from its
 * position); one on the same timeline is ignored. Completes its timer at the duration.
 */
export function elapsed$(
  snapshots$: Observable<PlaybackSnapshot>,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<Elapsed> {
  return snapshots$.pipe(
    distinctUntilChanged(sameTimeline),
    // switchMap: a newer snapshot replaces the running timer.
    switchMap((snapshot) => {
      const duration = Math.max(0, Math.floor(snapshot.durationSeconds));
      const at = (elapsedSeconds: number): Elapsed => ({ elapsedSeconds, durationSeconds: duration });
      if (snapshot.playState !== 1) return of(at(clamp(Math.floor(snapshot.positionSeconds), duration)));
      const origin = originOf(snapshot);
      return alignedTicks(origin, ELAPSED_TICK_MS, scheduler).pipe(
        map((now) => clamp(Math.floor((now - origin) / MS_PER_SECOND), duration)),
        distinctUntilChanged(),
        takeWhile((seconds) => seconds < duration, true),
        map(at),
      );
    }),
  );
}

function clamp(seconds: number, duration: number): number {
  return Math.min(Math.max(0, seconds), duration);
}

/** The snapshot of a status that arrived at `receivedAt` (scheduler ms): the elapsed timer ages it from then. */
export function snapshotAt(status: PlayerStatus, receivedAt: number): PlaybackSnapshot {
  const track = status.NowPlaying;
  return {
    playState: status.PlayState,
    fileName: track?.FileName ?? '',
    positionSeconds: track?.PositionInSeconds ?? 0,
    durationSeconds: track?.DurationInSeconds ?? 0,
    at: receivedAt,
  };
}
