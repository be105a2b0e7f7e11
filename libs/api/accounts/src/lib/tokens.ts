import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A secret for a cookie or a link: 32 random bytes, base64url (43 characters). */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its sha256, hex (a stolen table holds no usable token). */
export const tokenHash = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** A token as the cookie or the link carries it; anything else is not looked up. */
export const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** Compares two texts in constant time (their sha256 digests, so lengths do not leak). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
