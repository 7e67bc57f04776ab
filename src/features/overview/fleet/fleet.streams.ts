import {
  BehaviorSubject,
  Observable,
  defer,
  distinctUntilChanged,
  EMPTY,
  filter,
  ignoreElements,
  map,
  scan,
  skip,
  tap,
} from 'rxjs';
import { OVERVIEW_STATE_GAP_MS } from '../../../config/timing';
import { frameScheduler, perFrame } from '../../../lib/zone/zone-status.streams';
import type { ZoneDeps, ZoneControl } from '../../../lib/zone/zone.streams';
import { countZone, sameTallies, talliesOf, type Tallies } from './attention';
import { applyFrame, FLEET_LOADING, zoneOf, type FleetState } from './fleet-state';
import { createOverviewControls, fleetEvents$ } from './overview.streams';
import type { OverviewControl, OverviewDeps, OverviewZone, ZoneVolume } from './zones';

/** What the fleet needs: the overview's dependencies, and the volumes the bulk runs set. */
export interface FleetDeps extends Omit<OverviewDeps, 'createControl'> {
  /** Each volume a zone took from a bulk run, as the run's result says it (default: none). */
  readonly volumes$?: Observable<ZoneVolume>;
}

/**
 * The estate's zones as the screen reads them, one state per zone keyed by its group (README "Every zone
 * at a glance"): what the overview's cards, summary, map and views read, and what the bulk flow reads
 * when it is asked. Reading it runs nothing and writes nothing.
 */
export interface FleetZones {
  /** The fleet's state: the current one at once, then each frame that changed it ({@link FleetState}). */
  readonly state$: Observable<FleetState>;
  /**
   * The zone of `group`: its current value at once, then each change. The same Observable for the same
   * group. Throws `RangeError` for a group the fleet never listed.
   */
  zone$(group: string): Observable<OverviewZone>;
  /** The zone of `group` as it is now, or `undefined` when the fleet does not list it. */
  get(group: string): OverviewZone | undefined;
  /** The zones of the fleet in the player list's order, as they are now (none until loaded). */
  all(): readonly OverviewZone[];
  /** The zones each frame changed, as they are after it (every zone when the list is new). */
  readonly changed$: Observable<readonly OverviewZone[]>;
  /** The fleet's {@link Tallies}: the current ones at once, then each change. */
  readonly tallies$: Observable<Tallies>;
  /**
   * The {@link Tallies} of the zones of `groups` (listed), at once and on each change, counted incrementally:
   * each frame's changed zones move the counts of the tallies that watch them and of no other (a site's
   * header and map square), so a push costs the same however many sites the fleet has.
   */
  tally$(groups: readonly string[]): Observable<Tallies>;
}

/**
 * The estate's zones with their run: written by that run alone ({@link Fleet.run}), fed by each zone's
 * replies and pushes and by the bulk results.
 */
export interface Fleet extends FleetZones {
  /**
   * Runs the fleet ({@link fleetEvents$} through {@link applyFrame}, at most one frame of the screen's
   * `frames` at a time), controlling the zones with controls made by `createControl`; emits nothing.
   * Subscribing again loads the fleet again (a retry).
   */
  run(createControl: (deps: ZoneDeps) => ZoneControl): Observable<never>;
  /**
   * The control of the zone of `group` on the running fleet's connection. Throws `Error` before the
   * fleet runs (nothing can be sent before the zones are listed).
   */
  control(group: string): OverviewControl;
}

const NO_TALLIES = talliesOf([]);

/** One subscription of {@link FleetZones.tally$}: its zones, its counts as last emitted, and its subscriber. */
interface TallyWatch {
  readonly groups: readonly string[];
  counts: Tallies;
  readonly emit: (counts: Tallies) => void;
}

/** The tallies of the zones of `groups` that `state` lists. */
const countOf = (state: FleetState, groups: readonly string[]): Tallies =>
  talliesOf(groups.flatMap((group) => zoneOf(state, group) ?? []));

/**
 * The keyed half of a fleet: {@link FleetZones} and the one way to write them, `publish`, which takes the
 * state after a frame: each zone the frame changed is passed on to that zone's stream alone (a zone
 * listed for the first time gets its stream), then the state to {@link FleetZones.state$}. Nothing here
 * passes over the fleet but a new player list.
 */
