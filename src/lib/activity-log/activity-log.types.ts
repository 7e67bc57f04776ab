import type { Observable, SchedulerLike } from 'rxjs';
import type { HubClient } from '../hub/types';
import type { PlayerReply } from '../player/envelope';
import type { Session } from '../session/session';
import type { ActivityStore, WatchedPeriod } from './activity-store';
import type { ActivityEntry, ZoneNames } from './entries';
import type { ZoneMark, ZoneSeen } from './recorder.streams';

/*
 * The activity log's contract: what the log offers the screens and what it needs. A module of its own,
 * read by the light facade the app loads at once (activity-log.ts) and by the log's code in its deferred
 * chunk (activity-log-core.ts), so neither imports the other's file.
 */

/** How many of the newest entries the screens hold in memory (the export reads the whole log). */
export const ACTIVITY_LOG_SHOWN = 500;

/** What the log holds for the screens: its newest entries, its watched periods and when it began. */
export interface LogView {
  /** Newest first, at most ACTIVITY_LOG_SHOWN. */
  readonly entries: readonly ActivityEntry[];
  /** Oldest first, the one being watched included. */
  readonly periods: readonly WatchedPeriod[];
  /** When this browser began recording for this account (ms since the epoch); undefined before it did. */
  readonly since: number | undefined;
  /** Each zone's last mark (the mode it was last seen in, and since when). */
  readonly marks: ReadonlyMap<string, ZoneMark>;
  /** How many recorded changes wait to be written (0 when the browser's database has them all). */
  readonly pending: number;
}

/** The view of an empty log: one object, so a screen's state does not change while nothing is recorded. */
export const NO_LOG_VIEW: LogView = {
  entries: [],
  periods: [],
  since: undefined,
  marks: new Map(),
  pending: 0,
};

/**
 * The activity log of the account signed in (docs/design.md "Activity log"): what other sign-ins changed and what
 * the overview saw change, kept in this browser (IndexedDB, per account key, bounded), cleared when that
 * account signs out. It adds no request to the players. Its code (the recorder, the store and its
 * database library) loads on first use, in a chunk of its own (docs/design.md "What loads when").
 */
export interface ActivityLog {
  /** Records other sign-ins' commands to the joined zone groups while subscribed (one recording however many subscribe). */
  readonly recordCommands$: Observable<never>;
  /**
   * Records the state changes of the zones `seen$` reports (the overview's zones) while subscribed, and
   * the time it watched. A zone's first sight is compared with its mark from earlier visits (the "since
   * you last looked" baseline), read from the loaded log.
   */
  recordFleet(seen$: Observable<readonly ZoneSeen[]>): Observable<never>;
  /** The log as it is now, then on each change; {@link NO_LOG_VIEW} when its code cannot load. */
  readonly view$: Observable<LogView>;
  /** Every entry kept for this account, oldest first (for the export); [] while signed out. */
  all(): Promise<ActivityEntry[]>;
  /** Remembers a zone's names for the entries recorded of it later. */
  name(group: string, names: ZoneNames): void;
  /** Ends the log's own subscriptions (the app unmounted). */
  stop(): void;
}

/** What the log needs. */
export interface ActivityLogDeps {
  readonly hub: Pick<HubClient, 'groupMessages$'>;
  readonly replies$: Observable<PlayerReply>;
  readonly session: Pick<Session, 'signedIn$' | 'impersonatedEmail$' | 'account'>;
  readonly scheduler?: SchedulerLike;
  readonly logger: Pick<Console, 'warn'>;
  /** Opens a store (default: IndexedDB, `openActivityStore`). */
  readonly open?: (key: string) => Promise<ActivityStore>;
  /** Deletes a store (default: `deleteActivityStore`). */
  readonly remove?: (key: string) => Promise<void>;
}
