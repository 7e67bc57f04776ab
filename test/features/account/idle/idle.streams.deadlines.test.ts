import { marbles } from 'rxjs-marbles/jest';
import type { Context } from 'rxjs-marbles/jest';
import { NEVER, type Observable, type SchedulerLike } from 'rxjs';
import { idle$, type IdleEvent } from '../../../../src/features/account/idle/idle.streams';
import { idleStep } from '../../../../src/features/account/idle/idle-sequence.streams';
import { lateScheduler, runLateBy, wakeEvery } from '../../../support/late-scheduler';

/** Subscribes until `untilMs` of virtual time and returns "time:kind[:secondsLeft]" strings. */
function timeline(m: Context, source$: Observable<IdleEvent>, untilMs: number): string[] {
  const log: string[] = [];
  const subscription = source$.subscribe((e) =>
    log.push(`${m.scheduler.now()}:${e.kind}${e.kind === 'countdown' ? `:${e.secondsLeft}` : ''}`),
  );
  m.scheduler.schedule(() => subscription.unsubscribe(), untilMs);
  m.flush();
  return log;
}

const onPlayer = (m: Context, scheduler: SchedulerLike, activity$: Observable<unknown> = NEVER) => ({
  path$: m.hot('p', { p: '/player/settings' }),
  signedIn$: m.hot('t', { t: true }),
  activity$,
  scheduler,
});

// The idle deadlines: warning at 300 000, redirect at 301 500, sign-out at 451 500 (spec §4 Idle, §9).
describe('idle$ with timers that run late (docs/architecture.md §3 "Deadlines decide, ticks display")', () => {
  it(
    'a background tab woken once a minute signs out at the first wake after the deadline, its countdown showing the true time left',
    marbles((m) => {
      const late = lateScheduler(m.scheduler, wakeEvery(60_000));
      const log = timeline(m, idle$(onPlayer(m, late)), 1_000_000);
      expect(log).toEqual([
        '300000:warning',
        '360000:redirect',
        '360000:countdown:92',
        '420000:countdown:32',
        '480000:logout',
      ]);
    }),
  );

  it(
    'returning after the sign-out deadline, before a late timer fired, signs out instead of restarting the wait',
    marbles((m) => {
      const late = lateScheduler(m.scheduler, runLateBy(600_000));
      const activity = m.hot('500s x');
      expect(timeline(m, idle$(onPlayer(m, late, activity)), 2_000_000)).toEqual(['500000:logout']);
    }),
  );

  it(
    'returning during the countdown, before a late timer fired, catches up: warned, moved to the selector, then cancelled',
    marbles((m) => {
      const late = lateScheduler(m.scheduler, runLateBy(600_000));
      const activity = m.hot('320s x 999ms y'); // the first activity finds the warning due; the next one cancels
      const log = timeline(m, idle$(onPlayer(m, late, activity)), 330_000);
      expect(log).toEqual(['320000:warning', '320000:redirect', '320000:countdown:132', '321000:cancelled']);
    }),
  );

  it(
    'a countdown whose ticks all run 700 ms late still shows the seconds left at the moment each tick runs',
    marbles((m) => {
      const late = lateScheduler(m.scheduler, runLateBy(700));
      const log = timeline(m, idle$(onPlayer(m, late)), 1_000_000);
      const countdown = log.filter((line) => line.includes('countdown'));
      // the redirect's tick runs at 301 500 + 700 with 149.3 s left, shown as 150
      expect(countdown.slice(0, 3)).toEqual([
        '302200:countdown:150',
        '303200:countdown:149',
        '304200:countdown:148',
      ]);
      expect(log.at(-1)).toBe('452200:logout');
    }),
  );
});

describe('idleStep (what one input causes)', () => {
  const countdown = (secondsLeft: number) => ({ kind: 'countdown', secondsLeft }) as const;
  it.each<[string, IdleEvent | undefined, 'tick' | 'activity', Parameters<typeof idleStep>[2], IdleEvent[]]>([
    ['first tick in time', undefined, 'tick', { kind: 'warning' }, [{ kind: 'warning' }]],
    ['activity before the redirect', { kind: 'warning' }, 'activity', { kind: 'warning' }, []],
    [
      'the redirect is due',
      { kind: 'warning' },
      'tick',
      countdown(150),
      [{ kind: 'redirect' }, countdown(150)],
    ],
    ['a tick within the same second', countdown(12), 'tick', countdown(12), []],
    ['activity in the countdown', countdown(12), 'activity', countdown(12), [{ kind: 'cancelled' }]],
    ['the first tick is past the deadline', undefined, 'tick', { kind: 'logout' }, [{ kind: 'logout' }]],
    ['activity past the deadline', countdown(3), 'activity', { kind: 'logout' }, [{ kind: 'logout' }]],
  ])('%s', (_name, last, input, phase, events) => expect(idleStep(last, input, phase)).toEqual(events));
});
