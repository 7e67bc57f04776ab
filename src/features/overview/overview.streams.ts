import {
  combineLatest,
  defer,
  distinctUntilChanged,
  filter,
  fromEvent,
  map,
  merge,
  of,
  startWith,
  type Observable,
} from 'rxjs';
import { createBulkFlow, type BulkFlow } from './bulk/bulk.streams';
import type { ZoneResult } from './bulk/bulk-run';
import type { BulkState } from './bulk/bulk-state';
import { createFleet, type Fleet, type FleetDeps } from './fleet/fleet.streams';
import { liveStatus, type ZoneVolume } from './fleet/zones';

/** What the overview needs: the fleet's dependencies, the link, and where the bulk flow starts. */
export interface OverviewServicesDeps extends Omit<FleetDeps, 'volumes$'> {
  /** Whether the hub is connected; replays its current value on subscribe. */
  readonly connected$: Observable<boolean>;
  /**
   * Whether the device is online (see {@link deviceOnline$}; default: always): a bulk command is not
   * sent while it is not, nor while the hub is not connected ("not sent: no connection").
   */
  readonly online$?: Observable<boolean>;
  /** Where the bulk flow starts (the tab's last run). */
  readonly initialRun?: BulkState;
}

/** The overview's two services: the estate's zones and the bulk flow. */
export interface OverviewServices {
  readonly fleet: Fleet;
  readonly flow: BulkFlow;
}

/** The volume a `done` bulk result says its zone took; undefined for any other result. */
const volumeOf = (group: string, result: ZoneResult): ZoneVolume | undefined =>
  result.kind === 'done' && typeof result.volume === 'number' ? { group, volume: result.volume } : undefined;

/**
 * The overview's services, wired (docs/design.md "Every zone at a glance"): the bulk flow sends through the
 * fleet's controls and reads each zone's latest status from the fleet when a wave goes out; the fleet
 * takes each bulk result that set a volume as that zone's volume, so a card shows what a run set.
 */
export function createOverviewServices(deps: OverviewServicesDeps): OverviewServices {
  const { connected$, online$ = of(true), initialRun, ...fleetDeps } = deps;
  // The flow is made after the fleet, whose controls it sends through; the fleet reads its results lazily.
  const volumes$ = defer(() => flow.results$).pipe(
    map(([group, result]) => volumeOf(group, result)),
    filter((found): found is ZoneVolume => found !== undefined),
  );
  const fleet = createFleet({ ...fleetDeps, volumes$ });
  const flow: BulkFlow = createBulkFlow({
    has: (group) => fleet.get(group) !== undefined,
    control: (group) => fleet.control(group),
    status: (group) => liveStatus(fleet.get(group)),
    connected$: combineLatest([connected$, online$]).pipe(
      map(([hub, device]) => hub && device),
      distinctUntilChanged(),
    ),
    ...(initialRun && { initial: initialRun }),
    ...(deps.scheduler && { scheduler: deps.scheduler }),
  });
  return { fleet, flow };
}

/**
 * Whether the device says it is online (`navigator.onLine`): its current value at once, then each
 * `online` and `offline` event of `target` (the window), so a command is known not to go out the
 * moment the device is offline, before the hub's link is judged lost.
 */
export function deviceOnline$(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    readonly navigator: Pick<Navigator, 'onLine'>;
  },
): Observable<boolean> {
  return defer(() =>
    merge(fromEvent(target, 'online'), fromEvent(target, 'offline')).pipe(
      map(() => target.navigator.onLine),
      startWith(target.navigator.onLine),
    ),
  );
}
