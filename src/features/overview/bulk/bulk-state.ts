import type { BulkPlan, PlannedZone } from './bulk-action';
import { afterResult, attempt, goingOn, retryable, stopped, type BulkRun, type ZoneResult } from './bulk-run';
import type { CommonChoices } from './choices.streams';
import type { EnergyChoices } from './panel.streams';

/** The panel the bar shows below its buttons: the volume, the energy, or the adverts or playlists common to the ticked zones. */
export type Panel = 'volume' | 'energy' | 'advert' | 'playlist';

/**
 * An open panel: its zones (the ticked ones when it opened) and what they said, a union on `kind`:
 * the median of their volumes (`loading` while asked, undefined when none says), their energy levels,
 * or the adverts or playlists they have in common.
 */
export type PanelState =
  | {
      readonly kind: 'volume';
      readonly groups: readonly string[];
      readonly median: number | undefined | 'loading';
    }
  | { readonly kind: 'energy'; readonly groups: readonly string[]; readonly energy: EnergyChoices }
  | {
      readonly kind: 'advert' | 'playlist';
      readonly groups: readonly string[];
      readonly choices: CommonChoices;
    };

/** What an open panel's zones said, as its loader tells it (see {@link PanelState}). */
export type PanelData =
  | { readonly kind: 'volume'; readonly median: number | undefined | 'loading' }
  | { readonly kind: 'energy'; readonly energy: EnergyChoices }
  | { readonly kind: 'advert' | 'playlist'; readonly choices: CommonChoices };

/**
 * The bulk flow (docs/design.md "Every zone at a glance"): the open panel, the plan waiting for confirmation,
 * the last run, and how many runs were confirmed (the bar moves the focus to the summary when it grows).
 */
export interface BulkState {
  readonly panel: PanelState | null;
  readonly asking: BulkPlan | null;
  readonly run: BulkRun | null;
  readonly confirmed: number;
}

/** Nothing open, asked or run. */
export const NO_BULK: BulkState = { panel: null, asking: null, run: null, confirmed: 0 };

/**
 * What changes the bulk flow, a union on `t`: the user's intents (`open` a panel on `groups` or close it
 * with `null`, `ask`, `cancel`, `confirm`, `go-on`, `stop`, `retry` with the failed zones as they are
 * now, `clear`), what an open panel's zones said (`panel`), and a zone's `result`.
 */
export type BulkEvent =
  | { readonly t: 'open'; readonly panel: Panel | null; readonly groups: readonly string[] }
  | { readonly t: 'panel'; readonly data: PanelData }
  | { readonly t: 'ask'; readonly plan: BulkPlan }
  | { readonly t: 'cancel' }
  | { readonly t: 'confirm' }
  | { readonly t: 'result'; readonly group: string; readonly result: ZoneResult }
  | { readonly t: 'go-on' }
  | { readonly t: 'stop' }
  | { readonly t: 'retry'; readonly zones: readonly PlannedZone[] }
  | { readonly t: 'clear' };

/** The panel `panel` on `groups` as it opens, before its zones say anything. */
function opening(panel: Panel, groups: readonly string[]): PanelState {
  switch (panel) {
    case 'volume':
      return { kind: panel, groups, median: 'loading' };
    case 'energy':
      return { kind: panel, groups, energy: { kind: 'loading' } };
    default:
      return { kind: panel, groups, choices: { kind: 'loading' } };
  }
}

/** True while no run is sending or halted: a new one may be asked for. */
export const idle = (state: BulkState): boolean => !state.run || state.run.stage === 'finished';

/** The run's part of {@link reduceBulk}: a result, go on, stop, retry, clear. */
function reduceRun(state: BulkState, run: BulkRun, event: BulkEvent): BulkState {
  switch (event.t) {
    case 'result': {
      if (run.stage === 'finished' || !run.results.has(event.group)) return state;
      const now = run.results.get(event.group);
      if (now?.kind !== 'waiting' && now?.kind !== 'sending') return state;
      const results = new Map(run.results).set(event.group, event.result);
      return { ...state, run: afterResult({ ...run, results }) };
    }
    case 'go-on':
      return run.stage === 'halted' ? { ...state, run: goingOn(run) } : state;
    case 'stop':
      return run.stage === 'halted' ? { ...state, run: stopped(run) } : state;
    case 'retry': {
      const mine = new Set(retryable(run));
      const zones = event.zones.filter((zone) => mine.has(zone.group));
      if (run.stage !== 'finished' || !zones.length) return state;
      const base = { action: run.action, groups: run.groups, retries: run.retries + 1 };
      return { ...state, run: attempt(base, run.results, zones) };
    }
    case 'clear':
      return run.stage === 'finished' ? { ...state, run: null } : state;
    default:
      return state;
  }
}

/**
 * The bulk flow's reducer (docs/design.md "Every zone at a glance"): `open` opens a panel on its zones (or
 * closes it) and `panel` fills it; `ask` sets the plan to confirm (not while a run is sending or
 * halted) and leaves the panel open, so a cancelled confirmation goes back to it; `cancel` drops the
 * plan; `confirm` starts a run of it (replacing the last run's results) and closes the panel; a
 * `result` is written into the running run and may end its wave; `go-on` sends the rest of a halted
 * run (its wave's zones not sent for lack of a connection first) and `stop` ends it, its held zones
 * `not-sent` (`stopped`); `retry` sends again, in the same run, to the given zones of a finished run
 * whose result is in RETRIED_RESULTS (each skipped or waiting under the status given); `clear` forgets
 * a finished run. Any other event leaves the state as it is.
 */
export function reduceBulk(state: BulkState, event: BulkEvent): BulkState {
  switch (event.t) {
    case 'open':
      return {
        ...state,
        panel: event.panel && event.groups.length ? opening(event.panel, event.groups) : null,
      };
    case 'panel': {
      const panel = state.panel;
      if (!panel || panel.kind !== event.data.kind) return state;
      return { ...state, panel: { ...panel, ...event.data } as PanelState };
    }
    case 'ask':
      return idle(state) && event.plan.zones.length ? { ...state, asking: event.plan } : state;
    case 'cancel':
      return state.asking ? { ...state, asking: null } : state;
    case 'confirm': {
      if (!state.asking || !idle(state)) return state;
      const { action, zones } = state.asking;
      const base = { action, groups: zones.map((zone) => zone.group), retries: 0 };
      const run = attempt(base, new Map(), zones);
      return { panel: null, asking: null, run, confirmed: state.confirmed + 1 };
    }
    default:
      return state.run ? reduceRun(state, state.run, event) : state;
  }
}
