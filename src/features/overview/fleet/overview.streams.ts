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
  share,
  startWith,
  switchMap,
  tap,
  type Observable,
} from 'rxjs';
import { OVERVIEW_MEMORY_SAVE_MS } from '../../../config/timing';
import { isOnline } from '../../../lib/player/groups';
import { zoneReplies$ } from '../../../lib/player/zone-replies';
import { linkRestored$ } from '../../../lib/zone/link.streams';
import { zonesOf, type FleetEvent } from './fleet-state';
import { orLastKnown } from './last-known.streams';
import { leaveGroups, requestRound$ } from './round.streams';
import {
  playerOfGroup,
  type OverviewControl,
  type OverviewControls,
  type OverviewDeps,
  type ZoneVolume,
} from './zones';

export { paced } from './requests.streams';
export { requestRound$ } from './round.streams';

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
 * What changes the fleet overview (spec §2 Player selector, §4 Play state, §9), as {@link FleetEvent}s:
 * loads GET api/Player/list (`players`: every zone of every player, offline players' zones as `offline`,
 * named and dated as `memory` last knew them; a player's zones are the player list's NoOfChannels), then
 * asks each online zone's status (command 0) on the one hub connection, the zones on screen first, then
 * each online player's health (command 745) and each zone's volume (802), at most
 * OVERVIEW_REQUESTS_IN_FLIGHT requests waiting for their answer at a time, every request and each zone's
 * join fire-and-forget ({@link requestRound$}), and follows every status, health and volume pushed
 * afterwards, each read off `replies$` by {@link zoneReplies$} straight to its zone; each volume of
 * `volumes$` (a bulk run's, that the zone took) is that zone's volume. Each status is remembered in `memory`
 * (stored once no status has arrived for OVERVIEW_MEMORY_SAVE_MS, when `hidden$` says the page is hidden,
 * and when the overview closes). Each time the hub is connected again after having been connected
 * (`linkRestored$`: a recovery or a new connection, whose missed pushes no one replays), it asks them all
 * again at the same pace, as the player screen asks its zone's. Unsubscribing leaves every group the
 * overview joined except the tab's selected zone's. Never errors: a failed player list is `failed`; with
 * `offline`, each loaded list is remembered, and a failed load lists it offline ({@link orLastKnown}).
 */
export function fleetEvents$(
  deps: Omit<OverviewDeps, 'createControl'>,
  controls: OverviewControls,
  volumes$: Observable<ZoneVolume> = EMPTY,
): Observable<FleetEvent> {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const visible$ = deps.visible$ ?? of([]);
  const { memory, offline } = deps;
  const load$ = defer(() => deps.api.get$('api/Player/list', 'PlayerList')).pipe(
    tap((players) => offline?.lastKnown.remember(players)),
    // switchMap: one player list per visit.
    switchMap((players) => {
      const online = players.filter(isOnline);
      const onlineZones = online.flatMap((player) => zonesOf(player));
      const groups = new Set(onlineZones.map((zone) => zone.group));
      // Read once, shared: by the fleet's state and by the round, whose requests they answer.
      const answers$ = zoneReplies$(
        deps.replies$.pipe(filter((reply) => groups.has(reply.group))),
        scheduler,
      ).pipe(
        tap((reply) => {
          if (reply.t === 'status' && reply.timed.status.Name)
            memory?.remember(
              reply.group,
              reply.timed.status.Name,
              reply.timed.receivedAt,
              reply.timed.status.PlayState,
            );
        }),
        share(),
      );
      const replies$ = answers$.pipe(
        map((reply): FleetEvent =>
          reply.t === 'health' ? { ...reply, player: playerOfGroup(reply.group) } : reply,
        ),
      );
      const settled$ = volumes$.pipe(
        map(({ group, volume }): FleetEvent => ({ t: 'volume', group, volume })),
      );
      const joined = new Set<string>();
      const round = { hub: deps.hub, answers$, joined, turns: { first$: visible$, scheduler } };
      const round$ = () => requestRound$(onlineZones, online, round);
      // switchMap: a newer reconnection starts the round again.
      const again$ = linkRestored$(deps.hub.state$).pipe(switchMap(round$));
      // Stored once the statuses have stopped for OVERVIEW_MEMORY_SAVE_MS, not while they arrive (a
      // store writes every zone's entry: a pass over the fleet), and when the page is hidden.
      const save$ = memory
        ? merge(
            replies$.pipe(
              filter((reply) => reply.t === 'status'),
              debounceTime(OVERVIEW_MEMORY_SAVE_MS, scheduler),
            ),
            deps.hidden$ ?? EMPTY,
          ).pipe(
            tap(() => memory.save()),
            ignoreElements(),
          )
        : EMPTY;
      return merge(replies$, settled$, round$(), again$, save$).pipe(
        startWith<FleetEvent>({ t: 'players', players, ...(memory && { memory }) }),
        finalize(() => {
          memory?.save();
          leaveGroups(deps, joined, controls);
        }),
      );
    }),
    catchError((error: unknown) => of<FleetEvent>({ t: 'failed', error })),
  );
  return orLastKnown(load$, offline, memory).pipe(startWith<FleetEvent>({ t: 'loading' }));
}
