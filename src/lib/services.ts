import type { Observable, SchedulerLike } from 'rxjs';
import type { RuntimeConfig } from '../config/runtime';
import type { ApiClient } from './api/api-client';
import type { HubClient } from './hub/types';
import type { LanguageService } from './i18n/language-service';
import type { Notifier } from './notify/notifications';
import type { PlayerReply } from './player/envelope';
import type { SelectionService } from './selection/selection';
import type { Session } from './session/session';
import type { KeyValueStore, LocalKey, SessionKey } from './storage/web-storage';

/** Everything the screens use, created once by the composition root (src/app/services.ts). */
export interface Services {
  readonly config: RuntimeConfig;
  readonly scheduler: SchedulerLike;
  readonly local: KeyValueStore<LocalKey>;
  readonly sessionStore: KeyValueStore<SessionKey>;
  readonly api: ApiClient;
  readonly session: Session;
  /** The player and zone this tab controls (spec §4 Choosing an online player, Zone selection). */
  readonly selection: SelectionService;
  readonly hub: HubClient;
  /** Valid player replies of the joined zone group; malformed ones are reported and dropped (spec §8). */
  readonly replies$: Observable<PlayerReply>;
  readonly notifier: Notifier;
  readonly language: LanguageService;
  readonly logger: Pick<Console, 'warn' | 'error' | 'info'>;
}
