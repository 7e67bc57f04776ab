import type { PlayerStatus } from '../../../lib/player/replies';
import { remotePauseAllowed, remoteVolumeAllowed } from '../../../lib/player/zone-rules';

/** One action for many zones (spec §4 Play state, §2 Settings, Playlists), a union on `kind`. */
export type BulkAction =
  | { readonly kind: 'pause' }
  | { readonly kind: 'play' }
  /** `percent`: the volume to set, in percent (command 107, as the settings screen sends it). */
  | { readonly kind: 'volume'; readonly percent: number }
  /**
   * Moves each zone's volume by `step` percent (negative lowers it) from that zone's own level, kept
   * within VOLUME_MIN–VOLUME_MAX (command 107 with the zone's new level).
   */
  | { readonly kind: 'volume-step'; readonly step: number }
  | { readonly kind: 'resume-timetable' }
  /** Plays the advert with this FileName now (command 754, as the adverts screen sends it); `title` is what the user chose. */
  | { readonly kind: 'advert'; readonly fileName: string; readonly title: string }
  /**
   * Plays or loads the playlist called `name` (spec §4 Playing a playlist: type 5 → 727, otherwise 726),
   * `types` giving its PlaylistTypeId on each zone, by group.
   */
  | { readonly kind: 'playlist'; readonly name: string; readonly types: ReadonlyMap<string, number> };

/**
 * Why a zone is skipped before anything is sent: its status forbids pausing or the volume, or its
 * volume is not known (a step has no level to start from).
 */
export type SkipReason = 'pause-not-allowed' | 'volume-not-allowed' | 'volume-unknown';

/**
 * Why a command did not reach its player: the hub was not connected when its turn came or the link
 * was lost before the player could answer (`disconnected`: the player is not to blame), or the run was
 * stopped before its wave (`stopped`).
 */
export type NotSentReason = 'disconnected' | 'stopped';

/** One zone's result of a bulk action, a union on `kind`. */
export type ZoneResult =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'sending' }
  /** `volume`: the volume the command set (percent), for a volume or a volume step. */
  | { readonly kind: 'done'; readonly volume?: number }
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'not-answering' }
  | { readonly kind: 'not-sent'; readonly reason: NotSentReason }
  | { readonly kind: 'skipped'; readonly reason: SkipReason }
  | { readonly kind: 'failed' };

/** The results worth a retry: refused, not answering, not sent, or failed. */
export const RETRIED_RESULTS: ReadonlySet<ZoneResult['kind']> = new Set([
  'refused',
  'not-answering',
  'not-sent',
  'failed',
]);

/** A run larger than this many zones to send goes out in waves of BULK_WAVE_SIZE (README "Every zone at a glance"). */
export const BULK_STAGED_ABOVE = 50;
/** How many zones one wave of a staged run sends to. */
export const BULK_WAVE_SIZE = 50;
/**
 * A staged run stops by itself after a wave in which more than this share (0–1) of the zones sent to
 * was refused, not answering, not sent or failed, and asks before going on.
 */
export const BULK_HALT_SHARE = 0.2;
/**
 * Above this many zones (or with zones of more than one site) the confirmation's button names the
 * count ("Pause 675 zones").
 */
export const BULK_COUNT_ON_BUTTON_ABOVE = 50;

/** One zone a plan goes to: its group and its latest status, if any (the rights and the volume are read from it). */
export interface PlannedZone {
  readonly group: string;
  readonly status: PlayerStatus | undefined;
}

/** What the user asked for, to be confirmed: the action and its zones, in the overview's order. */
export interface BulkPlan {
  readonly action: BulkAction;
  readonly zones: readonly PlannedZone[];
}

/** How far a run is: sending a wave, halted after a wave that failed beyond BULK_HALT_SHARE, or finished. */
export type RunStage = 'running' | 'halted' | 'finished';

/**
 * One run of a bulk action and the retries that add to it (README "Every zone at a glance"). Retry sends
 * again to the zones whose result is in RETRIED_RESULTS and writes their new results into the same
 * map, so the tally stays the run's ("11 of 11 done after 1 retry").
 */
export interface BulkRun {
  readonly action: BulkAction;
  /** Every zone of the run by group, in the order asked. */
  readonly groups: readonly string[];
  readonly results: ReadonlyMap<string, ZoneResult>;
  /** The zones of each wave of the current attempt (one wave unless more than BULK_STAGED_ABOVE). */
  readonly waves: readonly (readonly string[])[];
  /** The wave being sent, or the last one sent (0-based). */
  readonly wave: number;
  /** How many retries were sent. */
  readonly retries: number;
  readonly stage: RunStage;
}

