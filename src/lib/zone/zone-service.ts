import type { Observable } from 'rxjs';
import type { LegacyKeys } from '../storage/legacy-keys';
import { zoneControl$, type ZoneControl, type ZoneControlSource } from './zone.streams';

/**
 * The zone control of one app instance (spec §4 "Zone selection", "Entering the selector"): bound once per
 * mount beside the selection, so every screen of the player area, and anything else that controls the
 * selected zone, shares one control; two apps mounted on one page each have their own. Controls for other
 * zones come from `createZoneControl` with the same dependencies.
 */
export interface ZoneService {
  /**
   * The control of the zone the tab's selection names, null while none is selected; a new control for each
   * zone group, replayed to every subscriber, kept ZONE_CONTROL_GRACE_MS after its last subscriber left.
   */
  readonly control$: Observable<ZoneControl | null>;
  /**
   * Leaves the zone (spec §4 "Entering the selector"): the hub connection stops (its groups are left with
   * it) and the original product's `channelIndex` and `nowPlaying` keys are cleared. The selection stays,
   * so a later visit of the player area controls the same zone again on a new connection.
   */
  leave(): void;
}

/** What the zone service needs: a zone's dependencies, the selection, the hub to stop and the legacy keys. */
export interface ZoneServiceDeps extends ZoneControlSource {
  readonly hub: ZoneControlSource['hub'] & { stop(): void };
  readonly legacy: LegacyKeys;
}

/** Creates the zone service of one app instance (see {@link ZoneService}). */
export function createZoneService(deps: ZoneServiceDeps): ZoneService {
  return {
    control$: zoneControl$(deps),
    leave() {
      deps.hub.stop();
      deps.legacy.leftZone();
    },
  };
}
