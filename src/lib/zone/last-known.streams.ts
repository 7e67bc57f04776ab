import { distinctUntilChanged, ignoreElements, map, tap, type Observable } from 'rxjs';
import * as v from 'valibot';
import { PlayerStatus } from '../player/replies';
import type { LastKnownStore } from '../storage/last-known-status';

/** A stored status read as the player's status shape (spec §3 Player status); anything else is null. */
export function parseLastKnown(value: unknown): PlayerStatus | null {
  const parsed = v.safeParse(PlayerStatus, value);
  return parsed.success ? parsed.output : null;
}

/** The last known status of zone `group` in `store`, parsed; null when there is none or it is malformed (reported by the store). */
export function recallLastKnown(store: Pick<LastKnownStore, 'recall'>, group: string): PlayerStatus | null {
  return store.recall(group, parseLastKnown);
}

/**
 * What a last known status shows, as one string: the status without the track's position, which moves
 * with every push and is not shown from storage (the elapsed time waits for the live status).
 */
function shownPart(status: PlayerStatus): string {
  const track = status.NowPlaying;
  return JSON.stringify(track ? { ...status, NowPlaying: { ...track, PositionInSeconds: 0 } } : status);
}

/**
 * Keeps zone `group`'s live statuses in `store` as its last known status (docs/design.md "What loads when"): a
 * status is written when what it shows changed (another track, title, play state, rating, zone name…),
 * not for a position that moved on, so a burst of pushes costs no storage writes. Emits nothing.
 */
export function rememberLastKnown$(
  status$: Observable<PlayerStatus>,
  store: Pick<LastKnownStore, 'remember'>,
  group: string,
): Observable<never> {
  return status$.pipe(
    map((status) => ({ status, shown: shownPart(status) })),
    distinctUntilChanged((a, b) => a.shown === b.shown),
    tap(({ status }) => store.remember(group, status)),
    ignoreElements(),
  );
}
