import {
  asyncScheduler,
  defer,
  distinctUntilChanged,
  EMPTY,
  finalize,
  ignoreElements,
  map,
  merge,
  type Observable,
  of,
  scan,
  share,
  startWith,
  subscribeOn,
  switchMap,
  tap,
  type SchedulerLike,
} from 'rxjs';
import type { PlayerStatus } from '../../../lib/player/replies';
import { createIntent } from '../../../lib/rx/intent';
import type { BulkAction } from './bulk-action';
import { retryable, sendingWave, type BulkRun, type ZoneResult } from './bulk-run';
import {
  NO_BULK,
  reduceBulk,
  type BulkEvent,
  type BulkState,
  type Panel,
  type PanelData,
  type PanelState,
} from './bulk-state';
import { commonChoices$ } from './choices.streams';
import { energyChoices$, medianLevel$ } from './panel.streams';
import { zoneCommand$ } from './zone-command.streams';
import type { OverviewControl } from '../fleet/zones';

export type { BulkAction, SkipReason } from './bulk-action';
export type { BulkSummary, ZoneResult } from './bulk-run';
export { summarise } from './bulk-run';
export type { BulkState, Panel, PanelState } from './bulk-state';
export { type CommonChoice, type CommonChoices } from './choices.streams';

/** What the bulk flow needs: the zones it may act on, each zone's control and latest status, the link, a scheduler. */
export interface BulkFlowDeps {
  /** True when the overview lists the zone of `group` (a ticked zone it does not list is left out). */
  has(group: string): boolean;
  /** The control of the zone of `group` (the overview's registry). */
  control(group: string): OverviewControl;
  /** The latest status of the zone of `group`, read when it is asked, when its wave goes out and on Retry. */
  status(group: string): PlayerStatus | undefined;
  /** Whether the device is online and the hub connected; replays its current value on subscribe. */
  readonly connected$: Observable<boolean>;
  /** Where the flow starts (the tab's last run, see `restoredState`); default: nothing asked or run. */
  readonly initial?: BulkState;
  readonly scheduler?: SchedulerLike;
}

/** The bulk flow of the overview: its state, and the user's intents (docs/architecture.md §3.9). */
export interface BulkFlow {
  /** The state: the current value at once on subscribe (shared while subscribed), then each change. */
  readonly state$: Observable<BulkState>;
  /** Each zone's result as it arrives while `state$` runs, `[group, result]` (hot: nothing is replayed). */
  readonly results$: Observable<readonly [string, ZoneResult]>;
  /** Opens `panel` on the zones of `groups` the overview lists (`null`: closes it). */
  open(panel: Panel | null, groups: Iterable<string>): void;
  /** Asks to confirm `action` on the zones of `groups` the overview lists, in that order. */
  ask(action: BulkAction, groups: Iterable<string>): void;
  cancel(): void;
  confirm(): void;
  /** Sends the rest of a halted run. */
  goOn(): void;
  /** Ends a halted run; its held zones are `not-sent`. */
  stop(): void;
  /** Sends again to the finished run's failed zones, adding to its tally. */
  retry(): void;
  /** Forgets a finished run's results. */
  clear(): void;
}

/** What an open panel's zones say ({@link PanelData}), asked of their controls. */
function panelData$(panel: PanelState, deps: BulkFlowDeps): Observable<PanelData> {
  const targets = panel.groups.map((group) => ({ control: deps.control(group), status: deps.status(group) }));
  switch (panel.kind) {
    case 'volume':
      return medianLevel$(targets).pipe(map((median) => ({ kind: 'volume' as const, median })));
    case 'energy':
      return energyChoices$(targets).pipe(map((energy) => ({ kind: 'energy' as const, energy })));
    default: {
      const kind = panel.kind;
      return commonChoices$(targets, kind).pipe(map((choices) => ({ kind, choices })));
    }
  }
}

/** The wave `run` sends now, with a key that changes when another wave starts ('' when none). */
function waveOf(run: BulkRun | null) {
  const groups = sendingWave(run);
  return { key: run && groups.length ? `${run.retries}:${run.wave}` : '', groups, action: run?.action };
}

