import {
  defer,
  distinctUntilChanged,
  finalize,
  map,
  scan,
  shareReplay,
  startWith,
  type Observable,
} from 'rxjs';
import { createIntent } from '../rx/intent';

/**
 * One step in a command's life: it started or ended (under its busy key); or, before it, the intent
 * waiting in the next/previous debounce (`waiting`), until the debounce let it go (`settled`).
 */
export type CommandLifecycle = {
  readonly kind: 'start' | 'end' | 'waiting' | 'settled';
  readonly key: string;
};

/** What waits for the player: how many commands under each key, and the skip intent in the debounce. */
export interface BusyState {
  readonly counts: ReadonlyMap<string, number>;
  readonly waiting?: string;
}

const IDLE: BusyState = { counts: new Map() };

/** The busy state after one lifecycle step (a count never goes below zero). */
export function reduceBusy(state: BusyState, step: CommandLifecycle): BusyState {
  if (step.kind === 'waiting') return { counts: state.counts, waiting: step.key };
  if (step.kind === 'settled') return state.waiting === step.key ? { counts: state.counts } : state;
  const counts = new Map(state.counts);
  const count = (counts.get(step.key) ?? 0) + (step.kind === 'start' ? 1 : -1);
  if (count > 0) counts.set(step.key, count);
  else counts.delete(step.key);
  return { ...state, counts };
}

/** Busy tracking of one zone: a `scan` over command lifecycles. */
export interface BusyTracker {
  /** `source$`, busy under `key` from subscription until it ends (completes, errors or is unsubscribed). */
  tracked<T>(key: string, source$: Observable<T>): Observable<T>;
  /** Reports the intent waiting in the debounce (it replaces any other). */
  waiting(key: string): void;
  /** Reports that the debounce let the intent under `key` go (its command is tracked from now on). */
  settled(key: string): void;
  /** The busy state, replayed; keep it subscribed while the zone runs (its `run$` does). */
  readonly state$: Observable<BusyState>;
  /** True while anything under one of `keys` waits; replays the current value. */
  busy$(keys: readonly string[]): Observable<boolean>;
}

/** Creates a {@link BusyTracker}. */
export function createBusyTracker(): BusyTracker {
  const [lifecycle$, report] = createIntent<CommandLifecycle>();
  const state$ = lifecycle$.pipe(
    scan(reduceBusy, IDLE),
    startWith(IDLE),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  return {
    tracked: (key, source$) =>
      defer(() => {
        report({ kind: 'start', key });
        return source$.pipe(finalize(() => report({ kind: 'end', key })));
      }),
    waiting: (key) => report({ kind: 'waiting', key }),
    settled: (key) => report({ kind: 'settled', key }),
    state$,
    busy$: (keys) =>
      state$.pipe(
        map((state) => keys.some((key) => state.counts.has(key) || state.waiting === key)),
        distinctUntilChanged(),
      ),
  };
}
