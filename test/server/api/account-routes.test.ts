import { request } from 'node:http';
import { ACCESS_CODE_MAILS_PER_ACCOUNT } from '../../../server/api/account-routes';
import { DEFAULT_THROTTLE_LIMITS } from '../../../server/api/throttle';
import { verifyAccessToken } from '../../../server/api/tokens';
import { ManualClock } from '../../../server/clock';
import { ACCESS_CODE_MAIL_WINDOW_MS, SIGN_IN_THROTTLE_MAX_MS } from '../../../server/timing';
import { useService } from '../support/fixture';
import { ApiClient, startTestService } from '../support/service';

let api: ApiClient;

const fixture = useService();
beforeEach(() => {
  api = new ApiClient(fixture.service.url);
});

describe('POST /api/Account/login', () => {
  it('signs the demo user in with tokens, user id and the claims of spec §3', async () => {
    const answer = await api.post('/api/Account/login', {
      UserName: 'Demo@Example.com',
      Password: 'Demo!2345',
      requiresAccessCode: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      AccessToken: expect.any(String),
      RefreshToken: expect.any(String),
      UserId: expect.any(String),
      RequiresAccessConfirmation: false,
      Claims: [
        { Name: 'role', Value: 'User' },
        { Name: 'canImpersonate', Value: 'false' },
        { Name: 'clientTypeId', Value: '1' },
      ],
    });
    expect(await verifyAccessToken(answer.body.AccessToken, fixture.service.clock.now())).toEqual({
      userId: answer.body.UserId,
      email: 'demo@example.com',
      signIn: expect.any(String),
    });
  });

  it.each([
    ['support@example.com', 'canImpersonate', 'true'],
    ['brand2@example.com', 'clientTypeId', '2'],
    ['brand18@example.com', 'clientTypeId', '18'],
  ])('gives %s the claim %s = %s', async (email, name, value) => {
    const { Claims } = await api.login(email);
    expect(Claims).toContainEqual({ Name: name, Value: value });
  });

  it('answers 401 with a Message for a wrong password or an unknown user', async () => {
    const wrong = await api.post('/api/Account/login', {
      UserName: 'brand2@example.com',
      Password: 'Wrong!2345',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ Message: expect.any(String) });
    const unknown = await api.post('/api/Account/login', {
      UserName: 'nobody@example.com',
      Password: 'Demo!2345',
    });
    expect(unknown.status).toBe(401);
  });

  it('answers 400 with a Message for a malformed body', async () => {
    for (const body of [
      'not json',
      '[]',
      { UserName: 'demo@example.com' },
      { UserName: 1, Password: 'x' },
      { UserName: 'a', Password: 'b', requiresAccessCode: 'yes' },
    ]) {
      const answer = await api.post('/api/Account/login', body);
      expect(answer.status).toBe(400);
      expect(answer.body.Message).toEqual(expect.any(String));
    }
  });

  it('takes JSON only: a text/plain or form body (a cross-site "simple" request) is 415', async () => {
    await api.prime();
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const answer = await api.request('POST', '/api/Account/login', {
        body: JSON.stringify({ UserName: 'demo@example.com', Password: 'Demo!2345' }),
        headers: { 'Content-Type': type },
      });
      expect(answer.status).toBe(415);
      expect(answer.body.Message).toEqual(expect.any(String));
    }
  });
});

