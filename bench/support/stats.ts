/**
 * Sample statistics of the benchmarks and their noise rule: when two clients' figures can be compared
 * at all. Pure functions; `npm run bench:hub` prints them and fails when a comparison is too noisy.
 */

/**
 * The `q`-quantile (0 ≤ q ≤ 1) of `values`, linearly interpolated between the nearest ranks (so 0.5 is
 * the median, 0 the minimum, 1 the maximum). Throws `RangeError` for no values or a `q` outside [0, 1].
 */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) throw new RangeError('quantile of no values');
  if (!(q >= 0 && q <= 1)) throw new RangeError(`quantile ${q} outside [0, 1]`);
  const sorted = [...values].sort((a, b) => a - b);
  const at = q * (sorted.length - 1);
  const below = Math.floor(at);
  const low = sorted[below] ?? 0;
  const high = sorted[Math.min(below + 1, sorted.length - 1)] ?? low;
  return low + (high - low) * (at - below);
}

/** The median of `values` (see {@link quantile}). */
export const median = (values: readonly number[]): number => quantile(values, 0.5);

/** Where repeated samples of one figure lie. */
export interface Spread {
  readonly min: number;
  readonly p10: number;
  readonly p50: number;
  readonly p90: number;
  readonly max: number;
}

/** The {@link Spread} of `values`; throws `RangeError` for no values. */
export function spread(values: readonly number[]): Spread {
  return {
    min: quantile(values, 0),
    p10: quantile(values, 0.1),
    p50: quantile(values, 0.5),
    p90: quantile(values, 0.9),
    max: quantile(values, 1),
  };
}

/** The machine's load while a figure was measured: the 1-minute load average and the number of cores. */
export interface Load {
  readonly average: number;
  readonly cores: number;
}

/** Whether two clients' samples of one figure can be compared, and why not. */
export type NoiseVerdict = { readonly noisy: false } | { readonly noisy: true; readonly reason: string };

/**
 * The noise rule: a comparison of two sets of repeated samples (`ours`, `theirs`; rates or times, each
 * sample taken in interleaved turns) is too noisy when
 * - the machine's 1-minute load average was above its core count while they were taken (other work
 *   competed for the CPU), or
 * - their p10–p90 spreads overlap by more than the difference of their medians (the samples cannot
 *   tell the two apart).
 * Throws `RangeError` when either set is empty.
 */
export function noiseVerdict(ours: readonly number[], theirs: readonly number[], load: Load): NoiseVerdict {
  const a = spread(ours);
  const b = spread(theirs);
  if (load.average > load.cores)
    return {
      noisy: true,
      reason: `load average ${load.average.toFixed(2)} above the ${load.cores} cores`,
    };
  const overlap = Math.max(0, Math.min(a.p90, b.p90) - Math.max(a.p10, b.p10));
  const difference = Math.abs(a.p50 - b.p50);
  if (overlap > difference)
    return {
      noisy: true,
      reason: `the p10–p90 spreads overlap by ${round(overlap)}, more than the medians differ (${round(difference)})`,
    };
  return { noisy: false };
}

const round = (n: number) => (Math.abs(n) >= 100 ? Math.round(n).toString() : n.toPrecision(3));

/** Load averages (1, 5, 15 min) as the reports print them: `1.2 / 0.9 / 0.8`. */
export const loadsText = (values: readonly number[]): string => values.map((v) => v.toFixed(1)).join(' / ');
