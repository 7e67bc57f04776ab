import {
  asyncScheduler,
  catchError,
  debounceTime,
  defer,
  EMPTY,
  filter,
  finalize,
  fromEvent,
  ignoreElements,
  map,
  merge,
  of,
  tap,
  scan,
  startWith,
  switchMap,
  type Observable,
} from 'rxjs';
import * as v from 'valibot';
import { OVERVIEW_MEMORY_SAVE_MS } from '../../../config/timing';
import type { PlayerListItem } from '../../../lib/api/schemas';
import { PlayerCommand } from '../../../lib/player/commands';
import { ChannelSettings, DownloadStatus, PlayerStatus } from '../../../lib/player/replies';
import type { ZoneMemory } from '../../../lib/storage/zone-memory';
import { isOnline } from '../../../lib/player/groups';
import { linkRestored$ } from '../../../lib/zone/link.streams';
import { frameScheduler, perFrame } from '../../../lib/zone/zone-status.streams';
import type { TimedStatus } from '../../../lib/zone/zone.streams';
import { orLastKnown } from './last-known.streams';
import { joinsAhead$, leaveGroups, requestRound$ } from './round.streams';
import {
  groupOf,
  playerOfGroup,
  type OverviewControl,
  type OverviewControls,
  type OverviewDeps,
  type OverviewEvent,
  type OverviewState,
  type OverviewZone,
  type PlayerHealth,
} from './zones';

export { paced } from './requests.streams';
export { requestRound$ } from './round.streams';

/**
 * A player's zones as the player list gives them: NoOfChannels of them (at least one), named as `memory`
 * last knew them until their first status; an offline player's say when they were last heard.
 */
function zonesOf(player: PlayerListItem, memory?: ZoneMemory, lastKnown = false): OverviewZone[] {
  const count = Math.max(1, player.NoOfChannels);
  return Array.from({ length: count }, (_, i) => {
    const group = groupOf(player, i + 1);
    const known = memory?.recall(group);
    return {
      group,
      zoneIndex: i + 1,
      zoneName: known?.name ?? '',
      player,
      site: player.PropertyName,
      state:
        isOnline(player) && !lastKnown
          ? { kind: 'loading' }
          : known
            ? { kind: 'offline', heardAt: known.heardAt }
            : { kind: 'offline' },
    };
  });
}

/** `zones` with every zone of `player` carrying `health` (the other zones the same objects). */
function withHealth(
  zones: readonly OverviewZone[],
  player: string,
  health: PlayerHealth,
): readonly OverviewZone[] {
  const at = positionsOf(zones);
  const result = zones.slice();
  for (let index = 1; ; index++) {
    const i = at.get(`${player}-${index}`);
    const zone = i === undefined ? undefined : result[i];
    if (i === undefined || !zone) break;
    result[i] = { ...zone, health };
  }
  positions.set(result, at);
  return result;
}