/** The bulk flow: the plan waiting for confirmation, if any, and the last run, if any. */
export interface BulkState {
  readonly asking: BulkPlan | null;
  readonly run: BulkRun | null;
}

/** Nothing asked, nothing run. */
export const NO_BULK: BulkState = { asking: null, run: null };

/**
 * What changes the bulk flow, a union on `t`: the user's intents (`ask`, `cancel`, `confirm`,
 * `go-on`, `stop`, `retry` with where the zones' latest statuses are read, `clear`) and a zone's `result`.
 */
export type BulkEvent =
  | { readonly t: 'ask'; readonly plan: BulkPlan }
  | { readonly t: 'cancel' }
  | { readonly t: 'confirm' }
  | { readonly t: 'result'; readonly group: string; readonly result: ZoneResult }
  | { readonly t: 'go-on' }
  | { readonly t: 'stop' }
  | { readonly t: 'retry'; readonly status: (group: string) => PlayerStatus | undefined }
  | { readonly t: 'clear' };

/** How many zones ended each way, and how many are still in progress. */
export interface BulkSummary {
  readonly total: number;
  readonly done: number;
  readonly refused: number;
  readonly notAnswering: number;
  readonly notSent: number;
  readonly skipped: number;
  readonly failed: number;
  /** Waiting their turn or sent and waiting for the player's reply. */
  readonly pending: number;
}

/**
 * Why `action` must not be sent to a zone with `status` (spec §4 Play state, §6): play and pause need
 * `RemotePauseAllowed`, a volume needs `RemoteVolumeAllowed`. Undefined when it may be sent (also when
 * the status is not known: the player decides, and refuses if it must). A volume step whose zone does
 * not say its volume is skipped (`volume-unknown`) once it was asked, not here.
 */
export function skipReason(action: BulkAction, status: PlayerStatus | undefined): SkipReason | undefined {
  if (!status) return undefined;
  if ((action.kind === 'pause' || action.kind === 'play') && !remotePauseAllowed(status))
    return 'pause-not-allowed';
  if ((action.kind === 'volume' || action.kind === 'volume-step') && !remoteVolumeAllowed(status))
    return 'volume-not-allowed';
  return undefined;
}

/** Counts `results` (see {@link BulkSummary}). */
export function summarise(results: ReadonlyMap<string, ZoneResult>): BulkSummary {
  const counts = new Map<ZoneResult['kind'], number>();
  for (const result of results.values()) counts.set(result.kind, (counts.get(result.kind) ?? 0) + 1);
  const count = (kind: ZoneResult['kind']) => counts.get(kind) ?? 0;
  return {
    total: results.size,
    done: count('done'),
    refused: count('refused'),
    notAnswering: count('not-answering'),
    notSent: count('not-sent'),
    skipped: count('skipped'),
    failed: count('failed'),
    pending: count('waiting') + count('sending'),
  };
}

/** The median of `values` (rounded), undefined for none. */
export function medianOf(values: readonly number[]): number | undefined {
  const levels = [...values].sort((a, b) => a - b);
  if (!levels.length) return undefined;
  const mid = Math.floor(levels.length / 2);
  const median = levels.length % 2 ? levels[mid] : ((levels[mid - 1] ?? 0) + (levels[mid] ?? 0)) / 2;
  return Math.round(median ?? 0);
}

/** `groups` cut into waves: one wave of them all up to BULK_STAGED_ABOVE, else waves of BULK_WAVE_SIZE. */
export function wavesOf(groups: readonly string[]): (readonly string[])[] {
  if (!groups.length) return [];
  if (groups.length <= BULK_STAGED_ABOVE) return [groups];
  const waves: string[][] = [];
  for (let i = 0; i < groups.length; i += BULK_WAVE_SIZE) waves.push(groups.slice(i, i + BULK_WAVE_SIZE));
  return waves;
}

const final = (result: ZoneResult | undefined) =>
  result !== undefined && result.kind !== 'waiting' && result.kind !== 'sending';

/**
 * Starts an attempt on `zones`: each one skipped (with its reason) or waiting, written over `results`;
 * the waiting ones cut into waves. Finished at once when nothing is to be sent.
 */
