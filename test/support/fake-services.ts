import { createActivityLog } from '../../src/lib/activity-log/activity-log';
import { memoryActivityStore } from './memory-activity-store';
import { createLastKnownPlayers } from '../../src/lib/storage/last-known-players';
import type { AppUpdate } from '../../src/lib/app-update/app-update';
import { NO_APP_UPDATE } from '../../src/lib/app-update/no-app-update';
import { createFirstScreen } from '../../src/lib/deferred/first-screen';
import { BehaviorSubject, map } from 'rxjs';
import { deferredModule } from '../../src/lib/deferred/deferred-module';
import { memoryCookies } from './memory-cookies';
import { readRuntimeConfig, type RuntimeConfig } from '../../src/config/runtime';
import type { LanguageService } from '../../src/lib/i18n/language-service';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '../../src/lib/i18n/languages';
import { createNotifier } from '../../src/lib/notify/notifications';
import { firstZoneGroup } from '../../src/lib/player/groups';
import type { Services } from '../../src/lib/services';
import { createOverviewMemory } from '../../src/lib/selection/overview-memory';
import { createSelectionService, type PlayerChoice } from '../../src/lib/selection/selection';
import { createSession, hubFollowsSignIn$ } from '../../src/lib/session/session';
import { createArtworkHint } from '../../src/lib/storage/artwork-hint';
import { createZoneMemory } from '../../src/lib/storage/zone-memory';
import { createLastKnownStore } from '../../src/lib/storage/last-known-status';
import { createLegacyKeys } from '../../src/lib/storage/legacy-keys';
import type { KeyValueStore, LocalKey, TabKey } from '../../src/lib/storage/web-storage';
import { zoneControl$ } from '../../src/lib/zone/zone.streams';
import { createZoneService } from '../../src/lib/zone/zone-service';
import { licenceKey, macAddress } from './builders';
import { fakeApi, type ApiAnswer, type FakeApi } from './fake-api';
import { fakeHub, type FakeHub, type PlayerAnswers } from './fake-hub';
import { memoryStores } from './memory-storage';
import { TEXTS } from './texts';
import { virtualClock, type VirtualClock } from './virtual-clock';

/** A logger that keeps what it was told, by level. */
export interface RecordingLogger extends Pick<Console, 'warn' | 'error' | 'info'> {
  readonly lines: readonly { readonly level: 'warn' | 'error' | 'info'; readonly args: readonly unknown[] }[];
}

/** A logger that records every line instead of printing it. */
export function recordingLogger(): RecordingLogger {
  const lines: { level: 'warn' | 'error' | 'info'; args: unknown[] }[] = [];
  return {
    lines,
    warn: (...args: unknown[]) => void lines.push({ level: 'warn', args }),
    error: (...args: unknown[]) => void lines.push({ level: 'error', args }),
    info: (...args: unknown[]) => void lines.push({ level: 'info', args }),
  };
}

/** A language service with the i18n/ texts in memory; what the user chose is kept in `chosen`. */
export interface FakeLanguage extends LanguageService {
  readonly chosen: readonly LanguageCode[];
}

/** A language service that starts on `initial` and loads each language's texts at once from i18n/. */
export function fakeLanguage(initial: LanguageCode = DEFAULT_LANGUAGE): FakeLanguage {
  const language = new BehaviorSubject<LanguageCode>(initial);
  const chosen: LanguageCode[] = [];
  const loaded$: LanguageService['loaded$'] = language.pipe(
    map((code) => ({ language: code, catalogue: TEXTS[code] })),
  );
  return {
    chosen,
    language$: language.asObservable(),
    loaded$,
    setLanguage(code) {
      const next = isLanguageCode(code) ? code : DEFAULT_LANGUAGE;
      chosen.push(next);
      language.next(next);
    },
  };
}

/** Options of {@link fakeServices}. */
export interface FakeServicesOptions {
  /** How the API answers (default: never). */
  readonly api?: ApiAnswer;
  /** What the zone's player answers, by command (default: nothing). */
  readonly player?: PlayerAnswers;
  /** Local storage values to start with (spec §3 keys). */
  readonly local?: Partial<Record<LocalKey, unknown>>;
  /** Session storage values to start with. */
  readonly tabValues?: Partial<Record<TabKey, unknown>>;
  /** Starts signed in (a stored access token, e-mail and user id) with player 1 chosen, on its first zone. */
  readonly signedIn?: boolean;
  /** The chosen player when signed in (default: player 1 of the builders, "Player 1", one zone); null for none. */
  readonly chosen?: Partial<PlayerChoice> | null;
  /** The interface language (default en). */
  readonly language?: LanguageCode;
  readonly config?: Partial<RuntimeConfig>;
  /** The installed app's updates (default: none, as an embedded app). */
  readonly appUpdate?: AppUpdate;
}

