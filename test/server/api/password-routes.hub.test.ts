import { useService } from '../support/fixture';
import { RawHubClient } from '../support/raw-hub';
import { ApiClient } from '../support/service';

/**
 * A password reset ends every sign-in of the account and a password change every other one, and
 * with them their hub access at once: open hub connections close (1008, no recovery) and HubUrls
 * minted before refuse to open (server/README.md "API decisions").
 */
const fixture = useService();
const EMAIL = 'brand18@example.com';
const NEW_PASSWORD = 'Fresh!Start9';

/** A sign-in of the account with a HubUrl and a hub connection opened from it. */
async function signedIn(password = 'Demo!2345') {
  const api = new ApiClient(fixture.service.url);
  const login = await api.login(EMAIL, password);
  const hubUrl = (await api.get<{ HubUrl: string }>('/api/Hub/players/accesstoken', login.AccessToken)).body
    .HubUrl;
  const socket = await fixture.open(hubUrl);
  await socket.next();
  return { api, login, hubUrl, socket };
}

/** Resolves with the close code once the hub has said `disconnected` and closed the socket. */
async function cut(socket: RawHubClient): Promise<number> {
  await socket.waitFor((f) => f['type'] === 'system' && f['event'] === 'disconnected');
  return (await socket.closed).code;
}

describe('hub access after a password reset or change', () => {
  it('a reset (forgotten password) closes every hub connection of the account and refuses its earlier HubUrls', async () => {
    const first = await signedIn();
    const second = await signedIn();
    expect((await first.api.post('/api/Account/password/forgot', { UserName: EMAIL })).status).toBe(200);
    const code = /[?&]c=([^&\s]+)/.exec(fixture.service.outbox.at(-1)?.text ?? '')?.[1] ?? '';
    const reset = await first.api.post('/api/Account/password/forgot/reset', {
      UserName: EMAIL,
      Password: decodeURIComponent(code),
      NewPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect(await cut(first.socket)).toBe(1008);
    expect(await cut(second.socket)).toBe(1008);
    await expect(RawHubClient.open(first.hubUrl)).rejects.toThrow('HTTP 401');
    await expect(RawHubClient.open(second.hubUrl)).rejects.toThrow('HTTP 401');
    // A new sign-in with the new password gets hub access again.
    const again = await signedIn(NEW_PASSWORD);
    await again.socket.flush();
    // Back to the demo password for the other tests of the file.
    const back = await again.api.post(
      '/api/Account/password/reset',
      { UserName: EMAIL, Password: NEW_PASSWORD, NewPassword: 'Demo!2345' },
      again.login.AccessToken,
    );
    expect(back.status).toBe(200);
  });

  it('a change ends the other sign-ins with their hub access; the changing one reconnects with a fresh HubUrl', async () => {
    const other = await signedIn();
    const mine = await signedIn();
    const change = await mine.api.post(
      '/api/Account/password/reset',
      { UserName: EMAIL, Password: 'Demo!2345', NewPassword: NEW_PASSWORD },
      mine.login.AccessToken,
    );
    expect(change.status).toBe(200);
    expect(await cut(other.socket)).toBe(1008);
    expect(await cut(mine.socket)).toBe(1008);
    await expect(RawHubClient.open(other.hubUrl)).rejects.toThrow('HTTP 401');
    await expect(RawHubClient.open(mine.hubUrl)).rejects.toThrow('HTTP 401');
    expect((await other.api.get('/api/Player/list', other.login.AccessToken)).status).toBe(401);
    // The changing sign-in goes on: a fresh HubUrl opens.
    const fresh = await mine.api.get<{ HubUrl: string }>(
      '/api/Hub/players/accesstoken',
      mine.login.AccessToken,
    );
    expect(fresh.status).toBe(200);
    await (await fixture.open(fresh.body.HubUrl)).next();
    await mine.api.post(
      '/api/Account/password/reset',
      { UserName: EMAIL, Password: NEW_PASSWORD, NewPassword: 'Demo!2345' },
      mine.login.AccessToken,
    );
  });
});
