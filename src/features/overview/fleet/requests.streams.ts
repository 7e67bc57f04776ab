import { from, mergeMap, Observable, Subscription, type SchedulerLike } from 'rxjs';

/**
 * Runs `tasks` with at most `inFlight` subscribed at once, in order (the overview's pacing, spec §9:
 * a 300-zone account never sends 300 requests in one burst). Values of every task are merged.
 */
export function paced<T>(tasks: readonly Observable<T>[], inFlight: number): Observable<T> {
  // mergeMap with a concurrency limit: a fixed number of requests in flight, the rest wait their turn.
  return from(tasks).pipe(mergeMap((task) => task, inFlight));
}

/** How {@link answeredInTurn} paces its requests. */
export interface Turns {
  /** At most this many keys wait for an answer at once. */
  readonly inFlight: number;
  /** A key not answered this long after its request was written has failed, ms (scheduler time). */
  readonly deadlineMs: number;
  /**
   * The keys on screen, in order, asked first (docs/design.md "Every zone at a glance"): each time a turn is
   * free, the next key is the first waiting one in its latest value, else the first waiting one in the keys'
   * order; a new value re-orders what still waits. Subscribed while the keys are asked (a replaying source
   * gives its latest value at once).
   */
  readonly first$: Observable<readonly string[]>;
  readonly scheduler: SchedulerLike;
}

/**
 * Asks each of `keys` once, at most `turns.inFlight` waiting for an answer at a time, the keys on screen
 * first (`turns.first$`): the overview's pacing (spec §9) of requests sent fire-and-forget, whose reply
 * is their acknowledgement. `ask(key)` writes the request (it completes once written; its error fails the
 * key at once), `answered$` emits each key that has been answered (its reply, read once by the caller for
 * every key), and a key not answered within `turns.deadlineMs` of its turn has failed. One subscription
 * to `answered$` and one timer (at the earliest deadline) serve every key, so a key costs its write and
 * no stream of its own. Emits the keys that failed, those of one instant together; completes when every
 * key is answered or failed.
 */
export function answeredInTurn(
  keys: readonly string[],
  ask: (key: string) => Observable<never>,
  answered$: Observable<string>,
  turns: Turns,
): Observable<readonly string[]> {
  const { inFlight, deadlineMs, first$, scheduler } = turns;
  return new Observable<readonly string[]>((subscriber) => {
    const waiting = new Set(keys);
    /** The keys waiting for an answer, with their deadlines, in the order asked (so by deadline). */
    const pending = new Map<string, number>();
    const subscriptions = new Subscription();
    let first: readonly string[] = [];
    let cursor = 0;
    let filling = false;
    let again = false;
    let sweep: Subscription | undefined;
    let failed: string[] = [];
    const pick = (): string | undefined => {
      for (const key of first) if (waiting.has(key)) return key;
      while (cursor < keys.length && !waiting.has(keys[cursor] as string)) cursor++;
      return keys[cursor];
    };
    const fail = (key: string) => {
      if (pending.delete(key)) failed.push(key);
    };
    // The timer at the earliest deadline: what is overdue then fails, and it is set again for the next one.
    const armSweep = () => {
      if (sweep || pending.size === 0) return;
      const [, earliest] = pending.entries().next().value as [string, number];
      const action = scheduler.schedule(
        () => {
          subscriptions.remove(action);
          sweep = undefined;
          const now = scheduler.now();
          for (const [key, deadline] of pending) {
            if (deadline > now) break;
            fail(key);
          }
          fill();
        },
        Math.max(0, earliest - scheduler.now()),
      );
      sweep = action;
      subscriptions.add(action);
    };
    // A loop, not recursion: an answer or a failed write inside `ask` frees its turn inside `fill` itself.
    const fill = () => {
      if (filling) return void (again = true);
      filling = true;
      do {
        again = false;
        while (pending.size < inFlight && waiting.size > 0 && !subscriber.closed) {
          const key = pick() as string;
          waiting.delete(key);
          pending.set(key, scheduler.now() + deadlineMs);
          subscriptions.add(ask(key).subscribe({ error: () => (fail(key), fill()) }));
        }
      } while (again);
      filling = false;
      if (failed.length && !subscriber.closed) {
        const told = failed;
        failed = [];
        subscriber.next(told);
      }
      if (pending.size === 0 && waiting.size === 0) subscriber.complete();
      else armSweep();
    };
    subscriptions.add(first$.subscribe((keysFirst) => void (first = keysFirst)));
    subscriptions.add(answered$.subscribe((key) => void (pending.delete(key) && fill())));
    fill();
    return subscriptions;
  });
}
