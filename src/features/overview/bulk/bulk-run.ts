import { skipReason, type BulkAction, type PlannedZone, type SkipReason } from './bulk-action';

export type { BulkAction, BulkPlan, PlannedZone, SkipReason } from './bulk-action';
export { skipReason } from './bulk-action';

/**
 * Why a command did not reach its player: the device was offline or the hub not connected when its
 * turn came, or the link was lost before the player could answer (`disconnected`, "not sent: no
 * connection": the player is not to blame), or the run was stopped before its wave (`stopped`).
 */
export type NotSentReason = 'disconnected' | 'stopped';

/** One zone's result of a bulk action, a union on `kind`. */
export type ZoneResult =
  /** Its wave has not gone out; `held` while the run is halted, waiting for the user's Go on or Stop. */
  | { readonly kind: 'waiting'; readonly held?: true }
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

/**
 * A run larger than this many zones to send goes out in waves of BULK_WAVE_SIZE (README "Every zone at
 * a glance"). Every command of a wave goes out at once: a wave stays far below the hub's limit of
 * unacknowledged messages (hub-protocol.md §5), even at two requests a zone (a volume step asks the level).
 */
export const BULK_STAGED_ABOVE = 50;
/** How many zones one wave of a staged run sends to (at once, see BULK_STAGED_ABOVE). */
export const BULK_WAVE_SIZE = 50;
/**
 * A staged run stops by itself after a wave in which more than this share (0–1) of the zones sent to
 * was refused, not answering, not sent or failed, and asks before going on.
 */
export const BULK_HALT_SHARE = 0.2;
/**
 * Above this many zones to send to (or with zones of more than one site) the confirmation's button
 * names the count ("Pause: send to 675 zones").
 */
export const BULK_COUNT_ON_BUTTON_ABOVE = 50;

/** How far a run is: sending a wave, halted after a wave that failed beyond BULK_HALT_SHARE, or finished. */
export type RunStage = 'running' | 'halted' | 'finished';

/**
 * One run of a bulk action and the retries that add to it (docs/design.md "Every zone at a glance"). Retry sends
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

/**
 * How many zones ended each way, and how many are still to come: `pending` (waiting their wave, or
 * sent and waiting for the player's reply) and `held` (a halted run's zones: waiting for the user).
 * `noConnection` and `stopped` are the two ways of not sent (see {@link NotSentReason}).
 */
export interface BulkSummary {
  readonly total: number;
  readonly done: number;
  readonly refused: number;
  readonly notAnswering: number;
  readonly noConnection: number;
  readonly stopped: number;
  readonly skipped: number;
  readonly failed: number;
  readonly pending: number;
  readonly held: number;
}

/** The summary's field each result counts in. */
function fieldOf(result: ZoneResult): keyof Omit<BulkSummary, 'total'> {
  switch (result.kind) {
    case 'waiting':
      return result.held ? 'held' : 'pending';
    case 'sending':
      return 'pending';
    case 'not-answering':
      return 'notAnswering';
    case 'not-sent':
      return result.reason === 'stopped' ? 'stopped' : 'noConnection';
    default:
      return result.kind;
  }
}

