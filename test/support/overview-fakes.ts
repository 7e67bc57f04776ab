import {
  BehaviorSubject,
  defer,
  EMPTY,
  map,
  merge,
  of,
  Subject,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import * as v from 'valibot';
import type { PlayerListItem } from '../../src/lib/api/schemas';
import type { HubState } from '../../src/lib/hub/types';
import type { PlayerReply } from '../../src/lib/player/envelope';
import { createZoneControl } from '../../src/lib/zone/zone.streams';
import type { OverviewDeps, OverviewZone, ZoneState } from '../../src/features/overview/fleet/zones';
import { PlayerStatus } from '../../src/lib/player/replies';
import { talliesOf } from '../../src/features/overview/fleet/attention';
import type { FleetState, ZoneChange } from '../../src/features/overview/fleet/fleet-state';
import { createFleet, createFleetZones } from '../../src/features/overview/fleet/fleet.streams';
import { isPlayerRequest } from './fake-hub';

/** A request the fleet saw: when (virtual ms), to which group, and its command and arguments. */
export interface FleetSent {
  readonly at: number;
  readonly group: string;
  readonly command: number;
  readonly args: readonly string[];
  /** Published without an ackId (`HubClient.sendToGroup`'s `fireAndForget`). */
  readonly fireAndForget: boolean;
}

/**
 * How a fake player answers a request: the Response and after how long (virtual ms), or undefined to
 * stay silent.
 */
export type FleetAnswer = (
  group: string,
  command: number,
) => { readonly after: number; readonly response: unknown } | undefined;

/** A player of the player list. */
export function player(name: string, site: string, fields: Partial<PlayerListItem> = {}): PlayerListItem {
  return {
    PlayerName: name,
    PropertyName: site,
    ConnectivityStatus: 'Online',
    LicenceKey: `key-${name}`,
    MacAddress: 'mac',
    NoOfChannels: 1,
    ...fields,
  };
}

/** A status Response as a player sends it. */
export function status(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Name: 'Bar',
    Playlist: 'Morning Mix',
    PlayState: 1,
    RemoteVolumeAllowed: true,
    RemotePauseAllowed: true,
    NowPlaying: { FileName: 'a.mp3', Title: 'A', Artist: 'B' },
    ...fields,
  };
}

/** A live zone state whose status is {@link status} with `fields`, received at virtual time 0. */
export const liveState = (fields: Record<string, unknown>): ZoneState => ({
  kind: 'live',
  status: v.parse(PlayerStatus, status(fields)),
  receivedAt: 0,
});

/** Zone 1 of the player `name` at `site`, in `state`. */
export function overviewZone(name: string, site: string, state: ZoneState, zoneName = 'Main'): OverviewZone {
  return { group: `${name}-1`, zoneIndex: 1, zoneName, player: player(name, site), site, state };
}

/**
 * Four zones at two sites: Bar (North) playing "Blue Moon", Shop (South, zone "Floor") paused, Shut
 * (North) offline and Mute (South) not answering.
 */
export const fourZones = {
  bar: overviewZone(
    'Bar',
    'North',
    liveState({ PlayState: 1, NowPlaying: { FileName: 'a.mp3', Title: 'Blue Moon' } }),
  ),
  shop: overviewZone('Shop', 'South', liveState({ PlayState: 2 }), 'Floor'),
  shut: overviewZone('Shut', 'North', { kind: 'offline' }),
  mute: overviewZone('Mute', 'South', { kind: 'not-answering' }),
};

/**
 * The overview's dependencies over a fake fleet on a virtual clock: every request is recorded, and
 * answered as `answer` says; `push` sends a reply unasked; `link` sets the hub connection's state;
 * `joined`/`left` list the groups, `joins` when each join was sent and whether fire-and-forget. The hub
 * acks a join at once, or `joinAfter` virtual ms later; a fire-and-forget join completes at once.
 */
