import { EMPTY, map, startWith, switchMap, type Observable } from 'rxjs';

/** A screen's data: still loading, or loaded (spec §4 Loading: screens stop loading when data arrives). */
export type Loadable<T> = { readonly kind: 'loading' } | { readonly kind: 'loaded'; readonly value: T };

/** The shared loading value. */
export const LOADING: Loadable<never> = { kind: 'loading' };

/**
 * Runs `request` on subscribe and again on every `reload$` value. Emits LOADING first, then each
 * result; a reload keeps showing the previous data until the new one arrives (so a list keeps its page).
 * A request that fails without a value (the zone control already reported it) leaves the state as it is.
 */
export function loadable$<T>(
  request: () => Observable<T>,
  reload$: Observable<unknown> = EMPTY,
): Observable<Loadable<T>> {
  return reload$.pipe(
    startWith(undefined),
    // switchMap: a reload supersedes a request still waiting for its reply.
    switchMap(() => request()),
    map((value): Loadable<T> => ({ kind: 'loaded', value })),
    startWith(LOADING),
  );
}

/** The loaded value, or `fallback` while loading. */
export function valueOr<T>(state: Loadable<T>, fallback: T): T {
  return state.kind === 'loaded' ? state.value : fallback;
}