export function createFleetZones(): { readonly zones: FleetZones; publish(next: FleetState): void } {
  const state = new BehaviorSubject<FleetState>(FLEET_LOADING);
  const subjects = new Map<string, BehaviorSubject<OverviewZone>>();
  // Each frame that changed a loaded fleet, from now on (not the current state replayed).
  const frames$ = state.pipe(
    skip(1),
    filter((s): s is Extract<FleetState, { kind: 'loaded' }> => s.kind === 'loaded'),
  );
  /** The tallies of groups ({@link FleetZones.tally$}) that watch each group, and every one of them. */
  const watches = new Map<string, Set<TallyWatch>>();
  const every = new Set<TallyWatch>();
  const publish = (next: FleetState) => {
    if (next.kind !== 'loaded') return state.next(next);
    for (const [group, { after }] of next.changes) {
      const subject = subjects.get(group);
      if (!subject) subjects.set(group, new BehaviorSubject(after));
      else if (subject.value !== after) subject.next(after);
    }
    state.next(next);
    // The frame's changed zones move the counts of the tallies that watch them, and only those.
    const moved = new Map<TallyWatch, Tallies>();
    if (next.moved) for (const watch of every) moved.set(watch, countOf(next, watch.groups));
    else
      for (const [group, { before, after }] of next.changes)
        for (const watch of watches.get(group) ?? []) {
          let counts = moved.get(watch);
          if (!counts) moved.set(watch, (counts = { ...watch.counts }));
          if (before) countZone(counts, before, -1);
          countZone(counts, after, 1);
        }
    for (const [watch, counts] of moved) {
      if (sameTallies(counts, watch.counts)) continue;
      watch.counts = counts;
      watch.emit(counts);
    }
  };
  const zones: FleetZones = {
    state$: state.asObservable(),
    zone$(group) {
      const subject = subjects.get(group);
      if (!subject) throw new RangeError(`overview: the fleet lists no zone ${group}`);
      return subject.asObservable();
    },
    get: (group) => zoneOf(state.value, group),
    all: () => {
      const now = state.value;
      return now.kind === 'loaded' ? now.zones : [];
    },
    changed$: frames$.pipe(map((s) => [...s.changes.values()].map((change) => change.after))),
    tallies$: state.pipe(
      map((s) => (s.kind === 'loaded' ? s.tallies : NO_TALLIES)),
      distinctUntilChanged(sameTallies),
    ),
    tally$(groups) {
      return new Observable<Tallies>((subscriber) => {
        const watch: TallyWatch = {
          groups,
          counts: countOf(state.value, groups),
          emit: (c) => subscriber.next(c),
        };
        subscriber.next(watch.counts);
        for (const group of groups) {
          let set = watches.get(group);
          if (!set) watches.set(group, (set = new Set()));
          set.add(watch);
        }
        every.add(watch);
        return () => {
          every.delete(watch);
          for (const group of groups) {
            const set = watches.get(group);
            set?.delete(watch);
            if (set?.size === 0) watches.delete(group);
          }
        };
      });
    },
  };
  return { zones, publish };
}

/**
 * Creates the estate's {@link Fleet} (docs/design.md "Every zone at a glance"): each frame of its run goes through
 * {@link applyFrame} and is published by {@link createFleetZones}.
 */
export function createFleet(deps: FleetDeps): Fleet {
  const frames = frameScheduler(deps.scheduler, deps.frames);
  const { zones, publish } = createFleetZones();
  let current: FleetState = FLEET_LOADING;
  let controls: ReturnType<typeof createOverviewControls> | undefined;
  return {
    ...zones,
    run(createControl) {
      const made = createOverviewControls({ ...deps, createControl });
      controls = made;
      return defer(() =>
        fleetEvents$(deps, made, deps.volumes$ ?? EMPTY).pipe(
          // One frame of the screen at a time, and one per OVERVIEW_STATE_GAP_MS at most: a burst of pushes,
          // or a loading estate's stream of statuses, costs one state and one React commit per frame it moves.
          perFrame(frames, OVERVIEW_STATE_GAP_MS, deps.scheduler),
          scan(applyFrame, current),
          distinctUntilChanged(),
          tap((next) => {
            current = next;
            publish(next);
          }),
          ignoreElements(),
        ),
      );
    },
    control(group) {
      if (!controls) throw new Error('overview: a command before the zones were loaded');
      return controls.control(group, zones.get(group)?.zoneIndex ?? 1);
    },
  };
}
