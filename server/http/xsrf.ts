import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routedPath } from './target';

/** Cookie and header of the anti-forgery check (spec §7: non-GET requests carry the header taken from the cookie). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** Random bytes in a fresh anti-forgery token (hex-encoded: 64 characters). */
const XSRF_TOKEN_BYTES = 32;

/** What {@link checkXsrf} needs besides the request. */
export interface XsrfOptions {
  /** Served over https: the cookie gets `Secure`. */
  readonly secure: boolean;
  /** Lower-case /api paths allowed without a cookie at all (sign-in steps). */
  readonly cookielessPaths: ReadonlySet<string>;
  /** Origins allowed cross-origin (CORS_ORIGINS): their pages cannot read this origin's cookie. */
  readonly corsOrigins: readonly string[];
}

/**
 * Double-submit anti-forgery check, run on /api requests (cookies parsed by @fastify/cookie).
 * - A GET/HEAD without the cookie gets one: `XSRF-TOKEN=<random>; Path=/; SameSite=Strict` (readable by
 *   the app, so not HttpOnly; `Secure` when served over https).
 * - A non-GET request must send `X-XSRF-TOKEN` equal to the cookie, or it is refused (returns false → 403).
 * - Exceptions for requests that carry no cookie at all: the sign-in endpoints of `cookielessPaths`
 *   (they run before the user has signed in), and requests from an origin of `corsOrigins` (a page
 *   there cannot read this origin's cookie; CORS preflights guard them, since they are JSON with a
 *   bearer). A request that has the cookie is always checked.
 */
export function checkXsrf(request: FastifyRequest, reply: FastifyReply, options: XsrfOptions): boolean {
  const cookie = request.cookies[XSRF_COOKIE];
  if (request.method === 'GET' || request.method === 'HEAD') {
    if (!cookie)
      reply.setCookie(XSRF_COOKIE, randomBytes(XSRF_TOKEN_BYTES).toString('hex'), {
        path: '/',
        sameSite: 'strict',
        secure: options.secure,
        httpOnly: false,
      });
    return true;
  }
  if (!cookie) {
    const path = (routedPath(request.url) ?? '').toLowerCase().replace(/\/+$/, '');
    const origin = request.headers.origin;
    return options.cookielessPaths.has(path) || (!!origin && options.corsOrigins.includes(origin));
  }
  const header = request.headers[XSRF_HEADER];
  if (typeof header !== 'string') return false;
  const a = Buffer.from(header);
  const b = Buffer.from(cookie);
  return a.length === b.length && timingSafeEqual(a, b);
}
