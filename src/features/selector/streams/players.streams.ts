import { catchError, map, of, startWith, type Observable } from 'rxjs';
import type { ApiClient } from '../../../lib/api/api-client';
import { PlayerList, type PlayerListItem } from '../../../lib/api/schemas';

/** The player list as a screen state (spec §2 Player selector), a union on `kind`. */
export type PlayersState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly players: readonly PlayerListItem[] }
  | { readonly kind: 'failed'; readonly error: unknown };

/** Loads GET /api/Player/list; failures become `failed` (the screen shows player-selector.ErrorMessage). */
export function players$(api: Pick<ApiClient, 'get$'>): Observable<PlayersState> {
  return api.get$('api/Player/list', PlayerList).pipe(
    map((players): PlayersState => ({ kind: 'loaded', players })),
    catchError((error: unknown) => of<PlayersState>({ kind: 'failed', error })),
    startWith<PlayersState>({ kind: 'loading' }),
  );
}

/** True when a player reports itself online (spec §3 ConnectivityStatus "Online"). */
export function isOnline(player: Pick<PlayerListItem, 'ConnectivityStatus'>): boolean {
  return player.ConnectivityStatus === 'Online';
}

/** Filter threshold (spec §2, §9): 10 or more players on narrow layouts, 11 or more otherwise. */
export function showPlayerFilter(count: number, width: number): boolean {
  return count >= (width > 1200 ? 11 : 10);
}
