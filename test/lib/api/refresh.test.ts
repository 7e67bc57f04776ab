import { marbles } from 'rxjs-marbles/jest';
import { Observable, merge, switchMap } from 'rxjs';
import { createRefreshGate, type TokenSource } from '../../../src/lib/api/refresh';
import { TokenRefreshError } from '../../../src/lib/api/errors';

function source(
  refresh$: Observable<string>,
  stored: () => string | undefined = () => 'old',
): TokenSource & { calls: number } {
  const tokens = { calls: 0, accessToken: stored, refresh$: () => (tokens.calls++, refresh$) };
  return tokens;
}

// prettier-ignore
describe('createRefreshGate (spec §8 "HTTP 401": one refresh in flight)', () => {
  it('20 concurrent 401s share exactly one refresh and all get its token', marbles((m) => {
    const refresh  = m.cold('--a|', { a: 'new' });
    const subs     =        '^-!'; // take(1): done at the token
    const tokens = source(refresh);
    const gate = createRefreshGate(tokens);
    const callers = Array.from({ length: 20 }, () => gate('old'));
    m.expect(merge(...callers)).toBeObservable('--(aaaaaaaaaaaaaaaaaaaa|)', { a: 'new' });
    m.expect(refresh).toHaveSubscriptions(subs);
    m.flush();
    expect(tokens.calls).toBe(1);
  }));

  it('a 401 arriving while the refresh is in flight waits for the same refresh', marbles((m) => {
    const refresh  = m.cold('---a|', { a: 'new' });
    const tokens = source(refresh);
    const gate = createRefreshGate(tokens);
    const first = gate('old');
    const late = m.cold('-x').pipe(() => gate('old')); // asked one frame later
    m.expect(first).toBeObservable('---(a|)', { a: 'new' });
    m.expect(late).toBeObservable('---(a|)', { a: 'new' });
    m.expect(refresh).toHaveSubscriptions('^--!');
  }));

  it('a failed refresh reaches every waiting caller and is not retried (no loop)', marbles((m) => {
    const error = new TokenRefreshError('refresh failed');
    const refresh  = m.cold('--#', undefined, error);
    const tokens = source(refresh);
    const gate = createRefreshGate(tokens);
    m.expect(merge(gate('old'), gate('old'), gate('old'))).toBeObservable('--#', undefined, error);
    m.expect(refresh).toHaveSubscriptions('^-!');
    m.flush();
    expect(tokens.calls).toBe(1);
  }));

  it('a request in flight when the refresh failed, with the same token, gets that failure when its 401 comes late: no second call', marbles((m) => {
    const error = new TokenRefreshError('refresh failed');
    const refresh  = m.cold('-#', undefined, error);
    const tokens = source(refresh);
    const gate = createRefreshGate(tokens);
    const sentAt = gate.failures(); // both requests were sent before the refresh failed
    const first = gate('old', sentAt);
    const late = m.cold('---x').pipe(switchMap(() => gate('old', sentAt))); // its 401 came back after the failure
    m.expect(first).toBeObservable('-#', undefined, error);
    m.expect(late).toBeObservable('---#', undefined, error);
    m.expect(refresh).toHaveSubscriptions('^!');
    m.flush();
    expect(tokens.calls).toBe(1);
    expect(gate.failures()).toBe(1);
  }));

  it('after a failed refresh, a request sent since (the next user action) or with another token refreshes again, once', () => {
    let calls = 0;
    const tokens: TokenSource = {
      accessToken: () => undefined,
      refresh$: () => new Observable<string>((s) => (++calls === 1 ? s.error(new TokenRefreshError('refresh failed')) : (s.next(`t${calls}`), s.complete()))),
    };
    const gate = createRefreshGate(tokens);
    const seen: string[] = [];
    const sentBefore = gate.failures();
    gate('old', sentBefore).subscribe({ error: (e: Error) => seen.push(e.name) });
    gate('old', sentBefore).subscribe({ error: (e: Error) => seen.push(e.name) }); // late news of the same expiry
    gate('old', gate.failures()).subscribe((t) => seen.push(t)); // sent after the failure: tries again
    gate('signed-in-again', sentBefore).subscribe((t) => seen.push(t)); // another token
    expect(seen).toEqual(['TokenRefreshError', 'TokenRefreshError', 't2', 't3']);
    expect(calls).toBe(3);
  });

  it('a late 401 after a failed refresh retries with a newer stored token (another tab signed in meanwhile)', () => {
    const stored = { token: 'old' };
    const tokens: TokenSource = { accessToken: () => stored.token, refresh$: () => new Observable<string>((s) => s.error(new TokenRefreshError('refresh failed'))) };
    const gate = createRefreshGate(tokens);
    const seen: string[] = [];
    gate('old', 0).subscribe({ error: (e: Error) => seen.push(e.name) });
    stored.token = 'from-another-tab';
    gate('old', 0).subscribe((t) => seen.push(t));
    expect(seen).toEqual(['TokenRefreshError', 'from-another-tab']);
  });

  it('once a refresh has finished, the next 401 with the new token starts a new one', () => {
    const stored = { token: 'old' };
    let n = 0;
    const tokens: TokenSource = {
      accessToken: () => stored.token,
      refresh$: () => new Observable<string>((s) => {
        stored.token = `t${++n}`;
        s.next(stored.token);
        s.complete();
      }),
    };
    const gate = createRefreshGate(tokens);
    const seen: string[] = [];
    gate('old').subscribe((t) => seen.push(t));
    gate('t1').subscribe((t) => seen.push(t));
    expect(seen).toEqual(['t1', 't2']);
  });

  it('a request sent with an older token than the stored one retries with the stored one, without refreshing', marbles((m) => {
    const refresh  = m.cold('--a|', { a: 'never' });
    const tokens = source(refresh, () => 'fresh');
    const gate = createRefreshGate(tokens);
    m.expect(gate('stale')).toBeObservable('(a|)', { a: 'fresh' });
    m.expect(refresh).toHaveSubscriptions([]);
  }));
});
