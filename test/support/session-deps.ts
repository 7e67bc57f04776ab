import { deferredModule } from '../../src/lib/deferred/deferred-module';
import { memoryCookies } from './memory-cookies';
import type { SessionDeps } from '../../src/lib/session/session';
import type { CookieJar } from '../../src/lib/storage/cookie-jar';
import type { KeyValueStore, LocalKey, TabKey } from '../../src/lib/storage/web-storage';

/**
 * The store, hub and cookie dependencies of `createSession` for a unit test: the given stores, a hub whose
 * `stop()` is counted in `hubStops`, and an empty cookie jar of its own (not the page's).
 */
export function sessionDeps(
  stores: { readonly local: KeyValueStore<LocalKey>; readonly tab: KeyValueStore<TabKey> },
  cookies: CookieJar = memoryCookies(),
): Pick<SessionDeps, 'local' | 'tab' | 'hub' | 'cookies'> & { readonly hubStops: () => number } {
  let stops = 0;
  return {
    local: stores.local,
    tab: stores.tab,
    hub: { stop: () => void (stops += 1) },
    cookies: deferredModule(() => Promise.resolve(cookies)),
    hubStops: () => stops,
  };
}