/** POSTs JSON to the login endpoint from the local address `from` (127.0.0.0/8 all reaches this machine); aborts after `abortMs`. */
function loginFrom(
  from: string,
  password: string,
  abortMs?: number,
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const body = JSON.stringify({ UserName: 'brand18@example.com', Password: password });
  return new Promise((resolve) => {
    const req = request(
      `${fixture.service.url}/api/Account/login`,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'Content-Type': 'application/json' },
        signal: abortMs === undefined ? undefined : AbortSignal.timeout(abortMs),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

describe('sign-in throttle (per account and client address, capped)', () => {
  it('does not lock the owner out: attackers that hang up leave no queue behind', async () => {
    // Ten wrong passwords at once from one address, each giving up after 300 ms.
    await Promise.all(Array.from({ length: 10 }, (_, i) => loginFrom('127.0.0.1', `Wrong!${i}`, 300)));
    await Promise.all(Array.from({ length: 4 }, (_, i) => loginFrom('127.0.0.1', `Wrong!1${i}`)));
    // The owner elsewhere is not slowed at all; at the attacked address no more than the 4 s cap.
    const elsewhere = await loginFrom('127.0.0.2', 'Demo!2345');
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.ms).toBeLessThan(2000);
    const here = await loginFrom('127.0.0.1', 'Demo!2345');
    expect(here.status).toBe(200);
    expect(here.ms).toBeLessThan(DEFAULT_THROTTLE_LIMITS.maxMs + 2000);
  }, 20_000);
});

describe('access codes', () => {
  it('mails a code to a user who needs confirmation, and validates it once', async () => {
    const login = await api.login('access@example.com', 'Demo!2345', true);
    expect(login.RequiresAccessConfirmation).toBe(true);
    const mail = fixture.service.outbox.filter((m) => m.to === 'access@example.com').at(-1);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const body = {
      UserId: login.UserId,
      Email: 'access@example.com',
      Code: code,
      AccessToken: login.AccessToken,
    };
    expect(
      (
        await api.post('/api/Account/accesscode/validate', {
          ...body,
          Code: code === '000000' ? '111111' : '000000',
        })
      ).status,
    ).toBe(400);
    const ok = await api.post('/api/Account/accesscode/validate', body);
    expect(ok).toMatchObject({ status: 200, body: { Success: true } });
    expect((await api.post('/api/Account/accesscode/validate', body)).status).toBe(400);
  });

  it('gives tokens good for nothing until the code is accepted, then the same tokens work', async () => {
    const login = await api.login('access@example.com', 'Demo!2345', false);
    expect(login.RequiresAccessConfirmation).toBe(true);
    expect((await api.get('/api/Player/list', login.AccessToken)).status).toBe(403);
    expect((await api.get('/api/Hub/players/accesstoken', login.AccessToken)).status).toBe(403);
    const refreshed = await api.post('/api/Account/token/refresh', {
      RefreshToken: login.RefreshToken,
      UserId: login.UserId,
    });
    expect((await api.get('/api/Player/list', refreshed.body.AccessToken)).status).toBe(403);
    const code = /access code is (\d{6})/.exec(fixture.service.outbox.at(-1)?.text ?? '')?.[1];
    const body = {
      UserId: login.UserId,
      Email: 'access@example.com',
      Code: code,
      AccessToken: login.AccessToken,
    };
    expect((await api.post('/api/Account/accesscode/validate', body)).status).toBe(200);
    expect((await api.get('/api/Player/list', login.AccessToken)).status).toBe(200);
    expect((await api.get('/api/Player/list', refreshed.body.AccessToken)).status).toBe(200);
  });

  it('skips the code only for a browser holding the cookie the service minted for that user', async () => {
    const forged = new ApiClient(fixture.service.url);
    forged.cookies.set('accessCode5ee3c4f1', 'validated');
    forged.cookies.set('accessValidated0123456789abcdef', 'validated');
    const before = fixture.service.outbox.length;
    const guessed = await forged.login('access@example.com', 'Demo!2345', false);
    expect(guessed.RequiresAccessConfirmation).toBe(true);
    expect(fixture.service.outbox.length).toBe(before + 1);
    expect((await forged.get('/api/Player/list', guessed.AccessToken)).status).toBe(403);

    await api.loginConfirmed('access@example.com');
    const minted = [...api.cookies].find(([name]) => name.startsWith('accessValidated'));
    expect(minted?.[1]).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const again = await api.login('access@example.com', 'Demo!2345', true);
    expect(again.RequiresAccessConfirmation).toBe(false);
    expect(fixture.service.outbox.length).toBe(before + 2);
    expect((await api.get('/api/Player/list', again.AccessToken)).status).toBe(200);

    // Another account's cookie value under this account's name proves nothing.
    const other = new ApiClient(fixture.service.url);
    other.cookies.set(minted![0].replace(/[0-9a-f]{16}$/, '0000000000000000'), minted![1]);
    expect((await other.login('access@example.com', 'Demo!2345', false)).RequiresAccessConfirmation).toBe(
      true,
    );
  });

  it(`mails one account at most ${ACCESS_CODE_MAILS_PER_ACCOUNT} codes in 15 minutes, then refuses with 429 until the window ends or a code is accepted`, async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 22, 13, 20));
    const local = await startTestService({ clock });
    try {
      const client = new ApiClient(local.url);
      const mails = () => local.outbox.filter((m) => m.to === 'access@example.com');
      // Each sign-in that asks for a code counts in the address's throttle, right password or not: the
      // service's clock moves past its wait after each.
      const login = async () => {
        const answer = await client.post('/api/Account/login', {
          UserName: 'access@example.com',
          Password: 'Demo!2345',
        });
        clock.advance(SIGN_IN_THROTTLE_MAX_MS);
        return answer;
      };
      for (let i = 0; i < ACCESS_CODE_MAILS_PER_ACCOUNT; i++) expect((await login()).status).toBe(200);
      const refused = await login();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBe(
        (ACCESS_CODE_MAIL_WINDOW_MS - ACCESS_CODE_MAILS_PER_ACCOUNT * SIGN_IN_THROTTLE_MAX_MS) / 1000,
      );
      expect(mails()).toHaveLength(ACCESS_CODE_MAILS_PER_ACCOUNT);

      // The window moves on: one more mail may go.
      clock.advance(ACCESS_CODE_MAIL_WINDOW_MS);
      const renewed = await login();
      expect(renewed.status).toBe(200);
      expect(mails()).toHaveLength(ACCESS_CODE_MAILS_PER_ACCOUNT + 1);

      // An accepted code clears the count: another browser's sign-ins are mailed afresh.
      const code = /access code is (\d{6})/.exec(mails().at(-1)!.text)?.[1];
      const renewedLogin = renewed.body as { UserId: string; AccessToken: string };
      const body = {
        UserId: renewedLogin.UserId,
        Email: 'access@example.com',
        Code: code,
        AccessToken: renewedLogin.AccessToken,
      };
      expect((await client.post('/api/Account/accesscode/validate', body)).status).toBe(200);
      const other = new ApiClient(local.url);
      for (let i = 0; i < ACCESS_CODE_MAILS_PER_ACCOUNT; i++) {
        expect((await other.login('access@example.com', 'Demo!2345')).RequiresAccessConfirmation).toBe(true);
        clock.advance(SIGN_IN_THROTTLE_MAX_MS);
      }
    } finally {
      await local.close();
    }
  });

  it('sets that cookie HttpOnly, SameSite=Strict, for the sign-in endpoints only, for 30 days', async () => {
    const login = await api.login('access@example.com', 'Demo!2345', true);
    const code = /access code is (\d{6})/.exec(fixture.service.outbox.at(-1)?.text ?? '')?.[1];
    await api.prime();
    const res = await fetch(`${fixture.service.url}/api/Account/accesscode/validate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        UserId: login.UserId,
        Email: 'access@example.com',
        Code: code,
        AccessToken: login.AccessToken,
      }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('accessValidated'));
    expect(cookie).toMatch(/; Max-Age=2592000/);
    expect(cookie).toMatch(/; Path=\/api\/Account/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
  });
});

describe('POST /api/Account/login/hash', () => {
  it('signs in as demo with demo-hash and refuses other secrets', async () => {
    const ok = await api.post('/api/Account/login/hash', { Secret: 'demo-hash' });
    expect(ok.status).toBe(200);
    expect((await verifyAccessToken(ok.body.AccessToken, fixture.service.clock.now()))?.email).toBe(
      'demo@example.com',
    );
    expect((await api.post('/api/Account/login/hash', { Secret: 'guess' })).status).toBe(401);
  });
});

describe('POST /api/Account/impersonate', () => {
  it('gives a support user an access token for another account', async () => {
    const support = await api.login('support@example.com');
    const answer = await api.post(
      '/api/Account/impersonate',
      { UserName: 'support@example.com', Password: 'Demo!2345', ImpersonateUser: 'demo@example.com' },
      support.AccessToken,
    );
    expect(answer.status).toBe(200);
    expect(await verifyAccessToken(answer.body.AccessToken, fixture.service.clock.now())).toMatchObject({
      email: 'demo@example.com',
      actor: 'support@example.com',
    });
    const players = await api.get('/api/Player/list', answer.body.AccessToken);
    expect(players.body.length).toBeGreaterThan(0);
  });

  it('refuses users who may not impersonate, wrong passwords and unknown targets', async () => {
    const demo = await api.login('demo@example.com');
    const support = await api.login('support@example.com');
    const ask = (token: string, body: object) => api.post('/api/Account/impersonate', body, token);
    expect(
      (
        await ask(demo.AccessToken, {
          UserName: 'demo@example.com',
          Password: 'Demo!2345',
          ImpersonateUser: 'empty@example.com',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await ask(support.AccessToken, {
          UserName: 'support@example.com',
          Password: 'Wrong!2345',
          ImpersonateUser: 'demo@example.com',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await ask(support.AccessToken, {
          UserName: 'support@example.com',
          Password: 'Demo!2345',
          ImpersonateUser: 'ghost@example.com',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.post('/api/Account/impersonate', {
          UserName: 'support@example.com',
          Password: 'Demo!2345',
          ImpersonateUser: 'demo@example.com',
        })
      ).status,
    ).toBe(401);
  });
});

describe('POST /api/Account/token/refresh', () => {
  const refreshBody = (
    login: { AccessToken: string; RefreshToken: string; UserId: string },
    email = 'demo@example.com',
  ) => ({
    AccessToken: login.AccessToken,
    Claims: [],
    Email: email,
    RefreshToken: login.RefreshToken,
    Rolename: 'User',
    UserId: login.UserId,
  });

  it('rotates the refresh token: the new pair works, the old refresh token is rejected', async () => {
    const login = await api.login();
    const first = await api.post('/api/Account/token/refresh', refreshBody(login));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ AccessToken: expect.any(String), RefreshToken: expect.any(String) });
    expect(first.body.RefreshToken).not.toBe(login.RefreshToken);
    expect((await api.get('/api/Player/list', first.body.AccessToken)).status).toBe(200);
    const second = await api.post('/api/Account/token/refresh', refreshBody({ ...login, ...first.body }));
    expect(second.status).toBe(200);
    expect((await api.get('/api/Player/list', second.body.AccessToken)).status).toBe(200);
  });

  it('treats a replayed refresh token as theft: the whole family is revoked, access tokens included', async () => {
    const login = await api.login();
    const first = await api.post('/api/Account/token/refresh', refreshBody(login));
    expect(first.status).toBe(200);
    expect((await api.post('/api/Account/token/refresh', refreshBody(login))).status).toBe(401);
    const newer = await api.post('/api/Account/token/refresh', refreshBody({ ...login, ...first.body }));
    expect(newer.status).toBe(401);
    expect((await api.get('/api/Player/list', first.body.AccessToken)).status).toBe(401);
    expect((await api.get('/api/Player/list', login.AccessToken)).status).toBe(401);
    // Other sign-ins of the same account are not touched.
    const other = await api.login();
    expect((await api.get('/api/Player/list', other.AccessToken)).status).toBe(200);
  });

  it('rejects a refresh token presented for another user id', async () => {
    const login = await api.login();
    const other = await api.login('brand2@example.com');
    expect(
      (await api.post('/api/Account/token/refresh', refreshBody({ ...login, UserId: other.UserId }))).status,
    ).toBe(401);
  });

  it('keeps an impersonation going across a refresh', async () => {
    const support = await api.login('support@example.com');
    const { body } = await api.post(
      '/api/Account/impersonate',
      { UserName: 'support@example.com', Password: 'Demo!2345', ImpersonateUser: 'brand2@example.com' },
      support.AccessToken,
    );
    const refreshed = await api.post(
      '/api/Account/token/refresh',
      refreshBody({ ...support, AccessToken: body.AccessToken }, 'support@example.com'),
    );
    expect(await verifyAccessToken(refreshed.body.AccessToken, fixture.service.clock.now())).toMatchObject({
      email: 'brand2@example.com',
      actor: 'support@example.com',
    });
  });
});

describe('access token expiry', () => {
  it('answers 401 once the access token is older than accessTokenTtlSeconds by the service clock', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 22, 13, 20));
    const short = await startTestService({ clock, accessTokenTtlSeconds: 900 });
    try {
      const client = new ApiClient(short.url);
      const { AccessToken } = await client.login();
      clock.advance(899_000);
      expect((await client.get('/api/Player/list', AccessToken)).status).toBe(200);
      clock.advance(1_000);
      const expired = await client.get('/api/Player/list', AccessToken);
      expect(expired.status).toBe(401);
      expect(expired.body.Message).toEqual(expect.any(String));
    } finally {
      await short.close();
    }
  });

  it('rejects a forged or missing bearer token', async () => {
    const { AccessToken } = await api.login();
    const [head, payload] = AccessToken.split('.');
    expect((await api.get('/api/Player/list', `${head}.${payload}.forged`)).status).toBe(401);
    expect((await api.get('/api/Player/list')).status).toBe(401);
  });
});
