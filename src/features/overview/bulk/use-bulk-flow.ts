import { useCallback, useMemo } from 'react';
import { useObservable, useObservableState } from 'observable-hooks';
import { useSignedInServices } from '../../../hooks/services-context';
import { restoredState, storedRun } from './bulk-memory';
import type { BulkAction } from './bulk-action';
import { filteredResults, retryable, type ZoneResult } from './bulk-run';
import { keptRuns$, type BulkFlow } from './bulk.streams';
import type { BulkState, Panel } from './bulk-state';
import type { Fleet } from '../fleet/fleet.streams';

export type { Panel } from './bulk-state';

/** The bulk flow as the screen shows it (see {@link useBulkFlow}). */
export interface BulkView {
  /** The ticked zones' groups (the tab's, kept through filtering, opening a zone and a reload). */
  readonly ticked: ReadonlySet<string>;
  /** How many ticked zones the overview knows. */
  readonly tickedCount: number;
  /** Ticks (`on`) or unticks the zones of `groups`. Stable. */
  tick(groups: readonly string[], on: boolean): void;
  /** Unticks every zone. Stable. */
  untickAll(): void;
  /** The flow's state: the open panel, the plan to confirm, the last run, how many runs were confirmed. */
  readonly state: BulkState;
  /** The last run's results as the results filters read them (a halted run's held zones left out). */
  readonly filterResults: ReadonlyMap<string, ZoneResult> | undefined;
  /** Opens `panel` on the ticked zones, or closes it (`null`). Stable. */
  openPanel(panel: Panel | null): void;
  /** Asks to confirm `action` on the ticked zones. Stable. */
  ask(action: BulkAction): void;
  confirm(): void;
  cancel(): void;
  goOn(): void;
  stop(): void;
  retry(): void;
  clear(): void;
  /** True when the last run has zones worth a retry. */
  readonly canRetry: boolean;
}

/**
 * The overview's ticked zones and bulk actions, bound to `flow` (docs/design.md "Every zone at a glance"): the
 * ticked zones are the tab's overview memory, which also keeps each run of `flow` (started from the
 * tab's last run, see `createOverviewServices`); `fleet` says which ticked zones the overview lists.
 */
export function useBulkFlow(fleet: Fleet, flow: BulkFlow): BulkView {
  const { overviewMemory: memory } = useSignedInServices();
  const ticked = useObservableState(memory.ticked$, memory.ticked());
  const state = useObservableState(
    useObservable(() => keptRuns$(flow.state$, (run) => memory.keepRun(storedRun(run)))),
    () => restoredState(memory.run()),
  );
  const tick = useCallback((groups: readonly string[], on: boolean) => memory.tick(groups, on), [memory]);
  const untickAll = useCallback(() => memory.untickAll(), [memory]);
  const openPanel = useCallback((panel: Panel | null) => flow.open(panel, memory.ticked()), [flow, memory]);
  const ask = useCallback((action: BulkAction) => flow.ask(action, memory.ticked()), [flow, memory]);
  const run = state.run;
  const filterResults = useMemo(() => filteredResults(run), [run]);
  return {
    ticked,
    tickedCount: [...ticked].filter((group) => fleet.get(group)).length,
    tick,
    untickAll,
    state,
    filterResults,
    openPanel,
    ask,
    confirm: flow.confirm,
    cancel: flow.cancel,
    goOn: flow.goOn,
    stop: flow.stop,
    retry: flow.retry,
    clear: flow.clear,
    canRetry: run?.stage === 'finished' && retryable(run).length > 0,
  };
}
