import { distinctUntilChanged, filter, map, merge, type Subscription } from 'rxjs';
import type { Services } from '../lib/services';
import type { Selection } from '../lib/selection/selection';
import type { PlayerRemotePlayerChange } from './player-remote';

/** What the host may know of a selection: names and numbers, no group ids, addresses or tokens. */
export function playerChangeDetail(selection: Selection | null): PlayerRemotePlayerChange {
  if (!selection) return null;
  const { player, zone } = selection;
  return {
    player: { name: player.name, licenceKey: player.licenceKey, zoneCount: player.zoneCount },
    zone: { index: zone.index, name: zone.name },
  };
}

const sameDetail = (a: PlayerRemotePlayerChange, b: PlayerRemotePlayerChange) =>
  JSON.stringify(a) === JSON.stringify(b);

const event = <T>(type: string, detail: T) =>
  new CustomEvent<T>(type, { bubbles: true, composed: true, detail });

/**
 * Tells the host what happens in the app, as DOM events on `target` (see `PlayerRemoteEventMap`):
 * `signedin` / `signedout` on each change of the sign-in state, `playerchange` on each change of the chosen
 * player or zone (its name included). The state found at mount is announced only when there is something to
 * announce (signed in; a player chosen). Until the returned subscription is ended.
 */
export function dispatchHostEvents(
  services: Pick<Services, 'session' | 'selection'>,
  target: EventTarget,
): Subscription {
  const signedIn$ = services.session.signedIn$.pipe(
    distinctUntilChanged(),
    filter((signedIn, index) => index > 0 || signedIn),
    map((signedIn) => event(signedIn ? 'signedin' : 'signedout', null)),
  );
  const player$ = services.selection.selection$.pipe(
    map(playerChangeDetail),
    distinctUntilChanged(sameDetail),
    filter((detail, index) => index > 0 || detail !== null),
    map((detail) => event('playerchange', detail)),
  );
  return merge(signedIn$, player$).subscribe((e) => target.dispatchEvent(e));
}
