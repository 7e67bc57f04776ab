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
