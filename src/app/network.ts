import { map, type Observable, type SchedulerLike } from 'rxjs';
import { createApiClient, type ApiClient } from '../lib/api/api-client';
import type { TokenSource } from '../lib/api/refresh';
import { createHubClient } from '../lib/hub/hub-client';
import { hubAccessUrls } from '../lib/session/hub-access.streams';
import type { HubClient } from '../lib/hub/types';
import type { CookieJar } from '../lib/storage/cookie-jar';
import type { PlayerReply } from '../lib/player/envelope';
import { playerReplies$ } from '../lib/player/read-replies';

/** Dependencies of {@link createNetwork}: configuration and the first-paint services it builds on. */
export interface NetworkDeps {
  /** Base address of the API ('' = the page's origin). */
  readonly apiBase: string;
  /** The hub name of `GET /api/Hub/{Hub}/accesstoken` (spec §7). */
  readonly hubName: string;
  /** The session's tokens and refresh call (spec §8 "HTTP 401"). */
  readonly tokens: TokenSource;
  /** The page's cookies (one instance per app): the anti-forgery token is read from them. */
  readonly cookies: CookieJar;
  readonly scheduler: SchedulerLike;
  readonly logger: Pick<Console, 'warn' | 'error' | 'info'>;
}

/** What {@link createNetwork} builds. */
export interface Network {
  readonly api: ApiClient;
  readonly hub: HubClient;
  /** {@link playerReplies$} of `hub` (the app passes its deferred hub client, which owns `stop()`), reporting to the logger. */
  readReplies(hub: Pick<HubClient, 'groupMessages$'>): Observable<PlayerReply>;
}

/**
 * The deferred half of the composition root (src/app/services.ts), fetched after the first paint
 * (docs/design.md "What loads when"): the REST client (ky, valibot and the schemas) and the hub client,
 * whose access URL comes fresh from `GET /api/Hub/{Hub}/accesstoken` on every new connection (spec §7),
 * backed off after failures and never asked once the sign-in has ended.
 */
export function createNetwork(deps: NetworkDeps): Network {
  const api = createApiClient({
    apiBase: deps.apiBase,
    tokens: deps.tokens,
    readCookie: (name) => deps.cookies.get(name),
  });
  const hub = createHubClient({
    // Backed off after failures; an ended sign-in asks no more (src/lib/session/hub-access.streams.ts).
    getClientAccessUrl: hubAccessUrls({
      request$: () =>
        api
          .get$(`api/Hub/${encodeURIComponent(deps.hubName)}/accesstoken`, 'HubAccessResponse')
          .pipe(map((r) => r.HubUrl)),
      tokens: deps.tokens,
      scheduler: deps.scheduler,
    }),
    scheduler: deps.scheduler,
    logger: deps.logger,
  });
  return { api, hub, readReplies: (source) => playerReplies$(source, deps.logger) };
}
