import { marbles } from 'rxjs-marbles/jest';
import {
  BehaviorSubject,
  EMPTY,
  NEVER,
  Subject,
  throwError,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { answeredInTurn } from '../../../../src/features/overview/fleet/requests.streams';

/** What a round did, with virtual times: `ask k1@0` for a write, `fail k2,k3@10`, `done@12`. */
function record(source$: Observable<readonly string[]>, now: () => number): string[] {
  const seen: string[] = [];
  source$.subscribe({
    next: (keys) => seen.push(`fail ${keys.join(',')}@${now()}`),
    complete: () => seen.push(`done@${now()}`),
  });
  return seen;
}

/** A fleet whose every key is answered `after` virtual ms after it is asked; `asked` lists `k1@0`. */
function answeringAfter(after: number, scheduler: SchedulerLike) {
  const asked: string[] = [];
  const answered = new Subject<string>();
  const ask = (key: string) => {
    asked.push(`${key}@${scheduler.now()}`);
    scheduler.schedule(() => answered.next(key), after);
    return EMPTY;
  };
  return { asked, answered, ask };
}

// prettier-ignore
describe('answeredInTurn (the overview\'s requests paced by their answers, docs/design.md "Every zone at a glance")', () => {
  it('asks the keys on screen first, then the rest in order, never more than inFlight waiting; an answer frees a turn', marbles((m) => {
    const { asked, answered, ask } = answeringAfter(2, m.scheduler);
    const first$ = new BehaviorSubject<readonly string[]>(['k4', 'k5']);
    const turns = { inFlight: 2, deadlineMs: 100, first$, scheduler: m.scheduler };
    const seen = record(answeredInTurn(['k1', 'k2', 'k3', 'k4', 'k5'], ask, answered, turns), () => m.scheduler.now());
    m.flush();
    expect(asked).toEqual(['k4@0', 'k5@0', 'k1@2', 'k2@2', 'k3@4']);
    expect(seen).toEqual(['done@6']);
  }));

  it('re-orders what still waits when the keys on screen change (a scroll); an answer to a key not waiting changes nothing', marbles((m) => {
    const { asked, answered, ask } = answeringAfter(3, m.scheduler);
    m.scheduler.schedule(() => answered.next('k6'), 1); // a push before k6 is asked: not its answer
    const first$ = m.hot('^-b', { b: ['k6', 'k5'] });
    const turns = { inFlight: 2, deadlineMs: 100, first$, scheduler: m.scheduler };
    const seen = record(answeredInTurn(['k1', 'k2', 'k3', 'k4', 'k5', 'k6'], ask, answered, turns), () => m.scheduler.now());
    m.flush();
    expect(asked).toEqual(['k1@0', 'k2@0', 'k6@3', 'k5@3', 'k3@6', 'k4@6']);
    expect(seen).toEqual(['done@9']);
  }));

  it('fails a key not answered within deadlineMs of its write, those of one instant together, and a key whose write fails at once', marbles((m) => {
    const answered = new Subject<string>();
    const ask = (key: string) => {
      if (key === 'bad') return throwError(() => new Error('not connected'));
      if (key.startsWith('ok')) m.scheduler.schedule(() => answered.next(key), 5);
      return EMPTY;
    };
    const turns = { inFlight: 3, deadlineMs: 10, first$: NEVER, scheduler: m.scheduler };
    const seen = record(answeredInTurn(['mute1', 'mute2', 'ok1', 'bad', 'ok2', 'mute3'], ask, answered, turns), () => m.scheduler.now());
    m.flush();
    // at 0: mute1, mute2, ok1 wait; at 5 ok1's answer frees a turn: bad fails at once, ok2 is asked; at 10
    // mute1 and mute2 fail (ok2 answered), mute3 is asked, and fails at 20
    expect(seen).toEqual(['fail bad@5', 'fail mute1,mute2@10', 'fail mute3@20', 'done@20']);
  }));

  it('completes at once without keys, and asks keys answered at once one after another (no recursion)', () => {
    const now = () => 0;
    const scheduler = { now, schedule: () => { throw new Error('no timer expected'); } } as never;
    expect(record(answeredInTurn([], () => NEVER, NEVER, { inFlight: 2, deadlineMs: 10, first$: NEVER, scheduler }), now)).toEqual(['done@0']);
    const keys = Array.from({ length: 20_000 }, (_, i) => `k${i}`);
    const answered = new Subject<string>();
    const ask = (key: string) => (answered.next(key), EMPTY);
    const seen = record(answeredInTurn(keys, ask, answered, { inFlight: 3, deadlineMs: 10, first$: NEVER, scheduler }), now);
    expect(seen).toEqual(['done@0']);
  });

  it('unsubscribing stops the round: nothing more is asked, no timer is left', marbles((m) => {
    const asked: string[] = [];
    const ask = (key: string) => (asked.push(key), EMPTY);
    const turns = { inFlight: 1, deadlineMs: 10, first$: NEVER, scheduler: m.scheduler };
    const subscription = answeredInTurn(['a', 'b'], ask, NEVER, turns).subscribe();
    m.scheduler.schedule(() => subscription.unsubscribe(), 5);
    m.flush();
    expect(asked).toEqual(['a']);
    expect(m.scheduler.actions).toHaveLength(0);
  }));
});
