import { asyncScheduler, Observable, share, switchMap } from 'rxjs';
import { HUB_RECONNECT_DELAY_MS } from '../config/timing';
import { readRuntimeConfig, type RuntimeConfig } from '../config/runtime';
import { createDeferredApiClient } from '../lib/api/deferred-api-client';
import { NO_APP_UPDATE } from '../lib/app-update/no-app-update';
import { deferredModule, nextTask, whenIdle } from '../lib/deferred/deferred-module';
import { retryEvery } from '../lib/rx/retry-every';
import { createDeferredHubClient } from '../lib/hub/deferred-hub-client';
import { createFirstScreen } from '../lib/deferred/first-screen';
import { createLanguageService } from '../lib/i18n/language-service';
import { createNotifier } from '../lib/notify/notifications';
import { createSelectionService } from '../lib/selection/selection';
import { createSession, hubFollowsSignIn$ } from '../lib/session/session';
import { createLegacyKeys } from '../lib/storage/legacy-keys';
import { localStore, tabStore } from '../lib/storage/web-storage';
import type { CoreServices } from '../lib/services';
import { cookieJarOf, type CookieJar } from '../lib/storage/cookie-jar';
import { serviceWorkerUpdate } from './service-worker';
import { stopSignedInServices } from '../hooks/services-context';

/** Options of {@link createServices}. */
export interface ServicesOptions {
  /**
   * The address of the standalone page's service worker (`<bundle>/sw.js`), which the app registers once
   * its first screen is interactive (docs/architecture.md §11); none for an embedded app.
   */
  readonly serviceWorker?: string;
}

/** The services of one mounted app, and how to end them. */
export interface AppServices {
  readonly services: CoreServices;
  /**
   * Ends what the services run on their own once the screens have let go (call it after unmounting the
   * React tree): closes the hub socket at once (no grace period, no reconnect) and cancels the idle-time
   * fetch of the network module if it has not started, ends the toasts' expiry and the signed-in services'
   * own work (the activity log's). Everything else the services hold is cold and ends
   * with its last subscriber. Idempotent.
   */
  dispose(): void;
}

/**
 * Builds the real services for the browser. The REST and hub clients (src/app/network.ts: ky,
 * valibot, the hub protocol) are not part of the first paint: their module is fetched when the
 * browser is next idle after the first screen has painted, or by the first request, which waits for it (docs/design.md "What loads when").
 * The signed-in screens' own services are built with their code (src/app/signed-in-services.tsx).
 */
export function createServices(
  config: RuntimeConfig = readRuntimeConfig(),
  options: ServicesOptions = {},
): AppServices {
  const scheduler = asyncScheduler;
  const logger = console;
  // The page's cookies (one instance per app): the anti-forgery token and the access-validated cookie.
  // Only the network code and the sign-in flow read them, so universal-cookie rides in the network chunk.
  const cookies = deferredModule((): Promise<CookieJar> =>
    import(/* webpackChunkName: "network" */ 'universal-cookie').then(({ default: Cookies }) =>
      cookieJarOf(new Cookies(null, { path: '/' })),
    ),
  );
  const legacy = createLegacyKeys(localStore, tabStore);
  const network = deferredModule(() =>
    Promise.all([import(/* webpackChunkName: "network" */ './network'), cookies.get()])
      // The clients start in a task of their own, not in the one that evaluated their chunk.
      .then(nextTask)
      .then(([{ createNetwork }, pageCookies]) =>
        createNetwork({
          apiBase: config.apiBase,
          hubName: config.hubName,
          tokens: session.tokens,
          cookies: pageCookies,
          scheduler,
          logger,
        }),
      ),
  );
  const api = createDeferredApiClient(deferredModule(() => network.get().then((n) => n.api)));
  const hub = createDeferredHubClient({
    client: deferredModule(() => network.get().then((n) => n.hub)),
    scheduler,
    logger,
  });
  const session = createSession({ local: localStore, tab: tabStore, api: () => api, hub, cookies });
  const selection = createSelectionService({ local: localStore, tabStore, legacy });
  // Never errors: a failed fetch of the network module is tried again, as the hub retries its socket.
  const replies$ = network
    .use$((n) => n.readReplies(hub))
    .pipe(retryEvery(HUB_RECONNECT_DELAY_MS, scheduler), share());
  const signInLifetime = hubFollowsSignIn$(session, hub).subscribe();
  const firstScreen = createFirstScreen();
  // Once the first screen has painted, so the module never competes with that screen's own code.
  const warming = firstScreen.painted$
    .pipe(switchMap(() => new Observable<never>(() => whenIdle(network.warm))))
    .subscribe();
  const workerUrl = options.serviceWorker;
  const appUpdate = workerUrl ? serviceWorkerUpdate(workerUrl, logger) : NO_APP_UPDATE;
  // Once the first screen is interactive: painted, then the browser's next idle time.
  const registering = firstScreen.painted$
    .pipe(switchMap(() => new Observable<never>(() => whenIdle(appUpdate.start))))
    .subscribe();
  const notifier = createNotifier(scheduler);
  const services: CoreServices = {
    config,
    scheduler,
    api,
    session,
    selection,
    hub,
    replies$,
    notifier,
    language: createLanguageService({
      assetsBase: config.assetsBase,
      store: localStore,
      browserLanguages: globalThis.navigator?.languages?.length
        ? navigator.languages
        : [globalThis.navigator?.language ?? 'en'],
      logger,
    }),
    appUpdate,
    firstScreen,
    logger,
  };
  return {
    services,
    dispose() {
      warming.unsubscribe();
      registering.unsubscribe();
      signInLifetime.unsubscribe();
      notifier.stop();
      stopSignedInServices(services);
      hub.stop();
    },
  };
}
