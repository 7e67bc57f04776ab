import { request } from 'node:http';
import { FORGOT_PER_ADDRESS, RESET_MAILS_PER_ACCOUNT } from '../../../server/api/password-routes';
import { ManualClock } from '../../../server/clock';
import { RESET_MAIL_WINDOW_MS } from '../../../server/timing';
import { useService } from '../support/fixture';
import { ApiClient, startTestService } from '../support/service';

let api: ApiClient;

const fixture = useService({ publicUrl: 'https://remote.example.com' });
beforeEach(() => {
  api = new ApiClient(fixture.service.url);
});

/** Asks for a reset of `email` and returns the link's u and c parameters. */
async function requestReset(email: string): Promise<{ u: string; c: string; link: string }> {
  expect((await api.post('/api/Account/password/forgot', { UserName: email })).status).toBe(200);
  const mail = fixture.service.outbox.filter((m) => m.to === email).at(-1);
  const link = /https:\/\/remote\.example\.com\/reset-password\?\S+/.exec(mail?.text ?? '')?.[0] ?? '';
  const params = new URL(link).searchParams;
  return { u: params.get('u') ?? '', c: params.get('c') ?? '', link };
}

describe('forgotten password', () => {
  it('mails a reset link built on publicUrl with u = e-mail and c = the link id and its code', async () => {
    const { u, c, link } = await requestReset('brand2@example.com');
    expect(link).toMatch(/^https:\/\/remote\.example\.com\/reset-password\?u=/);
    expect(u).toBe('brand2@example.com');
    expect(c).toMatch(/^[\w-]{22}\.[A-Za-z0-9]{12}$/);
  });

  it('answers 200 for an unknown account without sending mail', async () => {
    const before = fixture.service.outbox.length;
    expect((await api.post('/api/Account/password/forgot', { UserName: 'ghost@example.com' })).status).toBe(
      200,
    );
    expect(fixture.service.outbox.length).toBe(before);
  });

  it('resets the password with the mailed code (Password = code), once', async () => {
    const { u, c } = await requestReset('brand18@example.com');
    expect(
      (await api.post('/api/Account/password/reset/validate', { UserName: u, Password: c })).status,
    ).toBe(200);
    expect(
      (await api.post('/api/Account/password/reset/validate', { UserName: u, Password: 'WRONGCODE123' }))
        .status,
    ).toBe(400);
    const weak = await api.post('/api/Account/password/forgot/reset', {
      UserName: u,
      Password: c,
      NewPassword: 'nouppercase!1',
    });
    expect(weak.status).toBe(400);
    const reset = await api.post('/api/Account/password/forgot/reset', {
      UserName: u,
      Password: c,
      NewPassword: 'Fresh!Start9',
    });
    expect(reset.status).toBe(200);
    expect((await api.post('/api/Account/login', { UserName: u, Password: 'Demo!2345' })).status).toBe(401);
    expect((await api.post('/api/Account/login', { UserName: u, Password: 'Fresh!Start9' })).status).toBe(
      200,
    );
    expect(
      (
        await api.post('/api/Account/password/forgot/reset', {
          UserName: u,
          Password: c,
          NewPassword: 'Again!Start9',
        })
      ).status,
    ).toBe(400);
  });
});

describe('change password (POST /api/Account/password/reset)', () => {
  it('needs the bearer, the right current password and a valid new one', async () => {
    const login = await api.login('empty@example.com');
    const body = {
      UserName: 'empty@example.com',
      Password: 'Demo!2345',
      NewPassword: 'Changed!123',
      Requestor: login.AccessToken,
    };
    expect((await api.post('/api/Account/password/reset', body)).status).toBe(401);
    expect(
      (await api.post('/api/Account/password/reset', { ...body, Password: 'Wrong!2345' }, login.AccessToken))
        .status,
    ).toBe(400);
    expect(
      (await api.post('/api/Account/password/reset', { ...body, NewPassword: 'short!A' }, login.AccessToken))
        .status,
    ).toBe(400);
    expect(
      (
        await api.post(
          '/api/Account/password/reset',
          { ...body, UserName: 'demo@example.com' },
          login.AccessToken,
        )
      ).status,
    ).toBe(403);
    expect((await api.post('/api/Account/password/reset', body, login.AccessToken)).status).toBe(200);
    expect(
      (await api.post('/api/Account/login', { UserName: 'empty@example.com', Password: 'Changed!123' }))
        .status,
    ).toBe(200);
  });
});

/** A raw POST of JSON `body` to `path` with the Host header `host` (fetch will not forge one). */
function postWithHost(base: string, path: string, host: string, body: object): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      { method: 'POST', headers: { Host: host, 'Content-Type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('reset links and the Host header', () => {
  it('refuses a request naming a host it does not own, and mails nothing', async () => {
    const local = await startTestService();
    try {
      const status = await postWithHost(local.url, '/api/Account/password/forgot', 'evil.example', {
        UserName: 'demo@example.com',
      });
      expect(status).toBe(421);
      expect(local.outbox).toEqual([]);
    } finally {
      await local.close();
    }
  });

  it('builds links from configuration, never from the Host, even an allowed one', async () => {
    const local = await startTestService({ allowedHosts: ['remote.local'] });
    try {
      const status = await postWithHost(local.url, '/api/Account/password/forgot', 'remote.local', {
        UserName: 'demo@example.com',
      });
      expect(status).toBe(200);
      expect(local.outbox.at(-1)?.text).toContain(`${local.url}/reset-password?u=demo%40example.com&c=`);
    } finally {
      await local.close();
    }
  });
});

describe('password/forgot limits', () => {
  it(`answers 429 past ${FORGOT_PER_ADDRESS} requests a minute from one address`, async () => {
    const local = await startTestService();
    try {
      const client = new ApiClient(local.url);
      const statuses: number[] = [];
      for (let i = 0; i <= FORGOT_PER_ADDRESS; i++)
        statuses.push(
          (await client.post('/api/Account/password/forgot', { UserName: `x${i}@example.com` })).status,
        );
      expect(statuses.slice(0, FORGOT_PER_ADDRESS).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await local.close();
    }
  });

  it(`mails one account at most ${RESET_MAILS_PER_ACCOUNT} times in 15 minutes, still answering 200`, async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 22, 13, 20));
    const local = await startTestService({ clock });
    try {
      const client = new ApiClient(local.url);
      const ask = () => client.post('/api/Account/password/forgot', { UserName: 'empty@example.com' });
      for (let i = 0; i <= RESET_MAILS_PER_ACCOUNT; i++) expect((await ask()).status).toBe(200);
      expect(local.outbox).toHaveLength(RESET_MAILS_PER_ACCOUNT);
      clock.advance(RESET_MAIL_WINDOW_MS);
      await ask();
      expect(local.outbox).toHaveLength(RESET_MAILS_PER_ACCOUNT + 1);
    } finally {
      await local.close();
    }
  });
});
