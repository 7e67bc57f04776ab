import { catchError, concat, defer, EMPTY, ignoreElements, merge, of, type Observable } from 'rxjs';
import { OVERVIEW_REQUESTS_IN_FLIGHT } from '../../../config/timing';
import type { PlayerListItem } from '../../../lib/api/schemas';
import { PlayerCommand } from '../../../lib/player/commands';
import { ChannelSettings, DownloadStatus, PlayerStatus } from '../../../lib/player/replies';
import { groupOf, type OverviewControls, type OverviewDeps, type OverviewZone } from './zones';
import { paced, prioritised } from './requests.streams';
import type { FleetEvent } from './fleet-state';

/**
 * The status request of one zone (command 0; its control joins its group first), published fire-and-forget
 * (its reply is its acknowledgement; a reconnection asks again): nothing when the zone answers (the answer
 * arrives as a status reply), `silent` when no answer comes within COMMAND_TIMEOUT_MS or the send fails.
 * The status names the zone (`Name`), so no zone list (command 741) is asked: one round trip per zone.
 */
function zoneRequest$(zone: OverviewZone, controls: OverviewControls): Observable<FleetEvent> {
  const control = controls.control(zone.group, zone.zoneIndex);
  return control.command(PlayerCommand.Status, { schema: PlayerStatus, fireAndForget: true }).pipe(
    ignoreElements(),
    catchError(() => of<FleetEvent>({ t: 'silent', groups: [zone.group] })),
  );
}

/**
 * The health request of one player (command 745, on its first zone's group): nothing, its answer arrives
 * as a reply like its pushes; a player that does not answer is left as it is (its zones' own requests
 * already tell whether they answer).
 */
function healthRequest$(player: PlayerListItem, controls: OverviewControls): Observable<never> {
  return defer(() =>
    controls
      .control(groupOf(player, 1), 1)
      .command(PlayerCommand.DownloadStatus, { schema: DownloadStatus, fireAndForget: true }),
  ).pipe(
    ignoreElements(),
    catchError(() => EMPTY),
  );
}

/**
 * The volume request of one zone (its channel settings, command 802): nothing, its answer arrives as a
 * reply like another client's; a zone that does not answer keeps no volume.
 */
function volumeRequest$(zone: OverviewZone, controls: OverviewControls): Observable<never> {
  return defer(() =>
    controls
      .control(zone.group, zone.zoneIndex)
      .command(PlayerCommand.LoadChannelSettings, { schema: ChannelSettings, fireAndForget: true }),
  ).pipe(
    ignoreElements(),
    catchError(() => EMPTY),
  );
}

/**
 * The joins of the zones' groups, at most OVERVIEW_REQUESTS_IN_FLIGHT waiting for the hub's ack at a time,
 * the zones on screen first (`visible$`, see {@link prioritised}): they run ahead of the status requests,
 * which then wait for no join of their own (each request would otherwise take two round trips). A failed
 * join is left to the zone's request, which tries it again and fails as `silent`. Emits nothing.
 */
export function joinsAhead$(
  zones: readonly OverviewZone[],
  controls: OverviewControls,
  visible$: Observable<readonly string[]>,
): Observable<never> {
  const byGroup = new Map(zones.map((zone) => [zone.group, zone]));
  return prioritised(
    zones.map((zone) => zone.group),
    (group) => {
      const zone = byGroup.get(group) as OverviewZone;
      return defer(() => controls.control(zone.group, zone.zoneIndex).join$).pipe(
        ignoreElements(),
        catchError(() => EMPTY),
      );
    },
    OVERVIEW_REQUESTS_IN_FLIGHT,
    visible$,
  );
}

/**
 * One round of the overview's requests: each online zone's status (command 0), the zones on screen
 * first (`visible$`, re-ordered as it changes), then, once every status request is done, each online
 * player's health (command 745), in the player list's order, then each zone's volume (its channel
 * settings, command 802), the zones on screen first; each under OVERVIEW_REQUESTS_IN_FLIGHT (the status
 * shows no volume). Emits the zones that stayed silent.
 */
export function requestRound$(
  zones: readonly OverviewZone[],
  players: readonly PlayerListItem[],
  controls: OverviewControls,
  visible$: Observable<readonly string[]>,
): Observable<FleetEvent> {
  const byGroup = new Map(zones.map((zone) => [zone.group, zone]));
  return concat(
    prioritised(
      zones.map((zone) => zone.group),
      (group) => zoneRequest$(byGroup.get(group) as OverviewZone, controls),
      OVERVIEW_REQUESTS_IN_FLIGHT,
      visible$,
    ),
    paced(
      players.map((player) => healthRequest$(player, controls)),
      OVERVIEW_REQUESTS_IN_FLIGHT,
    ),
    prioritised(
      zones.map((zone) => zone.group),
      (group) => volumeRequest$(byGroup.get(group) as OverviewZone, controls),
      OVERVIEW_REQUESTS_IN_FLIGHT,
      visible$,
    ),
  );
}

/** Leaves the groups of every control the overview created, except the tab's selected zone's. */
export function leaveGroups(deps: Pick<OverviewDeps, 'selection' | 'hub'>, controls: OverviewControls): void {
  const kept = deps.selection.current()?.zone.group;
  const leaving = controls
    .all()
    .map((control) => control.group)
    .filter((group) => group !== kept);
  if (!leaving.length) return;
  // Fire and forget: the screen is gone; a failed leave is harmless (the group goes with the connection).
  // eslint-disable-next-line rxjs-x/no-ignored-subscription
  merge(...leaving.map((group) => deps.hub.leaveGroup(group).pipe(catchError(() => EMPTY)))).subscribe();
}
