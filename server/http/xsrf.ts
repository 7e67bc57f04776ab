import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseCookies } from './cookies';

/** Cookie and header of the anti-forgery check (spec §7: non-GET requests carry the header taken from the cookie). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/**
 * Double-submit anti-forgery check.
 * - A GET/HEAD without the cookie gets one: `XSRF-TOKEN=<random>; Path=/; SameSite=Strict` (readable by
 *   the app, so not HttpOnly; `Secure` when served over https).
 * - A non-GET request must send `X-XSRF-TOKEN` equal to the cookie, or it is refused (returns false → 403).
 * - Exception: a request with no cookie at all to one of `cookielessPaths` (the sign-in endpoints that run
 *   before the user has a session) passes, so a client's very first sign-in works even if it never fetched
 *   a page. A request that has the cookie is always checked.
 */
export function checkXsrf(
  req: IncomingMessage,
  res: ServerResponse,
  options: { secure: boolean; cookielessPaths: ReadonlySet<string>; pathname: string },
): boolean {
  const cookie = parseCookies(req).get(XSRF_COOKIE);
  if (req.method === 'GET' || req.method === 'HEAD') {
    if (!cookie) {
      const token = randomBytes(32).toString('hex');
      res.appendHeader(
        'Set-Cookie',
        `${XSRF_COOKIE}=${token}; Path=/; SameSite=Strict${options.secure ? '; Secure' : ''}`,
      );
    }
    return true;
  }
  if (!cookie) return options.cookielessPaths.has(options.pathname.toLowerCase().replace(/\/+$/, ''));
  const header = req.headers[XSRF_HEADER];
  if (typeof header !== 'string') return false;
  const a = Buffer.from(header);
  const b = Buffer.from(cookie);
  return a.length === b.length && timingSafeEqual(a, b);
}
