import { BehaviorSubject, defer, distinctUntilChanged, type Observable } from 'rxjs';
import type { KeyValueStore, LocalKey, TabKey } from '../storage/web-storage';

/**
 * What the overview keeps for its tab (docs/design.md "Every zone at a glance"): the ticked zones (the zones a
 * bulk action goes to, by zone group), the last bulk run in the overview's own stored form, and the
 * scroll position. Like the selection, it lives in the tab store: opening a zone and coming Back, a
 * reload of the tab and the overview's filters keep it; another tab keeps its own. It belongs to the
 * user who made it (`userId`): another user signing in on the tab starts with nothing ticked.
 */
export interface OverviewMemory {
  /** The ticked zones' groups: the current set at once, then each change. */
  readonly ticked$: Observable<ReadonlySet<string>>;
  /** The ticked zones' groups, synchronously. */
  ticked(): ReadonlySet<string>;
  /** Ticks (`on`) or unticks the zones of `groups`. */
  tick(groups: readonly string[], on: boolean): void;
  /** Unticks every zone. */
  untickAll(): void;
  /** The overview's last scroll position (CSS px from the top), 0 when none was kept. */
  scroll(): number;
  keepScroll(top: number): void;
  /** The last bulk run as {@link keepRun} was given it, or undefined; the overview parses it. */
  run(): unknown;
  /** Keeps the last bulk run (a JSON-serialisable value), or forgets it with `undefined`. */
  keepRun(run: unknown): void;
}

/** The stores the overview's memory lives in: the tab store, and the local store for the user's id. */
export interface OverviewMemoryDeps {
  readonly local: KeyValueStore<LocalKey>;
  readonly tabStore: KeyValueStore<TabKey>;
}

/** The memory as stored in the tab store's `overview` key. */
interface Stored {
  readonly owner: string;
  readonly ticked: readonly string[];
  readonly scroll: number;
  readonly run?: unknown;
}

/** A stored memory, checked field by field; anything else (missing, tampered) is null. */
function parseStored(value: unknown): Stored | null {
  if (typeof value !== 'object' || value === null) return null;
  const { owner, ticked, scroll, run } = value as Record<string, unknown>;
  if (typeof owner !== 'string' || !Array.isArray(ticked) || !ticked.every((g) => typeof g === 'string'))
    return null;
  return {
    owner,
    ticked: ticked as string[],
    scroll: typeof scroll === 'number' && Number.isFinite(scroll) && scroll > 0 ? scroll : 0,
    run,
  };
}

/** Creates the overview's memory of one tab (see {@link OverviewMemory}). */
export function createOverviewMemory({ local, tabStore }: OverviewMemoryDeps): OverviewMemory {
  const owner = () => local.get<string>('userId') ?? '';
  const read = (): Stored => {
    const stored = parseStored(tabStore.get('overview'));
    return stored && stored.owner === owner() ? stored : { owner: owner(), ticked: [], scroll: 0 };
  };
  let loadedFor = owner();
  const state = new BehaviorSubject<ReadonlySet<string>>(new Set(read().ticked));
  // Another user signed in on the tab since the set was read: theirs (empty unless stored) replaces it.
  const current = () => {
    if (loadedFor !== owner()) {
      loadedFor = owner();
      state.next(new Set(read().ticked));
    }
    return state.getValue();
  };
  const write = (change: Partial<Stored>) =>
    tabStore.set('overview', { ...read(), ...change, owner: owner() });
  const setTicked = (next: ReadonlySet<string>) => {
    write({ ticked: [...next] });
    state.next(next);
  };
  return {
    ticked$: defer(() => {
      current();
      return state;
    }).pipe(distinctUntilChanged()),
    ticked: current,
    tick(groups, on) {
      const next = new Set(current());
      for (const group of groups) {
        if (on) next.add(group);
        else next.delete(group);
      }
      setTicked(next);
    },
    untickAll: () => setTicked(new Set()),
    scroll: () => read().scroll,
    keepScroll: (top) => write({ scroll: Math.max(0, Math.round(top)) }),
    run: () => read().run,
    keepRun: (run) => write({ run }),
  };
}
