import { defer, EMPTY, type Observable } from 'rxjs';
import { createBulkFlow, type BulkFlow } from './bulk/bulk.streams';
import type { BulkState } from './bulk/bulk-run';
import { createFleet, type Fleet, type FleetDeps } from './fleet/fleet.streams';
import { liveStatus } from './fleet/zones';

/** What the overview needs: the fleet's dependencies, the link, and where the bulk flow starts. */
export interface OverviewServicesDeps extends Omit<FleetDeps, 'results$'> {
  /** Whether the hub is connected; replays its current value on subscribe. */
  readonly connected$: Observable<boolean>;
  /** Where the bulk flow starts (the tab's last run). */
  readonly initialRun?: BulkState;
}

/** The overview's two services: the estate's zones and the bulk flow. */
export interface OverviewServices {
  readonly fleet: Fleet;
  readonly flow: BulkFlow;
}

/**
 * The overview's services, wired (README "Every zone at a glance"): the bulk flow sends through the
 * fleet's controls and reads each zone's latest status from the fleet when a wave goes out; the fleet
 * takes each bulk result that set a volume as that zone's volume, so a card shows what a run set.
 */
export function createOverviewServices(deps: OverviewServicesDeps): OverviewServices {
  const { connected$, initialRun, ...fleetDeps } = deps;
  let flow: BulkFlow | undefined;
  const fleet = createFleet({ ...fleetDeps, results$: defer(() => flow?.results$ ?? EMPTY) });
  flow = createBulkFlow({
    control: (group) => fleet.control(group),
    status: (group) => liveStatus(fleet.get(group)),
    connected$,
    ...(initialRun && { initial: initialRun }),
    ...(deps.scheduler && { scheduler: deps.scheduler }),
  });
  return { fleet, flow };
}
