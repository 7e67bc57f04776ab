import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Compact HS256 JSON Web Tokens for the local service (access tokens of spec §7 and hub tokens of
 * hub-protocol.md §1). The key is random per process: tokens never outlive the service.
 */

const processKey = randomBytes(32);
const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** Claims carried by every token; `iat` and `exp` are in seconds since the epoch and may be fractional. */
export interface JwtClaims {
  readonly sub: string;
  readonly iat?: number;
  readonly exp: number;
  readonly [claim: string]: unknown;
}

/** Signs `claims` as `header.payload.signature` (base64url). */
export function signJwt(claims: JwtClaims, key: Buffer = processKey): string {
  const body = `${header}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${sign(body, key)}`;
}

/**
 * Verifies the signature and (unless `ignoreExpiry`) the expiry of `token` at `now` (ms since the
 * epoch, from the service's clock). Returns the claims, or null for anything malformed, forged or
 * expired; never throws.
 */
export function verifyJwt(
  token: string,
  options: { now: number; ignoreExpiry?: boolean; key?: Buffer },
): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== header) return null;
  const [, payload = '', signature = ''] = parts;
  const expected = Buffer.from(sign(`${header}.${payload}`, options.key ?? processKey));
  const actual = Buffer.from(signature);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!isClaims(claims)) return null;
    if (!options.ignoreExpiry && claims.exp * 1000 <= options.now) return null;
    return claims;
  } catch {
    return null;
  }
}

/** The `iat` and `exp` claims (seconds since the epoch) of a token issued at `now` (ms) for `ttlSeconds`. */
export function lifetime(now: number, ttlSeconds: number): { iat: number; exp: number } {
  return { iat: now / 1000, exp: now / 1000 + ttlSeconds };
}

function isClaims(value: unknown): value is JwtClaims {
  if (typeof value !== 'object' || value === null) return false;
  const { sub, exp } = value as Record<string, unknown>;
  return typeof sub === 'string' && typeof exp === 'number' && Number.isFinite(exp);
}

function sign(body: string, key: Buffer): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}
