import {
  createStore,
  type KeyValueStore,
  type LocalKey,
  type TabKey,
} from '../../src/lib/storage/web-storage';

/** A minimal in-memory `Storage`, with `dump()` to assert on the raw keys and values. */
export function memoryStorage(): Storage & { dump(): Record<string, string> } {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
    dump: () => Object.fromEntries(items),
  };
}

/** The browser-wide and the tab's stores over fresh in-memory areas. */
export function memoryStores() {
  const localArea = memoryStorage();
  const tabArea = memoryStorage();
  return {
    localArea,
    tabArea,
    local: createStore<LocalKey>(localArea),
    tab: createStore<TabKey>(tabArea),
  };
}

/**
 * A local store over a plain map (no ngx-webstorage keys, no JSON), with `values` to assert on what a
 * stream wrote by key.
 */
export function memoryStore(): KeyValueStore<LocalKey> & { readonly values: Map<string, unknown> } {
  const values = new Map<string, unknown>();
  return {
    values,
    get: <T>(key: LocalKey) => values.get(key) as T | undefined,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}
