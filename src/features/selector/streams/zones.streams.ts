import {
  catchError,
  concat,
  defer,
  map,
  of,
  startWith,
  switchMap,
  timer,
  ignoreElements,
  type Observable,
  type SchedulerLike,
  asyncScheduler,
} from 'rxjs';
import { ZONE_SWITCH_DELAY_MS } from '../../../config/timing';
import type { HubClient } from '../../../lib/hub/types';
import { PlayerCommand } from '../../../lib/player/commands';
import type { PlayerReply } from '../../../lib/player/envelope';
import { zoneGroup } from '../../../lib/player/groups';
import { ConnectionInfo } from '../../../lib/player/replies';
import { sendCommand } from '../../../lib/player/send-command';

/** The zone list as a screen state (spec §2 Channels). */
export type ZonesState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly info: ConnectionInfo }
  | { readonly kind: 'failed'; readonly error: unknown };

/** What the zone streams need. */
export interface ZoneDeps {
  readonly hub: Pick<HubClient, 'joinGroup' | 'leaveGroup' | 'sendToGroup'>;
  readonly replies$: Observable<PlayerReply>;
  readonly scheduler?: SchedulerLike;
}

/**
 * Joins the player's first zone group and asks for its connection info (command 741): the zones,
 * each with ZoneName and RemoteVolumeAllowed (null zones dropped). Never errors; failures are `failed`.
 */
export function zones$(deps: ZoneDeps, group: string): Observable<ZonesState> {
  const command = {
    hub: deps.hub,
    replies$: deps.replies$,
    group,
    zoneIndex: 1,
    scheduler: deps.scheduler,
  };
  return deps.hub.joinGroup(group).pipe(
    // switchMap: one join, then one request.
    switchMap(() => sendCommand(command, PlayerCommand.Channels, { schema: ConnectionInfo })),
    map((info): ZonesState => ({ kind: 'loaded', info })),
    catchError((error: unknown) => of<ZonesState>({ kind: 'failed', error })),
    startWith<ZonesState>({ kind: 'loading' }),
  );
}

/**
 * Zone selection (spec §4): leave the current group, then after ZONE_SWITCH_DELAY_MS (1 s) emit the new
 * group (first 54 characters of the stored key, '-', zone number) for the caller to store and open.
 * A failed leave does not block the switch (the old group is left with the connection anyway).
 */
export function switchZone$(deps: ZoneDeps, currentGroup: string, zoneNumber: number): Observable<string> {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const leave$ = deps.hub.leaveGroup(currentGroup).pipe(
    ignoreElements(),
    catchError(() => of()),
  );
  return concat(
    defer(() => leave$),
    timer(ZONE_SWITCH_DELAY_MS, scheduler).pipe(map(() => zoneGroup(currentGroup, zoneNumber))),
  );
}
