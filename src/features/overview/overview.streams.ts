import {
  asyncScheduler,
  catchError,
  defer,
  EMPTY,
  filter,
  finalize,
  from,
  ignoreElements,
  map,
  merge,
  mergeMap,
  of,
  scan,
  startWith,
  switchMap,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import * as v from 'valibot';
import { OVERVIEW_REQUESTS_IN_FLIGHT } from '../../config/timing';
import type { ApiClient } from '../../lib/api/api-client';
import type { PlayerListItem } from '../../lib/api/schemas';
import type { HubClient } from '../../lib/hub/types';
import { PlayerCommand } from '../../lib/player/commands';
import type { PlayerReply } from '../../lib/player/envelope';
import { playerKey } from '../../lib/player/groups';
import { PlayerStatus } from '../../lib/player/replies';
import type { SelectionService } from '../../lib/selection/selection';
import { linkRestored$ } from '../../lib/zone/link.streams';
import { frameScheduler, perFrame } from '../../lib/zone/zone-status.streams';
import type { TimedStatus, ZoneControl, ZoneDeps } from '../../lib/zone/zone.streams';

/**
 * What one zone of the overview shows (spec §2 Player selector, §4 Play state), a union on `kind`:
 * `loading` until its first status, `live` with the latest status and when it arrived (scheduler time,
 * ms), `not-answering` when its request got no reply within COMMAND_TIMEOUT_MS (a later status makes it
 * live again), `offline` when the player list says its player is offline.
 */
export type ZoneState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'live'; readonly status: PlayerStatus; readonly receivedAt: number }
  | { readonly kind: 'not-answering' }
  | { readonly kind: 'offline' };

/** One zone of the fleet: where it is, what it is called and its state. `group` identifies it. */
export interface OverviewZone {
  /** The zone's hub group (`<player key>-<zone number>`): its identity in the overview. */
  readonly group: string;
  /** The 1-based zone number (spec §3 ChannelIndex). */
  readonly zoneIndex: number;
  /** The zone's name: from its status, else the zone list (command 741); '' while neither is known. */
  readonly zoneName: string;
  readonly player: PlayerListItem;
  /** The player's site (the player list's PropertyName; '' when it has none). */
  readonly site: string;
  readonly state: ZoneState;
}

/** The overview as a screen state, a union on `kind`. */
export type OverviewState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly zones: readonly OverviewZone[] }
  | { readonly kind: 'failed'; readonly error: unknown };

/** A zone control as the overview uses it: its group's join and its commands. */
export type OverviewControl = Pick<ZoneControl, 'group' | 'join$' | 'command'>;

/** What the overview needs: the player list, the one hub connection, the selection and a zone control factory. */
export interface OverviewDeps {
  readonly api: Pick<ApiClient, 'get$'>;
  readonly hub: Pick<HubClient, 'joinGroup' | 'leaveGroup' | 'sendToGroup' | 'state$'>;
  readonly replies$: Observable<PlayerReply>;
  /** The tab's selection: its zone's group is not left when the overview closes. */
  readonly selection: Pick<SelectionService, 'current'>;
  /** `createZoneControl` (src/lib/zone/zone.streams.ts), loaded with the zone control's code. */
  readonly createControl: (deps: ZoneDeps) => ZoneControl;
  readonly scheduler?: SchedulerLike;
  /** The screen's frames, which the overview's states are paced by (default: see {@link frameScheduler}). */
  readonly frames?: SchedulerLike;
}

/** True when a player reports itself online (spec §3 ConnectivityStatus "Online"). */
export function isOnline(player: Pick<PlayerListItem, 'ConnectivityStatus'>): boolean {
  return player.ConnectivityStatus === 'Online';
}

/** The hub group of zone `zoneIndex` (1-based) of `player`. */
export function groupOf(
  player: Pick<PlayerListItem, 'LicenceKey' | 'MacAddress'>,
  zoneIndex: number,
): string {
  return `${playerKey(player.LicenceKey, player.MacAddress)}-${zoneIndex}`;
}

/** What changes the overview: the player list, a zone's status, zones that stayed silent. */
export type OverviewEvent =
  | { readonly t: 'players'; readonly players: readonly PlayerListItem[] }
  | { readonly t: 'status'; readonly group: string; readonly timed: TimedStatus }
  | { readonly t: 'silent'; readonly groups: readonly string[] };

