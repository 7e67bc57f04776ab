import {
  catchError,
  concat,
  defer,
  EMPTY,
  finalize,
  map,
  merge,
  of,
  scan,
  startWith,
  switchMap,
  timer,
  ignoreElements,
  type Observable,
  type SchedulerLike,
  asyncScheduler,
} from 'rxjs';
import { OVERVIEW_REQUESTS_IN_FLIGHT, ZONE_SWITCH_DELAY_MS } from '../../../config/timing';
import type { HubClient } from '../../../lib/hub/types';
import { PlayerCommand } from '../../../lib/player/commands';
import type { PlayerReply } from '../../../lib/player/envelope';
import { zoneGroup } from '../../../lib/player/groups';
import { ConnectionInfo, PlayerStatus } from '../../../lib/player/replies';
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

/** What each zone card shows of its zone's now playing: the title and artist (a message's title alone). */
export interface ZoneNowPlaying {
  readonly title: string;
  readonly artist: string;
}

/** What {@link nowPlaying$} needs beyond the zone streams: the tab's selected zone, kept joined when leaving. */
export interface NowPlayingDeps extends ZoneDeps {
  readonly selection: { current(): { readonly zone: { readonly group: string } } | null };
}

/**
 * What each of the player's `count` zones plays, for its card (docs/design.md "Every zone at a glance": the zone
 * list shows it too): joins each zone's group (`group`, already joined by {@link zones$}, is not joined
 * again) and asks its status (command 0), at most OVERVIEW_REQUESTS_IN_FLIGHT at a time, each within
 * COMMAND_TIMEOUT_MS. Emits the titles known so far by zone number (1-based), first an empty map; a zone
 * that does not answer, or answers without a track, stays out. Once every zone answered or timed out,
 * or when unsubscribed, it leaves the groups it joined, except the tab's selected zone's (the zone just
 * chosen). Never errors.
 */
export function nowPlaying$(
  deps: NowPlayingDeps,
  group: string,
  count: number,
): Observable<ReadonlyMap<number, ZoneNowPlaying>> {
  const joined = new Set<string>();
  const ask = (zoneIndex: number) =>
    defer(() => {
      const zoneGroupName = zoneGroup(group, zoneIndex);
      const join$: Observable<unknown> =
        zoneGroupName === group
          ? of(null)
          : deps.hub.joinGroup(zoneGroupName).pipe(map(() => void joined.add(zoneGroupName)));
      const command = { ...deps, group: zoneGroupName, zoneIndex };
      return join$.pipe(
        // switchMap: one join, then one request.
        switchMap(() => sendCommand(command, PlayerCommand.Status, { schema: PlayerStatus })),
        map((status) => [zoneIndex, status.NowPlaying] as const),
        catchError(() => EMPTY),
      );
    });
  const zoneIndexes = Array.from({ length: count }, (_, i) => i + 1);
  return merge(...zoneIndexes.map(ask), OVERVIEW_REQUESTS_IN_FLIGHT).pipe(
    scan(
      (known, [zoneIndex, track]) => {
        if (!track?.Title) return known;
        const next = new Map(known);
        next.set(zoneIndex, { title: track.Title, artist: track.IsAdvert ? '' : track.Artist });
        return next;
      },
      new Map<number, ZoneNowPlaying>() as ReadonlyMap<number, ZoneNowPlaying>,
    ),
    startWith(new Map<number, ZoneNowPlaying>() as ReadonlyMap<number, ZoneNowPlaying>),
    finalize(() => leaveJoined(deps, joined)),
  );
}

/** Leaves the `joined` groups, except the tab's selected zone's. */
function leaveJoined(deps: NowPlayingDeps, joined: ReadonlySet<string>): void {
  const kept = deps.selection.current()?.zone.group;
  const leaving = [...joined].filter((g) => g !== kept);
  if (!leaving.length) return;
  // Fire and forget: the answers are in; a failed leave is harmless (the group goes with the connection).
  // eslint-disable-next-line rxjs-x/no-ignored-subscription
  merge(...leaving.map((g) => deps.hub.leaveGroup(g).pipe(catchError(() => EMPTY)))).subscribe();
}
