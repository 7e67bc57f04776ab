import { signToken, verifyToken } from '../auth/tokens';
import { type Clock, systemClock } from '../clock';

/**
 * Client access tokens for the hub (hub-protocol.md §1): `sub` is the userId and `role` lists
 * `webpubsub.joinLeaveGroup.<group>` / `webpubsub.sendToGroup.<group>` (or the unsuffixed role for
 * every group). `exp` is checked when a new connection opens only, as the real service does.
 */

/** The verified content of a hub token. */
export interface HubTokenClaims {
  readonly userId: string;
  readonly roles: readonly string[];
  /** Expiry, seconds since the epoch. */
  readonly exp: number;
}

/** Audience claim separating hub tokens from API access tokens. */
const HUB_AUDIENCE = 'hub';

/** Default lifetime of a hub token: one hour. */
export const HUB_TOKEN_TTL_SECONDS = 3600;

/**
 * Mints a token letting `userId` join, leave and send to exactly `groups`, issued at `clock.now()`
 * and valid for `ttlSeconds`. Pass the service's clock (`Service.clock`) when the service runs on
 * a pinned clock.
 */
export function mintHubToken(
  userId: string,
  groups: readonly string[],
  ttlSeconds = HUB_TOKEN_TTL_SECONDS,
  clock: Clock = systemClock,
): Promise<string> {
  const role = groups.flatMap((g) => [`webpubsub.joinLeaveGroup.${g}`, `webpubsub.sendToGroup.${g}`]);
  return signToken({ role }, { subject: userId, audience: HUB_AUDIENCE, issuedAt: clock.now(), ttlSeconds });
}

/** Verifies a hub token at `now` (ms since the epoch); null when it is malformed, forged or expired then. */
export async function verifyHubToken(token: string, now: number): Promise<HubTokenClaims | null> {
  const claims = await verifyToken(token, { audience: HUB_AUDIENCE, now });
  if (!claims) return null;
  const role = claims['role'];
  const roles = Array.isArray(role)
    ? role.filter((r): r is string => typeof r === 'string')
    : typeof role === 'string'
      ? [role]
      : [];
  return { userId: claims.sub, roles, exp: claims.exp ?? 0 };
}

/** Permissions a role list grants (Web PubSub role names). */
export type HubPermission = 'joinLeaveGroup' | 'sendToGroup';

/** True when `roles` grant `permission` on `group`, either for that group or for all groups. */
export function hasPermission(roles: ReadonlySet<string>, permission: HubPermission, group: string): boolean {
  const all = `webpubsub.${permission}`;
  return roles.has(all) || roles.has(`${all}.${group}`);
}
