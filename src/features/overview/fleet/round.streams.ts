import { catchError, concat, EMPTY, filter, ignoreElements, map, merge, type Observable } from 'rxjs';
import { COMMAND_TIMEOUT_MS, OVERVIEW_REQUESTS_IN_FLIGHT } from '../../../config/timing';
import type { PlayerListItem } from '../../../lib/api/schemas';
import type { HubClient } from '../../../lib/hub/types';
import { buildRequest, PlayerCommand, type PlayerCommandCode } from '../../../lib/player/commands';
import type { ZoneReply } from '../../../lib/player/zone-replies';
import { groupOf, type OverviewControls, type OverviewDeps, type OverviewZone } from './zones';
import { answeredInTurn, type Turns } from './requests.streams';
import type { FleetEvent } from './fleet-state';

/** What one round of the overview's requests needs. */
export interface RoundDeps {
  readonly hub: Pick<HubClient, 'joinGroup' | 'sendToGroup'>;
  /** The fleet's zone replies (each read once, shared): what answers a request. */
  readonly answers$: Observable<ZoneReply>;
  /** The groups this overview has joined: a status request joins its zone's group first, once. */
  readonly joined: Set<string>;
  /** Pacing: the zones on screen (`first$`) and the clock; the turns and the deadline are the overview's. */
  readonly turns: Pick<Turns, 'first$' | 'scheduler'>;
}

/** The group of each answer of kind `t` (a status, a player's health, a zone's volume). */
const answersOf = (deps: RoundDeps, t: ZoneReply['t']): Observable<string> =>
  deps.answers$.pipe(
    filter((reply) => reply.t === t),
    map((reply) => reply.group),
  );

/**
 * Writes `command` to zone `zoneIndex` of `group`, fire-and-forget (its reply is its acknowledgement; a
 * reconnection asks again), after a fire-and-forget join of the group when `join` (written first on the same
 * connection, so it has taken when the request is answered: docs/hub-protocol.md §2). Completes once written.
 */
function write$(
  deps: RoundDeps,
  group: string,
  zoneIndex: number,
  command: PlayerCommandCode,
  join: boolean,
): Observable<never> {
  const send$ = deps.hub
    .sendToGroup(group, buildRequest(command, [], zoneIndex), { noEcho: true, fireAndForget: true })
    .pipe(ignoreElements());
  if (!join || deps.joined.has(group)) return send$;
  deps.joined.add(group);
  return concat(deps.hub.joinGroup(group, { fireAndForget: true }).pipe(ignoreElements()), send$);
}

/** The turns of a round: OVERVIEW_REQUESTS_IN_FLIGHT at a time, each answered within COMMAND_TIMEOUT_MS. */
const turnsOf = (deps: RoundDeps): Turns => ({
  ...deps.turns,
  inFlight: OVERVIEW_REQUESTS_IN_FLIGHT,
  deadlineMs: COMMAND_TIMEOUT_MS,
});

/**
 * One round of the overview's requests (spec §2 Player selector, §9): each online zone's status
 * (command 0, its group joined first), the zones on screen first (`turns.first$`, re-ordered as it
 * changes), then, once every status is answered or given up, each online player's health (command 745, on
 * its first zone's group), in the player list's order, then each zone's volume (its channel settings,
 * command 802, the status shows none), the zones on screen first; every request fire-and-forget, at most
 * OVERVIEW_REQUESTS_IN_FLIGHT waiting for their answer at a time ({@link answeredInTurn}). The status names
 * the zone (`Name`), so no zone list (command 741) is asked: one round trip per zone. Emits the zones whose
 * status did not come within COMMAND_TIMEOUT_MS (or could not be written) as `silent`; a player or a zone
 * that does not give its health or volume is left as it is (its status already tells whether it answers).
 */
export function requestRound$(
  zones: readonly OverviewZone[],
  players: readonly PlayerListItem[],
  deps: RoundDeps,
): Observable<FleetEvent> {
  const byGroup = new Map(zones.map((zone) => [zone.group, zone]));
  const groups = zones.map((zone) => zone.group);
  const zoneIndex = (group: string) => byGroup.get(group)?.zoneIndex ?? 1;
  const firstZones = new Map(players.map((player) => [groupOf(player, 1), player]));
  return concat(
    answeredInTurn(
      groups,
      (group) => write$(deps, group, zoneIndex(group), PlayerCommand.Status, true),
      answersOf(deps, 'status'),
      turnsOf(deps),
    ).pipe(map((silent): FleetEvent => ({ t: 'silent', groups: silent }))),
    answeredInTurn(
      [...firstZones.keys()],
      (group) => write$(deps, group, 1, PlayerCommand.DownloadStatus, false),
      answersOf(deps, 'health'),
      { ...turnsOf(deps), first$: EMPTY },
    ).pipe(ignoreElements()),
    answeredInTurn(
      groups,
      (group) => write$(deps, group, zoneIndex(group), PlayerCommand.LoadChannelSettings, false),
      answersOf(deps, 'volume'),
      turnsOf(deps),
    ).pipe(ignoreElements()),
  );
}

/**
 * Leaves the groups the overview joined (`joined`) and those of every control it created, except the tab's
 * selected zone's.
 */
export function leaveGroups(
  deps: Pick<OverviewDeps, 'selection' | 'hub'>,
  joined: ReadonlySet<string>,
  controls: OverviewControls,
): void {
  const kept = deps.selection.current()?.zone.group;
  const leaving = new Set([...joined, ...controls.all().map((control) => control.group)]);
  if (kept !== undefined) leaving.delete(kept);
  if (!leaving.size) return;
  // Fire and forget: the screen is gone; a failed leave is harmless (the group goes with the connection).
  // eslint-disable-next-line rxjs-x/no-ignored-subscription
  merge(...[...leaving].map((group) => deps.hub.leaveGroup(group).pipe(catchError(() => EMPTY)))).subscribe();
}
