import {
  MAX_SIGN_INS_PER_ACCOUNT,
  MAX_USED_TOKENS_PER_SIGN_IN,
  REFRESHES_PER_SIGN_IN,
  SignIns,
} from '../../../server/api/sign-ins';
import { ManualClock } from '../../../server/clock';
import { REFRESH_WINDOW_MS } from '../../../server/timing';
import { useService } from '../support/fixture';
import { ApiClient } from '../support/service';

/**
 * Refresh token families stay bounded per sign-in and per account (server/README.md "API
 * decisions"): a signed-in user refreshing as fast as they can fills nothing shared, so no other
 * account is ever signed out by it.
 */

/** The review's count: refreshes one sign-in made in 66 s, enough to fill the old shared store. */
const REVIEW_REFRESHES = 54_071;
const VICTIM = 'victim';
const ATTACKER = 'attacker';

describe('SignIns', () => {
  it("lets one sign-in refresh tens of thousands of times without ending another account's sign-in", () => {
    const clock = new ManualClock(0);
    const signIns = new SignIns(clock);
    const victim = signIns.start(VICTIM, true);
    let token = signIns.start(ATTACKER, true).refreshToken;
    for (let i = 0; i < REVIEW_REFRESHES; i++) {
      if (i % REFRESHES_PER_SIGN_IN === 0) clock.advance(REFRESH_WINDOW_MS);
      const rotation = signIns.rotate(token);
      if (rotation.kind !== 'rotated') throw new Error(`refresh ${i}: ${rotation.kind}`);
      token = rotation.token;
    }
    expect(signIns.status(victim.signIn)).toBe('active');
    expect(signIns.rotate(victim.refreshToken)).toMatchObject({ kind: 'rotated' });
  });

  it('remembers the recent used tokens of a family (a replay revokes it) and forgets older ones', () => {
    const signIns = new SignIns(new ManualClock(0));
    const { signIn, refreshToken: first } = signIns.start(ATTACKER, true);
    const used = [first];
    let token = first;
    for (let i = 0; i <= MAX_USED_TOKENS_PER_SIGN_IN; i++) {
      const rotation = signIns.rotate(token);
      if (rotation.kind !== 'rotated') throw new Error(rotation.kind);
      token = rotation.token;
      used.push(token);
    }
    // The oldest used token is forgotten: unknown, and the family stands.
    expect(signIns.rotate(first)).toEqual({ kind: 'unknown' });
    expect(signIns.status(signIn)).toBe('active');
    // A recent used one is a replay: the family ends.
    expect(signIns.rotate(used.at(-2)!)).toEqual({ kind: 'replayed' });
    expect(signIns.status(signIn)).toBe('gone');
  });

  it(`keeps at most ${MAX_SIGN_INS_PER_ACCOUNT} sign-ins of one account, ending its own oldest, never another's`, () => {
    const changed = jest.fn();
    const signIns = new SignIns(new ManualClock(0), undefined, changed);
    const victim = signIns.start(VICTIM, true);
    const first = signIns.start(ATTACKER, true);
    for (let i = 0; i < MAX_SIGN_INS_PER_ACCOUNT; i++) signIns.start(ATTACKER, true);
    expect(signIns.status(first.signIn)).toBe('gone');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(signIns.status(victim.signIn)).toBe('active');
  });
});

const fixture = useService();

describe('POST /api/Account/token/refresh against the service', () => {
  it(`answers 429 with Retry-After past ${REFRESHES_PER_SIGN_IN} refreshes of a sign-in a minute, and the token stays good`, async () => {
    const api = new ApiClient(fixture.service.url);
    const victim = await new ApiClient(fixture.service.url).login('demo@example.com');
    const login = await api.login('brand2@example.com');
    let current = { RefreshToken: login.RefreshToken, AccessToken: login.AccessToken };
    for (let i = 0; i < REFRESHES_PER_SIGN_IN; i++) {
      const answer = await api.post<typeof current>('/api/Account/token/refresh', current);
      expect(answer.status).toBe(200);
      current = answer.body;
    }
    const refused = await api.post('/api/Account/token/refresh', current);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Not used up, and nobody else signed out.
    expect((await api.get('/api/Player/list', current.AccessToken)).status).toBe(200);
    expect((await api.get('/api/Player/list', victim.AccessToken)).status).toBe(200);
  });
});
