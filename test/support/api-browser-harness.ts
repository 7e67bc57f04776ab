/**
 * Bundled by test/e2e/account/session-refresh.test.ts and loaded into Chromium on the local service's origin:
 * the app's own API client and session (real localStorage, real cookies), so the browser test can fire
 * many concurrent requests with an expired token and count the refresh calls on the wire.
 */
import { firstValueFrom } from 'rxjs';
import Cookies from 'universal-cookie';
import { deferredModule } from '../../src/lib/deferred/deferred-module';
import { createApiClient, type ApiClient } from '../../src/lib/api/api-client';
import { createSession } from '../../src/lib/session/session';
import { localStore, tabStore } from '../../src/lib/storage/web-storage';
import { cookieJarOf } from '../../src/lib/storage/cookie-jar';

declare global {
  interface Window {
    /** Fires `count` concurrent GET /api/Player/list; resolves each outcome: the list length, or the error's name. */
    burst(count: number): Promise<(number | string)[]>;
  }
}

const late: { api?: ApiClient } = {};
const cookies = cookieJarOf(new Cookies(null, { path: '/' }));
const session = createSession({
  local: localStore,
  tab: tabStore,
  api: () => late.api!,
  hub: { stop: () => undefined },
  cookies: deferredModule(() => Promise.resolve(cookies)),
});
const api = (late.api = createApiClient({
  apiBase: '',
  tokens: session.tokens,
  readCookie: (name) => cookies.get(name),
}));

window.burst = async (count) => {
  const calls = Array.from({ length: count }, () =>
    firstValueFrom(api.get$('api/Player/list', 'PlayerList')),
  );
  const settled = await Promise.allSettled(calls);
  return settled.map((s) => (s.status === 'fulfilled' ? s.value.length : (s.reason as Error).name));
};
