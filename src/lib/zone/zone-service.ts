import { defer, from, switchMap, type Observable } from 'rxjs';
import type { LegacyKeys } from '../storage/legacy-keys';
import type { ZoneControl, ZoneControlSource } from './zone.streams';

/** The zone control's code (zone.streams.ts): what the zone service builds its controls with. */
export type ZoneControlCode = Pick<typeof import('./zone.streams'), 'zoneControl$'>;

/**
 * The zone control's code once fetched. It is not part of the first paint (docs/design.md "What loads when"):
 * it rides in the player area's chunk, whose route loader waits for {@link loadZoneControl}, so the
 * player area finds it here and gets its zone synchronously.
 */
let loadedCode: typeof import('./zone.streams') | undefined;

/**
 * Fetches the zone control's code (once; a failed fetch is tried again on the next call). Rejects with
 * the loader's error (a webpack `ChunkLoadError` when offline).
 */
export function loadZoneControl(): Promise<typeof import('./zone.streams')> {
  if (loadedCode) return Promise.resolve(loadedCode);
  return import(/* webpackChunkName: "player-area" */ './zone.streams').then((code) => (loadedCode = code));
}

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
   * Emits synchronously once the zone control's code is in (see {@link loadZoneControl}).
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

/**
 * Creates the zone service of one app instance (see {@link ZoneService}). `code` is the zone control's
 * code when the caller has it at hand (tests); the app leaves it out and the code is fetched with the
 * player area.
 */
export function createZoneService(deps: ZoneServiceDeps, code?: ZoneControlCode): ZoneService {
  let control$: Observable<ZoneControl | null> | undefined;
  const bound = (zoneCode: ZoneControlCode) => (control$ ??= zoneCode.zoneControl$(deps));
  return {
    control$: defer(() => {
      const ready = code ?? loadedCode;
      return ready ? bound(ready) : from(loadZoneControl()).pipe(switchMap(bound));
    }),
    leave() {
      deps.hub.stop();
      deps.legacy.leftZone();
    },
  };
}
