import { type GenerateClientTokenOptions, WebPubSubServiceClient } from '@azure/web-pubsub';
import { SignJWT } from 'jose';
import { mintAccessToken } from '../../../server/api/tokens';
import { connectionStringFor, parseConnectionString } from '../../../server/hub/connection-string';
import { groupRoles, hasPermission, mintClientAccess, verifyHubToken } from '../../../server/hub/token';
import { HUB_TOKEN_TTL_MINUTES, SECOND_MS } from '../../../server/timing';

const T = Date.UTC(2026, 10, 22, 13, 20);
const KEY = 'a-local-access-key';
const CONNECTION = connectionStringFor('http://127.0.0.1:8080', KEY);
const LOCAL = parseConnectionString(CONNECTION);
const TTL_MS = HUB_TOKEN_TTL_MINUTES * 60 * SECOND_MS;

/** Mints with the official SDK as if the machine's clock read `at` (the SDK stamps `iat` from `Date.now()`). */
async function mintAt(
  at: number,
  hub: string,
  options: GenerateClientTokenOptions,
  connectionString = CONNECTION,
): Promise<string> {
  const now = jest.spyOn(Date, 'now').mockReturnValue(at);
  try {
    return (await new WebPubSubServiceClient(connectionString, hub).getClientAccessToken(options)).token;
  } finally {
    now.mockRestore();
  }
}

describe('hub tokens minted by @azure/web-pubsub (hub-protocol.md §1)', () => {
  it('round-trip the user id, the roles and the groups joined on connect, for the hub they were minted for', async () => {
    const token = await mintAt(T, 'players', {
      userId: 'u1',
      roles: groupRoles(['a-1', 'a-2']),
      groups: ['a-1'],
      expirationTimeInMinutes: HUB_TOKEN_TTL_MINUTES,
    });
    const claims = await verifyHubToken(token, LOCAL, 'players', T);
    expect(claims).toEqual({
      userId: 'u1',
      roles: [
        'webpubsub.joinLeaveGroup.a-1',
        'webpubsub.sendToGroup.a-1',
        'webpubsub.joinLeaveGroup.a-2',
        'webpubsub.sendToGroup.a-2',
      ],
      groups: ['a-1'],
      exp: (T + TTL_MS) / SECOND_MS,
    });
  });

  it('refuses a token for another hub, another endpoint or another key', async () => {
    const token = await mintAt(T, 'players', { userId: 'u1' });
    expect(await verifyHubToken(token, LOCAL, 'players', T)).not.toBeNull();
    expect(await verifyHubToken(token, LOCAL, 'Players', T)).toBeNull();
    expect(await verifyHubToken(token, LOCAL, 'other', T)).toBeNull();
    const elsewhere = parseConnectionString(connectionStringFor('http://127.0.0.1:8081', KEY));
    expect(await verifyHubToken(token, elsewhere, 'players', T)).toBeNull();
    expect(await verifyHubToken(token, { ...LOCAL, accessKey: 'another-key' }, 'players', T)).toBeNull();
  });

  it('expires by the clock the SDK stamps it with, on the millisecond its exp names', async () => {
    const token = await mintAt(T, 'players', {
      userId: 'u1',
      expirationTimeInMinutes: HUB_TOKEN_TTL_MINUTES,
    });
    expect(await verifyHubToken(token, LOCAL, 'players', T + TTL_MS - 1)).not.toBeNull();
    expect(await verifyHubToken(token, LOCAL, 'players', T + TTL_MS)).toBeNull();
  });

  it('refuses tampered, malformed, unexpiring and API tokens', async () => {
    const [h, , s] = (await mintAt(T, 'players', { userId: 'u1' })).split('.');
    const audience = 'http://127.0.0.1:8080/client/hubs/players';
    const forged = Buffer.from(
      JSON.stringify({
        sub: 'u1',
        aud: audience,
        exp: T / SECOND_MS + 60,
        role: ['webpubsub.joinLeaveGroup'],
      }),
    ).toString('base64url');
    expect(await verifyHubToken(`${h}.${forged}.${s}`, LOCAL, 'players', T)).toBeNull();
    expect(await verifyHubToken(`${h}.${forged}`, LOCAL, 'players', T)).toBeNull();
    expect(await verifyHubToken('garbage', LOCAL, 'players', T)).toBeNull();
    const unexpiring = await new SignJWT({ role: ['webpubsub.joinLeaveGroup'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(audience)
      .sign(new TextEncoder().encode(KEY));
    expect(await verifyHubToken(unexpiring, LOCAL, 'players', T)).toBeNull();
    const access = await mintAccessToken({ userId: 'u1', email: 'a@b.c', signIn: 's' }, 60, T);
    expect(await verifyHubToken(access, LOCAL, 'players', T)).toBeNull();
  });

  it('mintClientAccess returns what the SDK returns: the ws URL of the hub with the token', async () => {
    const access = await mintClientAccess(CONNECTION, 'players', { userId: 'u1' });
    expect(access.baseUrl).toBe('ws://127.0.0.1:8080/client/hubs/players');
    expect(access.url).toBe(`${access.baseUrl}?access_token=${access.token}`);
  });
});

describe('roles', () => {
  it('groupRoles grants join/leave and send for exactly the given groups', () => {
    const roles = new Set(groupRoles(['a-1', 'a-2']));
    expect(hasPermission(roles, 'joinLeaveGroup', 'a-1')).toBe(true);
    expect(hasPermission(roles, 'sendToGroup', 'a-2')).toBe(true);
    expect(hasPermission(roles, 'joinLeaveGroup', 'a-3')).toBe(false);
    expect(hasPermission(roles, 'sendToGroup', 'a')).toBe(false);
  });

  it('treats the unsuffixed role as every group', () => {
    expect(hasPermission(new Set(['webpubsub.sendToGroup']), 'sendToGroup', 'any')).toBe(true);
    expect(hasPermission(new Set(['webpubsub.sendToGroup']), 'joinLeaveGroup', 'any')).toBe(false);
  });
});
