import { createStore, type LocalKey, type SessionKey } from '../../src/lib/storage/web-storage';

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

/** Local and session stores over fresh in-memory areas. */
export function memoryStores() {
  const localArea = memoryStorage();
  const sessionArea = memoryStorage();
  return {
    localArea,
    sessionArea,
    local: createStore<LocalKey>(localArea),
    session: createStore<SessionKey>(sessionArea),
  };
}
