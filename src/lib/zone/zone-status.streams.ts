import {
  animationFrameScheduler,
  asyncScheduler,
  filter,
  ignoreElements,
  map,
  Observable,
  shareReplay,
  tap,
  type MonoTypeOperatorFunction,
  type OperatorFunction,
  type SchedulerLike,
  type Subscription,
} from 'rxjs';
import * as v from 'valibot';
import { PlayerCommand } from '../player/commands';
import type { PlayerReply } from '../player/envelope';
import { PlayerStatus } from '../player/replies';
import type { SelectionService } from '../selection/selection';
import type { LegacyKeys } from '../storage/legacy-keys';

/** A status and the scheduler time (ms) at which it arrived. */
export interface TimedStatus {
  readonly status: PlayerStatus;
  readonly receivedAt: number;
}

/**
 * The valid statuses of `group` (pushed by the player or requested), each with the scheduler time it
 * arrived; replays the latest to late subscribers.
 */
export function timedStatus$(
  replies$: Observable<PlayerReply>,
  group: string,
  scheduler: SchedulerLike,
): Observable<TimedStatus> {
  return replies$.pipe(
    filter((reply) => reply.group === group && reply.command === PlayerCommand.Status),
    map((reply) => v.safeParse(PlayerStatus, reply.response)),
    filter((parsed) => parsed.success),
    map((parsed): TimedStatus => ({ status: parsed.output, receivedAt: scheduler.now() })),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
}

/**
 * The scheduler that stands for the screen's frames (docs/design.md "Every zone at a glance"): `frames` when
 * given; else the animation-frame scheduler when `scheduler` is the app's (unset or the async scheduler);
 * else `scheduler` itself, so a test on virtual time sees one virtual instant as one frame.
 */
export function frameScheduler(scheduler?: SchedulerLike, frames?: SchedulerLike): SchedulerLike {
  if (frames) return frames;
  return scheduler === undefined || scheduler === asyncScheduler ? animationFrameScheduler : scheduler;
}

/**
 * Every value that arrived before the next frame of `frames`, as one array at that frame, in arrival
 * order (nothing is emitted for a frame without values). What the source gives while it is being
 * subscribed to (a replayed value) is emitted at once, so a screen opened on a known state shows it in
 * its first render; what is waiting when the source completes is emitted before the completion.
 * With `gapMs`, an array is emitted no sooner than `gapMs` (ms on `clock`) after the one before: values
 * that arrive sooner wait on `clock`, and go at the first frame after the gap; a value after a quiet
 * spell of `gapMs` still goes at the next frame.
 */
export function perFrame<T>(
  frames: SchedulerLike,
  gapMs = 0,
  clock: SchedulerLike = asyncScheduler,
): OperatorFunction<T, T[]> {
  return (source$) =>
    new Observable<T[]>((subscriber) => {
      let subscribing = true;
      let batch: T[] = [];
      let flush: Subscription | undefined;
      let emittedAt = -Infinity;
      const emit = () => {
        flush = undefined;
        const values = batch;
        batch = [];
        if (!values.length) return;
        emittedAt = clock.now();
        subscriber.next(values);
      };
      const nextFrame = () => (flush = frames.schedule(emit));
      const schedule = () => {
        const wait = emittedAt + gapMs - clock.now();
        flush = wait > 0 ? clock.schedule(nextFrame, wait) : frames.schedule(emit);
      };
      const subscription = source$.subscribe({
        next: (value) => {
          batch.push(value);
          if (!subscribing && !flush) schedule();
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => {
          flush?.unsubscribe();
          emit();
          subscriber.complete();
        },
      });
      subscribing = false;
      emit();
      return () => {
        subscription.unsubscribe();
        flush?.unsubscribe();
      };
    });
}

/**
 * Latest wins per frame: of the values that arrive before the next frame of `frames`, only the last is
 * passed on, at that frame (what is replayed on subscribing passes at once, see {@link perFrame}). A burst
 * of status pushes within one frame therefore costs one emission, and the components it feeds one React
 * commit: their updates land in one frame callback, which React renders as one.
 */
export function latestPerFrame<T>(frames: SchedulerLike): MonoTypeOperatorFunction<T> {
  return (source$) =>
    source$.pipe(
      perFrame(frames),
      map((values) => values[values.length - 1] as T),
    );
}

/** What remembering a status writes to. */
export interface StatusMemory {
  readonly legacy: Pick<LegacyKeys, 'playing' | 'playlist'>;
  readonly selection: Pick<SelectionService, 'nameZone'>;
}

/**
 * Keeps what other screens read from each status (spec §4 Play state): `nowPlaying`, the zone's name (the
 * selection) and `playlistName`. Emits nothing.
 */
export function rememberStatus$(status$: Observable<PlayerStatus>, memory: StatusMemory): Observable<never> {
  return status$.pipe(
    tap((status) => {
      memory.legacy.playing(status.PlayState === 1);
      memory.selection.nameZone(status.Name);
      memory.legacy.playlist(status.Playlist);
    }),
    ignoreElements(),
  );
}
