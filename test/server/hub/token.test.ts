import { signJwt } from '../../../server/auth/jwt';
import { hasPermission, mintHubToken, verifyHubToken } from '../../../server/hub/token';
import { mintAccessToken } from '../../../server/api/tokens';

describe('hub tokens (hub-protocol.md §1)', () => {
  it('round-trips the user id and grants join/leave and send for exactly the given groups', () => {
    const claims = verifyHubToken(mintHubToken('u1', ['a-1', 'a-2']));
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

  it('rejects expired, tampered and non-hub tokens', () => {
    expect(verifyHubToken(mintHubToken('u1', [], -1))).toBeNull();
    const [h, p, s] = mintHubToken('u1', ['g']).split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: 'u1', aud: 'hub', exp: 2e9, role: ['webpubsub.joinLeaveGroup'] }),
    ).toString('base64url');
    expect(verifyHubToken(`${h}.${forged}.${s}`)).toBeNull();
    expect(verifyHubToken(`${h}.${p}`)).toBeNull();
    expect(verifyHubToken('garbage')).toBeNull();
    expect(verifyHubToken(mintAccessToken({ userId: 'u1', email: 'a@b.c' }, 60))).toBeNull();
    expect(verifyHubToken(signJwt({ sub: 'u1', exp: 2e9 }))).toBeNull();
  });
});
