import type { PlayerListItem } from '../../../lib/api/schemas';
import { isOnline } from '../../../lib/player/groups';
import type { ZoneMemory } from '../../../lib/storage/zone-memory';
import type { TimedStatus } from '../../../lib/zone/zone.streams';
import { countZone, talliesOf, type Tallies } from './attention';
import { groupOf, type OverviewZone, type PlayerHealth } from './zones';

/**
 * What changes the fleet, a union on `t`: a load starting (`loading`) or failing (`failed`), the player
 * list (`players`: every zone, named and dated as `memory` knew them; `lastKnown`: the list remembered
 * from an earlier visit, every zone offline), one zone's status, its volume (its channel settings, 802,
 * or a bulk run that set it), zones that stayed silent, and a player's health (745: each of its zones).
 */
export type FleetEvent =
  | { readonly t: 'loading' }
  | { readonly t: 'failed'; readonly error: unknown }
  | {
      readonly t: 'players';
      readonly players: readonly PlayerListItem[];
      readonly memory?: ZoneMemory;
      readonly lastKnown?: boolean;
    }
  | { readonly t: 'health'; readonly player: string; readonly health: PlayerHealth }
  | { readonly t: 'volume'; readonly group: string; readonly volume: number }
  | { readonly t: 'status'; readonly group: string; readonly timed: TimedStatus }
  | { readonly t: 'silent'; readonly groups: readonly string[] };

/** One zone a frame changed: as it was before the frame (undefined when the frame listed it) and as it is. */
export interface ZoneChange {
  readonly before: OverviewZone | undefined;
  readonly after: OverviewZone;
}

/**
 * The fleet after a frame of {@link FleetEvent}s, a union on `kind`. Loaded: one state per zone, by
 * group; `zones` is the fleet in the player list's order, one array kept for as long as the list is the
 * same (a zone's change replaces its own element: read it when the state is emitted, or through
 * {@link zoneOf}); `changes` records the zones this frame changed, `moved` says the zones' places
 * changed (a new player list: every zone is in `changes`), and `tallies` are counted incrementally (a
 * changed zone takes its count away from where it was and adds it where it is).
 */
export type FleetState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly error: unknown }
  | {
      readonly kind: 'loaded';
      readonly zones: readonly OverviewZone[];
      /** The player list was remembered from an earlier visit: every zone offline, out of date. */
      readonly lastKnown?: boolean;
      readonly changes: ReadonlyMap<string, ZoneChange>;
      readonly moved: boolean;
      readonly tallies: Tallies;
    };

/** Nothing loaded yet. */
export const FLEET_LOADING: FleetState = { kind: 'loading' };

/**
 * A player's zones as the player list gives them: NoOfChannels of them (at least one), named as `memory`
 * last knew them until their first status; an offline player's (or every one, `lastKnown`) offline,
 * saying when they were last heard and what they were last known doing.
 */
export function zonesOf(player: PlayerListItem, memory?: ZoneMemory, lastKnown = false): OverviewZone[] {
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
            ? {
                kind: 'offline',
                heardAt: known.heardAt,
                ...(known.playState !== undefined && { playState: known.playState }),
              }
            : { kind: 'offline' },
    };
  });
}

/** Where each group is in a loaded state's `zones`; made once per array (with it, or when first asked). */
const places = new WeakMap<readonly OverviewZone[], ReadonlyMap<string, number>>();

function placesOf(zones: readonly OverviewZone[]): ReadonlyMap<string, number> {
  let found = places.get(zones);
  if (!found) {
    found = new Map(zones.map((zone, i) => [zone.group, i]));
    places.set(zones, found);
  }
  return found;
}

/** The zone of `group` in `state` as it is now; undefined when the fleet is not loaded or has no such zone. */
export function zoneOf(state: FleetState, group: string): OverviewZone | undefined {
  if (state.kind !== 'loaded') return undefined;
  const i = placesOf(state.zones).get(group);
  return i === undefined ? undefined : state.zones[i];
}

