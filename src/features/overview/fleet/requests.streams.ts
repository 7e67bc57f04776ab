import { from, mergeMap, Observable, Subscription } from 'rxjs';

/**
 * Runs `tasks` with at most `inFlight` subscribed at once, in order (the overview's pacing, spec §9:
 * a 300-zone account never sends 300 requests in one burst). Values of every task are merged.
 */
export function paced<T>(tasks: readonly Observable<T>[], inFlight: number): Observable<T> {
  // mergeMap with a concurrency limit: a fixed number of requests in flight, the rest wait their turn.
  return from(tasks).pipe(mergeMap((task) => task, inFlight));
}

/**
 * Runs `task(key)` once for each of `keys`, at most `inFlight` subscribed at once, the ones on screen
 * first (docs/design.md "Every zone at a glance"): each time a slot is free, the next key is the first waiting
 * one in the latest value of `first$` (the keys on screen, in their order), else the first waiting one
 * in `keys`' order. A new `first$` value re-orders what still waits; nothing already started is
 * cancelled. Values of every task are merged; completes when every task has; a task's error is the
 * result's error. `first$` is subscribed for as long as tasks wait (a replaying source gives its
 * latest value at once).
 */
export function prioritised<T>(
  keys: readonly string[],
  task: (key: string) => Observable<T>,
  inFlight: number,
  first$: Observable<readonly string[]>,
): Observable<T> {
  return new Observable<T>((subscriber) => {
    const waiting = new Set(keys);
    const subscriptions = new Subscription();
    let first: readonly string[] = [];
    let cursor = 0; // keys before it have all been started
    let running = 0;
    let filling = false;
    let again = false;
    const pick = (): string | undefined => {
      for (const key of first) if (waiting.has(key)) return key;
      while (cursor < keys.length && !waiting.has(keys[cursor] as string)) cursor++;
      return keys[cursor];
    };
    // A loop, not recursion: a task that completes at once frees its slot inside `fill` itself.
    const fill = () => {
      if (filling) return void (again = true);
      filling = true;
      do {
        again = false;
        while (running < inFlight && waiting.size > 0 && !subscriber.closed) {
          const key = pick() as string;
          waiting.delete(key);
          running++;
          subscriptions.add(
            task(key).subscribe({
              next: (value) => subscriber.next(value),
              error: (error: unknown) => subscriber.error(error),
              complete: () => {
                running--;
                fill();
              },
            }),
          );
        }
      } while (again);
      filling = false;
      if (running === 0 && waiting.size === 0) subscriber.complete();
    };
    subscriptions.add(first$.subscribe((keysFirst) => void (first = keysFirst)));
    fill();
    return subscriptions;
  });
}
