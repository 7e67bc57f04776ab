import { catchError, concat, of, throwError } from 'rxjs';
import { marbles } from 'rxjs-marbles/jest';
import { SIGN_IN_RETRY_BASE_MS, SIGN_IN_RETRY_MAX_MS } from '../../../src/config/timing';
import { ApiError, NetworkError, TokenRefreshError } from '../../../src/lib/api/errors';
import { hubAccessUrls, retryDelay } from '../../../src/lib/session/hub-access.streams';

/** Tokens whose sign-in ends when told. */
function tokens() {
  let ended = false;
  return { ended: () => ended, end: () => void (ended = true) };
}

describe('the hub access URL: backed off after failures, never asked once the sign-in has ended', () => {
  it('waits SIGN_IN_RETRY_BASE_MS after one failure, doubling up to SIGN_IN_RETRY_MAX_MS, less up to half at random', () => {
    const none = () => 0;
    expect([0, 1, 2, 3].map((n) => retryDelay(n, none))).toEqual([
      0,
      SIGN_IN_RETRY_BASE_MS,
      2 * SIGN_IN_RETRY_BASE_MS,
      4 * SIGN_IN_RETRY_BASE_MS,
    ]);
    expect(retryDelay(50, none)).toBe(SIGN_IN_RETRY_MAX_MS);
    expect(retryDelay(1, () => 0.999_999)).toBe(Math.round(SIGN_IN_RETRY_BASE_MS / 2));
    expect(retryDelay(50, () => 0.5)).toBe(Math.round(SIGN_IN_RETRY_MAX_MS * 0.75));
  });

  it(
    'a network that is down is asked again after the backed-off waits; a success resets them',
    marbles((m) => {
      let answers = 0;
      const request$ = () =>
        ++answers <= 3 ? throwError(() => new NetworkError('api/Hub/players/accesstoken')) : of('wss://hub');
      const t = tokens();
      const url = hubAccessUrls({ request$, tokens: t, scheduler: m.scheduler, random: () => 0 });
      const base = SIGN_IN_RETRY_BASE_MS;
      // One call after another, as the hub client makes them: a failure shows as `x`.
      const attempt = () => url().pipe(catchError(() => of('x')));
      m.expect(concat(attempt(), attempt(), attempt(), attempt())).toBeObservable(
        `x ${base - 1}ms x ${2 * base - 1}ms x ${4 * base - 1}ms (u|)`,
        { x: 'x', u: 'wss://hub' },
      );
      m.flush();
      expect(answers).toBe(4);
      expect(t.ended()).toBe(false);
    }),
  );

  it(
    'a 401 (or a refused refresh) ends the sign-in; later calls never emit and ask nothing',
    marbles((m) => {
      let asked = 0;
      const refused = new TokenRefreshError('Token refresh failed', new ApiError(401, 'refresh'));
      const request$ = () => {
        asked += 1;
        return throwError(() => refused);
      };
      const t = tokens();
      const url = hubAccessUrls({ request$, tokens: t, scheduler: m.scheduler, random: () => 0 });
      m.expect(url()).toBeObservable('-');
      m.flush();
      expect(t.ended()).toBe(true);
      m.expect(url()).toBeObservable('-');
      m.flush();
      expect(asked).toBe(1);
    }),
  );
});
