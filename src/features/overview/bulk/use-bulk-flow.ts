import { useCallback, useState } from 'react';
import { useObservable, useObservableState } from 'observable-hooks';
import { defer, finalize, map, of, switchMap, tap } from 'rxjs';
import { useSignedInServices } from '../../../hooks/services-context';
import { restoredState, storedRun } from './bulk-memory';
import { retryable, type BulkAction, type BulkState } from './bulk-run';
import { commonChoices$, medianLevel$, type BulkFlow, type CommonChoices } from './bulk.streams';
import { liveStatus, type OverviewZone } from '../fleet/zones';
import type { Fleet } from '../fleet/fleet.streams';

/** The panel the bar shows below its buttons: the volume, or the adverts or playlists common to the ticked zones. */
export type Panel = 'volume' | 'advert' | 'playlist';

/** What decides when the tab keeps the flow's run: which run, its stage, wave and retries. */
function keyOf(state: BulkState): string {
  const run = state.run;
  return run ? `${run.groups.length}:${run.stage}:${run.wave}:${run.retries}:${run.groups[0] ?? ''}` : '';
}

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
  /** The flow's state: the plan to confirm and the last run. */
  readonly state: BulkState;
  /** How many runs were confirmed on this screen: the bar moves the focus to the summary when it grows. */
  readonly confirmed: number;
  readonly panel: Panel | null;
  openPanel(panel: Panel | null): void;
  /** The adverts or playlists common to the ticked zones while their panel is open. */
  readonly choices: CommonChoices | null;
  /**
   * The median volume of the ticked zones while the volume panel is open (where the level starts):
   * `loading` while they are asked, undefined when none says.
   */
  readonly median: number | undefined | 'loading';
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
 * The overview's ticked zones and bulk actions (README "Every zone at a glance"): the ticked zones are
 * the tab's overview memory; `flow` (started from the tab's last run, see `createOverviewServices`) keeps
 * each run there. The zones are read from `fleet` when asked (a status push does not render the screen),
 * and its controls send the commands.
 */
export function useBulkFlow(fleet: Fleet, flow: BulkFlow): BulkView {
  const { overviewMemory: memory } = useSignedInServices();
  const ticked = useObservableState(memory.ticked$, memory.ticked());
  const kept$ = useObservable(() =>
    defer(() => {
      let last: BulkState | undefined;
      let kept = '';
      const keep = (state: BulkState) => memory.keepRun(storedRun(state.run));
      return flow.state$.pipe(
        tap((state) => {
          last = state;
          // Kept when a run starts, at each wave, and when it halts or ends, not for every result.
          const key = keyOf(state);
          if (key === kept) return;
          kept = key;
          keep(state);
        }),
        // And as it is when the screen goes (a zone opened mid-run): its unsent zones come back as not sent.
        finalize(() => last && keep(last)),
      );
    }),
  );
  const state = useObservableState(kept$, restoredState(memory.run()));
  const [confirmed, setConfirmed] = useState(0);
  const [panel, setPanel] = useState<Panel | null>(null);

  const known = [...ticked].filter((group) => fleet.get(group));
  const zonesOf = (groups: readonly string[]) =>
    groups.map((group) => ({ group, status: liveStatus(fleet.get(group)) }));

  // The ticked zones as targets.
  const tickedTargets = () =>
    [...memory.ticked()]
      .map((group) => fleet.get(group))
      .filter((zone): zone is OverviewZone => !!zone)
      .map((zone) => ({ control: fleet.control(zone.group), status: liveStatus(zone) }));
  const choices = useObservableState(
    useObservable(
      (inputs$) =>
        inputs$.pipe(
          map(([open]) => open),
          // switchMap: another panel replaces the lists being asked for.
          switchMap((open) =>
            open === 'advert' || open === 'playlist' ? commonChoices$(tickedTargets(), open) : of(null),
          ),
        ),
      [panel],
    ),
    null,
  );
  const median = useObservableState(
    useObservable(
      (inputs$) =>
        inputs$.pipe(
          map(([open]) => open),
          // switchMap: closing the panel drops the volumes being asked for.
          switchMap((open) => (open === 'volume' ? medianLevel$(tickedTargets()) : of(undefined))),
        ),
      [panel],
    ),
    undefined,
  );

  const tick = useCallback((groups: readonly string[], on: boolean) => memory.tick(groups, on), [memory]);
  const untickAll = useCallback(() => memory.untickAll(), [memory]);
  const ask = useCallback(
    (action: BulkAction) => {
      const groups = [...memory.ticked()].filter((group) => fleet.get(group));
      if (!groups.length) return;
      flow.ask({ action, zones: zonesOf(groups) });
      setPanel(null);
    },
    // zonesOf reads the fleet when called.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [memory, fleet, flow],
  );
  const confirm = useCallback(() => {
    flow.confirm();
    setConfirmed((n) => n + 1);
  }, [flow]);

  return {
    ticked,
    tickedCount: known.length,
    tick,
    untickAll,
    state,
    confirmed,
    panel,
    openPanel: setPanel,
    choices,
    median,
    ask,
    confirm,
    cancel: flow.cancel,
    goOn: flow.goOn,
    stop: flow.stop,
    retry: flow.retry,
    clear: flow.clear,
    canRetry: state.run?.stage === 'finished' && retryable(state.run).length > 0,
  };
}