/** One zone as `event` leaves it (the same object when the event changes nothing of it). */
function applyToZone(zone: OverviewZone, event: FleetEvent): OverviewZone {
  switch (event.t) {
    case 'status':
      return {
        ...zone,
        zoneName: event.timed.status.Name || zone.zoneName,
        state: { kind: 'live', status: event.timed.status, receivedAt: event.timed.receivedAt },
      };
    case 'volume':
      return zone.volume === event.volume ? zone : { ...zone, volume: event.volume };
    case 'health':
      return { ...zone, health: event.health };
    case 'silent':
      return zone.state.kind === 'loading' ? { ...zone, state: { kind: 'not-answering' } } : zone;
    default:
      return zone;
  }
}

/** The groups an event of one zone or one player goes to (a player's: its zones, by number, as listed). */
function* groupsOf(event: FleetEvent, at: ReadonlyMap<string, number>): Iterable<string> {
  switch (event.t) {
    case 'status':
    case 'volume':
      yield event.group;
      return;
    case 'silent':
      yield* event.groups;
      return;
    case 'health':
      for (let index = 1; at.has(`${event.player}-${index}`); index++) yield `${event.player}-${index}`;
      return;
    default:
      return;
  }
}

/** A new loaded state of every zone of `players`: every zone in `changes` (the tallies are counted at the frame's end). */
function listed(event: Extract<FleetEvent, { t: 'players' }>): Extract<FleetState, { kind: 'loaded' }> {
  const zones = event.players.flatMap((player) => zonesOf(player, event.memory, event.lastKnown));
  const changes = new Map(
    zones.map((zone): [string, ZoneChange] => [zone.group, { before: undefined, after: zone }]),
  );
  return {
    kind: 'loaded',
    zones,
    ...(event.lastKnown && { lastKnown: true }),
    changes,
    moved: true,
    tallies: talliesOf([]),
  };
}

/**
 * The fleet's reducer: applies one frame's events in order. A load starting, failing or listing the
 * players starts a state of its own; every other event goes to its own zones by group (no pass over the
 * fleet: a zone is found by its place) and replaces them in `zones`. The frame's `changes` keep each
 * zone's first `before` and last `after`, and the tallies move by those alone. Events for zones the
 * fleet does not list are ignored. Returns `state` itself when the frame changed nothing.
 */
export function applyFrame(state: FleetState, events: readonly FleetEvent[]): FleetState {
  let result = state;
  let changes = new Map<string, ZoneChange>();
  let moved = false;
  for (const event of events) {
    if (event.t === 'loading' || event.t === 'failed' || event.t === 'players') {
      result =
        event.t === 'loading'
          ? FLEET_LOADING
          : event.t === 'failed'
            ? { kind: 'failed', error: event.error }
            : listed(event);
      changes = result.kind === 'loaded' ? (result.changes as Map<string, ZoneChange>) : new Map();
      moved = true;
      continue;
    }
    if (result.kind !== 'loaded') continue;
    const at = placesOf(result.zones);
    const zones = result.zones as OverviewZone[];
    for (const group of groupsOf(event, at)) {
      const i = at.get(group);
      const zone = i === undefined ? undefined : zones[i];
      if (i === undefined || !zone) continue;
      const next = applyToZone(zone, event);
      if (next === zone) continue;
      zones[i] = next;
      const was = changes.get(group);
      changes.set(group, { before: was ? was.before : zone, after: next });
    }
  }
  if (result.kind !== 'loaded') return result === state ? state : result;
  if (!changes.size && !moved) return state;
  // A new list: counted once, with what the rest of its frame changed.
  if (moved) return { ...result, changes, moved: true, tallies: talliesOf(result.zones) };
  const tallies = { ...result.tallies };
  for (const { before, after } of changes.values()) {
    if (before) countZone(tallies, before, -1);
    countZone(tallies, after, 1);
  }
  return { ...result, changes, moved: false, tallies };
}
