import { ignoreElements, map, merge, of, tap, type Observable } from 'rxjs';
import type { ActivityLog } from '../../../lib/activity-log/activity-log.types';
import type { ZoneNames } from '../../../lib/activity-log/entries';
import type { ZoneSeen } from '../../../lib/activity-log/recorder.streams';
import { DOWNLOADS_COMPLETE, needsAttention } from '../fleet/attention';
import type { OverviewZone } from '../fleet/zones';
import type { FleetZones } from '../fleet/fleet.streams';
import { stateOf } from '../sites/overview-view';

/** The names the activity log shows `zone` by. */
const namesOf = (zone: OverviewZone): ZoneNames => ({
  zone: zone.zoneName,
  site: zone.site,
  player: zone.player.PlayerName,
});

/** `zone` as the activity log records it, or `undefined` while its state is not known (loading). */
export function seenOf(zone: OverviewZone): ZoneSeen | undefined {
  const mode = stateOf(zone);
  if (!mode) return undefined;
  return {
    group: zone.group,
    names: namesOf(zone),
    mode,
    attention: needsAttention(zone),
    ...(zone.health ? { downloadsDone: zone.health.Status === DOWNLOADS_COMPLETE } : {}),
  };
}

/** The known zones of `zones` as the log records them. */
const seenAll = (zones: readonly OverviewZone[]): ZoneSeen[] =>
  zones.map(seenOf).filter((seen): seen is ZoneSeen => seen !== undefined);

/**
 * The overview's zones for the activity log (docs/design.md "Activity log"): those the store holds at
 * subscription, then those each update changed. Only a live overview's: the caller does not subscribe
 * while it shows the last known list.
 */
export function fleetSeen$(store: Pick<FleetZones, 'all' | 'changed$'>): Observable<readonly ZoneSeen[]> {
  return merge(of(store.all()), store.changed$).pipe(map(seenAll));
}

/**
 * The overview's recording into the activity log while it is open and live (docs/design.md "Activity
 * log"): other sign-ins' commands, the zones' state changes, and every zone's names as soon as the
 * overview knows them, whatever its state, so a command another sign-in sends to a zone names it even
 * when it comes before the log's code has loaded or the zone's first status. Emits nothing.
 */
export function overviewRecording$(
  log: Pick<ActivityLog, 'recordCommands$' | 'recordFleet' | 'name'>,
  store: Pick<FleetZones, 'all' | 'changed$'>,
): Observable<never> {
  const naming$ = merge(of(store.all()), store.changed$).pipe(
    tap((zones) => zones.forEach((zone) => log.name(zone.group, namesOf(zone)))),
    ignoreElements(),
  );
  return merge(naming$, log.recordCommands$, log.recordFleet(fleetSeen$(store))).pipe(ignoreElements());
}
