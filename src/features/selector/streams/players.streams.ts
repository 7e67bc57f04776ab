import {
  asyncScheduler,
  catchError,
  combineLatest,
  map,
  of,
  startWith,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { SKELETON_MS } from '../../../config/timing';
import type { ApiClient } from '../../../lib/api/api-client';
import type { PlayerListItem } from '../../../lib/api/schemas';
import { WIDE_LAYOUT_MIN_WIDTH } from '../../../lib/list/paging';

/** The player list as a screen state (spec §2 Player selector), a union on `kind`. */
export type PlayersState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly players: readonly PlayerListItem[] }
  | { readonly kind: 'failed'; readonly error: unknown };

/**
 * Loads GET /api/Player/list for the selector (spec §2 "Loading skeleton for about 1.5 seconds on
 * entry", §9): `loading` first and for at least SKELETON_MS, then `loaded`, or `failed` (the screen
 * shows player-selector.ErrorMessage). Never errors.
 */
export function players$(
  api: Pick<ApiClient, 'get$'>,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<PlayersState> {
  const list$ = api.get$('api/Player/list', 'PlayerList').pipe(
    map((players): PlayersState => ({ kind: 'loaded', players })),
    catchError((error: unknown) => of<PlayersState>({ kind: 'failed', error })),
  );
  return combineLatest([list$, timer(SKELETON_MS, scheduler)]).pipe(
    map(([state]) => state),
    startWith<PlayersState>({ kind: 'loading' }),
  );
}

/** The brand logo shows after SKELETON_MS (1500 ms) of skeleton (spec §2 Selector header, §9): false, then true. */
export function logoReady$(scheduler: SchedulerLike = asyncScheduler): Observable<boolean> {
  return timer(SKELETON_MS, scheduler).pipe(
    map(() => true),
    startWith(false),
  );
}

/** True when a player reports itself online (spec §3 ConnectivityStatus "Online"). */
export function isOnline(player: Pick<PlayerListItem, 'ConnectivityStatus'>): boolean {
  return player.ConnectivityStatus === 'Online';
}

/** From how many players the filter shows (spec §2, §9): 10 on narrow layouts, 11 on wide ones (wider than 1200 px). */
export function playerFilterThreshold(width: number): number {
  return width > WIDE_LAYOUT_MIN_WIDTH ? 11 : 10;
}
