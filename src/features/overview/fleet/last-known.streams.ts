import { concat, defer, of, switchMap, take, type Observable } from 'rxjs';
import { needsSignIn, type PlayersOffline } from '../../../lib/storage/last-known-players';
import type { ZoneMemory } from '../../../lib/storage/zone-memory';
import type { FleetEvent } from './fleet-state';

/**
 * The overview opened without a network (docs/architecture.md §11): `load$`'s events, but a `failed`
 * one, while the sign-in holds and a player list was remembered in `offline`, becomes that list's
 * `players` marked `lastKnown` (every zone offline, named and dated as `memory` knew it); then the first
 * `online` of `offline` subscribes to `load$` again (live, or last known again if it fails again).
 * Without `offline`, `load$` as it is.
 */
export function orLastKnown(
  load$: Observable<FleetEvent>,
  offline: PlayersOffline | undefined,
  memory?: ZoneMemory,
): Observable<FleetEvent> {
  if (!offline) return load$;
  const attempt$: Observable<FleetEvent> = defer(() => load$).pipe(
    // switchMap: each event passes at once; only a failure's goes on to the next attempt.
    switchMap((event) => {
      const players = event.t === 'failed' && !needsSignIn(event.error) && offline.lastKnown.recall();
      if (!players) return of(event);
      return concat(
        of<FleetEvent>({ t: 'players', players, lastKnown: true, ...(memory && { memory }) }),
        offline.online$.pipe(
          take(1),
          switchMap(() => attempt$),
        ),
      );
    }),
  );
  return attempt$;
}
