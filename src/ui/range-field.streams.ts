import {
  asyncScheduler,
  debounce,
  distinctUntilChanged,
  filter,
  map,
  of,
  scan,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { SLIDER_SETTLE_MS } from '../config/timing';

/**
 * What the user did to a slider: a key moved it (`key`), a pointer let go of it or a script set it
 * (`release`), or it lost focus (`blur`).
 */
export type RangeIntent =
  | { readonly kind: 'key'; readonly value: number }
  | { readonly kind: 'release'; readonly value: number }
  | { readonly kind: 'blur' };

/** A value on its way to being committed; `id` tells one intent from another with the same value. */
interface Candidate {
  readonly id: number;
  readonly value: number;
  /** Commit without waiting (a release, or a blur flushing a key move). */
  readonly now: boolean;
}

interface Step {
  readonly count: number;
  /** The last key move, until a release or blur follows it. */
  readonly lastKey?: Candidate;
  readonly candidate?: Candidate;
}

/**
 * The values a slider commits: a release at once; key moves once they settle (no key for
 * SLIDER_SETTLE_MS), the last value only; a blur commits a key move still waiting at once. A value is
 * never committed twice for the same intent.
 */
export function rangeCommits$(
  intents$: Observable<RangeIntent>,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<number> {
  return intents$.pipe(
    scan<RangeIntent, Step>(
      (step, intent) => {
        const count = step.count + 1;
        if (intent.kind === 'key') {
          const candidate = { id: count, value: intent.value, now: false };
          return { count, lastKey: candidate, candidate };
        }
        if (intent.kind === 'release')
          return { count, candidate: { id: count, value: intent.value, now: true } };
        return { count, candidate: step.lastKey && { ...step.lastKey, now: true } };
      },
      { count: 0 },
    ),
    map((step) => step.candidate),
    filter((candidate): candidate is Candidate => candidate !== undefined),
    debounce((candidate) => (candidate.now ? of(true) : timer(SLIDER_SETTLE_MS, scheduler))),
    distinctUntilChanged((a, b) => a.id === b.id),
    map((candidate) => candidate.value),
  );
}
