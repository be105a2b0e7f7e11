import { createHash, timingSafeEqual } from 'node:crypto';

export interface BasicCredentials {
  user: string;
  password: string;
}

/** The user and password of an `Authorization: Basic …` header (UTF-8), or undefined. */
export function parseBasicAuth(header: string | undefined): BasicCredentials | undefined {
  const match = /^Basic +([A-Za-z0-9+/]+=*) *$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Compares in constant time: both sides are hashed to equal-length digests first, and both the
 * user and the password are always compared, so timing reveals neither length nor which differs.
 */
export function credentialsMatch(given: BasicCredentials, expected: BasicCredentials): boolean {
  const userOk = timingSafeEqual(digest(given.user), digest(expected.user));
  const passwordOk = timingSafeEqual(digest(given.password), digest(expected.password));
  return userOk && passwordOk;
}
