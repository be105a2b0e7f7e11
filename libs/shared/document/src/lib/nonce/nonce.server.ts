import { NONCE_HEADER } from '@corp/shared/routing';

const NONCE_PATTERN = /^[A-Za-z0-9+/=_-]{16,64}$/;

/** The nonce of a request, if the web server set a well-formed one. */
export function nonceOf(request: Request): string | undefined {
  const value = request.headers.get(NONCE_HEADER) ?? undefined;
  return value && NONCE_PATTERN.test(value) ? value : undefined;
}