function attempt(
  base: Omit<BulkRun, 'results' | 'waves' | 'wave' | 'stage'>,
  results: ReadonlyMap<string, ZoneResult>,
  zones: readonly PlannedZone[],
): BulkRun {
  const next = new Map(results);
  const sendable: string[] = [];
  for (const { group, status } of zones) {
    const reason = skipReason(base.action, status);
    next.set(group, reason ? { kind: 'skipped', reason } : { kind: 'waiting' });
    if (!reason) sendable.push(group);
  }
  const waves = wavesOf(sendable);
  return { ...base, results: next, waves, wave: 0, stage: waves.length ? 'running' : 'finished' };
}

/**
 * After a result: when the wave being sent has every result, the run goes on to the next wave, halts
 * (more than BULK_HALT_SHARE of the wave in RETRIED_RESULTS, and waves remain) or finishes.
 */
function afterResult(run: BulkRun): BulkRun {
  const wave = run.waves[run.wave] ?? [];
  if (run.stage !== 'running' || !wave.every((group) => final(run.results.get(group)))) return run;
  if (run.wave + 1 >= run.waves.length) return { ...run, stage: 'finished' };
  const failed = wave.filter((group) => RETRIED_RESULTS.has(run.results.get(group)?.kind ?? 'done')).length;
  if (failed / wave.length > BULK_HALT_SHARE) return { ...run, stage: 'halted' };
  return { ...run, wave: run.wave + 1 };
}

/** The groups of `run` whose result is worth a retry (RETRIED_RESULTS), in the run's order. */
export function retryable(run: BulkRun): string[] {
  return run.groups.filter((group) => RETRIED_RESULTS.has(run.results.get(group)?.kind ?? 'done'));
}

/**
 * The bulk flow's reducer (README "Every zone at a glance"): `ask` sets the plan to confirm (not while
 * a run is sending or halted), `cancel` drops it, `confirm` starts a run of it (replacing the last
 * run's results); a `result` is written into the running run and may end its wave; `go-on` sends the
 * next wave of a halted run and `stop` ends it, its unsent zones `not-sent` (`stopped`); `retry` sends
 * again, in the same run, to the finished run's zones in RETRIED_RESULTS (each skipped or waiting
 * under its latest status); `clear` forgets a finished run. Any other event leaves the state as it is.
 */
export function reduceBulk(state: BulkState, event: BulkEvent): BulkState {
  const run = state.run;
  const idle = !run || run.stage === 'finished';
  switch (event.t) {
    case 'ask':
      return idle ? { ...state, asking: event.plan } : state;
    case 'cancel':
      return state.asking ? { ...state, asking: null } : state;
    case 'confirm': {
      if (!state.asking || !idle) return state;
      const { action, zones } = state.asking;
      const base = { action, groups: zones.map((zone) => zone.group), retries: 0 };
      return { asking: null, run: attempt(base, new Map(), zones) };
    }
    case 'result': {
      if (!run || run.stage === 'finished' || !run.results.has(event.group)) return state;
      const now = run.results.get(event.group);
      if (final(now)) return state;
      const results = new Map(run.results).set(event.group, event.result);
      return { ...state, run: afterResult({ ...run, results }) };
    }
    case 'go-on':
      return run?.stage === 'halted'
        ? { ...state, run: { ...run, stage: 'running', wave: run.wave + 1 } }
        : state;
    case 'stop': {
      if (run?.stage !== 'halted') return state;
      const results = new Map(run.results);
      for (const group of run.waves.slice(run.wave + 1).flat())
        results.set(group, { kind: 'not-sent', reason: 'stopped' });
      return { ...state, run: { ...run, results, stage: 'finished' } };
    }
    case 'retry': {
      if (!run || run.stage !== 'finished') return state;
      const again = retryable(run);
      if (!again.length) return state;
      const zones = again.map((group) => ({ group, status: event.status(group) }));
      const base = { action: run.action, groups: run.groups, retries: run.retries + 1 };
      return { ...state, run: attempt(base, run.results, zones) };
    }
    case 'clear':
      return idle && run ? { ...state, run: null } : state;
  }
}

/** The zones of the wave `run` is sending now, or none when it is not running. */
export function sendingWave(run: BulkRun | null): readonly string[] {
  return run?.stage === 'running' ? (run.waves[run.wave] ?? []) : [];
}