/** A player's zones as the player list gives them: NoOfChannels of them (at least one), named by their first status. */
function zonesOf(player: PlayerListItem): OverviewZone[] {
  const count = Math.max(1, player.NoOfChannels);
  return Array.from({ length: count }, (_, i) => ({
    group: groupOf(player, i + 1),
    zoneIndex: i + 1,
    zoneName: '',
    player,
    site: player.PropertyName,
    state: isOnline(player) ? { kind: 'loading' } : { kind: 'offline' },
  }));
}

function reduce(zones: readonly OverviewZone[], event: OverviewEvent): readonly OverviewZone[] {
  switch (event.t) {
    case 'players':
      return event.players.flatMap(zonesOf);
    case 'status':
      return withStatuses(zones, new Map([[event.group, event.timed]]));
    case 'silent':
      return zones.map((zone) =>
        event.groups.includes(zone.group) && zone.state.kind === 'loading'
          ? { ...zone, state: { kind: 'not-answering' } }
          : zone,
      );
  }
}

/**
 * Where each group is in a zones array, kept for the arrays made from it by {@link withStatuses} (same
 * zones, same order), so a frame's statuses find their zones without a pass over the fleet.
 */
const positions = new WeakMap<readonly OverviewZone[], ReadonlyMap<string, number>>();

function positionsOf(zones: readonly OverviewZone[]): ReadonlyMap<string, number> {
  let found = positions.get(zones);
  if (!found) {
    found = new Map(zones.map((zone, i) => [zone.group, i]));
    positions.set(zones, found);
  }
  return found;
}

/**
 * `zones` with the zones of `statuses` live on their status; the other zones stay as they are (the
 * same objects, in a copy of the array: a frame's statuses cost their own zones, not the fleet's).
 */
function withStatuses(
  zones: readonly OverviewZone[],
  statuses: ReadonlyMap<string, TimedStatus>,
): readonly OverviewZone[] {
  const at = positionsOf(zones);
  const result = zones.slice();
  for (const [group, timed] of statuses) {
    const i = at.get(group);
    const zone = i === undefined ? undefined : result[i];
    if (i === undefined || !zone) continue;
    result[i] = {
      ...zone,
      zoneName: timed.status.Name || zone.zoneName,
      state: { kind: 'live', status: timed.status, receivedAt: timed.receivedAt },
    };
  }
  positions.set(result, at);
  return result;
}

/**
 * Applies one frame's events in order, the status events between two others at once (latest wins per
 * zone, one copy of the zones array), so a frame costs one copy however many statuses it brought.
 */
export function reduceFrame(
  zones: readonly OverviewZone[],
  events: readonly OverviewEvent[],
): readonly OverviewZone[] {
  let result = zones;
  const statuses = new Map<string, TimedStatus>();
  const applyStatuses = () => {
    if (!statuses.size) return;
    result = withStatuses(result, statuses);
    statuses.clear();
  };
  for (const event of events) {
    if (event.t === 'status') {
      statuses.set(event.group, event.timed);
      continue;
    }
    applyStatuses();
    result = reduce(result, event);
  }
  applyStatuses();
  return result;
}

/**
 * Runs `tasks` with at most `inFlight` subscribed at once, in order (the overview's pacing, spec §9:
 * a 300-zone account never sends 300 requests in one burst). Values of every task are merged.
 */
export function paced<T>(tasks: readonly Observable<T>[], inFlight: number): Observable<T> {
  // mergeMap with a concurrency limit: a fixed number of requests in flight, the rest wait their turn.
  return from(tasks).pipe(mergeMap((task) => task, inFlight));
}

/** The controls the overview created, by group, and the groups it joined (to leave them). */
export interface OverviewControls {
  /** The control of `group`, created on first use with the overview's dependencies. */
  control(group: string, zoneIndex: number): OverviewControl;
  /** Every control created so far. */
  all(): readonly OverviewControl[];
}

const noLegacy = { playing: () => undefined, playlist: () => undefined };
const noNaming = { nameZone: () => undefined };

/**
 * A registry of zone controls on the one hub connection. The controls only send commands and read
 * statuses: their `run$` is never subscribed, so the overview never writes the tab's legacy keys nor
 * names the tab's selected zone.
 */
export function createOverviewControls(deps: OverviewDeps): OverviewControls {
  const controls = new Map<string, OverviewControl>();
  return {
    control(group, zoneIndex) {
      let control = controls.get(group);
      if (!control) {
        control = deps.createControl({
          hub: deps.hub,
          replies$: deps.replies$,
          legacy: noLegacy,
          selection: noNaming,
          group,
          zoneIndex,
          scheduler: deps.scheduler ?? asyncScheduler,
        });
        controls.set(group, control);
      }
      return control;
    },
    all: () => [...controls.values()],
  };
}

