import { signToken } from '../../../server/auth/tokens';
import { mintAccessToken } from '../../../server/api/tokens';
import { ManualClock } from '../../../server/clock';
import {
  hasPermission,
  HUB_TOKEN_TTL_SECONDS,
  mintHubToken,
  verifyHubToken,
} from '../../../server/hub/token';

const T = Date.UTC(2026, 10, 22, 13, 20);

describe('hub tokens (hub-protocol.md §1)', () => {
  it('round-trips the user id and grants join/leave and send for exactly the given groups', async () => {
    const claims = await verifyHubToken(
      await mintHubToken('u1', ['a-1', 'a-2'], undefined, new ManualClock(T)),
      T,
    );
    expect(claims?.userId).toBe('u1');
    const roles = new Set(claims?.roles);
    expect(hasPermission(roles, 'joinLeaveGroup', 'a-1')).toBe(true);
    expect(hasPermission(roles, 'sendToGroup', 'a-2')).toBe(true);
    expect(hasPermission(roles, 'joinLeaveGroup', 'a-3')).toBe(false);
  });

  it('treats the unsuffixed role as every group', () => {
    expect(hasPermission(new Set(['webpubsub.sendToGroup']), 'sendToGroup', 'any')).toBe(true);
    expect(hasPermission(new Set(['webpubsub.sendToGroup']), 'joinLeaveGroup', 'any')).toBe(false);
  });

  it('expires by the clock it is minted and checked on, not by the machine clock', async () => {
    const token = await mintHubToken('u1', ['g'], undefined, new ManualClock(T));
    expect(await verifyHubToken(token, T + HUB_TOKEN_TTL_SECONDS * 1000 - 1)).not.toBeNull();
    expect(await verifyHubToken(token, T + HUB_TOKEN_TTL_SECONDS * 1000)).toBeNull();
  });

  it('rejects tampered and non-hub tokens', async () => {
    const [h, p, s] = (await mintHubToken('u1', ['g'], undefined, new ManualClock(T))).split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: 'u1', aud: 'hub', exp: 2e9, role: ['webpubsub.joinLeaveGroup'] }),
    ).toString('base64url');
    expect(await verifyHubToken(`${h}.${forged}.${s}`, T)).toBeNull();
    expect(await verifyHubToken(`${h}.${p}`, T)).toBeNull();
    expect(await verifyHubToken('garbage', T)).toBeNull();
    const access = await mintAccessToken({ userId: 'u1', email: 'a@b.c', signIn: 's' }, 60, T);
    expect(await verifyHubToken(access, T)).toBeNull();
    expect(
      await verifyHubToken(
        await signToken({}, { subject: 'u1', audience: 'api', issuedAt: T, ttlSeconds: 60 }),
        T,
      ),
    ).toBeNull();
  });
});
