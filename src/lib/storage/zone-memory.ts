import type { KeyValueStore, LocalKey } from './web-storage';

/** How many zones the memory keeps, the most recently heard last; the oldest go first (a count). */
export const ZONE_MEMORY_MAX = 12_000;

/**
 * What the overview remembers of each zone between visits (README "Every zone at a glance"): its last
 * known name and when this app last heard from it (ms since the epoch), so an offline player's zones keep
 * their names and say when they were last heard.
 */
export interface ZoneMemory {
  /** What was remembered of `group`, or undefined. */
  recall(group: string): { readonly name: string; readonly heardAt: number } | undefined;
  /** Remembers `group`'s name and when it was heard (kept in memory until {@link ZoneMemory.save}). */
  remember(group: string, name: string, heardAt: number): void;
  /** Stores what was remembered, if anything changed since the last save (at most ZONE_MEMORY_MAX zones). */
  save(): void;
}

/** One stored zone: `[name, heardAt]`. */
type Stored = readonly [string, number];

/** The stored memory, or an empty one when the stored value is not an object of `[name, heardAt]` pairs. */
function read(store: KeyValueStore<LocalKey>): Map<string, Stored> {
  const value = store.get('zoneMemory');
  const map = new Map<string, Stored>();
  if (!value || typeof value !== 'object' || Array.isArray(value)) return map;
  for (const [group, entry] of Object.entries(value as Record<string, unknown>))
    if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number')
      map.set(group, [entry[0], entry[1]]);
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
      return entry && { name: entry[0], heardAt: entry[1] };
    },
    remember(group, name, heardAt) {
      const map = all();
      map.delete(group); // the most recently heard go last
      map.set(group, [name, heardAt]);
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
