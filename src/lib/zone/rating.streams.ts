import { asyncScheduler, concatMap, map, timer, type Observable, type SchedulerLike } from 'rxjs';
import { RATING_RELOAD_MS } from '../../config/timing';
import {
  disableToggleArgs,
  favouriteToggleArgs,
  PlayerCommand,
  type PlayerCommandCode,
} from '../player/commands';
import { CommandResult } from '../player/replies';
import type { CommandOptions } from '../player/send-command';

/** A user's rating toggle on one track: which flag, and the track's flags as shown now (spec §3 Track). */
export interface RatingIntent {
  readonly kind: 'favourite' | 'disable';
  readonly fileName: string;
  /** Track is a favourite now. */
  readonly favourite: boolean;
  /** Track is enabled now (spec §3: Enabled true means enabled). */
  readonly enabled: boolean;
}

/** Rating arguments of spec §4: favourite toggle 'file,true,!fav'; disable toggle 'file,false,false' or 'file,true,false'. */
export function ratingArgs(intent: RatingIntent): string[] {
  return intent.kind === 'favourite'
    ? favouriteToggleArgs(intent.fileName, intent.favourite)
    : disableToggleArgs(intent.fileName, intent.enabled);
}

/** How a rating is sent: a command whose failure is reported elsewhere and which then emits nothing. */
export type Attempt = (
  code: PlayerCommandCode,
  options: CommandOptions<typeof CommandResult>,
) => Observable<CommandResult>;

/**
 * Rating toggles (spec §4 Favourite/Disable toggle, §9): each intent sends command 723 with the spec's
 * arguments; RATING_RELOAD_MS after the player accepts it, emits the intent so the caller reloads
 * the playlist and requests the status. A failed rating emits nothing.
 */
export function ratings$(
  intents$: Observable<RatingIntent>,
  attempt: Attempt,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<RatingIntent> {
  return intents$.pipe(
    // concatMap: ratings are writes on the same flags; they must reach the player in order.
    concatMap((intent) =>
      attempt(PlayerCommand.Rating, { args: ratingArgs(intent), schema: CommandResult }).pipe(
        // concatMap: one delayed reload signal per accepted rating.
        concatMap(() => timer(RATING_RELOAD_MS, scheduler).pipe(map(() => intent))),
      ),
    ),
  );
}
