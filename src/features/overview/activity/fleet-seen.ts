import { map, merge, of, type Observable } from 'rxjs';
import type { ZoneSeen } from '../../../lib/activity-log/recorder.streams';
import { DOWNLOADS_COMPLETE, needsAttention } from '../fleet/attention';
import type { OverviewZone } from '../fleet/zones';
import type { FleetZones } from '../fleet/fleet.streams';
import { stateOf } from '../sites/overview-view';

/** `zone` as the activity log records it, or `undefined` while its state is not known (loading). */
export function seenOf(zone: OverviewZone): ZoneSeen | undefined {
  const mode = stateOf(zone);
  if (!mode) return undefined;
  return {
    group: zone.group,
    names: { zone: zone.zoneName, site: zone.site, player: zone.player.PlayerName },
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
