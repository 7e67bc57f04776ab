import { asyncScheduler, filter, map, share, type Observable } from 'rxjs';
import Cookies from 'universal-cookie';
import { readRuntimeConfig, type RuntimeConfig } from '../config/runtime';
import { createApiClient, type ApiClient } from '../lib/api/api-client';
import { HubAccessResponse } from '../lib/api/schemas';
import { createHubClient } from '../lib/hub';
import type { HubClient } from '../lib/hub/types';
import { createNotifier } from '../lib/notify/notifications';
import { readPlayerReply, type PlayerReply } from '../lib/player/envelope';
import { PlayerReplyError } from '../lib/player/errors';
import { localStore, sessionStore } from '../lib/storage/web-storage';
import { createSession } from '../lib/session/session';
import type { Services } from '../lib/services';
import { createLanguageService } from '../lib/i18n/language-service';

/** Builds the real services for the browser. */
export function createServices(config: RuntimeConfig = readRuntimeConfig()): Services {
  const scheduler = asyncScheduler;
  const logger = console;
  const cookies = new Cookies(null, { path: '/' });
  // The session refreshes tokens through the API client, which asks the session for tokens: bind late.
  const late: { api?: ApiClient } = {};
  const lateApi = () => {
    if (!late.api) throw new Error('API client used before it was created');
    return late.api;
  };
  const session = createSession({ local: localStore, session: sessionStore, api: lateApi });
  const api = createApiClient({ apiBase: config.apiBase, tokens: session.tokens, readCookie: (name) => cookies.get(name) });
  late.api = api;
  const hub = createHubClient({
    getClientAccessUrl: () => api.get$(`api/Hub/${encodeURIComponent(config.hubName)}/accesstoken`, HubAccessResponse).pipe(map((r) => r.HubUrl)),
    scheduler,
    logger,
  });
  return {
    config,
    scheduler,
    local: localStore,
    sessionStore,
    cookies,
    api,
    session,
    hub,
    replies$: playerReplies$(hub, logger),
    notifier: createNotifier(scheduler),
    language: createLanguageService({
      assetsBase: config.assetsBase,
      store: localStore,
      browserLanguages: globalThis.navigator?.languages?.length ? navigator.languages : [globalThis.navigator?.language ?? 'en'],
      logger,
    }),
    logger,
  };
}

/** Player replies read off the hub's group messages; malformed replies are logged and ignored. */
export function playerReplies$(hub: Pick<HubClient, 'groupMessages$'>, logger: Pick<Console, 'warn'>): Observable<PlayerReply> {
  return hub.groupMessages$.pipe(
    map(readPlayerReply),
    filter((reply): reply is PlayerReply => {
      if (reply instanceof PlayerReplyError) logger.warn(reply.message);
      return reply !== null && !(reply instanceof PlayerReplyError);
    }),
    share(),
  );
}
