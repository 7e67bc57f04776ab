import { marbles, type Context } from 'rxjs-marbles/jest';
import { map, NEVER, type Observable } from 'rxjs';
import type { HubState } from '../../../../src/lib/hub/types';
import {
  connectionView$,
  type ConnectionView,
} from '../../../../src/features/player/zone/connection.streams';
import type { TimedStatus } from '../../../../src/lib/zone/zone.streams';
import { statusReply } from '../../../support/zone-fakes';

const states: Record<string, HubState> = {
  k: { kind: 'connecting' },
  c: { kind: 'connected', connectionId: 'id' },
  n: { kind: 'connected', connectionId: 'id-2' },
  r: { kind: 'recovering', connectionId: 'id', attempt: 1 },
  d: { kind: 'disconnected' },
};
const views: Record<string, ConnectionView> = {
  o: { reconnecting: false, stale: false },
  r: { reconnecting: true, stale: true },
  s: { reconnecting: false, stale: true },
};

type M = Context;

/** A connection view over marble inputs; records when status was requested (virtual ms). */
function watch(m: M, state: string, status = '', wake = '') {
  const requested: number[] = [];
  const arrivals$: Observable<unknown> = status ? m.hot(status) : NEVER;
  const timedStatus$: Observable<TimedStatus> = arrivals$.pipe(
    map(() => ({ status: statusReply().response as TimedStatus['status'], receivedAt: m.scheduler.now() })),
  );
  const view$ = connectionView$({
    state$: m.hot(state, states),
    timedStatus$,
    wake$: wake ? m.hot(wake) : NEVER,
    requestStatus: () => requested.push(m.scheduler.now()),
    scheduler: m.scheduler,
  });
  return { view$, requested };
}

// prettier-ignore
describe('connection honesty (docs/design.md "Honest about the connection", CONNECTION_STALE_MS, WAKE_CHECK_MS)', () => {
  it('a recovery that finds its session lost (a new connectionId while connected) requests status again', marbles((m) => {
    const { view$, requested } = watch(m, 'c 999ms r 99ms c 9ms n');
    m.expect(view$, '^ 5s !').toBeObservable('o', views);
    m.flush();
    expect(requested).toEqual([1100, 1110]);
  }));

  it('shows the banner once the hub has not been Connected for more than 2 s, and clears it on reconnect; the data stays stale until a status arrives', marbles((m) => {
    const { view$, requested } = watch(m,
      'c 999ms r 3999ms c',
      '      6500ms x');
    m.expect(view$, '^ 8s !').toBeObservable(
      'o 2999ms r 1999ms s 1499ms o', views);
    m.flush();
    expect(requested).toEqual([5000]);
  }));

  it('a drop shorter than 2 s shows no banner, and status is requested at once on recovery', marbles((m) => {
    const { view$, requested } = watch(m, 'c 999ms r 999ms c');
    m.expect(view$, '^ 5s !').toBeObservable('o', views);
    m.flush();
    expect(requested).toEqual([2000]);
  }));

  it('requests status at once on every return to Connected (recovery, then a reconnect after a disconnect)', marbles((m) => {
    const { view$, requested } = watch(m, 'c 99ms r 99ms c 99ms d 99ms k 99ms c');
    m.expect(view$, '^ 1s !').toBeObservable('o', views);
    m.flush();
    expect(requested).toEqual([200, 500]);
  }));

  it('the first connection is not a reconnect: no extra request (the join asks 1.5 s later), but a slow one shows the banner', marbles((m) => {
    const { view$, requested } = watch(m,
      'k 2999ms c',
      '  3500ms x');
    m.expect(view$, '^ 5s !').toBeObservable('o 1999ms r 999ms s 499ms o', views);
    m.flush();
    expect(requested).toEqual([]);
  }));

  it('on a wake while Connected, requests status at once; no status within 1 s marks the data stale until one arrives', marbles((m) => {
    const { view$, requested } = watch(m,
      'c',
      '2500ms x',
      '1000ms w');
    m.expect(view$, '^ 5s !').toBeObservable('o 1999ms s 499ms o', views);
    m.flush();
    expect(requested).toEqual([1000]);
  }));

  it('a status within 1 s of a wake keeps the data fresh', marbles((m) => {
    const { view$, requested } = watch(m,
      'c',
      '1500ms x',
      '1000ms w');
    m.expect(view$, '^ 5s !').toBeObservable('o', views);
    m.flush();
    expect(requested).toEqual([1000]);
  }));

  it('a wake while the hub is not Connected sends nothing; the request waits for the reconnect', marbles((m) => {
    const { view$, requested } = watch(m,
      'c 99ms d 1499ms c',
      '',
      '1000ms w');
    m.expect(view$, '^ 5s !').toBeObservable('o', views);
    m.flush();
    expect(requested).toEqual([1600]);
  }));
});
