import type { KeyValueStore, LocalKey } from './web-storage';

/** How many zones the memory keeps, the most recently heard last; the oldest go first (a count). */
export const ZONE_MEMORY_MAX = 12_000;

/** What the overview remembers of one zone (see {@link ZoneMemory}). */
export interface RememberedZone {
  readonly name: string;
  /** When this app last heard from the zone (ms since the epoch). */
  readonly heardAt: number;
  /** The zone's last known PlayState (spec §4 Play state: 1 playing, 2 paused), when it was known. */
  readonly playState?: number;
}

/**
 * What the overview remembers of each zone between visits (docs/design.md "Every zone at a glance"): its last
 * known name, when this app last heard from it (ms since the epoch) and its last known play state, so an
 * offline player's zones keep their names and say when they were last heard, and the overview opened
 * without a network says what each zone was last known doing.
 */
export interface ZoneMemory {
  /** What was remembered of `group`, or undefined. */
  recall(group: string): RememberedZone | undefined;
  /**
   * Remembers `group`'s name, when it was heard and its play state (kept in memory until
   * {@link ZoneMemory.save}).
   */
  remember(group: string, name: string, heardAt: number, playState?: number): void;
  /** Stores what was remembered, if anything changed since the last save (at most ZONE_MEMORY_MAX zones). */
  save(): void;
}

/** One stored zone: `[name, heardAt]`, or `[name, heardAt, playState]` once its play state is known. */
type Stored = readonly [string, number] | readonly [string, number, number];

/**
 * The stored memory, or an empty one when the stored value is not an object; an entry that is not
 * `[name, heardAt]` or `[name, heardAt, playState]` is left out.
 */
function read(store: KeyValueStore<LocalKey>): Map<string, Stored> {
  const value = store.get('zoneMemory');
  const map = new Map<string, Stored>();
  if (!value || typeof value !== 'object' || Array.isArray(value)) return map;
  for (const [group, entry] of Object.entries(value as Record<string, unknown>))
    if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number')
      map.set(group, typeof entry[2] === 'number' ? [entry[0], entry[1], entry[2]] : [entry[0], entry[1]]);
  return map;
}

/** A {@link ZoneMemory} in the browser's store (`zoneMemory`), read on first use. */
export function createZoneMemory(store: KeyValueStore<LocalKey>): ZoneMemory {
  let zones: Map<string, Stored> | undefined;
  let changed = false;
  const all = () => (zones ??= read(store));
  return {
    recall(group) {
      const entry = all().get(group);
      return (
        entry && { name: entry[0], heardAt: entry[1], ...(entry[2] !== undefined && { playState: entry[2] }) }
      );
    },
    remember(group, name, heardAt, playState) {
      const map = all();
      map.delete(group); // the most recently heard go last
      map.set(group, playState === undefined ? [name, heardAt] : [name, heardAt, playState]);
      changed = true;
    },
    save() {
      if (!changed || !zones) return;
      changed = false;
      // Cut to the most recently heard only past the bound (a copy of every entry).
      if (zones.size > ZONE_MEMORY_MAX) zones = new Map([...zones].slice(-ZONE_MEMORY_MAX));
      store.set('zoneMemory', Object.fromEntries(zones));
    },
  };
}
