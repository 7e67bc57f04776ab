import type { CookieJar } from '../../src/lib/storage/cookie-jar';

/** A cookie jar of a unit test's own (not the page's): names to values, attributes ignored. */
export function memoryCookies(): CookieJar & { all(): Record<string, string> } {
  const jar = new Map<string, string>();
  return {
    get: (name) => jar.get(name),
    set: (name, value) => void jar.set(name, value),
    all: () => Object.fromEntries(jar),
  };
}
