import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signToken, verifyToken } from '../auth/tokens';
import { ACCESS_VALIDATED_TTL_SECONDS } from '../timing';
import type { User } from './users';

/** Audience of the cookie's token: it proves nothing else. */
const AUDIENCE = 'access-validated';
/** The cookie goes only to the sign-in endpoints. */
const COOKIE_PATH = '/api/Account';

/**
 * Name of the access-validated cookie of the account `email`: `accessValidated` + 16 hex digits of
 * its SHA-256, so several accounts can be validated in one browser and no e-mail sits in a name.
 * (The app's own `accessCode…` cookie, spec §3, only tells the app whether to expect a code.)
 */
export function accessCookieName(email: string): string {
  const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return `accessValidated${hash.slice(0, 16)}`;
}

/**
 * Sets the cookie that proves this browser entered `user`'s access code: a token only the service
 * can sign, for that user, valid 30 days from `now` (ms). HttpOnly, SameSite=Strict, sent only to
 * /api/Account, Secure over https.
 */
export async function setAccessValidated(
  reply: FastifyReply,
  user: User,
  now: number,
  secure: boolean,
): Promise<void> {
  const token = await signToken(
    {},
    { subject: user.userId, audience: AUDIENCE, issuedAt: now, ttlSeconds: ACCESS_VALIDATED_TTL_SECONDS },
  );
  reply.setCookie(accessCookieName(user.email), token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: ACCESS_VALIDATED_TTL_SECONDS,
  });
}

/** True when the request carries a valid access-validated cookie of `user` at `now` (ms). */
export async function hasAccessValidated(request: FastifyRequest, user: User, now: number): Promise<boolean> {
  const token = request.cookies[accessCookieName(user.email)];
  const claims = token ? await verifyToken(token, { audience: AUDIENCE, now }) : null;
  return claims?.sub === user.userId;
}
