import {
  asyncScheduler,
  catchError,
  combineLatest,
  concat,
  defer,
  EMPTY,
  map,
  of,
  startWith,
  switchMap,
  take,
  tap,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { SKELETON_MS } from '../../../config/timing';
import type { ApiClient } from '../../../lib/api/api-client';
import type { PlayerListItem } from '../../../lib/api/schemas';
import { WIDE_LAYOUT_MIN_WIDTH } from '../../../lib/list/paging';
import { needsSignIn, type PlayersOffline } from '../../../lib/storage/last-known-players';

export type { PlayersOffline };

/** The player list as a screen state (spec §2 Player selector), a union on `kind`. */
export type PlayersState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly players: readonly PlayerListItem[] }
  /**
   * The list as it last loaded, shown at once while this visit's load runs (docs/architecture.md §11): marked
   * as last known, its players not to be opened until the fresh list replaces it.
   */
  | { readonly kind: 'refreshing'; readonly players: readonly PlayerListItem[] }
  /** The load failed, but the list as it last loaded is there to show (marked, under the connection banner). */
  | { readonly kind: 'last-known'; readonly players: readonly PlayerListItem[]; readonly error: unknown }
  | { readonly kind: 'failed'; readonly error: unknown };

/**
 * Loads GET /api/Player/list for the selector (spec §2 "Loading skeleton for about 1.5 seconds on
 * entry", §9): `loading` first and for at least SKELETON_MS, then `loaded`, or `failed` (the screen
 * shows player-selector.ErrorMessage). With `offline` (docs/architecture.md §11), each loaded list is
 * remembered; a load that fails while the sign-in holds shows the remembered list as `last-known`, and
 * a failed load is tried again when the browser is back online. On the screen's `opening` load, when a
 * list is remembered, the screen starts with it (`refreshing`, no skeleton) and shows the fresh list (or
 * `last-known`) as soon as the load ends; a reload (Try again, impersonation) shows the skeleton. Never errors.
 */
export function players$(
  api: Pick<ApiClient, 'get$'>,
  scheduler: SchedulerLike = asyncScheduler,
  offline?: PlayersOffline,
  opening = true,
): Observable<PlayersState> {
  const list$: Observable<PlayersState> = defer(() =>
    api.get$('api/Player/list', 'PlayerList').pipe(
      tap((players) => offline?.lastKnown.remember(players)),
      map((players): PlayersState => ({ kind: 'loaded', players })),
      catchError((error: unknown) => {
        const players = needsSignIn(error) ? null : (offline?.lastKnown.recall() ?? null);
        const failed: PlayersState = players
          ? { kind: 'last-known', players, error }
          : { kind: 'failed', error };
        // switchMap: the first `online` after the failure starts the one new load.
        const again$ =
          offline && !needsSignIn(error)
            ? offline.online$.pipe(
                take(1),
                switchMap(() => list$),
              )
            : EMPTY;
        return concat(of(failed), again$);
      }),
    ),
  );
  return defer(() => {
    const remembered = opening ? offline?.lastKnown.recall() : null;
    // A remembered list stands in for the skeleton: the fresh one replaces it as soon as it is in.
    if (remembered) return list$.pipe(startWith<PlayersState>({ kind: 'refreshing', players: remembered }));
    return combineLatest([list$, timer(SKELETON_MS, scheduler)]).pipe(
      map(([state]) => state),
      startWith<PlayersState>({ kind: 'loading' }),
    );
  });
}

/** The brand logo shows after SKELETON_MS (1500 ms) of skeleton (spec §2 Selector header, §9): false, then true. */
export function logoReady$(scheduler: SchedulerLike = asyncScheduler): Observable<boolean> {
  return timer(SKELETON_MS, scheduler).pipe(
    map(() => true),
    startWith(false),
  );
}

/** From how many players the filter shows (spec §2, §9): 10 on narrow layouts, 11 on wide ones (wider than 1200 px). */
export function playerFilterThreshold(width: number): number {
  return width > WIDE_LAYOUT_MIN_WIDTH ? 11 : 10;
}
