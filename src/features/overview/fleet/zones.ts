import type { Observable, SchedulerLike } from 'rxjs';
import type { ApiClient } from '../../../lib/api/api-client';
import type { PlayerListItem } from '../../../lib/api/schemas';
import type { HubClient } from '../../../lib/hub/types';
import type { PlayerReply } from '../../../lib/player/envelope';
import { playerKey } from '../../../lib/player/groups';
import type { DownloadStatus, PlayerStatus } from '../../../lib/player/replies';
import type { SelectionService } from '../../../lib/selection/selection';
import type { PlayersOffline } from '../../../lib/storage/last-known-players';
import type { ZoneMemory } from '../../../lib/storage/zone-memory';
import type { ZoneControl, ZoneDeps } from '../../../lib/zone/zone.streams';

/**
 * What one zone of the overview shows (spec §2 Player selector, §4 Play state), a union on `kind`:
 * `loading` until its first status, `live` with the latest status and when it arrived (scheduler time,
 * ms), `not-answering` when its request got no reply within COMMAND_TIMEOUT_MS (a later status makes it
 * live again), `offline` when the player list says its player is offline, with when this app last heard
 * from the zone (`heardAt`, scheduler time in ms: the epoch's in the app, from {@link ZoneMemory}) when it ever did,
 * and its last known PlayState (`playState`, from the same memory) when it was known.
 */
export type ZoneState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'live'; readonly status: PlayerStatus; readonly receivedAt: number }
  | { readonly kind: 'not-answering' }
  | { readonly kind: 'offline'; readonly heardAt?: number; readonly playState?: number };

/** A player's content health (command 745, spec §3 "Download status"): storage used (%) and download Status. */
export type PlayerHealth = DownloadStatus;

/** One zone of the fleet: where it is, what it is called and its state. `group` identifies it. */
export interface OverviewZone {
  /** The zone's hub group (`<player key>-<zone number>`): its identity in the overview. */
  readonly group: string;
  /** The 1-based zone number (spec §3 ChannelIndex). */
  readonly zoneIndex: number;
  /** The zone's name: from its status, else the zone list (command 741); '' while neither is known. */
  readonly zoneName: string;
  readonly player: PlayerListItem;
  /** The player's site (the player list's PropertyName; '' when it has none). */
  readonly site: string;
  readonly state: ZoneState;
  /** The player's content health (745), once it answered; the same for each zone of the player. */
  readonly health?: PlayerHealth;
  /** The zone's volume (0–100) from its channel settings (802), once it answered. */
  readonly volume?: number;
}

/** A zone control as the overview uses it: its group's join and its commands. */
export type OverviewControl = Pick<ZoneControl, 'group' | 'join$' | 'command'>;

/** What the overview needs: the player list, the one hub connection, the selection and a zone control factory. */
export interface OverviewDeps {
  readonly api: Pick<ApiClient, 'get$'>;
  readonly hub: Pick<HubClient, 'joinGroup' | 'leaveGroup' | 'sendToGroup' | 'state$'>;
  readonly replies$: Observable<PlayerReply>;
  /** The tab's selection: its zone's group is not left when the overview closes. */
  readonly selection: Pick<SelectionService, 'current'>;
  /** `createZoneControl` (src/lib/zone/zone.streams.ts), loaded with the zone control's code. */
  readonly createControl: (deps: ZoneDeps) => ZoneControl;
  readonly scheduler?: SchedulerLike;
  /** The screen's frames, which the overview's states are paced by (default: see `frameScheduler`, src/lib/zone/zone-status.streams.ts). */
  readonly frames?: SchedulerLike;
  /** The groups of the zones on screen, in order, whose statuses are asked first (default: none). */
  readonly visible$?: Observable<readonly string[]>;
  /** What is remembered of the zones between visits (default: nothing). */
  readonly memory?: ZoneMemory;
  /** Emits when the page is hidden (a tab switched, a reload, the app left): `memory` is stored then (default: never). */
  readonly hidden$?: Observable<unknown>;
  /** What lets the overview open without a network (docs/architecture.md §11; default: nothing). */
  readonly offline?: PlayersOffline;
}

/** The hub group of zone `zoneIndex` (1-based) of `player`. */
export function groupOf(
  player: Pick<PlayerListItem, 'LicenceKey' | 'MacAddress'>,
  zoneIndex: number,
): string {
  return `${playerKey(player.LicenceKey, player.MacAddress)}-${zoneIndex}`;
}

/** The player key of a zone's group (`<player key>-<zone number>`). */
export const playerOfGroup = (group: string): string => group.slice(0, group.lastIndexOf('-'));

/** The controls the overview created, by group, and the groups it joined (to leave them). */
export interface OverviewControls {
  /** The control of `group`, created on first use with the overview's dependencies. */
  control(group: string, zoneIndex: number): OverviewControl;
  /** Every control created so far. */
  all(): readonly OverviewControl[];
}

/** The latest status of `zone`, if it is live. */
export const liveStatus = (zone: OverviewZone | undefined): PlayerStatus | undefined =>
  zone?.state.kind === 'live' ? zone.state.status : undefined;

/** A volume a zone took (percent), told by someone other than the zone's own replies (a bulk run's result). */
export interface ZoneVolume {
  readonly group: string;
  readonly volume: number;
}