export function fakeFleet(
  players: readonly PlayerListItem[],
  answer: FleetAnswer,
  scheduler: SchedulerLike,
  { joinAfter = 0 }: { readonly joinAfter?: number } = {},
) {
  const sent: FleetSent[] = [];
  const joined: string[] = [];
  const joins: { readonly at: number; readonly group: string; readonly fireAndForget: boolean }[] = [];
  const left: string[] = [];
  const replies = new Subject<PlayerReply>();
  const link = new BehaviorSubject<HubState>({ kind: 'connected', connectionId: 'first' });
  let selected: string | undefined;
  const deps: OverviewDeps = {
    api: { get$: (() => of(players)) as unknown as OverviewDeps['api']['get$'] },
    hub: {
      state$: link.asObservable(),
      joinGroup: (group, options) => {
        joined.push(group);
        joins.push({ at: scheduler.now(), group, fireAndForget: options?.fireAndForget ?? false });
        if (options?.fireAndForget) return EMPTY;
        const ack = { ackId: 1, duplicated: false };
        return joinAfter ? timer(joinAfter, scheduler).pipe(map(() => ack)) : of(ack);
      },
      leaveGroup: (group) => (left.push(group), of({ ackId: 1, duplicated: false })),
      sendToGroup: (group, request, options) => {
        if (!isPlayerRequest(request)) throw new TypeError('not a player request');
        sent.push({
          at: scheduler.now(),
          group,
          command: request.command,
          args: request.arguments,
          fireAndForget: options?.fireAndForget ?? false,
        });
        const answered = answer(group, request.command);
        if (answered)
          scheduler.schedule(
            () => replies.next({ group, command: request.command, response: answered.response }),
            answered.after,
          );
        return of({ ackId: 2, duplicated: false });
      },
    },
    replies$: replies.asObservable(),
    selection: {
      current: () =>
        selected
          ? {
              player: { name: '', licenceKey: '', macAddress: '', zoneCount: 1 },
              zone: { index: 1, name: '', group: selected },
            }
          : null,
    },
    createControl: createZoneControl,
    scheduler,
  };
  return {
    deps,
    sent,
    joined,
    joins,
    left,
    push: (group: string, response: unknown) => replies.next({ group, command: 0, response }),
    /** A reply of `command` on `group` unasked (another client's request, or a player's push). */
    reply: (group: string, command: number, response: unknown) => replies.next({ group, command, response }),
    /** The hub connection's state from now on (connected as `first` at the start). */
    link: (state: HubState) => link.next(state),
    select: (group: string) => void (selected = group),
  };
}

/** The states of a fleet created over `deps` and run with its controls: the current one at once, then each frame's. */
export function fleetStates$(deps: OverviewDeps): Observable<FleetState> {
  return defer(() => {
    const fleet = createFleet(deps);
    return merge(fleet.state$, fleet.run(deps.createControl));
  });
}

/**
 * The loaded state of a frame that made the fleet `list` after `last`: the zones whose object differs
 * from `last`'s are its changes; without `last`, or with other groups, order or sites, it is a new player
 * list (`moved`, every zone changed).
 */
export function fleetFrame(list: readonly OverviewZone[], last: readonly OverviewZone[] = []): FleetState {
  const moved =
    list.length !== last.length ||
    list.some((zone, i) => zone.group !== last[i]?.group || zone.site !== last[i]?.site);
  const changes = new Map<string, ZoneChange>();
  list.forEach((zone, i) => {
    if (moved || zone !== last[i])
      changes.set(zone.group, { before: moved ? undefined : last[i], after: zone });
  });
  return { kind: 'loaded', zones: list, changes, moved, tallies: talliesOf(list) };
}

/** A fleet's zones written list by list: `update(zones)` publishes the {@link fleetFrame} that made them. */
export function zonesFleet() {
  const { zones: fleet, publish } = createFleetZones();
  let last: readonly OverviewZone[] = [];
  const update = (list: readonly OverviewZone[]) => {
    publish(fleetFrame(list, last));
    last = list;
  };
  return { fleet, update };
}
