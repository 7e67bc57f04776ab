import {
  asyncScheduler,
  distinctUntilChanged,
  interval,
  map,
  of,
  startWith,
  switchMap,
  takeWhile,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { ELAPSED_TICK_MS } from '../../../config/timing';
import type { PlayerStatus } from '../../../lib/player/replies';

/** The part of a status the elapsed timer reads (spec §3 Player status). */
export interface PlaybackSnapshot {
  /** 1 playing, 2 paused (spec §4 "Play state"). */
  readonly playState: number;
  /** Identifies the track; a new value is a new track. */
  readonly fileName: string;
  /** Position reported by the player, in seconds. */
  readonly positionSeconds: number;
  /** Track length, in seconds. */
  readonly durationSeconds: number;
}

/** Elapsed time of the current track, in whole seconds, with its duration. */
export interface Elapsed {
  readonly elapsedSeconds: number;
  readonly durationSeconds: number;
}

const sameSnapshot = (a: PlaybackSnapshot, b: PlaybackSnapshot) =>
  a.playState === b.playState &&
  a.fileName === b.fileName &&
  a.positionSeconds === b.positionSeconds &&
  a.durationSeconds === b.durationSeconds;

/**
 * The elapsed timer (spec §4 "Play state"): on every new snapshot the timer restarts from
 * `positionSeconds` (a new track therefore resets it); while `playState` is 1 it ticks every
 * ELAPSED_TICK_MS (1 s) and stops at the duration; any other state holds the position. A repeated,
 * identical snapshot does not disturb the tick phase.
 */
export function elapsed$(
  snapshots$: Observable<PlaybackSnapshot>,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<Elapsed> {
  return snapshots$.pipe(
    distinctUntilChanged(sameSnapshot),
    // switchMap: a newer snapshot replaces the running timer.
    switchMap(({ playState, positionSeconds, durationSeconds }) => {
      const duration = Math.max(0, Math.floor(durationSeconds));
      const start = clamp(Math.floor(positionSeconds), duration);
      const at = (elapsedSeconds: number): Elapsed => ({ elapsedSeconds, durationSeconds: duration });
      if (playState !== 1 || start >= duration) return of(at(start));
      return interval(ELAPSED_TICK_MS, scheduler).pipe(
        map((tick) => start + tick + 1),
        takeWhile((seconds) => seconds < duration, true),
        startWith(start),
        map(at),
      );
    }),
  );
}

function clamp(seconds: number, duration: number): number {
  return Math.min(Math.max(0, seconds), duration);
}

/**
 * The snapshot of a status that arrived at `receivedAt` as it stands at `now` (both scheduler ms): while
 * playing, the position has moved on by the time since it arrived (a screen opened later does not restart
 * the timer from a stale position); never past the duration.
 */
export function snapshotAt(status: PlayerStatus, receivedAt: number, now: number): PlaybackSnapshot {
  const track = status.NowPlaying;
  const duration = track?.DurationInSeconds ?? 0;
  const aged = status.PlayState === 1 ? Math.max(0, now - receivedAt) / 1000 : 0;
  return {
    playState: status.PlayState,
    fileName: track?.FileName ?? '',
    positionSeconds: Math.min(duration, (track?.PositionInSeconds ?? 0) + aged),
    durationSeconds: duration,
  };
}
