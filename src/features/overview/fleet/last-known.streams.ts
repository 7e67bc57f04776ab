import { concat, defer, of, switchMap, take, type Observable } from 'rxjs';
import type { PlayerListItem } from '../../../lib/api/schemas';
import { needsSignIn, type PlayersOffline } from '../../../lib/storage/last-known-players';
import type { OverviewState, OverviewZone } from './zones';

/**
 * The overview opened without a network (docs/architecture.md §11): `load$`'s states, but a `failed`
 * one, while the sign-in holds and a player list was remembered in `offline`, becomes a `loaded` state
 * marked `lastKnown` with `zonesOf` the remembered list; then the first `online` of `offline` subscribes
 * to `load$` again (live, or last known again if it fails again). Without `offline`, `load$` as it is.
 */
export function orLastKnown(
  load$: Observable<OverviewState>,
  offline: PlayersOffline | undefined,
  zonesOf: (players: readonly PlayerListItem[]) => readonly OverviewZone[],
): Observable<OverviewState> {
  if (!offline) return load$;
  const attempt$: Observable<OverviewState> = defer(() => load$).pipe(
    // switchMap: each state passes at once; only a failure's goes on to the next attempt.
    switchMap((state) => {
      const players = state.kind === 'failed' && !needsSignIn(state.error) && offline.lastKnown.recall();
      if (!players) return of(state);
      return concat(
        of<OverviewState>({ kind: 'loaded', zones: zonesOf(players), lastKnown: true }),
        offline.online$.pipe(
          take(1),
          switchMap(() => attempt$),
        ),
      );
    }),
  );
  return attempt$;
}
