import { randomBytes } from 'node:crypto';
import { compactVerify, decodeJwt, jwtVerify, type JWTPayload, SignJWT } from 'jose';
import { SECOND_MS } from '../timing';

/**
 * Signed tokens of the local service (API access tokens of spec §7 and
 * the access-validated cookie): HS256 JSON Web Tokens made and checked by `jose`. The key is random
 * per process: tokens never outlive the service. Times come from the service's clock.
 */

/** Bytes of the per-process HMAC key (256 bits, as HS256 wants). */
const KEY_BYTES = 32;
const processKey = new Uint8Array(randomBytes(KEY_BYTES));
const ALGORITHM = 'HS256';

/** Who a token is for, what it is for, and when it was made and expires. */
export interface TokenTerms {
  /** `sub`. */
  readonly subject: string;
  /** `aud`: what the token may be used for. */
  readonly audience: string;
  /** `iat`, in ms since the epoch (the service's clock). */
  readonly issuedAt: number;
  /** Lifetime in seconds (may be fractional); `exp` = `iat` + this. */
  readonly ttlSeconds: number;
}

/** The verified claims of a token, `sub` always present. */
export type TokenClaims = JWTPayload & { readonly sub: string };

/** Signs `claims` with `terms` as a compact JWS. */
export function signToken(claims: JWTPayload, terms: TokenTerms): Promise<string> {
  const issuedAt = terms.issuedAt / SECOND_MS;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(terms.subject)
    .setAudience(terms.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + terms.ttlSeconds)
    .sign(processKey);
}

/**
 * The claims of `token` when its signature is ours, its audience is `audience` and (unless
 * `ignoreExpiry`) it has not expired at `now` (ms since the epoch); null for anything else. Never throws.
 */
export async function verifyToken(
  token: string,
  options: { readonly audience: string; readonly now: number; readonly ignoreExpiry?: boolean },
): Promise<TokenClaims | null> {
  try {
    let claims: JWTPayload;
    if (options.ignoreExpiry) {
      await compactVerify(token, processKey, { algorithms: [ALGORITHM] });
      claims = decodeJwt(token);
      if (claims.aud !== options.audience) return null;
    } else {
      claims = (
        await jwtVerify(token, processKey, {
          algorithms: [ALGORITHM],
          audience: options.audience,
          currentDate: new Date(options.now),
        })
      ).payload;
      // jose compares whole seconds; a fractional lifetime ends on the millisecond.
      if (typeof claims.exp !== 'number' || claims.exp * SECOND_MS <= options.now) return null;
    }
    return typeof claims.sub === 'string' ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}