/**
 * The bulk flow (docs/design.md "Every zone at a glance"): the intents, what an open panel's zones say and each
 * zone's result go through {@link reduceBulk}. Opening a panel asks its zones (the median volume, the
 * energy, the common adverts or playlists) until it closes or another opens. Each time a run's wave
 * starts (a confirm, a retry, the next wave, `go-on`) every waiting zone of it gets its command at once
 * (a wave is at most BULK_STAGED_ABOVE zones, see there), in a task of `scheduler` of its own (so a
 * result never arrives inside the state change that started the wave). A command whose turn comes
 * while `connected$` says there is no connection is `not-sent` ("no connection"), never
 * `not-answering`. Never errors.
 */
export function createBulkFlow(deps: BulkFlowDeps): BulkFlow {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const initial = deps.initial ?? NO_BULK;
  const [intents$, emit] = createIntent<BulkEvent>();
  const [settled$, settle] = createIntent<readonly [string, ZoneResult]>();
  // The reducer's latest state, for the intents that read it (Retry's zones).
  let latest = initial;
  const state$ = defer(() => {
    const [own$, feed] = createIntent<BulkEvent>();
    const states$ = merge(intents$, own$).pipe(
      scan(reduceBulk, initial),
      startWith(initial),
      tap((state) => (latest = state)),
      share(),
    );
    const panel$ = states$.pipe(
      map((state) => state.panel),
      distinctUntilChanged((a, b) => a?.kind === b?.kind && a?.groups === b?.groups),
      // switchMap: a panel closed or replaced drops what its zones were being asked.
      switchMap((panel) => (panel ? panelData$(panel, deps) : EMPTY)),
      tap((data) => feed({ t: 'panel', data })),
    );
    const sending$ = states$.pipe(
      map((state) => waveOf(state.run)),
      distinctUntilChanged((a, b) => a.key === b.key),
      // switchMap: a wave ends when the next one starts (its results are all in by then) or the run stops.
      switchMap(({ groups, action, key }) => {
        if (!key || !action) return of();
        const sends = groups.map((group) =>
          defer(() =>
            zoneCommand$(
              { control: deps.control(group), status: deps.status(group) },
              action,
              deps.connected$,
            ),
          ),
        );
        return merge(...sends).pipe(subscribeOn(scheduler));
      }),
      tap(([group, outcome]) => {
        feed({ t: 'result', group, result: outcome });
        settle([group, outcome]);
      }),
    );
    return merge(states$, merge(panel$, sending$).pipe(ignoreElements()));
  }).pipe(share({ resetOnRefCountZero: true }));
  const listed = (groups: Iterable<string>) => [...groups].filter((group) => deps.has(group));
  return {
    state$,
    results$: settled$,
    open: (panel, groups) => emit({ t: 'open', panel, groups: panel ? listed(groups) : [] }),
    ask: (action, groups) =>
      emit({
        t: 'ask',
        plan: { action, zones: listed(groups).map((group) => ({ group, status: deps.status(group) })) },
      }),
    cancel: () => emit({ t: 'cancel' }),
    confirm: () => emit({ t: 'confirm' }),
    goOn: () => emit({ t: 'go-on' }),
    stop: () => emit({ t: 'stop' }),
    retry: () => {
      const run = latest.run;
      const zones = run ? retryable(run).map((group) => ({ group, status: deps.status(group) })) : [];
      emit({ t: 'retry', zones });
    },
    clear: () => emit({ t: 'clear' }),
  };
}

/** When a run is worth keeping: which run, its stage, wave and retries ('' for none). */
function keyOf(run: BulkRun | null): string {
  return run ? `${run.groups.length}:${run.stage}:${run.wave}:${run.retries}:${run.groups[0] ?? ''}` : '';
}

/**
 * `state$` with its runs handed to `keep` (the tab's memory): when a run starts, at each wave, when it
 * halts or ends (not for every result), and as it is when unsubscribed (a zone opened mid-run: its
 * unsent zones come back as not sent, see `restoredState`).
 */
export function keptRuns$(
  state$: Observable<BulkState>,
  keep: (run: BulkRun | null) => void,
): Observable<BulkState> {
  return defer(() => {
    let last: BulkState | undefined;
    let kept = '';
    return state$.pipe(
      tap((state) => {
        last = state;
        const key = keyOf(state.run);
        if (key === kept) return;
        kept = key;
        keep(state.run);
      }),
      finalize(() => last && keep(last.run)),
    );
  });
}
