import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** A salted scrypt hash of a password. */
export interface PasswordHash {
  readonly salt: Buffer;
  readonly hash: Buffer;
}

/** scrypt cost: N = 2^12 keeps demo sign-ins and tests fast (a real deployment would use more). */
const COST = { N: 1 << 12, r: 8, p: 1 };
const KEY_BYTES = 32;

/** Hashes `password` with a fresh random salt. */
export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  return { salt, hash: await derive(password, salt) };
}

/** True when `password` matches `stored` (constant-time comparison). */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  return timingSafeEqual(await derive(password, stored.salt), stored.hash);
}

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_BYTES, COST, (error, key) => (error ? reject(error) : resolve(key))),
  );
}
