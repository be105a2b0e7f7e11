import type { FastifyRequest } from 'fastify';

/** The session cookie: sent only to `/admin` (the API and the app), never readable by scripts. */
export const SESSION_COOKIE = 'corp_admin';
export const SESSION_COOKIE_PATH = '/admin';

/** The value of cookie `name` in a `Cookie` header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** `Secure` when the request came over https (`request.protocol`: trusted proxies only). */
const secureFlag = (request: FastifyRequest) => (request.protocol === 'https' ? '; Secure' : '');

/** The `Set-Cookie` of a new session; it lives as long as the session may. */
export function sessionCookie(request: FastifyRequest, token: string, maxAgeMs: number): string {
  const maxAge = Math.max(0, Math.floor(maxAgeMs / 1000));
  return `${SESSION_COOKIE}=${token}; Path=${SESSION_COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secureFlag(request)}`;
}

/** The `Set-Cookie` that removes the session cookie. */
export function clearedSessionCookie(request: FastifyRequest): string {
  return `${SESSION_COOKIE}=; Path=${SESSION_COOKIE_PATH}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict${secureFlag(request)}`;
}

/** The session token the request carries, if any. */
export const sessionTokenOf = (request: FastifyRequest) =>
  readCookie(request.headers.cookie, SESSION_COOKIE);
