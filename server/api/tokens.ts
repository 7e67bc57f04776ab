import { signToken, verifyToken } from '../auth/tokens';

/**
 * Who a request acts for: the user, the support user impersonating them (if any), and the sign-in
 * the token belongs to (api/sign-ins.ts), which decides whether it is still good.
 */
export interface Principal {
  readonly userId: string;
  readonly email: string;
  /** E-mail of the impersonating user. */
  readonly actor?: string;
  /** Id of the sign-in (refresh token family) the token was issued in. */
  readonly signIn: string;
}

/** Audience of API access tokens. */
const AUDIENCE = 'api';

/** An access token for `principal`, issued at `now` (ms since the epoch) and expiring `ttlSeconds` later. */
export function mintAccessToken(principal: Principal, ttlSeconds: number, now: number): Promise<string> {
  return signToken(
    { email: principal.email, act: principal.actor, sid: principal.signIn },
    { subject: principal.userId, audience: AUDIENCE, issuedAt: now, ttlSeconds },
  );
}

/**
 * The principal of an access token valid at `now` (ms); null when malformed, forged or (unless
 * `ignoreExpiry`) expired. Whether its sign-in still stands is the caller's question.
 */
export async function verifyAccessToken(
  token: string,
  now: number,
  ignoreExpiry = false,
): Promise<Principal | null> {
  const claims = await verifyToken(token, { audience: AUDIENCE, now, ignoreExpiry });
  if (!claims || typeof claims['email'] !== 'string' || typeof claims['sid'] !== 'string') return null;
  const actor = typeof claims['act'] === 'string' ? claims['act'] : undefined;
  return { userId: claims.sub, email: claims['email'], signIn: claims['sid'], ...(actor ? { actor } : {}) };
}
