import { BehaviorSubject, combineLatest, distinctUntilChanged, map, Subject, type Observable } from 'rxjs';
import { countZone, sameTallies, talliesOf, type Tallies } from './attention';
import type { OverviewZone } from './zones';

/**
 * The zones of the overview one stream each, so a status push renders its own zone's card and nothing
 * else (README "Every zone at a glance"): the screen hands it every state's zones, and each card reads
 * its zone from {@link ZoneStore.zone$}.
 */
export interface ZoneStore {
  /**
   * Takes the zones of the overview's latest state: each zone whose object changed (or is new) is
   * passed on to its stream; the others emit nothing. A pass of comparisons, no render. Returns true
   * when the zones' places changed since the last update (which zones, in which order, at which site,
   * offline or not), which is all an unfiltered layout depends on.
   */
  update(zones: readonly OverviewZone[]): boolean;
  /**
   * The zone of `group`: its current value at once, then each change. The same Observable for the same
   * group. Throws `RangeError` for a group no {@link update} has brought (the screen lays out only the
   * zones it handed over first).
   */
  zone$(group: string): Observable<OverviewZone>;
  /** The zone of `group` as it is now, or `undefined` when it was never handed over. */
  get(group: string): OverviewZone | undefined;
  /** The zones of the last update, in order. */
  all(): readonly OverviewZone[];
  /** The zones each update changed (new or changed objects), after their streams had them. */
  readonly changed$: Observable<readonly OverviewZone[]>;
  /** The fleet's {@link Tallies}: the current ones at once, then each change. */
  readonly tallies$: Observable<Tallies>;
  /** The {@link Tallies} of the zones of `groups` (handed over), at once and on each change. */
  tally$(groups: readonly string[]): Observable<Tallies>;
}

/** True when `a` and `b` are the same zone in the same place: group, site, and offline or not. */
const samePlace = (a: OverviewZone | undefined, b: OverviewZone): boolean =>
  a !== undefined &&
  a.group === b.group &&
  a.site === b.site &&
  (a.state.kind === 'offline') === (b.state.kind === 'offline');

/** A new, empty {@link ZoneStore}. */
export function createZoneStore(): ZoneStore {
  const zones = new Map<string, BehaviorSubject<OverviewZone>>();
  let last: readonly OverviewZone[] = [];
  const changed$ = new Subject<readonly OverviewZone[]>();
  const tallies$ = new BehaviorSubject<Tallies>(talliesOf([]));
  return {
    update(list) {
      let moved = list.length !== last.length;
      const changed: OverviewZone[] = [];
      // The tallies follow the changed zones alone (one zone in place of the same group's last one);
      // when places changed, the fleet is counted again.
      const counts = { ...tallies$.value };
      list.forEach((zone, i) => {
        if (zone === last[i]) return; // the same zone object: nothing changed (most of a frame's zones)
        if (!moved && !samePlace(last[i], zone)) moved = true;
        if (!moved) {
          countZone(counts, last[i] as OverviewZone, -1);
          countZone(counts, zone, 1);
        }
        changed.push(zone);
        const subject = zones.get(zone.group);
        if (!subject) zones.set(zone.group, new BehaviorSubject(zone));
        else if (subject.value !== zone) subject.next(zone);
      });
      last = list;
      if (changed.length) {
        const tallies = moved ? talliesOf(list) : counts;
        if (!sameTallies(tallies, tallies$.value)) tallies$.next(tallies);
        changed$.next(changed);
      }
      return moved;
    },
    all: () => last,
    changed$: changed$.asObservable(),
    tallies$: tallies$.asObservable(),
    tally$(groups) {
      return combineLatest(groups.map((group) => this.zone$(group))).pipe(
        map((list) => talliesOf(list)),
        distinctUntilChanged(sameTallies),
      );
    },
    zone$(group) {
      const subject = zones.get(group);
      if (!subject) throw new RangeError(`overview: no zone ${group} was handed over`);
      return subject;
    },
    get: (group) => zones.get(group)?.value,
  };
}
