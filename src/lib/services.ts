import type { ZoneMemory } from './storage/zone-memory';
import type { Observable, SchedulerLike } from 'rxjs';
import type { RuntimeConfig } from '../config/runtime';
import type { ApiClient } from './api/api-client';
import type { AppUpdate } from './app-update/app-update';
import type { HubClient } from './hub/types';
import type { FirstScreen } from './deferred/first-screen';
import type { LanguageService } from './i18n/language-service';
import type { Notifier } from './notify/notifications';
import type { PlayerReply } from './player/envelope';
import type { OverviewMemory } from './selection/overview-memory';
import type { SelectionService } from './selection/selection';
import type { Session } from './session/session';
import type { ArtworkHint } from './storage/artwork-hint';
import type { LastKnownPlayers } from './storage/last-known-players';
import type { ZoneService } from './zone/zone-service';

/** Everything the screens use, created once by the composition root (src/app/services.ts). */
export interface Services {
  readonly config: RuntimeConfig;
  readonly scheduler: SchedulerLike;
  readonly api: ApiClient;
  readonly session: Session;
  /** The player and zone this tab controls (spec §4 Choosing an online player, Zone selection). */
  readonly selection: SelectionService;
  /** What the overview keeps for this tab: the ticked zones, the last bulk run, the scroll position. */
  readonly overviewMemory: OverviewMemory;
  /** The control of the selected zone, one per app instance (spec §4 Zone selection). */
  readonly zones: ZoneService;
  readonly hub: HubClient;
  /** Remembers the cover on screen for the page's preload hint (README "What loads when"). */
  readonly artworkHint: ArtworkHint;
  /** The overview's last known zone names and last heard times (README "Every zone at a glance"). */
  readonly zoneMemory: ZoneMemory;
  /** The player list as it last loaded, for the selector without a network (docs/architecture.md §11). */
  readonly lastPlayers: LastKnownPlayers;
  /** Valid player replies of the joined zone group; malformed ones are reported and dropped (spec §8). */
  readonly replies$: Observable<PlayerReply>;
  readonly notifier: Notifier;
  readonly language: LanguageService;
  /** The installed app's updates: a waiting release and the user's consent (docs/architecture.md §11). */
  readonly appUpdate: AppUpdate;
  /** This app's first-screen hand-over: the first screen's commit and paint. */
  readonly firstScreen: FirstScreen;
  readonly logger: Pick<Console, 'warn' | 'error' | 'info'>;
}
