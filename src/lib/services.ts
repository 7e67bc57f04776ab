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
import type { ActivityLog } from './activity-log/activity-log.types';

/**
 * What every screen may use, the login's too: created once per app by the composition root
 * (src/app/services.ts) before the first screen.
 */
export interface CoreServices {
  readonly config: RuntimeConfig;
  readonly scheduler: SchedulerLike;
  readonly api: ApiClient;
  readonly session: Session;
  /** The player and zone this tab controls (spec §4 Choosing an online player, Zone selection). */
  readonly selection: SelectionService;
  readonly hub: HubClient;
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

/**
 * What only the signed-in screens use (the player selector, the overview, the player area): created once
 * per app, with their code, when the first of those screens loads (src/app/signed-in-services.ts), so the
 * login's first load carries none of it (docs/design.md "What loads when").
 */
export interface SignedInServices {
  /** The control of the selected zone, one per app instance (spec §4 Zone selection). */
  readonly zones: ZoneService;
  /** What the overview keeps for this tab: the ticked zones, the last bulk run, the scroll position. */
  readonly overviewMemory: OverviewMemory;
  /** Remembers the cover on screen for the page's preload hint (docs/design.md "What loads when"). */
  readonly artworkHint: ArtworkHint;
  /** The overview's last known zone names and last heard times (docs/design.md "Every zone at a glance"). */
  readonly zoneMemory: ZoneMemory;
  /** The player list as it last loaded, for the selector without a network (docs/architecture.md §11). */
  readonly lastPlayers: LastKnownPlayers;
  /** What other sign-ins changed and what the overview saw change, kept per account (docs/design.md "Activity log"). */
  readonly activityLog: ActivityLog;
}

/** Everything the screens use: what every screen may use, and what the signed-in screens add. */
export type Services = CoreServices & SignedInServices;
