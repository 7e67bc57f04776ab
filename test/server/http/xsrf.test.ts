import { connect } from 'node:net';
import { useService } from '../support/fixture';
import { ApiClient } from '../support/service';

const fixture = useService();

const credentials = { UserName: 'demo@example.com', Password: 'Demo!2345', requiresAccessCode: false };

describe('XSRF-TOKEN double submit', () => {
  it('sets a readable, strict, site-wide cookie on a GET without one', async () => {
    const res = await fetch(`${fixture.service.url}/api/Player/list`);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=[0-9a-f]{64}; Path=\/; SameSite=Strict$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    const again = await fetch(`${fixture.service.url}/api/Player/list`, {
      headers: { Cookie: cookie.split(';')[0]! },
    });
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('accepts a non-GET request whose header matches the cookie', async () => {
    const api = new ApiClient(fixture.service.url);
    await api.prime();
    expect((await api.post('/api/Account/login', credentials)).status).toBe(200);
  });

  it('refuses (403) a non-GET request with the cookie but a missing or different header', async () => {
    const api = new ApiClient(fixture.service.url);
    await api.prime();
    const cookie = `XSRF-TOKEN=${api.xsrf}`;
    const post = (headers: Record<string, string>) =>
      fetch(`${fixture.service.url}/api/Account/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie, ...headers },
        body: JSON.stringify(credentials),
      });
    const missing = await post({});
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({ Message: expect.any(String) });
    expect((await post({ 'X-XSRF-TOKEN': 'f'.repeat(64) })).status).toBe(403);
  });

  it('lets a sign-in endpoint through with no cookie at all, but no other endpoint', async () => {
    const api = new ApiClient(fixture.service.url);
    expect((await api.request('POST', '/api/Account/login', { body: credentials, xsrf: false })).status).toBe(
      200,
    );
    const login = await new ApiClient(fixture.service.url).login();
    const refresh = await api.request('POST', '/api/Account/token/refresh', {
      body: { RefreshToken: login.RefreshToken, UserId: login.UserId },
      xsrf: false,
    });
    expect(refresh.status).toBe(403);
  });
});

describe('the XSRF rule on the routed path', () => {
  const reset = { UserName: 'demo@example.com', Password: 'Demo!2345', NewPassword: 'x' };
  const raw = (target: string, headers: string[]) =>
    new Promise<string>((resolve, reject) => {
      const body = JSON.stringify(reset);
      const socket = connect(fixture.service.port, '127.0.0.1', () =>
        socket.write(
          [
            `POST ${target} HTTP/1.1`,
            ...headers,
            'Content-Type: application/json',
            `Content-Length: ${Buffer.byteLength(body)}`,
            'Connection: close',
            '',
            body,
          ].join('\r\n'),
        ),
      );
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  const status = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

  it('refuses (403) an escaped /api path without the cookie, as it refuses the plain one', async () => {
    const post = (path: string) =>
      fetch(`${fixture.service.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(reset),
      });
    expect((await post('/api/Account/password/reset')).status).toBe(403);
    expect((await post('/%61pi/Account/password/reset')).status).toBe(403);
    expect((await post('/%41PI/Account/password/reset')).status).toBe(403);
    expect((await post('/api/Account/%70assword/reset')).status).toBe(403);
  });

  it('answers 400 to an absolute-form target and to a second Host header', async () => {
    const host = `Host: 127.0.0.1:${fixture.service.port}`;
    expect(
      status(await raw(`http://127.0.0.1:${fixture.service.port}/api/Account/password/reset`, [host])),
    ).toBe(400);
    expect(status(await raw('/api/Account/password/reset', [host, 'Host: evil.example']))).toBe(400);
    expect(status(await raw('/api/Account/password/reset', [host]))).toBe(403);
  });
});