function reduce(zones: readonly OverviewZone[], event: OverviewEvent): readonly OverviewZone[] {
  switch (event.t) {
    case 'players':
      return event.players.flatMap((player) => zonesOf(player, event.memory));
    case 'health':
      return withHealth(zones, event.player, event.health);
    case 'volume': {
      const at = positionsOf(zones);
      const i = at.get(event.group);
      const zone = i === undefined ? undefined : zones[i];
      if (i === undefined || !zone || zone.volume === event.volume) return zones;
      const result = zones.slice();
      result[i] = { ...zone, volume: event.volume };
      positions.set(result, at);
      return result;
    }
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
 * Each time the page of `win` is hidden: its document turned hidden (`visibilitychange`: a tab switched,
 * the app left on a phone) or the page is being unloaded (`pagehide`: a reload, a navigation away).
 */
export function pageHidden$(win: Window): Observable<Event> {
  return merge(
    fromEvent(win.document, 'visibilitychange').pipe(filter(() => win.document.hidden)),
    fromEvent(win, 'pagehide'),
  );
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
 * The fleet overview (spec §2 Player selector, §4 Play state, §9): loads GET api/Player/list, lists
 * every zone of every player (offline players' zones as `offline`, named and dated as `memory` last
 * knew them; a player's zones are the player list's NoOfChannels), then asks each online zone's status
 * (command 0) on the one hub connection, the zones on screen first, then each online player's health
 * (command 745), at most OVERVIEW_REQUESTS_IN_FLIGHT requests at a time ({@link requestRound$}; the
 * groups joined ahead of them, as many at a time, see {@link joinsAhead$}), and follows every status
 * and health pushed afterwards. Each status is remembered in `memory` (stored once no status has
 * arrived for OVERVIEW_MEMORY_SAVE_MS, when `hidden$` says the page is hidden, and when the overview
 * closes).
 * Each time the hub is connected again after having been connected (`linkRestored$`: a recovery or a
 * new connection, whose missed pushes no one replays), it asks them all again at the same pace, as
 * the player screen asks its zone's. Emits at most one state per frame of `frames` (what arrived in
 * the frame, statuses latest-wins per zone); the first state at once. Unsubscribing leaves every group
 * the overview joined except the tab's selected zone's. Never errors: a failed player list is `failed`.
 * With `offline`, each loaded list is remembered, and a failed load shows it offline ({@link orLastKnown}).
 */
export function overview$(
  deps: OverviewDeps,
  controls = createOverviewControls(deps),
): Observable<OverviewState> {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const frames = frameScheduler(deps.scheduler, deps.frames);
  const visible$ = deps.visible$ ?? of([]);
  const { memory, offline } = deps;
  const load$ = defer(() => deps.api.get$('api/Player/list', 'PlayerList')).pipe(
    tap((players) => offline?.lastKnown.remember(players)),
    // switchMap: one player list per visit.
    switchMap((players) => {
      const online = players.filter(isOnline);
      const onlineZones = online.flatMap((player) => zonesOf(player));
      const groups = new Set(onlineZones.map((zone) => zone.group));
      const parsed$ = deps.replies$.pipe(filter((reply) => groups.has(reply.group)));
      const statuses$ = parsed$.pipe(
        filter((reply) => reply.command === PlayerCommand.Status),
        map((reply) => ({ group: reply.group, parsed: v.safeParse(PlayerStatus, reply.response) })),
        filter(({ parsed }) => parsed.success),
        map(({ group, parsed }): OverviewEvent => {
          const status = parsed.output as PlayerStatus;
          const receivedAt = scheduler.now();
          if (status.Name) memory?.remember(group, status.Name, receivedAt);
          return { t: 'status', group, timed: { status, receivedAt } };
        }),
      );
      const health$ = parsed$.pipe(
        filter((reply) => reply.command === PlayerCommand.DownloadStatus),
        map((reply) => ({ group: reply.group, parsed: v.safeParse(DownloadStatus, reply.response) })),
        filter(({ parsed }) => parsed.success),
        map(({ group, parsed }): OverviewEvent => ({
          t: 'health',
          player: playerOfGroup(group),
          health: parsed.output as PlayerHealth,
        })),
      );
      const volumes$ = parsed$.pipe(
        filter((reply) => reply.command === PlayerCommand.LoadChannelSettings),
        map((reply) => ({ group: reply.group, parsed: v.safeParse(ChannelSettings, reply.response) })),
        map(({ group, parsed }) => ({ group, volume: parsed.success ? parsed.output.Volume : undefined })),
        filter((found): found is { group: string; volume: number } => typeof found.volume === 'number'),
        map(({ group, volume }): OverviewEvent => ({ t: 'volume', group, volume })),
      );
      const round$ = () => requestRound$(onlineZones, online, controls, visible$);
      // switchMap: a newer reconnection starts the round again.
      const again$ = linkRestored$(deps.hub.state$).pipe(switchMap(round$));
      // Stored once the statuses have stopped for OVERVIEW_MEMORY_SAVE_MS, not while they arrive (a
      // store writes every zone's entry: a pass over the fleet), and when the page is hidden.
      const save$ = memory
        ? merge(
            parsed$.pipe(
              filter((reply) => reply.command === PlayerCommand.Status),
              debounceTime(OVERVIEW_MEMORY_SAVE_MS, scheduler),
            ),
            deps.hidden$ ?? EMPTY,
          ).pipe(
            tap(() => memory.save()),
            ignoreElements(),
          )
        : EMPTY;
      return merge(
        statuses$,
        health$,
        volumes$,
        joinsAhead$(onlineZones, controls, visible$),
        round$(),
        again$,
        save$,
      ).pipe(
        startWith<OverviewEvent>({ t: 'players', players, memory }),
        // One state per frame of the screen: a burst of status pushes costs one pass and one React commit.
        perFrame(frames),
        scan(reduceFrame, [] as readonly OverviewZone[]),
        map((zones): OverviewState => ({ kind: 'loaded', zones })),
        finalize(() => {
          memory?.save();
          leaveGroups(deps, controls);
        }),
      );
    }),
    catchError((error: unknown) => of<OverviewState>({ kind: 'failed', error })),
  );
  const lastKnown = (players: readonly PlayerListItem[]) =>
    players.flatMap((player) => zonesOf(player, memory, true));
  return orLastKnown(load$, offline, lastKnown).pipe(startWith<OverviewState>({ kind: 'loading' }));
}
