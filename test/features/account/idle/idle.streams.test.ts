import { marbles } from 'rxjs-marbles/jest';
import type { Context } from 'rxjs-marbles/jest';
import { NEVER, take, type Observable } from 'rxjs';
import { IDLE_COUNTDOWN_MS, IDLE_REDIRECT_MS, IDLE_TIMEOUT_MS } from '../../../../src/config/timing';
import { idle$, isIdleWatched, type IdleEvent } from '../../../../src/features/account/idle/idle.streams';

const W: IdleEvent = { kind: 'warning' };
const R: IdleEvent = { kind: 'redirect' };
const L: IdleEvent = { kind: 'logout' };
const C: IdleEvent = { kind: 'cancelled' };
const values = { w: W, r: R, l: L, c: C };

/** Subscribes until `untilMs` of virtual time and returns [time, event] pairs. */
function timeline(m: Context, source$: Observable<IdleEvent>, untilMs: number): [number, IdleEvent][] {
  const log: [number, IdleEvent][] = [];
  const subscription = source$.subscribe((event) => log.push([m.scheduler.now(), event]));
  m.scheduler.schedule(() => subscription.unsubscribe(), untilMs);
  m.flush();
  return log;
}

const onPlayer = (m: Context, activity$: Observable<unknown> = NEVER) => ({
  path$: m.hot('p', { p: '/player/settings' }),
  signedIn$: m.hot('t', { t: true }),
  activity$,
  scheduler: m.scheduler,
});

// prettier-ignore
describe('idle$ (spec §4 Idle, §9)', () => {
  it('uses the spec durations', () => {
    expect([IDLE_TIMEOUT_MS, IDLE_REDIRECT_MS, IDLE_COUNTDOWN_MS]).toEqual([300_000, 1_500, 150_000]);
  });

  it('warns after 300 s without activity, and redirects 1.5 s later', marbles((m) => {
    m.expect(idle$(onPlayer(m)).pipe(take(2))).toBeObservable('300s w 1499ms (r|)', values);
  }));

  it('then counts down 150 s, once a second, and logs out', marbles((m) => {
    const log = timeline(m, idle$(onPlayer(m)), 1_000_000);
    const countdown = log.filter(([, e]) => e.kind === 'countdown');
    expect(log.slice(0, 2)).toEqual([[300_000, W], [301_500, R]]);
    expect(countdown).toHaveLength(150);
    expect(countdown[0]).toEqual([301_500, { kind: 'countdown', secondsLeft: 150 }]);
    expect(countdown[1]).toEqual([302_500, { kind: 'countdown', secondsLeft: 149 }]);
    expect(countdown[149]).toEqual([450_500, { kind: 'countdown', secondsLeft: 1 }]);
    expect(log[log.length - 1]).toEqual([451_500, L]);
    expect(log.filter(([, e]) => e.kind === 'warning')).toHaveLength(1); // no activity since: nothing re-arms the clock
  }));

  it('activity restarts the 300 s wait', marbles((m) => {
    const activity = m.hot('100s x 99999ms x'); // at 100 s and 200 s
    m.expect(idle$(onPlayer(m, activity)).pipe(take(1))).toBeObservable('500s (w|)', values);
  }));

  it('activity during the countdown cancels it (no logout)', marbles((m) => {
    const activity = m.hot('310s x');
    const log = timeline(m, idle$(onPlayer(m, activity)), 600_000);
    expect(log.map(([t, e]) => `${t}:${e.kind}`).filter((s) => !s.endsWith('countdown'))).toEqual(['300000:warning', '301500:redirect', '310000:cancelled']);
    expect(log.filter(([, e]) => e.kind === 'countdown').at(-1)).toEqual([309_500, { kind: 'countdown', secondsLeft: 142 }]);
  }));

  it('after a cancelled countdown the 300 s wait starts again from that activity', marbles((m) => {
    const log = timeline(m, idle$(onPlayer(m, m.hot('310s x'))), 700_000);
    expect(log.filter(([, e]) => e.kind === 'warning').map(([t]) => t)).toEqual([300_000, 610_000]);
  }));

  it('activity between the warning and the redirect does not stop the sequence', marbles((m) => {
    const activity = m.hot('301s x');
    const log = timeline(m, idle$(onPlayer(m, activity)), 460_000);
    expect(log.at(-1)).toEqual([451_500, L]);
  }));

  it('a route change after the warning (the redirect to the selector) does not stop the sequence', marbles((m) => {
    const path = m.hot('a 301499ms b', { a: '/player', b: '/player-selector' });
    const log = timeline(m, idle$({ ...onPlayer(m), path$: path }), 2_000_000);
    expect(log.filter(([, e]) => e.kind !== 'countdown')).toEqual([[300_000, W], [301_500, R], [451_500, L]]);
  }));

  it.each(['/player-selector', '/player-selector/', '/', '', '/reset-password', '/reset-password?u=a&c=b'])('never warns on the excluded route %j', (route) =>
    marbles((m) => {
      const path = m.hot('a', { a: route });
      m.expect(idle$({ ...onPlayer(m), path$: path }), '^ 1000s !').toBeObservable('', values);
    })(),
  );

  it('never warns when signed out', marbles((m) => {
    const signedIn = m.hot('f', { f: false });
    m.expect(idle$({ ...onPlayer(m), signedIn$: signedIn }), '^ 1000s !').toBeObservable('', values);
  }));

  it('starts the clock when the user moves from an excluded route to a watched one', marbles((m) => {
    const path = m.hot('a 50s b', { a: '/player-selector', b: '/player-selector/channels' });
    m.expect(idle$({ ...onPlayer(m), path$: path }).pipe(take(1))).toBeObservable('350001ms (w|)', values);
  }));

  it('signing out stops a running clock', marbles((m) => {
    const signedIn = m.hot('t 200s f', { t: true, f: false });
    m.expect(idle$({ ...onPlayer(m), signedIn$: signedIn }), '^ 1000s !').toBeObservable('', values);
  }));
});

describe('isIdleWatched (spec §4 Idle exclusions)', () => {
  it.each([
    ['/player', true],
    ['/player/playlists', true],
    ['/player-selector/channels', true],
    ['/change-password', true],
    ['/forgot-password', true],
    ['/player-selector', false],
    ['/', false],
    ['/reset-password', false],
  ])('%s → %s', (path, watched) => expect(isIdleWatched(path)).toBe(watched));
});