/**
 * The status request of one zone (command 0; its control joins its group first): nothing when the zone
 * answers (the answer arrives as a status reply), `silent` when no answer comes within
 * COMMAND_TIMEOUT_MS or the send fails. The status names the zone (`Name`), so no zone list (command 741)
 * is asked: one round trip per zone.
 */
function zoneRequest$(zone: OverviewZone, controls: OverviewControls): Observable<OverviewEvent> {
  const control = controls.control(zone.group, zone.zoneIndex);
  return control.command(PlayerCommand.Status, { schema: PlayerStatus }).pipe(
    ignoreElements(),
    catchError(() => of<OverviewEvent>({ t: 'silent', groups: [zone.group] })),
  );
}

/**
 * The joins of the zones' groups, in order, at most OVERVIEW_REQUESTS_IN_FLIGHT waiting for the hub's ack
 * at a time: they run ahead of the status requests, which then wait for no join of their own (each
 * request would otherwise take two round trips). A failed join is left to the zone's request, which
 * tries it again and fails as `silent`. Emits nothing.
 */
function joinsAhead$(zones: readonly OverviewZone[], controls: OverviewControls): Observable<never> {
  return paced(
    zones.map((zone) =>
      defer(() => controls.control(zone.group, zone.zoneIndex).join$).pipe(
        ignoreElements(),
        catchError(() => EMPTY),
      ),
    ),
    OVERVIEW_REQUESTS_IN_FLIGHT,
  );
}

/**
 * The fleet overview (spec §2 Player selector, §4 Play state, §9): loads GET api/Player/list, lists
 * every zone of every player (offline players' zones as `offline`; a player's zones are the player
 * list's NoOfChannels), then asks each online zone's status (command 0) on the one hub connection, at
 * most OVERVIEW_REQUESTS_IN_FLIGHT requests at a time (the groups joined ahead of them, as many at a
 * time, see {@link joinsAhead$}), and follows every status pushed afterwards.
 * Each time the hub is connected again after having been connected (`linkRestored$`: a recovery or a
 * new connection, whose missed pushes no one replays), it asks them all again at the same pace, as
 * the player screen asks its zone's. Emits at most one state per frame of `frames` (what arrived in
 * the frame, statuses latest-wins per zone); the first state at once. Unsubscribing leaves every group
 * the overview joined except the tab's selected zone's. Never errors: a failed player list is `failed`.
 */
export function overview$(
  deps: OverviewDeps,
  controls = createOverviewControls(deps),
): Observable<OverviewState> {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const frames = frameScheduler(deps.scheduler, deps.frames);
  return deps.api.get$('api/Player/list', 'PlayerList').pipe(
    // switchMap: one player list per visit.
    switchMap((players) => {
      const online = players.filter(isOnline);
      const onlineZones = online.flatMap(zonesOf);
      const groups = new Set(onlineZones.map((zone) => zone.group));
      const statuses$ = deps.replies$.pipe(
        filter((reply) => reply.command === PlayerCommand.Status && groups.has(reply.group)),
        map((reply) => ({ group: reply.group, parsed: v.safeParse(PlayerStatus, reply.response) })),
        filter(({ parsed }) => parsed.success),
        map(({ group, parsed }): OverviewEvent => ({
          t: 'status',
          group,
          timed: { status: parsed.output as PlayerStatus, receivedAt: scheduler.now() },
        })),
      );
      const requests$ = () =>
        paced(
          onlineZones.map((zone) => defer(() => zoneRequest$(zone, controls))),
          OVERVIEW_REQUESTS_IN_FLIGHT,
        );
      // switchMap: a newer reconnection starts the round again.
      const again$ = linkRestored$(deps.hub.state$).pipe(switchMap(requests$));
      return merge(statuses$, joinsAhead$(onlineZones, controls), requests$(), again$).pipe(
        startWith<OverviewEvent>({ t: 'players', players }),
        // One state per frame of the screen: a burst of status pushes costs one pass and one React commit.
        perFrame(frames),
        scan(reduceFrame, [] as readonly OverviewZone[]),
        map((zones): OverviewState => ({ kind: 'loaded', zones })),
        finalize(() => leaveGroups(deps, controls)),
      );
    }),
    catchError((error: unknown) => of<OverviewState>({ kind: 'failed', error })),
    startWith<OverviewState>({ kind: 'loading' }),
  );
}

/** Leaves the groups of every control the overview created, except the tab's selected zone's. */
function leaveGroups(deps: OverviewDeps, controls: OverviewControls): void {
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
