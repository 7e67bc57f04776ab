import { marbles } from 'rxjs-marbles/jest';
import { Observable, merge } from 'rxjs';
import { createRefreshGate, type TokenSource } from '../../../src/lib/api/refresh';
import { TokenRefreshError } from '../../../src/lib/api/errors';

function source(refresh$: Observable<string>, stored: () => string | undefined = () => 'old'): TokenSource & { calls: number } {
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
