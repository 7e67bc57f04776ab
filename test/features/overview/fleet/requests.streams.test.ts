import { marbles } from 'rxjs-marbles/jest';
import { BehaviorSubject, NEVER, of, type Observable } from 'rxjs';
import { prioritised } from '../../../../src/features/overview/fleet/requests.streams';

/** Each value `prioritised` gave with its virtual time, and whether it completed: `k1@2`, `done@6`. */
function record(source$: Observable<string>, now: () => number): string[] {
  const seen: string[] = [];
  source$.subscribe({
    next: (value) => seen.push(`${value}@${now()}`),
    complete: () => seen.push(`done@${now()}`),
  });
  return seen;
}

// prettier-ignore
describe('prioritised (the zones on screen asked first, docs/design.md "Every zone at a glance")', () => {
  it('starts the keys on screen first, then the rest in order, never more than inFlight at once', marbles((m) => {
    const started: string[] = [];
    const task = (key: string): Observable<string> => {
      started.push(`${key}@${m.scheduler.now()}`);
      return m.cold('--(x|)', { x: key });
    };
    const first$ = new BehaviorSubject<readonly string[]>(['k4', 'k5']);
    const seen = record(prioritised(['k1', 'k2', 'k3', 'k4', 'k5'], task, 2, first$), () => m.scheduler.now());
    m.flush();
    expect(started).toEqual(['k4@0', 'k5@0', 'k1@2', 'k2@2', 'k3@4']);
    expect(seen).toEqual(['k4@2', 'k5@2', 'k1@4', 'k2@4', 'k3@6', 'done@6']);
  }));

  it('re-orders what still waits when the keys on screen change (a scroll); nothing started is cancelled', marbles((m) => {
    const started: string[] = [];
    const task = (key: string): Observable<string> => {
      started.push(`${key}@${m.scheduler.now()}`);
      return m.cold('---(x|)', { x: key });
    };
    // Nothing on screen at first; after a scroll at 2, k6 and k5.
    const first$ = m.hot('^-b', { b: ['k6', 'k5'] });
    const seen = record(prioritised(['k1', 'k2', 'k3', 'k4', 'k5', 'k6'], task, 2, first$), () => m.scheduler.now());
    m.flush();
    expect(started).toEqual(['k1@0', 'k2@0', 'k6@3', 'k5@3', 'k3@6', 'k4@6']);
    expect(seen.slice(0, 2)).toEqual(['k1@3', 'k2@3']); // the two running at the scroll went on
    expect(seen[seen.length - 1]).toBe('done@9');
  }));

  it('completes at once without keys, and runs tasks that complete at once one after another (no recursion)', () => {
    const seen = record(prioritised([], () => NEVER, 2, NEVER), () => 0);
    expect(seen).toEqual(['done@0']);
    const keys = Array.from({ length: 20_000 }, (_, i) => `k${i}`);
    const all = record(prioritised(keys, (key) => of(key), 3, NEVER), () => 0);
    expect(all).toHaveLength(keys.length + 1);
    expect(all[keys.length]).toBe('done@0');
  });

  it('passes a task error on, and unsubscribing stops the tasks running', marbles((m) => {
    const task = (key: string) => (key === 'bad' ? m.cold('-#') : m.cold('----x|'));
    m.expect(prioritised(['ok', 'bad', 'ok2'], task, 2, NEVER)).toBeObservable('-#');
    const slow = m.cold('------x|');
    m.expect(prioritised(['a'], () => slow, 1, NEVER), '^--!').toBeObservable('');
    m.expect(slow).toHaveSubscriptions('^--!');
  }));
});
