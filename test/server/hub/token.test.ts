import { signJwt } from '../../../server/auth/jwt';
import { ManualClock } from '../../../server/clock';
import {
  hasPermission,
  HUB_TOKEN_TTL_SECONDS,
  mintHubToken,
  verifyHubToken,
} from '../../../server/hub/token';
import { mintAccessToken } from '../../../server/api/tokens';

const T = Date.UTC(2026, 10, 22, 13, 20);

describe('hub tokens (hub-protocol.md §1)', () => {
  it('round-trips the user id and grants join/leave and send for exactly the given groups', () => {
    const clock = new ManualClock(T);
    const claims = verifyHubToken(mintHubToken('u1', ['a-1', 'a-2'], undefined, clock), T);
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

  it('expires by the clock it is minted and checked on, not by the machine clock', () => {
    const token = mintHubToken('u1', ['g'], undefined, new ManualClock(T));
    expect(verifyHubToken(token, T + HUB_TOKEN_TTL_SECONDS * 1000 - 1)).not.toBeNull();
    expect(verifyHubToken(token, T + HUB_TOKEN_TTL_SECONDS * 1000)).toBeNull();
  });

  it('rejects tampered and non-hub tokens', () => {
    const clock = new ManualClock(T);
    const [h, p, s] = mintHubToken('u1', ['g'], undefined, clock).split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: 'u1', aud: 'hub', exp: 2e9, role: ['webpubsub.joinLeaveGroup'] }),
    ).toString('base64url');
    expect(verifyHubToken(`${h}.${forged}.${s}`, T)).toBeNull();
    expect(verifyHubToken(`${h}.${p}`, T)).toBeNull();
    expect(verifyHubToken('garbage', T)).toBeNull();
    expect(verifyHubToken(mintAccessToken({ userId: 'u1', email: 'a@b.c' }, 60, T), T)).toBeNull();
    expect(verifyHubToken(signJwt({ sub: 'u1', exp: 2e9 }), T)).toBeNull();
  });
});
