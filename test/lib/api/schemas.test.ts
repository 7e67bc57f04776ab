import * as v from 'valibot';
import { LoginResponse, PlayerListItem } from '../../../src/lib/api/schemas';

describe('API response shapes (spec §3)', () => {
  it('a login response that is a JSON array is malformed', () => {
    expect(v.safeParse(LoginResponse, []).success).toBe(false);
  });

  it('a player list item that is an array is malformed', () => {
    expect(v.safeParse(PlayerListItem, ['Counter']).success).toBe(false);
  });
});