/** Counts `results` (see {@link BulkSummary}). */
export function summarise(results: ReadonlyMap<string, ZoneResult>): BulkSummary {
  const counts = {
    done: 0,
    refused: 0,
    notAnswering: 0,
    noConnection: 0,
    stopped: 0,
    skipped: 0,
    failed: 0,
    pending: 0,
    held: 0,
  };
  for (const result of results.values()) counts[fieldOf(result)]++;
  return { total: results.size, ...counts };
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
const retried = (result: ZoneResult | undefined) => RETRIED_RESULTS.has(result?.kind ?? 'done');
const noConnection = (result: ZoneResult | undefined) =>
  result?.kind === 'not-sent' && result.reason === 'disconnected';

/**
 * Starts an attempt on `zones`: each one skipped (with its reason) or waiting, written over `results`;
 * the waiting ones cut into waves. Finished at once when nothing is to be sent.
 */
export function attempt(
  base: Omit<BulkRun, 'results' | 'waves' | 'wave' | 'stage'>,
  results: ReadonlyMap<string, ZoneResult>,
  zones: readonly PlannedZone[],
): BulkRun {
  const next = new Map(results);
  const sendable: string[] = [];
  for (const zone of zones) {
    const reason = skipReason(base.action, zone);
    next.set(zone.group, reason ? { kind: 'skipped', reason } : { kind: 'waiting' });
    if (!reason) sendable.push(zone.group);
  }
  const waves = wavesOf(sendable);
  return { ...base, results: next, waves, wave: 0, stage: waves.length ? 'running' : 'finished' };
}

/** `run`'s zones of the waves after the current one, each `waiting` marked held (`on`) or not. */
function holding(run: BulkRun, on: boolean): Map<string, ZoneResult> {
  const results = new Map(run.results);
  for (const group of run.waves.slice(run.wave + 1).flat())
    results.set(group, on ? { kind: 'waiting', held: true } : { kind: 'waiting' });
  return results;
}

/**
 * After a result: when the wave being sent has every result, the run goes on to the next wave, halts
 * (more than BULK_HALT_SHARE of the wave in RETRIED_RESULTS, and waves remain: the zones left are held)
 * or finishes.
 */
export function afterResult(run: BulkRun): BulkRun {
  const wave = run.waves[run.wave] ?? [];
  if (run.stage !== 'running' || !wave.every((group) => final(run.results.get(group)))) return run;
  if (run.wave + 1 >= run.waves.length) return { ...run, stage: 'finished' };
  const failed = wave.filter((group) => retried(run.results.get(group))).length;
  if (failed / wave.length > BULK_HALT_SHARE) return { ...run, results: holding(run, true), stage: 'halted' };
  return { ...run, wave: run.wave + 1 };
}

/**
 * A halted run going on: the halted wave's zones not sent for lack of a connection go out again first
 * (a wave of their own), then the waves left; the held zones wait their wave again.
 */
export function goingOn(run: BulkRun): BulkRun {
  const unsent = (run.waves[run.wave] ?? []).filter((group) => noConnection(run.results.get(group)));
  const results = holding(run, false);
  for (const group of unsent) results.set(group, { kind: 'waiting' });
  const waves = unsent.length
    ? [...run.waves.slice(0, run.wave + 1), unsent, ...run.waves.slice(run.wave + 1)]
    : run.waves;
  return { ...run, results, waves, stage: 'running', wave: run.wave + 1 };
}

/** A halted run stopped: its held zones are `not-sent` (`stopped`) and it is finished. */
export function stopped(run: BulkRun): BulkRun {
  const results = new Map(run.results);
  for (const group of run.waves.slice(run.wave + 1).flat())
    results.set(group, { kind: 'not-sent', reason: 'stopped' });
  return { ...run, results, stage: 'finished' };
}

/** The groups of `run` whose result is worth a retry (RETRIED_RESULTS), in the run's order. */
export function retryable(run: BulkRun): string[] {
  return run.groups.filter((group) => retried(run.results.get(group)));
}

/** The zones of the wave `run` is sending now, or none when it is not running. */
export function sendingWave(run: BulkRun | null): readonly string[] {
  return run?.stage === 'running' ? (run.waves[run.wave] ?? []) : [];
}

/**
 * `results` as the results filters read them: a halted run's held zones left out, so "Failed in the
 * last action" holds the zones that failed, not those waiting for the user.
 */
export function filteredResults(run: BulkRun | null): ReadonlyMap<string, ZoneResult> | undefined {
  if (!run) return undefined;
  if (run.stage !== 'halted') return run.results;
  return new Map([...run.results].filter(([, result]) => !(result.kind === 'waiting' && result.held)));
}

/** The halted run's figures: the wave that stopped it (1-based), how many waves, its size, its failures and its zones not sent for lack of a connection, and the zones held. */
export function haltedFigures(run: BulkRun) {
  const wave = run.waves[run.wave] ?? [];
  const results = wave.map((group) => run.results.get(group));
  const unsent = results.filter(noConnection).length;
  const failed = results.filter(retried).length - unsent;
  const rest = run.waves.slice(run.wave + 1).flat().length;
  return { wave: run.wave + 1, waves: run.waves.length, size: wave.length, failed, unsent, rest };
}
