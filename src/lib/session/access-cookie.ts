import type { CookieJar } from '../storage/cookie-jar';
import { ACCESS_COOKIE_DAYS } from '../../config/timing';

const MS_PER_DAY = 24 * 3600 * 1000;

/** FNV-1a (32 bit, hex) of the lower-cased username: the cookie name's suffix, so no e-mail sits in a cookie name. */
export function usernameHash(username: string): string {
  let hash = 0x811c9dc5;
  for (const char of username.trim().toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Cookie name `accessCode<hash of username>` (spec §3). */
export function accessCookieName(username: string): string {
  return `accessCode${usernameHash(username)}`;
}

/** True when this browser has validated an access code for `username` (spec §4 Login). */
export function isAccessValidated(cookies: CookieJar, username: string): boolean {
  return cookies.get(accessCookieName(username)) === 'validated';
}

/**
 * Sets the access-validated cookie for ACCESS_COOKIE_DAYS: SameSite=Strict, path /, and Secure (spec §4 Login) except
 * when the page itself is plain http (a local service), where browsers would drop a Secure cookie.
 */
export function setAccessValidated(
  cookies: CookieJar,
  username: string,
  now: Date,
  protocol = globalThis.location?.protocol ?? 'https:',
): void {
  const expires = new Date(now.getTime() + ACCESS_COOKIE_DAYS * MS_PER_DAY);
  cookies.set(accessCookieName(username), 'validated', {
    path: '/',
    sameSite: 'strict',
    secure: protocol !== 'http:',
    expires,
  });
}