/** The app's services with fakes a test can drive and inspect. */
export interface FakeServices extends Services {
  readonly scheduler: VirtualClock;
  readonly api: FakeApi;
  readonly hub: FakeHub;
  readonly language: FakeLanguage;
  readonly logger: RecordingLogger;
  /** The browser-wide and the tab's stores the services keep their state in (tests inspect them). */
  readonly local: KeyValueStore<LocalKey>;
  readonly tabStore: KeyValueStore<TabKey>;
  /** The raw storage areas behind `local` and `tabStore` (ngx-webstorage keys). */
  readonly localArea: Storage & { dump(): Record<string, string> };
  readonly tabArea: Storage & { dump(): Record<string, string> };
}

/** The zone group a signed-in test has chosen: player 1's key, zone 1 (docs/player-protocol.md Groups). */
export const ZONE_GROUP = firstZoneGroup(licenceKey(1), macAddress(1));

/**
 * Services for a component test: the real session and notifier over in-memory stores, a fake API, a
 * fake hub with a simulated player (its replies are `replies$`), the i18n/ texts, a recording logger and
 * a virtual clock as the scheduler (time stands still until the test advances it). Signed-in services
 * have chosen player 1 on its first zone ({@link ZONE_GROUP}), so the player screens have a zone to control.
 */
export function fakeServices(options: FakeServicesOptions = {}): FakeServices {
  const scheduler = virtualClock();
  const stores = memoryStores();
  const api = fakeApi(options.api);
  const hub = fakeHub({ answers: options.player, scheduler });
  if (options.signedIn) {
    stores.local.set('accessToken', 'access-token');
    stores.local.set('email', 'demo@example.com');
    stores.local.set('userId', 'user-1');
  }
  for (const [key, value] of entries(options.local)) stores.local.set(key, value);
  for (const [key, value] of entries(options.tabValues)) stores.tab.set(key, value);
  const legacy = createLegacyKeys(stores.local, stores.tab);
  const selection = createSelectionService({ local: stores.local, tabStore: stores.tab, legacy });
  if (options.signedIn && options.chosen !== null) {
    selection.choosePlayer({
      name: 'Player 1',
      licenceKey: licenceKey(1),
      macAddress: macAddress(1),
      zoneCount: 1,
      ...options.chosen,
    });
  }
  const session = createSession({
    local: stores.local,
    tab: stores.tab,
    api: () => api,
    hub,
    cookies: deferredModule(() => Promise.resolve(memoryCookies())),
    storageEvents$: new BehaviorSubject<Pick<StorageEvent, 'key'>>({ key: null }),
  });
  const logger = recordingLogger();
  // As the app does: the hub connection follows the sign-in (held for the test's lifetime).
  hubFollowsSignIn$(session, hub).subscribe();
  return {
    config: readRuntimeConfig({ assetsBase: '/assets', stillsBase: '/stills', ...options.config }),
    scheduler,
    local: stores.local,
    tabStore: stores.tab,
    localArea: stores.localArea,
    tabArea: stores.tabArea,
    api,
    session,
    selection,
    overviewMemory: createOverviewMemory({ local: stores.local, tabStore: stores.tab }),
    zones: createZoneService(
      {
        hub,
        replies$: hub.replies$,
        selection,
        legacy,
        scheduler,
        lastKnown: createLastKnownStore(stores.local, stores.tab, (problem, value) =>
          logger.warn(problem, value),
        ),
      },
      { zoneControl$ },
    ),
    hub,
    zoneMemory: createZoneMemory(stores.local),
    artworkHint: createArtworkHint(stores.local, stores.tab),
    lastPlayers: createLastKnownPlayers(stores.local),
    activityLog: createActivityLog({
      hub,
      replies$: hub.replies$,
      session,
      scheduler,
      logger,
      open: memoryActivityStore,
      remove: () => Promise.resolve(),
    }),
    replies$: hub.replies$,
    notifier: createNotifier(scheduler),
    language: fakeLanguage(options.language),
    appUpdate: options.appUpdate ?? NO_APP_UPDATE,
    firstScreen: createFirstScreen(),
    logger,
  };
}

/** The defined entries of a partial record, typed by its keys. */
function entries<K extends string>(values: Partial<Record<K, unknown>> | undefined): [K, unknown][] {
  const out: [K, unknown][] = [];
  for (const key in values) if (values[key] !== undefined) out.push([key, values[key]]);
  return out;
}
